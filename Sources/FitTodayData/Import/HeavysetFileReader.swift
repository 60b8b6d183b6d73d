import FitTodayDomain

/// Heavyset's CSV export (iOS): one row per set, each with its own date and time, the weight in kilograms and in
/// pounds side by side (``HeavysetLayout``).
///
/// A session is a workout's name on a day: a stray set logged hours before the rest of the day's sets still belongs to
/// it, and two workouts of other names on one day are two sessions. Sets are numbered in the order they were done.
/// The kilograms are read as written; the pounds only on a row without kilograms.
enum HeavysetFileReader: HistoryFileReader {
    static let app = WorkoutApp.heavyset

    static func recognizes(_ text: HistoryFileText) -> Bool {
        var reader = CSVReader(bytes: text.bytes)
        guard let header = try? reader.next() else { return false }
        return HeavysetLayout(header: header.fields) != nil
    }

    static func read(_ text: HistoryFileText, options: HistoryReadOptions) throws(FitTodayError) -> WorkoutCSVContents {
        var reader = CSVReader(bytes: text.bytes)
        guard let header = try? reader.next(), let layout = HeavysetLayout(header: header.fields) else {
            throw .importFile(reason: .notExportOf(app))
        }
        var rejections = ImportRowRejections(options: options)
        var rows: [WorkoutRow] = []
        try rejections.forEachRecord(of: &reader) { record, _ throws(ImportIssue) in rows.append(try row(record, layout: layout)) }
        // Newest first or oldest first: a session's sets are numbered in the order they were done.
        rows.sort { ($0.start, $0.line) < ($1.start, $1.line) }
        var assembler = WorkoutSessionAssembler(app: app)
        for row in rows { assembler.add(row) }
        return WorkoutCSVContents(variant: .heavyset, encoding: text.encoding, skippedRows: rejections.rows, assembler: assembler)
    }

    /// The set of one row; throws the reason a row is unusable.
    static func row(_ record: CSVRecord, layout: HeavysetLayout) throws(ImportIssue) -> WorkoutRow {
        let fields = record.fields
        let expected = layout.names.count
        if fields.count < expected || fields[expected...].contains(where: { !WorkoutRowParser.trimmed($0).isEmpty }) {
            throw .columnCount(expected: expected, found: fields.count)
        }
        func value(_ index: Int?) -> String { index.map { WorkoutRowParser.trimmed(fields[$0]) } ?? "" }
        func number(_ index: Int) throws(ImportIssue) -> Double? {
            let text = value(index)
            if text.isEmpty { return nil }
            guard let number = WorkoutRowParser.decimal(text), number >= 0 else { throw .number(column: layout.names[index], value: text) }
            return number
        }

        let exerciseName = value(layout.exerciseName)
        guard !exerciseName.isEmpty else { throw .missingValue(column: layout.names[layout.exerciseName]) }
        guard exerciseName.count <= PlanRules.exerciseNameMaxLength else { throw .rule(.exerciseNameTooLong(length: exerciseName.count)) }
        var dateText = value(layout.date)
        guard !dateText.isEmpty else { throw .missingValue(column: layout.names[layout.date]) }
        if layout.time != nil, !value(layout.time).isEmpty { dateText += " " + value(layout.time) }
        guard let start = WorkoutDateParser.parse(dateText) else { throw .date(dateText) }
        let workoutName = value(layout.workoutName)

        var reps = 0
        if let count = try number(layout.reps) {
            guard count == count.rounded(), count < 1_000_000 else { throw .number(column: layout.names[layout.reps], value: value(layout.reps)) }
            reps = Int(count)
            guard PlanRules.loggedReps.contains(reps) else { throw .rule(.loggedReps(reps)) }
        }
        // The kilograms as written; pounds are Heavyset's conversion of them, read only when they are all there is.
        var weightKg = try number(layout.kilograms)
        if weightKg == nil, let pounds = try number(layout.pounds) { weightKg = WeightUnit.lb.kilograms(pounds) }
        if let weight = weightKg {
            guard PlanRules.weightKg.contains(weight) else { throw .rule(.weight(weight)) }
            if weight == 0 { weightKg = nil }
        }
        var rpe: Double?
        if let index = layout.rpe, let effort = try number(index), effort != 0 {
            guard PlanRules.rpe.contains(effort) else { throw .rule(.rpe(effort)) }
            rpe = effort
        }
        var seconds: Int?
        if let index = layout.duration, !value(index).isEmpty {
            guard let parsed = WorkoutRowParser.durationSeconds(value(index)) else { throw .number(column: layout.names[index], value: value(index)) }
            guard PlanRules.setDurationSeconds.contains(parsed) else { throw .rule(.setDuration(parsed)) }
            seconds = parsed > 0 ? parsed : nil
        }
        var meters: Double?
        if let distance = layout.distance, let amount = try number(distance.index), amount > 0 {
            let total = amount * distance.metersPerUnit
            guard PlanRules.distanceMeters.contains(total) else { throw .rule(.distance(total)) }
            meters = total
        }

        let setOrder = value(layout.setOrder)
        return WorkoutRow(
            line: record.line, start: start, workoutName: workoutName, workoutNotes: value(layout.notes), exerciseName: exerciseName,
            // The set's own time (and order, when the file numbers sets) keys it: stable when a row before it is fixed.
            setLabel: setOrder.isEmpty ? start.description : "\(start)#\(setOrder)",
            kind: kind(value(layout.setType)), reps: reps, weightKg: weightKg, rpe: rpe,
            // A workout's name on a day is the session, whatever the time of each set.
            sessionID: "\(start.date)\u{1F}\(workoutName)", setDurationSeconds: seconds, distanceMeters: meters
        )
    }

    /// A warm-up mark (`TRUE`, `1`, `yes`) or a set type word.
    private static func kind(_ text: String) -> SetKind {
        switch text.lowercased() {
        case "true", "1", "yes": .warmup
        default: WorkoutRowParser.kind(setOrder: "", setType: text)
        }
    }
}
