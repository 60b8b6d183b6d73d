import FitTodayDomain
@testable import FitTodaySite
import Foundation
import Testing

/// The manifest writes its page lines sorted, whether every page was set anew (a full build) or a few were
/// added, changed and removed on top of the ones read (an update in place).
@Suite struct RenderManifestTests {
    func pageLines(_ output: URL) throws -> [String] {
        try String(contentsOf: RenderManifest.location(for: output), encoding: .utf8).split(separator: "\n").filter { $0.hasPrefix("P\t") }.map(String.init)
    }

    @Test func pagesChangedOnTopOfTheReadOnesAreWrittenSorted() throws {
        let directory = try TemporaryDirectory()
        let output = directory.url.appendingPathComponent("public")
        var manifest = RenderManifest()
        for number in stride(from: 200, through: 1, by: -3) { manifest["history/sessions/\(number)/index.html"] = "fp\(number)" }
        manifest["index.html"] = "today"
        manifest.save(for: output)
        let written = try pageLines(output)
        #expect(written == written.sorted() && written.count == 68)

        var read = RenderManifest.load(for: output)
        #expect(read["history/sessions/2/index.html"] == "fp2")
        read["history/sessions/2/index.html"] = "changed"
        read["history/sessions/201/index.html"] = "new"
        read["a.html"] = "first"
        read["history/sessions/5/index.html"] = nil
        read["history/sessions/8/index.html"] = nil
        read["history/sessions/8/index.html"] = "back"
        read.save(for: output)
        var expected = written.filter { !$0.hasPrefix("P\thistory/sessions/5/") && !$0.hasPrefix("P\thistory/sessions/2/") && !$0.hasPrefix("P\thistory/sessions/8/") }
        expected += ["P\thistory/sessions/2/index.html\tchanged", "P\thistory/sessions/201/index.html\tnew", "P\ta.html\tfirst",
                     "P\thistory/sessions/8/index.html\tback"]
        #expect(try pageLines(output) == expected.sorted())
    }

    @Test func aHandEditedOutOfOrderManifestIsStillWrittenSortedAndWhole() throws {
        let directory = try TemporaryDirectory()
        let output = directory.url.appendingPathComponent("public")
        let text = RenderManifest.header + "\nP\tz.html\t1\nP\ta.html\t2\nP\tm.html\t3\nP\ta.html\t4\n"
        try Data(text.utf8).write(to: RenderManifest.location(for: output))
        var read = RenderManifest.load(for: output)
        #expect(read["a.html"] == "4")
        read["b.html"] = "5"
        read.save(for: output)
        #expect(try pageLines(output) == ["P\ta.html\t4", "P\tb.html\t5", "P\tm.html\t3", "P\tz.html\t1"])
    }

    @Test func aPageLineWithTooFewOrTooManyFieldsMakesTheManifestUnreadable() throws {
        let directory = try TemporaryDirectory()
        let output = directory.url.appendingPathComponent("public")
        for line in ["P\tonly-a-path", "P\ta\tb\tc"] {
            try Data((RenderManifest.header + "\nK\tkey\n" + line + "\n").utf8).write(to: RenderManifest.location(for: output))
            #expect(RenderManifest.load(for: output).inputKey == nil, "\(line)")
        }
    }

    /// What an update asks of the pages read: a few fingerprints, the pages under a folder, how many there are.
    @Test func pagesReadAreLookedUpCountedAndListedByFolder() throws {
        let directory = try TemporaryDirectory()
        let output = directory.url.appendingPathComponent("public")
        var manifest = RenderManifest()
        for path in ["plans/index.html", "plans/3/index.html", "plans/12/index.html", "plansx.html", "index.html", "exercícios/é.html", "exercícios/z.html"] {
            manifest[path] = "fp " + path
        }
        manifest.save(for: output)
        var read = RenderManifest.load(for: output)
        #expect(read.pageCount == 7)
        #expect(read["exercícios/é.html"] == "fp exercícios/é.html" && read["plans/4/index.html"] == nil)
        #expect(read.pagePaths(withPrefix: "plans/") == ["plans/12/index.html", "plans/3/index.html", "plans/index.html"])
        read["plans/3/index.html"] = nil
        read["plans/7/index.html"] = "new"
        read["index.html"] = "changed"
        #expect(read.pageCount == 7)
        #expect(read.pagePaths(withPrefix: "plans/") == ["plans/12/index.html", "plans/7/index.html", "plans/index.html"])
        // Sorted by bytes: "z" (0x7A) before "é" (0xC3 0xA9).
        let order = try pageLines(output).map { $0.split(separator: "\t")[1] }
        #expect(order == ["exercícios/z.html", "exercícios/é.html", "index.html", "plans/12/index.html", "plans/3/index.html", "plans/index.html", "plansx.html"])
    }

    /// A build with nothing to do reads only the manifest's head: the same fields as reading it whole.
    @Test func theHeadAloneHoldsEveryFieldButThePages() throws {
        let directory = try TemporaryDirectory()
        let output = directory.url.appendingPathComponent("public")
        var manifest = RenderManifest(inputKey: "key", filesDigest: "3-abc", fileCount: 3, pages: 2, images: 1, missingImages: 4)
        manifest.baseKey = "base"
        manifest.dataMark = DataChangeMark(serial: 7, token: "t")
        manifest.libraryIndex = "assets/library-index.0.js"
        for number in 0..<2_000 { manifest["history/sessions/\(number).html"] = String(repeating: "f", count: 64) }
        manifest.save(for: output)
        let head = RenderManifest.load(for: output, pages: false)
        let whole = RenderManifest.load(for: output)
        #expect(head.inputKey == "key" && head.baseKey == "base" && head.dataMark == DataChangeMark(serial: 7, token: "t"))
        #expect(head.filesDigest == whole.filesDigest && head.fileCount == 3 && head.pages == 2 && head.missingImages == 4)
        #expect(head.libraryIndex == whole.libraryIndex && head.pageCount == 0 && whole.pageCount == 2_000)
    }
}
