import FitTodayDomain
import Foundation

/// A CSV of one's own: which column holds what, from `--map "date=Date,exercise=Lift,reps=Reps,weight=Kg"` (a field,
/// `=`, a column's name as the header writes it; pairs separated by commas). The date and the exercise are needed,
/// and reps, a duration or a distance, or no row would be a set.
struct CSVColumnMap: Equatable, Sendable {
    /// What a column can hold.
    enum Field: String, CaseIterable, Sendable {
        case date, exercise, reps, weight, sets, rpe, notes, workout, duration, distance
        case distanceUnit = "distance_unit"
    }

    /// The column's name for each field mapped.
    let columns: [Field: String]

    /// Reads `--map`; a pair that is not `field=Column` or names a field twice is refused, naming the fields.
    init(_ text: String) throws(FitTodayError) {
        var columns: [Field: String] = [:]
        for pair in text.split(separator: ",", omittingEmptySubsequences: true) {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let written = pair.trimmingCharacters(in: .whitespaces)
            guard parts.count == 2, let field = Field(rawValue: parts[0].trimmingCharacters(in: .whitespaces).lowercased()),
                  columns[field] == nil
            else {
                throw .invalidValue(option: "--map", value: written, allowed: Field.allCases.map { "\($0.rawValue)=…" })
            }
            let column = parts[1].trimmingCharacters(in: .whitespaces)
            guard !column.isEmpty else {
                throw .invalidValue(option: "--map", value: written, allowed: Field.allCases.map { "\($0.rawValue)=…" })
            }
            columns[field] = column
        }
        for field in [Field.date, .exercise] where columns[field] == nil {
            throw .importFile(reason: .columnMapMissingField(field: field.rawValue))
        }
        guard columns[.reps] != nil || columns[.duration] != nil || columns[.distance] != nil else {
            throw .importFile(reason: .columnMapMissingAmount)
        }
        self.columns = columns
    }

    /// Each mapped field's column in `header`: the name as written, else ignoring case and surrounding spaces. A column
    /// the header lacks is refused, naming it and the header's columns.
    func indexes(in header: [String]) throws(FitTodayError) -> [Field: Int] {
        let names = header.map { $0.trimmingCharacters(in: .whitespaces) }
        var indexes: [Field: Int] = [:]
        for field in Field.allCases {
            guard let column = columns[field] else { continue }
            guard let index = names.firstIndex(of: column) ?? names.firstIndex(where: { $0.lowercased() == column.lowercased() }) else {
                throw .importFile(reason: .columnNotInHeader(column: column, columns: names))
            }
            indexes[field] = index
        }
        return indexes
    }
}
