import FitTodayDomain
import Foundation

/// Turns CSV records into ``WorkoutRow`` values, checking every value against the data model's rules.
///
/// Rows without reps or weight (cardio and timed sets, which carry distance or seconds instead) are kept
/// as sets with 0 reps and no weight, with their distance in metres and their time in seconds. Weights of 0 mean bodyweight and are stored as no weight; an RPE of
/// 0 means none was given. Strong's "Rest Timer" and "Note" rows (in the app's language) are not sets and
/// are left out: a set order is a number or a one-letter code (`W` warm-up, `D` drop, `F` failure).
struct WorkoutRowParser {
    private let layout: WorkoutCSVLayout
    /// The unit of weights the file does not label (Strong's newer export writes the app's unit setting).
    private let defaultUnit: WeightUnit
    // Every set of a workout repeats its date and duration: parse each distinct text once.
    private var dates: [String: LocalDateTime] = [:]
    private var durations: [String: Int?] = [:]

    init(layout: WorkoutCSVLayout, defaultUnit: WeightUnit) {
        self.layout = layout
        self.defaultUnit = defaultUnit
    }

    /// The row's set; nil for rows that are not sets. Throws the reason a row is unusable.
    mutating func parse(_ record: CSVRecord) throws(ImportIssue) -> WorkoutRow? {
        let fields = record.fields
        let expected = layout.names.count
        // Trailing empty fields (a separator at the end of the line) are harmless.
        if fields.count < expected || fields[expected...].contains(where: { !$0.trimmingCharacters(in: .whitespaces).isEmpty }) {
            throw .columnCount(expected: expected, found: fields.count)
        }
        func value(_ index: Int?) -> String {
            guard let index else { return "" }
            return Self.trimmed(fields[index])
        }

        let setLabel = value(layout.setOrder)
        if Self.isNotASet(setLabel) { return nil }
        let exerciseName = value(layout.exerciseName)
        guard !exerciseName.isEmpty else { throw .missingValue(column: layout.names[layout.exerciseName]) }
        // Checked here, not when the names are matched after the last row, so that the message gives the line
        // and --skip-invalid can leave the row out.
        let nameLength = exerciseName.count
        guard nameLength <= PlanRules.exerciseNameMaxLength else { throw .rule(.exerciseNameTooLong(length: nameLength)) }
        let start = try date(value(layout.start), column: layout.start)
        let endText = value(layout.end)
        let end = endText.isEmpty ? nil : try date(endText, column: layout.end ?? layout.start)

        let repsText = value(layout.reps)
        var reps = 0
        if !repsText.isEmpty {
            guard let number = Self.decimal(repsText), number == number.rounded(), abs(number) < 1_000_000 else {
                throw .number(column: layout.names[layout.reps ?? 0], value: repsText)
            }
            reps = Int(number)
            guard PlanRules.loggedReps.contains(reps) else { throw .rule(.loggedReps(reps)) }
        }

        var weightKg: Double?
        let weightText = value(layout.weight)
        if !weightText.isEmpty {
            guard let number = Self.decimal(weightText) else { throw .number(column: layout.names[layout.weight ?? 0], value: weightText) }
            let kilograms = try unit(fields).kilograms(number)
            guard PlanRules.weightKg.contains(kilograms) else { throw .rule(.weight(kilograms)) }
            weightKg = kilograms == 0 ? nil : kilograms
        }

        var rpe: Double?
        let rpeText = value(layout.rpe)
        if !rpeText.isEmpty {
            guard let number = Self.decimal(rpeText) else { throw .number(column: layout.names[layout.rpe ?? 0], value: rpeText) }
            if number != 0 {
                guard PlanRules.rpe.contains(number) else { throw .rule(.rpe(number)) }
                rpe = number
            }
        }

        var row = WorkoutRow(
            line: record.line, start: start, end: end, workoutName: value(layout.workoutName),
            durationSeconds: duration(value(layout.duration)), workoutNotes: value(layout.workoutNotes),
            exerciseName: exerciseName, setLabel: setLabel, kind: Self.kind(setOrder: setLabel, setType: value(layout.setType)),
            reps: reps, weightKg: weightKg, rpe: rpe
        )
        let secondsText = value(layout.setSeconds)
        if !secondsText.isEmpty {
            guard let seconds = Self.decimal(secondsText), seconds >= 0, seconds < 1e9 else {
                throw .number(column: layout.names[layout.setSeconds!], value: secondsText)
            }
            let whole = Int(seconds.rounded())
            guard PlanRules.setDurationSeconds.contains(whole) else { throw .rule(.setDuration(whole)) }
            row.setDurationSeconds = whole == 0 ? nil : whole
        }
        let distanceText = value(layout.distance)
        if !distanceText.isEmpty {
            guard let amount = Self.decimal(distanceText), amount >= 0 else { throw .number(column: layout.names[layout.distance!], value: distanceText) }
            let unitText = value(layout.distanceUnit)
            let unit = layout.distanceColumnUnit ?? DistanceUnit(text: unitText)
                ?? ((try? self.unit(fields)) == .lb ? DistanceUnit.miles : DistanceUnit.kilometers)
            let metres = unit.meters(amount)
            guard PlanRules.distanceMeters.contains(metres) else { throw .rule(.distance(metres)) }
            row.distanceMeters = metres == 0 ? nil : metres
        }
        return row
    }

    private mutating func date(_ text: String, column: Int) throws(ImportIssue) -> LocalDateTime {
        if let known = dates[text] { return known }
        guard !text.isEmpty else { throw .missingValue(column: layout.names[column]) }
        guard let parsed = WorkoutDateParser.parse(text) else { throw .date(text) }
        dates[text] = parsed
        return parsed
    }

