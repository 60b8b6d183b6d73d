@testable import FitTodayBuild
@testable import FitTodaySite
import FitTodaySystem
import FitTodayTestSupport
import Foundation
import Testing

/// A rebuild trusts a folder's stamp instead of reading it: whatever changes a folder's entries must make the
/// check fail, and what the stamps tell must be what a walk tells.
@Suite struct SiteFolderStampsTests {
    private static let files = ["index.html", "index.md", "history/index.html", "history/page/1/index.html", "history/page/2/index.html",
                                "history/sessions/12.html", "history/sessions/12.md", "exercicios/agachamento/index.html",
                                "assets/site.0123.css", "ção é.html"]

    private func site() throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        for file in Self.files + [".gitkeep"] {
            let url = directory.url.appendingPathComponent(file)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(file.utf8).write(to: url)
        }
        return directory
    }

    /// Past the file system clock's tick of the last change (and the margin): the folders are settled.
    private func settle() {
        usleep(60_000)
    }

    private func stamps(of directory: TemporaryDirectory) throws -> SiteFolderStamps {
        settle()
        return try #require(SiteFolderStamps.taking(at: directory.url.path, files: Self.files))
    }

    @Test func stampsOfABuiltSiteTellWhatAWalkTells() throws {
        let directory = try site()
        let stamps = try stamps(of: directory)
        #expect(stamps.folders.map(\.path) == ["", "assets", "exercicios", "exercicios/agachamento", "history", "history/page",
                                               "history/page/1", "history/page/2", "history/sessions"])
        #expect(stamps.folders.allSatisfy { $0.settled })
        #expect(stamps.digest == SiteFileDigest.ofSite(at: directory.url.path))
        let verified = try #require(stamps.verified(at: directory.url.path))
        #expect(verified.scan == SiteFileDigest.scan(at: directory.url.path))
        #expect(verified.stamps == stamps)
        // A walk that records gives the same stamps.
        let walk = SiteFileDigest.walk(at: directory.url.path, recording: true)
        #expect(walk.folders.map(SiteFolderStamps.init(folders:)) == stamps)
        #expect(SiteFileDigest.walk(at: directory.url.path, recording: false).folders == nil)
    }

    @Test(arguments: ["remove", "add", "rename", "link", "folder", "replace"])
    func anyChangeOfASettledFolderFailsTheCheck(change: String) throws {
        let directory = try site()
        let stamps = try stamps(of: directory)
        let manager = FileManager.default
        switch change {
        case "remove": try manager.removeItem(atPath: directory.path("history/sessions/12.md"))
        case "add": try Data().write(to: directory.url.appendingPathComponent("history/page/2/extra.html"))
        case "rename": try manager.moveItem(atPath: directory.path("assets/site.0123.css"), toPath: directory.path("assets/site.css"))
        case "link": try manager.createSymbolicLink(atPath: directory.path("exercicios/agachamento/loop"), withDestinationPath: "..")
        case "folder": try manager.createDirectory(atPath: directory.path("history/page/3"), withIntermediateDirectories: false)
        default:
            // The same names in another folder put in its place.
            try manager.copyItem(atPath: directory.path("history/page"), toPath: directory.path("page-copy"))
            try manager.removeItem(atPath: directory.path("history/page"))
            try manager.moveItem(atPath: directory.path("page-copy"), toPath: directory.path("history/page"))
        }
        #expect(stamps.verified(at: directory.url.path) == nil)
        // The scan then walks: it tells the truth, and stamps it afresh.
        let (scan, fresh, how) = SiteFolderStamps.scan(at: directory.url, kept: stamps)
        #expect(how == "walked: a folder changed since its stamp")
        #expect(scan == SiteFileDigest.scan(at: directory.url.path))
        #expect(fresh?.digest == scan.digest)
        #expect(change == "folder" || change == "replace" ? scan.digest == stamps.digest : scan.digest != stamps.digest || scan.foreignEntries > 0)
    }

    /// A folder changed in the clock's current tick is not settled: it is read again, so a change a moment later
    /// (which may leave its stamp the same) is still seen.
    @Test func aFolderChangedAMomentAgoIsReadAgain() throws {
        let directory = try site()
        let settled = try stamps(of: directory)
        // As taken right after a change of history/sessions in the clock's current tick.
        let stamps = SiteFolderStamps(folders: settled.folders.map { folder in
            var folder = folder
            if folder.path == "history/sessions" { folder.settled = false }
            return folder
        })
        try FileManager.default.removeItem(atPath: directory.path("history/sessions/12.md"))
        let verified = try #require(stamps.verified(at: directory.url.path))
        #expect(verified.scan == SiteFileDigest.scan(at: directory.url.path))
        #expect(verified.scan.digest != stamps.digest)
        // Read again and settled now: the next check trusts it.
        settle()
        let again = try #require(verified.stamps.verified(at: directory.url.path))
        #expect(again.scan == verified.scan)
        // A subfolder added to a folder read again is not one the stamps know: the site is walked instead.
        try FileManager.default.createDirectory(atPath: directory.path("history/sessions/extra"), withIntermediateDirectories: false)
        #expect(stamps.verified(at: directory.url.path) == nil)
    }

    /// An update in place keeps the stamps of the folders it did not touch and stamps the ones it changed.
    @Test func updatedStampsAreTheWalksAfterAnUpdate() throws {
        let directory = try site()
        let stamps = try stamps(of: directory)
        let manager = FileManager.default
        try Data("new".utf8).write(to: directory.url.appendingPathComponent("history/sessions/12.html"))
        try manager.createDirectory(atPath: directory.path("history/page/3"), withIntermediateDirectories: false)
        try Data().write(to: directory.url.appendingPathComponent("history/page/3/index.html"))
        try Data().write(to: directory.url.appendingPathComponent("history/sessions/13.html"))
        try manager.removeItem(atPath: directory.path("history/page/2"))
        let updated = try #require(stamps.updated(at: directory.url.path, adding: ["history/page/3/index.html", "history/sessions/13.html"],
                                                  removing: ["history/page/2/index.html"], writing: ["history/sessions/12.html"]))
        #expect(updated.digest == SiteFileDigest.ofSite(at: directory.url.path))
        #expect(updated.folders.map(\.path).contains("history/page/3") && !updated.folders.map(\.path).contains("history/page/2"))
        #expect(updated.folders.filter { $0.path.hasPrefix("exercicios") } == stamps.folders.filter { $0.path.hasPrefix("exercicios") })
        let verified = try #require(updated.verified(at: directory.url.path))
        #expect(verified.scan == SiteFileDigest.scan(at: directory.url.path))
        // The folders the update changed, stamped a moment after, are settled once the clock has passed them (on a
        // file system with finer times than seconds): the next check does not read them again.
        let paths: Set = ["", "history", "history/page", "history/page/3", "history/sessions"]
        if updated.folders.filter({ paths.contains($0.path) }).allSatisfy({ $0.stamp.nanoseconds != 0 }) {
            // (On a busy machine the update may have stamped them after the clock's tick already: nothing to settle.)
            let settled = updated.settled(at: directory.url.path) ?? updated
            #expect(settled.folders.filter { paths.contains($0.path) }.allSatisfy { $0.settled })
            #expect(settled.folders.map(\.stamp) == updated.folders.map(\.stamp) && settled.digest == updated.digest)
            #expect(settled.verified(at: directory.url.path)?.stamps == settled)
            #expect(settled.settled(at: directory.url.path) == nil, "nothing left to settle")
        }
        // A folder that should be there and is not: no stamps.
        try manager.removeItem(atPath: directory.path("assets"))
        #expect(stamps.updated(at: directory.url.path, adding: ["assets/new.css"], removing: [], writing: []) == nil)
    }

    @Test func theClockTrustsOnlyChangesBeforeItsTick() {
        let second: Int64 = 1_000_000_000
        let clock = FileClock(nanoseconds: 100 * second + 500_000_000)
        func stamp(_ seconds: Int64, _ nanoseconds: Int64) -> SiteFolderStamps.Stamp {
            SiteFolderStamps.Stamp(device: 1, inode: 2, seconds: seconds, nanoseconds: nanoseconds)
        }
        #expect(clock.isSettled(stamp(100, 400_000_000)))
        #expect(!clock.isSettled(stamp(100, 499_999_999)))
        #expect(!clock.isSettled(stamp(101, 1)))
        // Whole seconds: a file system that keeps no finer times (FAT's two seconds).
        #expect(!clock.isSettled(stamp(99, 0)))
        #expect(clock.isSettled(stamp(98, 0)))
    }

    @Test func theEncodingReadsBackOnlyWhatItWrote() throws {
        let directory = try site()
        let stamps = try stamps(of: directory)
        var bytes = SiteFolderStampsEncoding.encode(stamps)
        #expect(SiteFolderStampsEncoding.decode(bytes) == stamps)
        bytes[bytes.count / 2] ^= 0xFF
        #expect(SiteFolderStampsEncoding.decode(bytes) == nil)
        #expect(SiteFolderStampsEncoding.decode(Array(SiteFolderStampsEncoding.encode(stamps).dropLast(3))) == nil)
    }
}
