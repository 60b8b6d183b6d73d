/// Why a folder cannot be the site's output: the build replaces the whole folder, so it only builds into
/// one that is its own.
public enum OutputRefusal: Equatable, Sendable {
    /// The output setting is empty.
    case emptyName
    /// The output is `/`, the home folder or the working folder.
    case protectedFolder
    /// The output holds or is inside something FitToday reads: the database, the configuration, the library
    /// or the templates.
    case holdsData(item: String)
    /// The folder has files and no sign that a FitToday build made it.
    case notASite
    /// The output is a file, or a symbolic link to something that is not a folder.
    case notAFolder
    /// The output is a mount point: the build swaps whole folders, and a mount point cannot be renamed.
    case mountPoint
}
