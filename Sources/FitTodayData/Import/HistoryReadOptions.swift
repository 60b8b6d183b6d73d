import FitTodayDomain
import Foundation
import Logging

/// What a ``HistoryFileReader`` needs besides the file: the choices `fittoday import` takes.
public struct HistoryReadOptions: Sendable {
    /// The file's name as shown in messages.
    public var fileName: String
    /// Leave bad rows out (listed in the summary) instead of stopping at the first.
    public var skipInvalid: Bool
    /// The unit of weights the file does not label (`--unit`; Strong's newer export follows the app's setting).
    public var weightUnit: WeightUnit
    /// The zone a file's UTC timestamps are shown in (Fitbod, Liftosaur): `--time-zone`, else the machine's (`TZ`).
    public var timeZone: TimeZone
    /// wger's exercise names by id, from `--exercises FILE` (its `/api/v2/exerciseinfo/` JSON); empty without it.
    public var exerciseNamesByID: [Int: String]
    /// A CSV of one's own: `--map`, as given (`date=Date,exercise=Lift,reps=Reps,weight=Kg`).
    public var columnMap: String?
    /// A CSV of one's own: `--date-format` in strftime's letters (`%d/%m/%Y`); nil reads ISO dates.
    public var dateFormat: String?
    /// A CSV of one's own: `--delimiter`; nil finds it from the header.
    public var delimiter: String?
    /// Where a reader says what it read and left out, for `--verbose` (technical detail, never a person's message).
    public var logger: Logger

    public init(
        fileName: String, skipInvalid: Bool = false, weightUnit: WeightUnit = .kg, timeZone: TimeZone = .current,
        exerciseNamesByID: [Int: String] = [:], columnMap: String? = nil, dateFormat: String? = nil, delimiter: String? = nil,
        logger: Logger = HistoryFileFormats.silent
    ) {
        self.fileName = fileName
        self.skipInvalid = skipInvalid
        self.weightUnit = weightUnit
        self.timeZone = timeZone
        self.exerciseNamesByID = exerciseNamesByID
        self.columnMap = columnMap
        self.dateFormat = dateFormat
        self.delimiter = delimiter
        self.logger = logger
    }
}
