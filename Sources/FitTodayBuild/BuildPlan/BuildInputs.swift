import FitTodayDomain

/// What the ``BuildPlanner`` asks of a build's inputs once they are read: their keys, where the data stood, the walk
/// of the output, and how long the images hold. The site's inputs are one (`SiteInputs`).
public protocol BuildInputs: Sendable {
    /// A key of every input; nil when the data source cannot tell its revision.
    var key: String? { get }
    /// A key of every input but the data and the day.
    var baseKey: String { get }
    /// The data's revision the key is of.
    var revision: String? { get }
    /// Where the data stood when the build read it.
    var dataMark: DataChangeMark? { get }
    /// The walk of the output, when it was taken beside the inputs.
    var output: SiteFileDigest.Scan? { get }
    /// How long the images the inputs resolved hold before they are checked again with their source.
    var imagesHold: ImagesHold { get }
}

/// How long a build's images hold (``BuildInputs/imagesHold``).
public enum ImagesHold: Sendable {
    /// An image is missing: the next build fetches it, and no start key is kept.
    case missing
    /// Until this moment (seconds since 1970), or for good (nil).
    case until(Int?)
}
