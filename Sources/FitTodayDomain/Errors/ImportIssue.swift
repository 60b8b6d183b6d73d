/// What is wrong with one row of a file being imported.
public enum ImportIssue: Error, Equatable, Sendable {
    /// A required column is empty on this row.
    case missingValue(column: String)
    /// A date or time that is not in any form the source app writes.
    case date(String)
    /// A number that cannot be read, in the named column.
    case number(column: String, value: String)
    /// A weight unit other than kg or lbs.
    case weightUnit(String)
    /// A unit the named column may not hold (a distance in `kg`, a waist in `%`): `known` lists those it may.
    case unknownUnit(value: String, column: String, known: [String])
    /// A unit FitToday does not read (wger's unit ids, a CSV's distance unit), in the named column.
    case unit(column: String, value: String)
    /// The row has fewer or more columns than the header.
    case columnCount(expected: Int, found: Int)
    /// More columns than the header, from a comma inside a name the app wrote unquoted, where which fields
    /// make up the name cannot be told (FitNotes).
    case ambiguousColumns(expected: Int, found: Int)
    /// A quoted value opened on this line and never closed before the end of the file.
    case unclosedQuote
    /// A value that breaks a rule of the data model (reps, weight, RPE).
    case rule(ValidationIssue)
}
