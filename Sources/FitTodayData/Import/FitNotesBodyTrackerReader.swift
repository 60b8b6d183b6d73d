import FitTodayDomain

/// FitNotes' body tracker export (`FitNotes_BodyTracker_Export.csv`, `Date,Time,Measurement,Value,Unit`): no
/// sessions, only measurements, of which three are kept, one entry a date.
///
/// `Bodyweight` (kgs or lbs) becomes the day's weight in kilograms, `Body Fat` (%) its body fat and `Waist`
/// (cm or in) its waist in centimetres; a measurement of one's own (the app lets people add any) is left out,
/// and only counted for `--verbose`. When a day has several of a measurement, the last of the day wins.
enum FitNotesBodyTrackerReader {
    private enum Kind {
        case weight, bodyFat, waist
    }

    private struct Reading {
        var at: LocalDateTime
        var value: Double
    }

    /// Whether `header` is the body tracker's, and whether it ends with a comment; nil when it is not the body tracker's.
    static func hasComment(header: String) -> Bool? {
        let names = FitNotesLineSplitter.fields(header).map { WorkoutRowParser.trimmed($0).lowercased() }
        let base = ["date", "time", "measurement", "value", "unit"]
        if names == base { return false }
        if names == base + ["comment"] { return true }
        return nil
    }

    /// Reads the records of `lines`, the lines after the header.
    static func read(_ text: HistoryFileText, hasComment: Bool, lines: ArraySlice<FitNotesLineSplitter.Line>,
                     options: HistoryReadOptions) throws(FitTodayError) -> WorkoutCSVContents {
        let splitter = FitNotesLineSplitter(leading: 2, afterName: 0, trailing: 2, hasComment: hasComment) { fields in
            let value = WorkoutRowParser.trimmed(fields[0])
            return (value.isEmpty || WorkoutRowParser.decimal(value) != nil) && WorkoutRowParser.decimal(WorkoutRowParser.trimmed(fields[1])) == nil
        }
        var rejections = ImportRowRejections(options: options)
        var latest: [LocalDate: [Kind: Reading]] = [:]
        var leftOut: [String: Int] = [:]
        let records = splitter.records(lines)
        for record in records {
            do {
                let columns = try splitter.columns(record.text)
                let measurement = WorkoutRowParser.trimmed(columns.name)
                guard let kind = kind(of: measurement) else {
                    leftOut[measurement, default: 0] += 1
                    continue
                }
                let at = try time(date: columns.leading[0], time: columns.leading[1])
                let value = try value(columns.trailing[0], unit: columns.trailing[1], of: kind, options: options)
                // The file's order decides between readings of the same time.
                if let known = latest[at.date]?[kind], known.at > at { continue }
                latest[at.date, default: [:]][kind] = Reading(at: at, value: value)
            } catch {
                try rejections.reject(error, line: record.number)
            }
        }
        let measurements = latest.keys.sorted().map { date in
            let day = latest[date]!
            return BodyMeasurement(date: date, weightKg: day[.weight]?.value, waistCm: day[.waist]?.value, bodyFatPercent: day[.bodyFat]?.value)
        }
        options.logger.debug(
            "\(options.fileName): FitNotes body tracker export; \(records.count) rows, \(measurements.count) days, \(rejections.rows.count) skipped"
        )
        if !leftOut.isEmpty {
            let named = leftOut.sorted { $0.key < $1.key }.map { "\($0.key) (\($0.value))" }.joined(separator: ", ")
            options.logger.debug("\(options.fileName): measurements FitToday does not keep left out, \(leftOut.values.reduce(0, +)) rows: \(named)")
        }
        return WorkoutCSVContents(
            variant: .fitnotesBody, encoding: text.encoding, skippedRows: rejections.rows, assembler: WorkoutSessionAssembler(app: .fitnotes),
            bodyMeasurements: measurements
        )
    }

    private static func kind(of measurement: String) -> Kind? {
        switch measurement.lowercased() {
        case "bodyweight", "body weight": .weight
        case "body fat", "bodyfat", "body fat %": .bodyFat
        case "waist": .waist
        default: nil
        }
    }

    /// When the reading was taken: its day and, when given, its time (`07:12:40`), which orders a day's readings.
    private static func time(date: String, time: String) throws(ImportIssue) -> LocalDateTime {
        let dateText = WorkoutRowParser.trimmed(date)
        let timeText = WorkoutRowParser.trimmed(time)
        guard !dateText.isEmpty else { throw .missingValue(column: "Date") }
        guard let day = LocalDate(dateText) else { throw .date(dateText) }
        guard PlanRules.years.contains(day.year) else { throw .rule(.dateOutOfRange(dateText)) }
        if timeText.isEmpty { return LocalDateTime(startOf: day) }
        guard let at = WorkoutDateParser.parse("\(dateText) \(timeText)") else { throw .date("\(dateText) \(timeText)") }
        return at
    }

    /// The reading in FitToday's unit: kilograms, percent, centimetres.
    private static func value(_ text: String, unit unitText: String, of kind: Kind, options: HistoryReadOptions) throws(ImportIssue) -> Double {
        let valueText = WorkoutRowParser.trimmed(text)
        let unit = WorkoutRowParser.trimmed(unitText)
        guard !valueText.isEmpty else { throw .missingValue(column: "Value") }
        guard let number = WorkoutRowParser.decimal(valueText), number > 0 else { throw .number(column: "Value", value: valueText) }
        switch kind {
        case .weight:
            var weightUnit = options.weightUnit
            if !unit.isEmpty {
                guard let given = WeightUnit(text: unit) else { throw .weightUnit(unit) }
                weightUnit = given
            }
            let kilograms = weightUnit.kilograms(number)
            guard PlanRules.bodyWeightKg.contains(kilograms) else { throw .rule(.bodyWeight(kilograms)) }
            return kilograms
        case .bodyFat:
            guard unit.isEmpty || unit == "%" else { throw .unknownUnit(value: unit, column: "Unit", known: ["%"]) }
            guard PlanRules.bodyFatPercent.contains(number) else { throw .rule(.bodyFat(number)) }
            return number
        case .waist:
            let centimetres: Double
            switch unit.lowercased() {
            case "cm": centimetres = number
            case "in", "inch", "inches": centimetres = number * 2.54
            case "mm": centimetres = number / 10
            case "": throw .missingValue(column: "Unit")
            default: throw .unknownUnit(value: unit, column: "Unit", known: ["cm", "in"])
            }
            guard PlanRules.waistCm.contains(centimetres) else { throw .rule(.waist(centimetres)) }
            return centimetres
        }
    }
}
