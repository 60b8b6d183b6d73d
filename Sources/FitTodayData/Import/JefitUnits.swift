import FitTodayDomain

/// The units a JEFIT export is written in, from its `SETTING` table: `mass` (` lbs` or ` kg`, with the app's
/// leading space) for every weight, `length` (inches or centimetres) for body measurements and `distance` (miles
/// or kilometres) for cardio. A unit the table does not give follows the mass: inches and miles with pounds,
/// centimetres and kilometres with kilograms.
struct JefitUnits: Equatable, Sendable {
    var mass: WeightUnit
    var centimetersPerLength: Double
    var metersPerDistance: Double

    static let centimetersPerInch = 2.54

    init(mass: WeightUnit, length: String = "", distance: String = "") {
        self.mass = mass
        switch length.lowercased() {
        case "in", "inch", "inches", "\"": centimetersPerLength = Self.centimetersPerInch
        case "cm", "cms", "centimeter", "centimeters", "centimetre", "centimetres": centimetersPerLength = 1
        default: centimetersPerLength = mass == .lb ? Self.centimetersPerInch : 1
        }
        metersPerDistance = DistanceUnit(text: distance)?.meters ?? (mass == .lb ? DistanceUnit.miles : DistanceUnit.kilometers).meters
    }

    /// The units `table` gives, else those of `fallback` (`--unit`); a mass that is neither kg nor lbs is the
    /// issue of its row, and the fallback is used.
    static func read(_ table: JefitTable?, fallback: WeightUnit) -> (units: JefitUnits, issue: (line: Int, issue: ImportIssue)?) {
        guard let table else { return (JefitUnits(mass: fallback), nil) }
        var found: [String: (text: String, line: Int)] = [:]
        let wanted = ["mass", "length", "distance"]
        if table.column("mass") != nil {
            // One row of settings, a column each.
            if let row = table.rows.first {
                for name in wanted where table.column(name) != nil {
                    found[name] = (table.value(row, table.column(name)), row.line)
                }
            }
        } else {
            // A row each setting: its name, then its value.
            for row in table.rows {
                let cells = row.fields.map(WorkoutRowParser.trimmed)
                guard let index = cells.firstIndex(where: { wanted.contains($0.lowercased()) }), index + 1 < cells.count else { continue }
                found[cells[index].lowercased()] = found[cells[index].lowercased()] ?? (cells[index + 1], row.line)
            }
        }
        var mass = fallback
        var issue: (line: Int, issue: ImportIssue)?
        if let given = found["mass"], !given.text.isEmpty {
            if let unit = WeightUnit(text: given.text) {
                mass = unit
            } else {
                issue = (given.line, .weightUnit(given.text))
            }
        }
        return (JefitUnits(mass: mass, length: found["length"]?.text ?? "", distance: found["distance"]?.text ?? ""), issue)
    }
}
