import FitTodayDomain
import Testing

/// The one formatter per quantity (issue 27 item 3) and pounds (issue 29 item 3): each reads the same wherever it is
/// used, in both languages and both units.
@Suite struct FormattingTests {
    @Test func weightsKeepThePrecisionThatWasLogged() {
        #expect(WeightText.format(61.25, .kg, .ptBR) == "61,25 kg")
        #expect(WeightText.format(61.25, .kg, .en) == "61.25 kg")
        #expect(WeightText.format(60, .kg, .ptBR) == "60 kg")
        #expect(WeightText.format(62.5, .kg, .en) == "62.5 kg")
        #expect(WeightText.format(0.5, .kg, .ptBR) == "0,5 kg")
        #expect(WeightText.number(-0.5, .kg, .ptBR) == "-0,5")
        #expect(WeightText.field(61.25) == "61.25")
    }

    @Test func poundsReadWholeOrToATenth() {
        #expect(WeightText.format(WeightUnit.lb.kilograms(225), .lb, .en) == "225 lb")
        #expect(WeightText.format(WeightUnit.lb.kilograms(137.5), .lb, .ptBR) == "137,5 lb")
        #expect(WeightText.format(60, .lb, .en) == "132.3 lb")
        #expect(WeightText.field(WeightUnit.lb.kilograms(225), .lb) == "225")
        #expect(WeightText.signed(WeightUnit.lb.kilograms(5), .lb, .en) == "+5 lb")
        #expect(WeightText.signed(-2.5, .kg, .ptBR) == "−2,5 kg")
    }

    @Test func volumesAreWholeAndGrouped() {
        #expect(WeightText.volume(3240.4, .kg, .ptBR) == "3.240 kg")
        #expect(WeightText.volume(3240.4, .kg, .en) == "3,240 kg")
        #expect(WeightText.volume(WeightUnit.lb.kilograms(7143), .lb, .en) == "7,143 lb")
    }

    /// A refusal quotes what was typed, and a number of 26 digits trapped the formatter: past an Int, numbers read as
    /// Swift writes them shortest, never a crash.
    @Test func numbersPastAnIntAreWrittenNotTrappedOn() {
        #expect(WeightText.format(1e26, .kg, .ptBR) == "1e+26 kg")
        #expect(WeightText.format(-1.5e30, .kg, .ptBR) == "-1,5e+30 kg")
        #expect(WeightText.volume(1e300, .kg, .en) == "1e+300 kg")
        #expect(NumberText.fixed(.infinity, .en) == "∞" && NumberText.decimal(-.infinity, fractionDigits: 2, .ptBR) == "−∞")
        #expect(NumberText.decimal(9.1e17, fractionDigits: 1, .en) == "910000000000000000")
    }

    @Test func estimatesStopAtATenth() {
        #expect(WeightText.estimate(61.333, .kg, .ptBR) == "61,3 kg")
        #expect(WeightText.estimate(100, .lb, .en) == "220.5 lb")
    }

    @Test func rpeRepsAndDurations() {
        #expect(RPEText.format(8.5, .ptBR) == "8,5" && RPEText.format(8.5, .en) == "8.5" && RPEText.format(9, .en) == "9")
        #expect(RepsText.format(8, upTo: 12) == "8–12" && RepsText.format(5, amrap: true) == "5+" && RepsText.format(5, upTo: 5) == "5")
        #expect(DurationText.minutes(45, .ptBR) == "45 min" && DurationText.minutes(1500, .ptBR) == "1.500 min")
        #expect(DurationText.seconds(90, .en) == "90 s")
        #expect(NumberText.thousands(1_234_567, .en) == "1,234,567" && NumberText.thousands(-123, .ptBR) == "-123")
    }

