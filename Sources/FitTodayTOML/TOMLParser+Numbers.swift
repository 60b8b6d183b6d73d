/// Integers, floats, and the dates and times that share their leading digits.
extension TOMLParser {
    /// Reads the whole token first so a bad value is reported as written (`1_000_`, `2026-13-01`).
    mutating func parseNumberOrDateTime() throws(TOMLParseError) -> TOMLValue {
        let tokenStart = pos
        skipNumberCharacters()
        // A date and time may be separated by a space: `2026-11-22 07:30:00`.
        if pos - tokenStart == 10, Self.startsWithDate(bytes[tokenStart..<pos]),
           pos + 3 < bytes.count, bytes[pos] == .space,
           Self.isDigit(bytes[pos + 1]), Self.isDigit(bytes[pos + 2]), bytes[pos + 3] == UInt8(ascii: ":") {
            pos += 1
            skipNumberCharacters()
        }
        let token = bytes[tokenStart..<pos]
        if Self.startsWithDate(token) || Self.startsWithTime(token) {
            guard Self.isValidDateTime(token) else {
                throw error(.invalidDateTime(String(decoding: token, as: UTF8.self)), at: tokenStart)
            }
            return .dateTime(String(decoding: token, as: UTF8.self))
        }
        guard let number = Self.number(token) else {
            throw error(.invalidNumber(String(decoding: token, as: UTF8.self)), at: tokenStart)
        }
        return number
    }

