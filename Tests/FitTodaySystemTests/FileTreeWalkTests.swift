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

    /// The walk of a key's inputs follows links (a content folder linked in is read through) and stops a loop at the
    /// depth it is given, saying so.
    @Test func theWalkOfInputsFollowsLinksToItsDepth() throws {
        let directory = try tree()
        var seen: [String] = []
        let whole = FileTree.walkFollowingLinks(directory.url.path, depth: 3) { path, full in
            seen.append(path)
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: full, isDirectory: &isFolder) && isFolder.boolValue
        }
        #expect(!whole, "the loop goes deeper than 3")
        #expect(Array(seen.prefix(4)) == ["a", "a/Z.txt", "a/inner", "a/inner/deep.txt"])
        #expect(seen.contains("a/loop/b") && seen.contains("a/loop/z.txt"), "the link is followed")
        #expect(!seen.contains { $0.split(separator: "/").count > 3 })
        var flat: [String] = []
        #expect(FileTree.walkFollowingLinks(directory.url.appendingPathComponent("b").path, depth: 1) { path, _ in flat.append(path); return false })
        #expect(flat == ["one.txt"])
    }
}
