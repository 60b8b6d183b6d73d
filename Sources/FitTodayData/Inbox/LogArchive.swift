import FitTodayDomain
import FitTodaySystem
import Foundation

/// The exact bytes of every log the inbox imported, in a folder beside the database (`<name>-logs/` beside
/// `<name>.sqlite`; `backup` copies it too), and in `aside/` the later revisions left out because their session was
/// changed by hand. Nothing here is read back by a build: it is the person's record of what came.
public struct LogArchive: Sendable {
    public let folder: String

    public init(folder: String) { self.folder = folder }

    /// The archive of the database at `databasePath`.
    public init(besideDatabase databasePath: String) {
        let url = URL(fileURLWithPath: databasePath)
        let stem = url.deletingPathExtension().lastPathComponent
        folder = url.deletingLastPathComponent().appendingPathComponent(stem + "-logs").path
    }

    /// Keeps `bytes` under `name` (a name already there is replaced: the same log's bytes again).
    public func keep(_ bytes: [UInt8], name: String, aside: Bool = false) throws(FitTodayError) {
        let target = aside ? folder + "/aside" : folder
        do {
            try FileManager.default.createDirectory(atPath: target, withIntermediateDirectories: true,
                                                    attributes: [.posixPermissions: 0o700])
        } catch {
            throw .cannotWrite
        }
        try AtomicFileWriter.write(Data(bytes), to: target + "/" + Self.safeName(name), replacing: true)
    }

    /// Copies every log kept here into `other` (a backup's archive), `aside/` too; a log already there with the same
    /// name is left as it is (the same log's bytes). Returns how many files were copied.
    public func copy(to other: LogArchive) throws(FitTodayError) -> Int {
        var copied = 0
        for sub in ["", "aside"] {
            let from = sub.isEmpty ? folder : folder + "/" + sub
            let names = PlainFile.names(in: from).sorted().filter { FileKind.of(from + "/" + $0) == .regular }
            guard !names.isEmpty else { continue }
            let to = sub.isEmpty ? other.folder : other.folder + "/" + sub
            do {
                try FileManager.default.createDirectory(atPath: to, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            } catch {
                throw .cannotWrite
            }
            for name in names where FileKind.of(to + "/" + name) == .absent {
                guard let bytes = PlainFile.contents(of: from + "/" + name) else { continue }
                try AtomicFileWriter.write(Data(bytes), to: to + "/" + name, replacing: false)
                copied += 1
            }
        }
        return copied
    }

    /// A name a store or a sync app gave, made safe as one file name here.
    static func safeName(_ name: String) -> String {
        let kept = name.unicodeScalars.map { scalar -> Character in
            scalar == "/" || scalar.value < 0x20 || scalar.value == 0x7F ? "_" : Character(scalar)
        }
        let text = String(kept)
        return text.isEmpty || text.hasPrefix(".") ? "_" + text : text
    }
}