    @Test func datesFollowTheLocale() {
        let date = LocalDate("2026-11-26")!
        #expect(DateText.heading(date, .en) == "Thu, Nov 26, 2026")
        #expect(DateText.table(date, .en) == "11/26/2026")
        #expect(DateText.table(date, .ptBR) == "26/11/2026")
        #expect(DateText.heading(date, .ptBR) == DateText.weekday(date, .ptBR) + ", 26/11/2026")
        #expect(DateText.dayAndMonth(date, .en) == "11/26" && DateText.dayAndMonth(date, .ptBR) == "26/11")
        #expect(DateText.heading(LocalDate("2027-01-04")!, .en) == "Mon, Jan 4, 2027")
        // The terminal: English lists like the pages; Portuguese keeps the ISO form it always printed.
        #expect(DateText.terminal(date, .en) == "11/26/2026" && DateText.terminal(date, .ptBR) == "2026-11-26")
        let moment = LocalDateTime("2026-11-26 07:05:09")!
        #expect(DateText.terminal(moment, .en) == "11/26/2026 07:05" && DateText.terminal(moment, .ptBR) == "2026-11-26 07:05:09")
    }

    @Test func unitsAreReadAsPeopleWriteThem() {
        #expect(WeightUnit(text: "LBS") == .lb && WeightUnit(text: "pounds") == .lb && WeightUnit(text: " kg ") == .kg)
        #expect(WeightUnit(text: "stone") == nil)
    }

    @Test func aSetTypedInPoundsIsKeptInKilograms() throws {
        let set = try SetSpecification(parsing: "Bench press:5x225", unit: .lb)
        #expect(set.weightKg == WeightUnit.lb.kilograms(225))
        #expect(WeightText.format(try #require(set.weightKg), .lb, .en) == "225 lb")
        // A unit written after the number wins over the person's.
        #expect(try SetSpecification(parsing: "Bench press:5x100kg", unit: .lb).weightKg == 100)
        #expect(try SetSpecification(parsing: "Bench press:5x135lb", unit: .kg).weightKg == WeightUnit.lb.kilograms(135))
        #expect(try SetSpecification(parsing: "Bench press:5x62,5").weightKg == 62.5)
    }

    /// A statistic or a ratio keeps its zeros and reads a negative value with a minus sign, in both locales.
    @Test func fixedDecimalsKeepTheirZeros() {
        #expect(NumberText.fixed(13, .ptBR) == "13,0")
        #expect(NumberText.fixed(2.04, .en) == "2.0")
        #expect(NumberText.fixed(1.25, places: 2, .ptBR) == "1,25")
        #expect(NumberText.fixed(0.999, places: 2, .en) == "1.00")
        #expect(NumberText.fixed(-0.35, .ptBR) == "−0,4")
        #expect(NumberText.fixed(1234.5, places: 0, .en) == "1235")
    }

    /// `NumberText.decimal` writes its digits into one buffer (it runs for every set of a build); it must read exactly
    /// as the plain way of writing a rounded number does, for any value, sign and precision.
    @Test func decimalsReadAsThePlainWayWritesThem() {
        func plain(_ value: Double, _ digits: Int, _ locale: AppLocale) -> String {
            var scale = 1
            for _ in 0..<digits { scale *= 10 }
            let scaled = Int((value * Double(scale)).rounded())
            var text = String(scaled.magnitude / UInt(scale))
            var fraction = String(scaled.magnitude % UInt(scale))
            while fraction.count < digits { fraction = "0" + fraction }
            while fraction.hasSuffix("0") { fraction.removeLast() }
            if !fraction.isEmpty { text += (locale == .ptBR ? "," : ".") + fraction }
            return (scaled < 0 ? "-" : "") + text
        }
        var random = SystemRandomNumberGenerator()
        var values: [Double] = [0, -0.0, 0.004, -0.004, 0.005, 9.995, 99.999, 100, 1000.5, -61.25, 1e9 + 0.25, 62.5, 1.05]
        for _ in 0..<2000 { values.append(Double.random(in: -5000...5000, using: &random)) }
        for value in values {
            for digits in 0...3 {
                for locale in [AppLocale.ptBR, .en] {
                    #expect(NumberText.decimal(value, fractionDigits: digits, locale) == plain(value, digits, locale), "\(value) \(digits)")
                }
            }
        }
        #expect(NumberText.decimal(61.25, fractionDigits: 2, .ptBR, suffix: " kg") == "61,25 kg")
        #expect(NumberText.decimal(-0.5, fractionDigits: 0, .en, suffix: " lb") == "-1 lb")
    }
}
