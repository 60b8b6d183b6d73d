import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The project's one walk of a folder tree (issue 50): a site (its files, their digest, its folders' stamps), the
/// staging folder and a previous site being deleted, and a team's shared images. readdir's file types on open
/// folders, never a `stat` per entry (a site has tens of thousands of files) and never a link followed (two links to
/// `.` would make a walk endless).
public enum FileTree {
    public enum Kind: Sendable {
        case folder
        case file
        /// Neither a folder nor a regular file: a symbolic link, a socket, a FIFO.
        case other
    }

    /// Calls `body` with the name (its bytes, valid only during the call) and kind of every entry of the open folder
    /// `descriptor` but `.` and `..`; a file system without types in readdir is asked with `fstatat`, which does not
    /// follow a link either. False when the folder cannot be read. `descriptor` stays open.
    @discardableResult
    public static func forEachEntry(of descriptor: Int32, _ body: (UnsafeRawBufferPointer, UnsafePointer<CChar>, Kind) -> Void) -> Bool {
        // A duplicate for readdir, which closes its own: the original stays open for the caller.
        let listed = dup(descriptor)
        guard listed >= 0, let directory = fdopendir(listed) else {
            if listed >= 0 { close(listed) }
            return false
        }
        defer { closedir(directory) }
        let nameOffset = MemoryLayout<dirent>.offset(of: \dirent.d_name)!
        while let entry = readdir(directory) {
            let name = UnsafeRawPointer(entry).advanced(by: nameOffset).assumingMemoryBound(to: CChar.self)
            let length = strlen(name)
            let bytes = UnsafeRawBufferPointer(start: name, count: length)
            if bytes.first == UInt8(ascii: "."), length == 1 || (length == 2 && bytes[1] == UInt8(ascii: ".")) { continue }
            let kind: Kind
            switch Int32(entry.pointee.d_type) {
            case Int32(DT_DIR): kind = .folder
            case Int32(DT_REG): kind = .file
            case Int32(DT_UNKNOWN):
                var info = stat()
                guard fstatat(descriptor, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else { continue }
                switch info.st_mode & S_IFMT {
                case S_IFDIR: kind = .folder
                case S_IFREG: kind = .file
                default: kind = .other
                }
            default: kind = .other
            }
            body(bytes, name, kind)
        }
        return true
    }

    /// Whether an entry at the top of a tree is part of it: dotfiles there (a site's `.gitkeep`, `.htaccess`, its
    /// marker) are not.
    public static func isListed(_ name: UnsafeRawBufferPointer, atTop: Bool) -> Bool {
        !(atTop && name.first == UInt8(ascii: "."))
    }

    /// Every regular file under `root` (but dotfiles at its top), as paths below it; folders that cannot be read are
    /// left out.
    public static func files(under root: String) -> [String] {
        var files: [String] = []
        func visit(_ descriptor: Int32, path: String) {
            var subfolders: [String] = []
            forEachEntry(of: descriptor) { bytes, _, kind in
                guard isListed(bytes, atTop: path.isEmpty) else { return }
                let name = String(decoding: bytes, as: UTF8.self)
                switch kind {
                case .folder: subfolders.append(name)
                case .file: files.append(path.isEmpty ? name : path + "/" + name)
                case .other: break
                }
            }
            for name in subfolders {
                let child = openat(descriptor, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
                guard child >= 0 else { continue }
                visit(child, path: path.isEmpty ? name : path + "/" + name)
            }
            close(descriptor)
        }
        let descriptor = open(root, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if descriptor >= 0 { visit(descriptor, path: "") }
        return files
    }

    /// A folder a walk could not read, by its path below the root ("" for the root itself).
    public struct UnreadableFolder: Error, Equatable, Sendable {
        public let path: String

        public init(path: String) {
            self.path = path
        }
    }

    /// Every entry under `root`, folder by folder, names in byte order: `body` gets each one's path below the root, its
    /// name, its kind and the names beside it (a build's lock is known by its site folder), and says whether to go
    /// into a folder. Links are never followed. The first folder that cannot be read stops the walk and is thrown:
    /// for a caller that must see all or nothing (a deploy deletes what it does not see).
    public static func walk(
        _ root: String, _ body: (_ path: String, _ name: String, _ kind: Kind, _ siblings: [String]) -> Bool
    ) throws(UnreadableFolder) {
        func visit(_ descriptor: Int32, path: String) throws(UnreadableFolder) {
            defer { close(descriptor) }
            var entries: [(name: String, kind: Kind)] = []
            let read = forEachEntry(of: descriptor) { bytes, _, kind in entries.append((String(decoding: bytes, as: UTF8.self), kind)) }
            guard read else { throw UnreadableFolder(path: path) }
            entries.sort { ByteOrder.precedes($0.name, $1.name) }
            let names = entries.map(\.name)
            for entry in entries {
                let inner = path.isEmpty ? entry.name : path + "/" + entry.name
                guard body(inner, entry.name, entry.kind, names), entry.kind == .folder else { continue }
                let child = openat(descriptor, entry.name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
                guard child >= 0 else { throw UnreadableFolder(path: inner) }
                try visit(child, path: inner)
            }
        }
        let descriptor = open(root, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { throw UnreadableFolder(path: "") }
        try visit(descriptor, path: "")
    }

    /// Every entry under `root` with links followed (a folder linked in is read through), names in byte order, parents
    /// first, for the inputs a key is made of (a build's start key: the content and templates folders). `body` gets each
    /// entry's path below the root and its full path, and says whether it is a folder to go into; a folder that cannot
    /// be read holds nothing. Links may loop, so folders deeper than `depth` are not read: false then.
    public static func walkFollowingLinks(_ root: String, depth: Int, _ body: (_ path: String, _ fullPath: String) -> Bool) -> Bool {
        var whole = true
        func visit(_ folder: String, relative: String, level: Int) {
            guard level <= depth else {
                whole = false
                return
            }
            for entry in PlainFile.names(in: folder).sorted(by: ByteOrder.precedes) {
                let full = folder + "/" + entry, inner = relative.isEmpty ? entry : relative + "/" + entry
                if body(inner, full) { visit(full, relative: inner, level: level + 1) }
            }
        }
        visit(root, relative: "", level: 1)
        return whole
    }

    /// Deletes the folder at `path` and everything in it (or the file or link there). Links are removed, never
    /// followed; a read-only folder of the build's own is made writable first, so no leftover is ever undeletable.
    public static func remove(_ path: String) throws {
        func empty(_ descriptor: Int32) {
            var folders: [String] = []
            forEachEntry(of: descriptor) { bytes, name, kind in
                if kind == .folder { folders.append(String(decoding: bytes, as: UTF8.self)) } else { unlinkat(descriptor, name, 0) }
            }
            for name in folders {
                var info = stat()
                if fstatat(descriptor, name, &info, AT_SYMLINK_NOFOLLOW) == 0, (info.st_mode & S_IRWXU) != S_IRWXU {
                    fchmodat(descriptor, name, info.st_mode | S_IRWXU, 0)
                }
                let child = openat(descriptor, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
                if child >= 0 {
                    empty(child)
                    close(child)
                }
                unlinkat(descriptor, name, AT_REMOVEDIR)
            }
        }
        var info = stat()
        if lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR {
            if (info.st_mode & S_IRWXU) != S_IRWXU { chmod(path, info.st_mode | S_IRWXU) }
            let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            if descriptor >= 0 {
                empty(descriptor)
                close(descriptor)
            }
            rmdir(path)
        } else {
            unlink(path)
        }
        // Whatever the fast path could not remove (permissions, a file system without file types) goes the slow way.
        if FileManager.default.fileExists(atPath: path) { try FileManager.default.removeItem(atPath: path) }
    }
}