    private mutating func skipNumberCharacters() {
        while pos < bytes.count {
            switch bytes[pos] {
            case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                 UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "_"), UInt8(ascii: "+"),
                 UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: ":"):
                pos += 1
            default:
                return
            }
        }
    }

    // MARK: - Numbers

    static func number(_ token: ArraySlice<UInt8>) -> TOMLValue? {
        var index = token.startIndex
        let end = token.endIndex
        var isNegative = false
        var isSigned = false
        if index < end, token[index] == UInt8(ascii: "+") || token[index] == UInt8(ascii: "-") {
            isNegative = token[index] == UInt8(ascii: "-")
            isSigned = true
            index += 1
        }
        let unsigned = token[index...]
        if unsigned.elementsEqual("inf".utf8) { return .float(isNegative ? -.infinity : .infinity) }
        if unsigned.elementsEqual("nan".utf8) { return .float(.nan) }

        if unsigned.count > 2, unsigned.first == UInt8(ascii: "0"), let radix = radix(unsigned[index + 1]) {
            // Prefixed integers take no sign.
            guard !isSigned else { return nil }
            return integer(unsigned.dropFirst(2), radix: radix, isNegative: false).map(TOMLValue.integer)
        }

        guard let integerEnd = digitRunEnd(token, from: index, radix: 10) else { return nil }
        // Leading zeros are forbidden so `010` can't be mistaken for octal.
        if token[index] == UInt8(ascii: "0"), integerEnd - index > 1 { return nil }
        var cursor = integerEnd
        var isFloat = false
        if cursor < end, token[cursor] == UInt8(ascii: ".") {
            guard let fractionEnd = digitRunEnd(token, from: cursor + 1, radix: 10) else { return nil }
            cursor = fractionEnd
            isFloat = true
        }
        if cursor < end, token[cursor] == UInt8(ascii: "e") || token[cursor] == UInt8(ascii: "E") {
            cursor += 1
            if cursor < end, token[cursor] == UInt8(ascii: "+") || token[cursor] == UInt8(ascii: "-") {
                cursor += 1
            }
            guard let exponentEnd = digitRunEnd(token, from: cursor, radix: 10) else { return nil }
            cursor = exponentEnd
            isFloat = true
        }
        guard cursor == end else { return nil }

        if isFloat {
            let text = String(decoding: token.lazy.filter { $0 != UInt8(ascii: "_") }, as: UTF8.self)
            return Double(text).map(TOMLValue.float)
        }
        return integer(token[index..<end], radix: 10, isNegative: isNegative).map(TOMLValue.integer)
    }

    private static func radix(_ byte: UInt8) -> Int? {
        switch byte {
        case UInt8(ascii: "x"): 16
        case UInt8(ascii: "o"): 8
        case UInt8(ascii: "b"): 2
        default: nil
        }
    }

    /// The end of a run of digits in which each `_` sits between two digits, or nil if there is no such run.
    private static func digitRunEnd(_ token: ArraySlice<UInt8>, from start: Int, radix: Int) -> Int? {
        guard start < token.endIndex, isDigit(token[start], radix: radix) else { return nil }
        var index = start + 1
        while index < token.endIndex {
            if isDigit(token[index], radix: radix) {
                index += 1
            } else if token[index] == UInt8(ascii: "_") {
                guard index + 1 < token.endIndex, isDigit(token[index + 1], radix: radix) else { return nil }
                index += 2
            } else {
                break
            }
        }
        return index
    }

    /// Converts validated digits to `Int`, or nil when the run is malformed or out of 64-bit range.
    private static func integer(_ digits: ArraySlice<UInt8>, radix: Int, isNegative: Bool) -> Int? {
        guard digitRunEnd(digits, from: digits.startIndex, radix: radix) == digits.endIndex else { return nil }
        var magnitude: UInt64 = 0
        for byte in digits where byte != UInt8(ascii: "_") {
            let (shifted, overflow) = magnitude.multipliedReportingOverflow(by: UInt64(radix))
            let (sum, carry) = shifted.addingReportingOverflow(UInt64(hexValue(byte)!))
            if overflow || carry { return nil }
            magnitude = sum
        }
        if isNegative {
            // Int.min has no positive counterpart, so it can't be negated from an Int.
            if magnitude == UInt64(Int.max) + 1 { return Int.min }
            return magnitude <= UInt64(Int.max) ? -Int(magnitude) : nil
        }
        return magnitude <= UInt64(Int.max) ? Int(magnitude) : nil
    }

    static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    private static func isDigit(_ byte: UInt8, radix: Int) -> Bool {
        guard let value = hexValue(byte) else { return false }
        return Int(value) < radix
    }

    // MARK: - Dates and times

    /// `YYYY-…`: four digits and a dash.
    private static func startsWithDate(_ token: ArraySlice<UInt8>) -> Bool {
        token.count >= 5 && token.prefix(4).allSatisfy(isDigit) && token[token.startIndex + 4] == UInt8(ascii: "-")
    }

    /// `HH:…`: two digits and a colon.
    private static func startsWithTime(_ token: ArraySlice<UInt8>) -> Bool {
        token.count >= 3 && token.prefix(2).allSatisfy(isDigit) && token[token.startIndex + 2] == UInt8(ascii: ":")
    }

    /// Checks RFC 3339 shapes TOML allows: offset and local date-times, local dates, local times.
    static func isValidDateTime(_ token: ArraySlice<UInt8>) -> Bool {
        var index = token.startIndex
        let end = token.endIndex

        func number(digits: Int) -> Int? {
            guard index + digits <= end else { return nil }
            var value = 0
            for byte in token[index..<index + digits] {
                guard isDigit(byte) else { return nil }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
            }
            index += digits
            return value
        }
        func skip(_ byte: UInt8) -> Bool {
            guard index < end, token[index] == byte else { return false }
            index += 1
            return true
        }

        var hasDate = false
        if startsWithDate(token) {
            guard let year = number(digits: 4), skip(UInt8(ascii: "-")),
                  let month = number(digits: 2), skip(UInt8(ascii: "-")),
                  let day = number(digits: 2),
                  (1...12).contains(month), day >= 1, day <= daysIn(month: month, year: year)
            else { return false }
            if index == end { return true }
            guard skip(UInt8(ascii: "T")) || skip(UInt8(ascii: "t")) || skip(.space) else { return false }
            hasDate = true
        }

        // TOML 1.0 requires seconds; a leap second (60) is allowed by RFC 3339.
        guard let hour = number(digits: 2), skip(UInt8(ascii: ":")),
              let minute = number(digits: 2), skip(UInt8(ascii: ":")),
              let second = number(digits: 2),
              hour <= 23, minute <= 59, second <= 60
        else { return false }
        if skip(UInt8(ascii: ".")) {
            guard index < end, isDigit(token[index]) else { return false }
            while index < end, isDigit(token[index]) { index += 1 }
        }
        if index == end { return true }

        // Only a full date-time may carry an offset.
        guard hasDate else { return false }
        if skip(UInt8(ascii: "Z")) || skip(UInt8(ascii: "z")) { return index == end }
        guard skip(UInt8(ascii: "+")) || skip(UInt8(ascii: "-")),
              let offsetHour = number(digits: 2), skip(UInt8(ascii: ":")),
              let offsetMinute = number(digits: 2),
              offsetHour <= 23, offsetMinute <= 59
        else { return false }
        return index == end
    }

    private static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2:
            let isLeap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
            return isLeap ? 29 : 28
        case 4, 6, 9, 11:
            return 30
        default:
            return 31
        }
    }
}
