import Testing
@testable import FitTodayTOML

@Suite struct TOMLNumberAndDateTimeTests {
    private func value(_ literal: String) throws -> TOMLValue? {
        try TOML.parse("v = \(literal)")["v"]
    }

    @Test(arguments: [
        ("0", 0), ("+99", 99), ("42", 42), ("-17", -17), ("-0", 0), ("+0", 0),
        ("1_000", 1_000), ("5_349_221", 5_349_221), ("1_2_3_4", 1_234),
        ("0xDEADBEEF", 0xDEAD_BEEF), ("0xdead_beef", 0xDEAD_BEEF), ("0o755", 0o755), ("0o01234567", 0o1234567),
        ("0b11010110", 0b1101_0110), ("0b1_0", 2),
        ("9223372036854775807", Int.max), ("-9223372036854775808", Int.min),
        ("0x7FFFFFFFFFFFFFFF", Int.max),
    ])
    func integers(literal: String, expected: Int) throws {
        #expect(try value(literal) == .integer(expected))
    }

    @Test(arguments: [
        ("+1.0", 1.0), ("3.1415", 3.1415), ("-0.01", -0.01), ("5e+22", 5e22), ("1e06", 1e6),
        ("-2E-2", -2e-2), ("6.626e-34", 6.626e-34), ("224_617.445_991_228", 224_617.445_991_228),
        ("0.0", 0.0), ("-0.0", -0.0), ("0e0", 0.0), ("1e1_0", 1e10),
    ])
    func floats(literal: String, expected: Double) throws {
        #expect(try value(literal) == .float(expected))
    }

    @Test func infinityAndNaN() throws {
        #expect(try value("inf") == .float(.infinity))
        #expect(try value("+inf") == .float(.infinity))
        #expect(try value("-inf") == .float(-.infinity))
        #expect(try value("nan")?.double?.isNaN == true)
        #expect(try value("+nan")?.double?.isNaN == true)
        #expect(try value("-nan")?.double?.isNaN == true)
    }

    @Test(arguments: [
        "01", "+0x10", "0X10", "1__0", "1_", "0x", "0xG", "0o8", "0b2", "1.", "1.e5", "1e", "1e_5",
        "1.5_", "00.5", "1_.5", "9223372036854775808", "-9223372036854775809", "0x8000000000000000",
        "1.2.3", "12abc", "-", "+", "--1", "+in", "1_000_", ".5", "+.5", "0.", "1e01_", "-0x1",
    ])
    func rejectsMalformedNumbers(literal: String) {
        #expect(throws: TOMLParseError(line: 1, column: 5, reason: .invalidNumber(literal))) {
            try TOML.parse("v = \(literal)")
        }
    }

    /// Words that don't start like a number are reported as values, whose message hints at quotes.
    @Test(arguments: ["_1", "Infinity", "NaN"])
    func rejectsWordsThatAreNotNumbers(literal: String) {
        #expect(throws: TOMLParseError(line: 1, column: 5, reason: .invalidValue(literal))) {
            try TOML.parse("v = \(literal)")
        }
    }

    @Test func booleans() throws {
        #expect(try value("true") == .boolean(true))
        #expect(try value("false") == .boolean(false))
    }

    @Test(arguments: [
        "1979-05-27T07:32:00Z", "1979-05-27T00:32:00-07:00", "1979-05-27T00:32:00.999999+05:30",
        "1979-05-27 07:32:00Z", "1979-05-27t07:32:00z", "1979-05-27T07:32:00", "1979-05-27T00:32:00.5",
        "1979-05-27", "2024-02-29", "07:32:00", "00:32:00.999999", "23:59:60",
    ])
    func dateTimesKeepTheirText(literal: String) throws {
        #expect(try value(literal) == .dateTime(literal))
    }

    @Test func localDateTimeWithSpaceBeforeComment() throws {
        let table = try TOML.parse("a = 2026-11-22 # dia do treino\nb = 2026-11-22 07:30:00 # hora")
        #expect(table["a"] == .dateTime("2026-11-22"))
        #expect(table["b"] == .dateTime("2026-11-22 07:30:00"))
    }

    @Test(arguments: [
        "2026-13-01", "2026-00-10", "2026-02-30", "2023-02-29", "2026-04-31", "2026-1-01",
        "2026-01-01T", "2026-01-01T7:30:00", "24:00:00", "12:60:00", "12:00:61", "07:30",
        "07:30:00Z", "07:30:00+01:00", "2026-01-01T07:30:00+1:00", "2026-01-01T07:30:00.",
        "2026-01-01T07:30:00+24:00", "2026-01-01X07:30:00", "1979-05-27T07:32:00ZZ",
    ])
    func rejectsMalformedDateTimes(literal: String) {
        #expect(throws: TOMLParseError(line: 1, column: 5, reason: .invalidDateTime(literal))) {
            try TOML.parse("v = \(literal)")
        }
    }
}
