import FitTodayDomain

/// Which of the four header shapes of FitNotes' workout export a file has.
///
/// Older exports give the unit in the weight's header (`Date,Exercise,Category,Weight (kgs),Reps,Distance,
/// Distance Unit,Time`, or `Weight (lbs)`), newer ones in a `Weight Unit` column after `Weight`; either may end
/// with `Comment`, an option of the export. Headers are compared ignoring case and surrounding spaces.
struct FitNotesWorkoutLayout: Equatable, Sendable {
    /// The unit the header gives every weight (`Weight (kgs)`); nil when the `Weight Unit` column gives each row's.
    let headerUnit: WeightUnit?
    let hasComment: Bool
    /// The header's names as the file writes them, for messages.
    let names: [String]

    init?(header: String) {
        let names = FitNotesLineSplitter.fields(header).map(WorkoutRowParser.trimmed)
        let folded = names.map { $0.lowercased() }
        guard folded.count >= 8, folded.prefix(3) == ["date", "exercise", "category"] else { return nil }
        var rest = folded.dropFirst(3)
        if rest.first == "weight", rest.dropFirst().first == "weight unit" {
            headerUnit = nil
            rest = rest.dropFirst(2)
        } else if let weight = rest.first, weight.hasPrefix("weight ("), weight.hasSuffix(")"),
                  let unit = WeightUnit(text: String(weight.dropFirst("weight (".count).dropLast())) {
            headerUnit = unit
            rest = rest.dropFirst()
        } else {
            return nil
        }
        let numbers = ["reps", "distance", "distance unit", "time"]
        if Array(rest) == numbers {
            hasComment = false
        } else if Array(rest) == numbers + ["comment"] {
            hasComment = true
        } else {
            return nil
        }
        self.names = names
    }

    /// The columns after Date, Exercise and Category and before Comment, none of which holds a comma:
    /// Weight, Weight Unit (the newer shapes), Reps, Distance, Distance Unit, Time.
    var numberColumns: Int { headerUnit == nil ? 6 : 5 }

    /// Where each of those is among the header's names.
    var weight: Int { 3 }
    var weightUnit: Int? { headerUnit == nil ? 4 : nil }
    var reps: Int { headerUnit == nil ? 5 : 4 }
    var distance: Int { reps + 1 }
    var distanceUnit: Int { reps + 2 }
    var time: Int { reps + 3 }

    /// How a record of this shape is cut into its columns.
    var splitter: FitNotesLineSplitter {
        FitNotesLineSplitter(leading: 1, afterName: 1, trailing: numberColumns, hasComment: hasComment) { fields in
            Self.looksLikeNumbers(fields, unitColumn: headerUnit == nil)
        }
    }

    /// Whether `fields` (the columns from Weight to Time) look like what FitNotes writes there: what tells the
    /// columns apart when a comma in a name has split a row.
    static func looksLikeNumbers(_ fields: [String], unitColumn: Bool) -> Bool {
        var index = 0
        func next() -> String {
            defer { index += 1 }
            return WorkoutRowParser.trimmed(fields[index])
        }
        func isNumber(_ text: String) -> Bool { text.isEmpty || WorkoutRowParser.decimal(text) != nil }
        guard isNumber(next()) else { return false }
        if unitColumn {
            let unit = next()
            guard unit.isEmpty || WeightUnit(text: unit) != nil else { return false }
        }
        guard isNumber(next()), isNumber(next()) else { return false }
        let distanceUnit = next()
        guard distanceUnit.count <= 12, distanceUnit.allSatisfy({ $0.isLetter }) else { return false }
        let time = next()
        return time.isEmpty || WorkoutRowParser.durationSeconds(time) != nil
    }
}
