import FitTodayDomain

/// Body weight and measurements from a JEFIT export's `PROFILE` table (`mydate,weight,fatpercent,height,chest,arms,
/// waist,...`): weight in the export's mass unit, the waist in its length unit, body fat in percent. Rows whose
/// values are all 0 are the app's empty entries and are left out; a date written several times is one entry, each
/// value the last one given that day.
enum JefitProfile {
    /// The measurements by date, oldest first, and the rows that could not be read.
    static func measurements(
        in table: JefitTable?, units: JefitUnits
    ) -> (measurements: [BodyMeasurement], issues: [(line: Int, issue: ImportIssue)]) {
        guard let table, let dateColumn = table.column("mydate", "date") else { return ([], []) }
        let weightColumn = table.column("weight", "bodyweight")
        let fatColumn = table.column("fatpercent", "bodyfat", "fat")
        let waistColumn = table.column("waist")
        var byDate: [LocalDate: BodyMeasurement] = [:]
        var issues: [(line: Int, issue: ImportIssue)] = []

        table.forEachRow(issues: &issues) { row throws(ImportIssue) in
            let weight = try number(table, row, weightColumn).map(units.mass.kilograms)
            let fat = try number(table, row, fatColumn)
            let waist = try number(table, row, waistColumn).map { $0 * units.centimetersPerLength }
            // The app writes rows of zeros: nothing was measured.
            if weight == nil, fat == nil, waist == nil { return }
            if let weight, !PlanRules.bodyWeightKg.contains(weight) { throw .rule(.bodyWeight(weight)) }
            if let fat, !PlanRules.bodyFatPercent.contains(fat) { throw .rule(.bodyFat(fat)) }
            if let waist, !PlanRules.waistCm.contains(waist) { throw .rule(.waist(waist)) }
            let date = try JefitFileReader.day(table.value(row, dateColumn), column: table.columns[dateColumn])
            var entry = byDate[date] ?? BodyMeasurement(date: date)
            entry.weightKg = weight ?? entry.weightKg
            entry.bodyFatPercent = fat ?? entry.bodyFatPercent
            entry.waistCm = waist ?? entry.waistCm
            byDate[date] = entry
        }
        return (byDate.values.sorted { $0.date < $1.date }, issues)
    }

    /// The value of `column` as a number; nil when empty or 0, the issue when not a number or negative.
    private static func number(_ table: JefitTable, _ row: CSVRecord, _ column: Int?) throws(ImportIssue) -> Double? {
        let text = table.value(row, column)
        if text.isEmpty { return nil }
        guard let value = WorkoutRowParser.decimal(text), value >= 0 else { throw .number(column: table.columns[column!], value: text) }
        return value == 0 ? nil : value
    }
}
