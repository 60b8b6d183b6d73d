import FitTodaySystem
import FitTodayTestSupport
import Foundation
import Testing

/// The one tree walk (issue 50): names in byte order, folder by folder, the names beside each entry, a folder entered
/// only when asked, links never followed, and a folder that cannot be read thrown rather than left out.
@Suite struct FileTreeWalkTests {
    func tree() throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        let root = directory.url
        let manager = FileManager.default
        for folder in ["b", "a/inner", "skipped"] {
            try manager.createDirectory(at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        for file in ["z.txt", "b/one.txt", "a/inner/deep.txt", "a/Ç.txt", "a/Z.txt", "skipped/never.txt"] {
            try Data(file.utf8).write(to: root.appendingPathComponent(file))
        }
        // A link to the root: followed, the walk would never end.
        try manager.createSymbolicLink(atPath: root.appendingPathComponent("a/loop").path, withDestinationPath: root.path)
        return directory
    }

    @Test func everyEntryInByteOrderWithItsSiblingsAndNoLinkFollowed() throws {
        let directory = try tree()
        var seen: [String] = []
        var siblingsOfA: [String] = []
        try FileTree.walk(directory.url.path) { path, name, kind, siblings in
            seen.append("\(path) \(kind)")
            if name == "a" { siblingsOfA = siblings }
            return name != "skipped"
        }
        #expect(seen == ["a folder", "a/Z.txt file", "a/inner folder", "a/inner/deep.txt file", "a/loop other", "a/Ç.txt file",
                         "b folder", "b/one.txt file", "skipped folder", "z.txt file"])
        #expect(siblingsOfA == ["a", "b", "skipped", "z.txt"])
    }

    @Test func aFolderThatIsNotThereIsThrown() throws {
        let directory = try tree()
        #expect(throws: FileTree.UnreadableFolder(path: "")) {
            try FileTree.walk(directory.url.appendingPathComponent("missing").path) { _, _, _, _ in true }
        }
    }
}