    private mutating func duration(_ text: String) -> Int? {
        if let known = durations[text] { return known }
        var seconds = Self.durationSeconds(text)
        if layout.durationInMinutes, let plain = Self.decimal(text) { seconds = Self.wholeSeconds(plain * 60) }
        durations[text] = seconds
        return seconds
    }

    /// Strong's "Rest Timer" and "Note" rows, whatever the app's language calls them ("Ruhezeit",
    /// "Temporizador de descanso", "Таймер отдыха", "休憩タイマー", ...): anything longer than one letter that
    /// is not a number. An empty order (a file without the column) is a set.
    static func isNotASet(_ setOrder: String) -> Bool {
        guard setOrder.count > 1 else { return false }
        return decimal(setOrder) == nil
    }

    /// The set's kind from Strong's set order code or Hevy's `set_type`.
    static func kind(setOrder: String, setType: String) -> SetKind {
        switch setType.isEmpty ? setOrder.lowercased() : setType.lowercased() {
        case "w", "warmup", "warm-up", "warm_up": .warmup
        case "d", "drop", "dropset", "drop_set": .drop
        case "f", "failure": .failure
        default: .working
        }
    }

    /// `text` without surrounding whitespace. Most fields have none, and Foundation's trimming costs more
    /// than everything else a row needs, so look at the ends first.
    static func trimmed(_ text: String) -> String {
        let bytes = text.utf8
        guard let first = bytes.first, let last = bytes.last else { return text }
        // ASCII space, tab, LF, CR, or the first byte of a no-break space and other non-ASCII spaces.
        let suspect: (UInt8) -> Bool = { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D || $0 >= 0x80 }
        guard suspect(first) || suspect(last) else { return text }
        return text.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    private func unit(_ fields: [String]) throws(ImportIssue) -> WeightUnit {
        if let unit = layout.weightColumnUnit { return unit }
        guard let column = layout.weightUnit else { return defaultUnit }
        let text = Self.trimmed(fields[column])
        guard !text.isEmpty else { return defaultUnit }
        if let exact = WeightUnit(rawValue: text) { return exact }
        guard let unit = WeightUnit(text: text) else { throw .weightUnit(text) }
        return unit
    }

    /// A plain decimal number with `.` or `,` as the decimal separator; nil for anything else.
    static func decimal(_ text: String) -> Double? {
        var sawDigit = false
        var separator: UInt8?
        for (offset, byte) in text.utf8.enumerated() {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): sawDigit = true
            case UInt8(ascii: "."), UInt8(ascii: ","):
                guard separator == nil else { return nil }
                separator = byte
            case UInt8(ascii: "-"), UInt8(ascii: "+"):
                guard offset == 0 else { return nil }
            default: return nil
            }
        }
        guard sawDigit else { return nil }
        return separator == UInt8(ascii: ",") ? Double(text.replacingOccurrences(of: ",", with: ".")) : Double(text)
    }

    /// Seconds in a duration like `1h 5m`, `2h 23min`, `42min`, `55s`, `1:05:00`, or a bare number of seconds
    /// (`3900`, `3900.0`); nil when empty or not understood (a workout's duration is a nicety, never a reason
    /// to refuse a row). A duration of 1e9 s or more is not understood either: with more digits than an Int
    /// holds, the arithmetic would trap.
    static func durationSeconds(_ text: String) -> Int? {
        let trimmed = text.lowercased().trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { return nil }
        if let seconds = decimal(trimmed) { return wholeSeconds(seconds) }
        if trimmed.contains(":") {
            let parts = trimmed.split(separator: ":").map { Int($0) }
            guard (2...3).contains(parts.count), parts.allSatisfy({ $0 != nil && $0! >= 0 && $0! < Self.longestDuration }) else { return nil }
            let seconds = parts.reduce(0) { $0 * 60 + $1! } * (parts.count == 2 ? 60 : 1)
            return seconds < Self.longestDuration ? seconds : nil
        }
        var total = 0
        var number = ""
        var word = ""
        var sawUnit = false
        func close() -> Bool {
            guard !word.isEmpty else { return true }
            guard let amount = Int(number), amount < Self.longestDuration, let factor = durationUnits[word] else { return false }
            // Kept at the bound, so that no number of parts can overflow.
            total = min(total + amount * factor, Self.longestDuration)
            number = ""
            word = ""
            sawUnit = true
            return true
        }
        for character in trimmed where character != " " {
            if character.isASCII, character.isNumber {
                guard close() else { return nil }
                number.append(character)
            } else {
                guard !number.isEmpty else { return nil }
                word.append(character)
            }
        }
        guard close() else { return nil }
        return sawUnit && number.isEmpty && total < Self.longestDuration ? total : nil
    }

    /// 1e9 s (31 years): the first duration in seconds that is not one.
    private static let longestDuration = 1_000_000_000

    /// `seconds` rounded, when it is a duration: a number too large for an Int is none, never a trap.
    private static func wholeSeconds(_ seconds: Double) -> Int? {
        seconds >= 0 && seconds < Double(longestDuration) ? Int(seconds.rounded()) : nil
    }

    /// Seconds per unit word of a duration.
    private static let durationUnits: [String: Int] = [
        "h": 3600, "hr": 3600, "hrs": 3600, "hour": 3600, "hours": 3600, "std": 3600, "ч": 3600, "sa": 3600, "godz": 3600,
        "時間": 3600, "小时": 3600, "시간": 3600,
        "m": 60, "min": 60, "mins": 60, "minute": 60, "minutes": 60, "мин": 60, "dk": 60, "分": 60, "分钟": 60, "분": 60,
        "s": 1, "sec": 1, "secs": 1, "second": 1, "seconds": 1, "с": 1, "сек": 1, "sn": 1, "秒": 1, "초": 1,
    ]
}
