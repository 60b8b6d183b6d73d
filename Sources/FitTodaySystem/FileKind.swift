/// What a path names, seen with `lstat` (a symbolic link is itself, never its target).
public enum FileKind: Equatable, Sendable {
    case absent
    case regular
    case directory
    case symbolicLink
    /// A FIFO, socket or device: never a file FitToday may read as data or write over.
    case special

    /// The kind of `path`; with `following`, a symbolic link is replaced by what it points to.
    public static func of(_ path: String, following: Bool = false) -> FileKind {
        var info = stat()
        let status = following ? stat(path, &info) : lstat(path, &info)
        guard status == 0 else { return .absent }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .regular
        case S_IFDIR: return .directory
        case S_IFLNK: return .symbolicLink
        default: return .special
        }
    }
}
