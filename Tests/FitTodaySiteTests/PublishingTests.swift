import FitTodayData
import FitTodayDomain
@testable import FitTodaySite
import FitTodayTestSupport
import Foundation
import Testing

/// What the build writes for publishing: the sitemap, robots.txt and canonical links (with a base URL only),
/// the Atom feed and the calendar (read back by real parsers), the web app manifest, its icons and the
/// service worker; and that all of them are the same bytes for the same data, date and base URL.
@Suite struct PublishingTests {
    static let base = URL(string: "https://example.com/treino/")!

    func site(sessions: Int = 12, title: String = "Treino A", base: URL? = PublishingTests.base,
              in directory: TemporaryDirectory, output name: String = "public") async throws -> URL {
        let store = try SiteFixtures.store(in: directory)
        try SiteFixtures.plan(in: store)
        if sessions > 0 { try SiteFixtures.history(sessions, in: store, title: title) }
        return try await build(store, base: base, into: directory.url.appendingPathComponent(name))
    }

    func build(_ store: SQLiteStore, base: URL?, into output: URL) async throws -> URL {
        var options = SiteBuildOptions(outputDirectory: output, today: SiteFixtures.today)
        options.baseURL = base
        _ = try await SiteBuilder.showingToday(source: store, images: NoImageProvider(), options: options).build()
        return output
    }

    static func script(_ name: String) -> String {
        BrowserTools.repository.appendingPathComponent("Tests/FitTodaySiteTests/Support/\(name)").path
    }

    @Test(.needs(["python3"]))

    func theSitemapListsExactlyEveryHTMLPageAndRobotsNamesIt() async throws {
        try BrowserTools.require(["python3"])
        let directory = try TemporaryDirectory()
        let output = try await site(in: directory)
        let (status, log) = try BrowserTools.run("python3", ["-c", """
            import sys, xml.etree.ElementTree as ET
            root = ET.parse(sys.argv[1]).getroot()
            assert root.tag == "{http://www.sitemaps.org/schemas/sitemap/0.9}urlset", root.tag
            for loc in root.iter("{http://www.sitemaps.org/schemas/sitemap/0.9}loc"): print(loc.text)
            """, output.appendingPathComponent("sitemap.xml").path])
        #expect(status == 0, "\(log)")
        let listed = log.split(separator: "\n").map(String.init)
        let pages = SiteInspector(root: output).files().filter { $0.hasSuffix(".html") }
        #expect(listed.count == pages.count, "no address twice")
        #expect(Set(listed) == Set(pages.map { Self.base.absoluteString + $0 }))
        let robots = SiteInspector(root: output).text("robots.txt")
        #expect(robots.contains("Sitemap: https://example.com/treino/sitemap.xml\n"))
        #expect(robots.hasPrefix("User-agent: *\n"))
        // A canonical link on every page, its own address; every other link stays relative.
        for page in pages {
            let html = SiteInspector(root: output).text(page)
            #expect(html.contains("<link rel=\"canonical\" href=\"https://example.com/treino/\(page)\">"), "\(page)")
            #expect(html.components(separatedBy: "https://example.com").count == 2, "\(page): only the canonical link is absolute")
        }
        #expect(SiteInspector(root: output).brokenLinks() == [])
    }

    @Test func withoutABaseURLThereIsNoSitemapRobotsOrCanonicalLink() async throws {
        let directory = try TemporaryDirectory()
        let output = try await site(base: nil, in: directory)
        let site = SiteInspector(root: output)
        let files = site.files()
        #expect(!files.contains("sitemap.xml"))
        #expect(!files.contains("robots.txt"))
        #expect(files.contains("feed.xml") && files.contains("calendar.ics") && files.contains("sw.js"))
        #expect(files.filter { $0.hasSuffix(".html") }.allSatisfy { !site.text($0).contains("rel=\"canonical\"") })
        #expect(site.text("index.html").contains("<link rel=\"alternate\" type=\"application/atom+xml\" title=\"Treinos recentes\" href=\"feed.xml\">"))
        #expect(site.text("history/sessions/1.html").contains("href=\"../../feed.xml\""))
    }

    @Test func aBiggerSiteGetsASitemapIndex() {
        let pages = (1...5).map { "history/sessions/\($0).html" }
        let files = Sitemap.files(pages: pages, base: Self.base, maximumURLs: 2)
        #expect(files.map(\.path) == ["sitemap.xml", "sitemaps/sitemap-1.xml", "sitemaps/sitemap-2.xml", "sitemaps/sitemap-3.xml"])
        let index = String(decoding: files[0].bytes, as: UTF8.self)
        #expect(index.contains("<sitemapindex"))
        #expect(index.contains("<loc>https://example.com/treino/sitemaps/sitemap-3.xml</loc>"))
        #expect(String(decoding: files[3].bytes, as: UTF8.self).contains("history/sessions/5.html"))
    }

    @Test(.needs(["python3"]), arguments: [true, false])
    func theFeedIsValidAtomWithTheLatestFiftySessions(withBase: Bool) async throws {
        try BrowserTools.require(["python3"])
        let directory = try TemporaryDirectory()
        let output = try await site(sessions: 60, base: withBase ? Self.base : nil, in: directory)
        let (status, log) = try BrowserTools.run("python3", [Self.script("feed_check.py"), output.path, withBase ? Self.base.absoluteString : "-"])
        try #require(status == 0, "\(log)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(log.utf8)) as? [String: Any])
        let entries = try #require(json["entries"] as? [[String: String]])
        #expect(entries.count == 50)
        // Newest first: the fixture records one session a day ending on today, today's first (id 1).
        #expect(entries.first?["id"] == "urn:fittoday:session:1")
        #expect(entries.last?["id"] == "urn:fittoday:session:50")
        #expect(entries.first?["updated"] == "2026-11-22T07:00:00Z")
        #expect(entries.first?["title"] == "Treino A — 22/11/2026 07:00")
        #expect(entries.first?["summary"] == "2 exercícios, 3 séries, volume 1.340 kg, 45 min")
        #expect(entries.first?["link"] == (withBase ? "https://example.com/treino/" : "") + "history/sessions/1.html")
        #expect(entries.contains { $0["summary"] == "Treino pulado" })
    }

    @Test(.needs(["python3", "python:icalendar"]))

    func theCalendarParsesWithOneEventPerSessionAndTodaysPlan() async throws {
        try BrowserTools.require(["python3", "python:icalendar"])
        let directory = try TemporaryDirectory()
        // Everything TEXT must escape, and a title long enough to be folded inside multibyte characters.
        let title = "Treino; pesado, com \\ barra\ne ação " + String(repeating: "çãõ💪", count: 30)
        let output = try await site(sessions: 8, title: title, in: directory)
        let (status, log) = try BrowserTools.run("python3", [Self.script("calendar_check.py"), output.path])
        try #require(status == 0, "\(log)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(log.utf8)) as? [String: Any])
        let events = try #require(json["events"] as? [[String: Any]])
        #expect(events.count == 9)
        let today = try #require(events.first { ($0["uid"] as? String) == "day-20261122@fittoday" })
        #expect(today["allDay"] as? Bool == true)
        #expect(today["start"] as? String == "2026-11-22")
        #expect(today["summary"] as? String == "Treino de hoje: Treino A")
        #expect(today["description"] as? String == """
            Supino reto com barra: 4 × 10, descanso 90 s
            Agachamento livre com barra: 3 × 8, descanso 120 s (Desça até 90°)
            Prancha: 3 × 1, descanso 60 s
            """)
        let newest = try #require(events.first { ($0["uid"] as? String) == "session-1@fittoday" })
        #expect(newest["summary"] as? String == title)
        // Recorded at 07:00 after 45 minutes: it started at 06:15.
        #expect(newest["start"] as? String == "2026-11-22T06:15:00")
        #expect(newest["minutes"] as? Int == 45)
        #expect(newest["stamp"] as? String == "2026-11-22T07:00:00+00:00")
        #expect(newest["description"] as? String == "2 exercícios, 3 séries, volume 1.340 kg, 45 min")
        let skipped = try #require(events.first { ($0["uid"] as? String) == "session-7@fittoday" })
        #expect(skipped["status"] as? String == "CANCELLED")
        #expect(skipped["minutes"] as? Int == CalendarFile.defaultMinutes)
    }

    @Test func contentLinesFoldAtSeventyFiveOctetsWithoutSplittingACharacter() {
        var lines = ContentLines()
        let value = String(repeating: "a", count: 70) + String(repeating: "💪é", count: 40)
        lines.add("SUMMARY", value)
        let physical = lines.bytes.split(separator: 0x0A).map { Array($0) }
        #expect(physical.allSatisfy { $0.last == 0x0D && $0.count - 1 <= 75 })
        #expect(physical.allSatisfy { String(validating: $0.dropLast(), as: UTF8.self) != nil })
        #expect(physical.dropFirst().allSatisfy { $0.first == 0x20 })
        let unfolded = physical.enumerated().map { $0.offset == 0 ? $0.element.dropLast() : $0.element.dropLast().dropFirst() }.joined()
        #expect(String(decoding: Array(unfolded), as: UTF8.self) == "SUMMARY:" + value)
        #expect(ContentLines.text("a\\b;c,d\r\ne\nf\u{7}") == "a\\\\b\\;c\\,d\\ne\\nf")
    }

    @Test func theLibraryGroupsAreTheGroupedLibrarysInItsOrder() {
        let custom = Exercise(id: "meu-exercicio", name: "Meu exercício", muscleGroup: nil)
        for exercises in [PhoneFixtureSite.exercises, PhoneFixtureSite.exercises + [custom], [custom], []] {
            #expect(LibraryGroups.groups(of: exercises) == LibraryGroups.of(exercises).map(\.group))
        }
    }

    /// The folding on UTF-8 bytes gives what folding scalar by scalar (the plain reading of RFC 5545) gives.
    @Test func contentLinesFoldAsScalarByScalarFoldingDoes() {
        func reference(_ name: String, _ value: String) -> [UInt8] {
            var bytes: [UInt8] = [], octets = 0
            for scalar in (name + ":" + value).unicodeScalars {
                let encoded = Array(String(scalar).utf8)
                if octets + encoded.count > ContentLines.maximumOctets {
                    bytes += [0x0D, 0x0A, 0x20]
                    octets = 1
                }
                bytes += encoded
                octets += encoded.count
            }
            return bytes + [0x0D, 0x0A]
        }
        let pieces = ["a", "é", "💪", "ção", "中", " ", "\\,", "\u{301}"]
        for length in [0, 1, 60, 73, 74, 75, 76, 150, 400] {
            for shift in 0..<pieces.count {
                let value = String((0..<length).map { pieces[($0 * 5 + shift) % pieces.count] }.joined().unicodeScalars.prefix(length))
                var lines = ContentLines()
                lines.add("DESCRIPTION", value)
                #expect(lines.bytes == reference("DESCRIPTION", value), "length \(length), shift \(shift)")
            }
        }
    }

    @Test func theManifestIconsAndServiceWorkerAreWritten() async throws {
        let directory = try TemporaryDirectory()
        let output = try await site(in: directory)
        let site = SiteInspector(root: output)
        let manifest = try #require(try JSONSerialization.jsonObject(with: Data(site.text("manifest.webmanifest").utf8)) as? [String: Any])
        #expect(manifest["start_url"] as? String == "index.html")
        #expect(manifest["scope"] as? String == "./")
        #expect(manifest["display"] as? String == "standalone")
        let icons = try #require(manifest["icons"] as? [[String: String]])
        for icon in icons {
            let src = try #require(icon["src"])
            let bytes = try Data(contentsOf: output.appendingPathComponent(src))
            #expect(Array(bytes.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], "\(src)")
            let sizes = try #require(icon["sizes"])
            let size = try #require(Int(sizes.split(separator: "x")[0]))
            // IHDR width and height, big-endian, right after the signature and the chunk header.
            #expect(Array(bytes[16..<24]) == [0, 0, UInt8(size >> 8), UInt8(size & 0xFF), 0, 0, UInt8(size >> 8), UInt8(size & 0xFF)])
        }
        #expect(icons.contains { $0["purpose"] == "maskable" })
        let worker = site.text("sw.js")
        #expect(worker.contains("var CACHE = CACHE_PREFIX + \""))
        for path in ["index.html", "history/index.html", "library/index.html", "library/chest/index.html", "manifest.webmanifest"] {
            #expect(worker.contains("  \"\(path)\""), "\(path) kept offline")
        }
        let assets = site.files().filter { $0.hasPrefix("assets/") }
        #expect(assets.allSatisfy { worker.contains("\"\($0)\"") })
        #expect(site.text("index.html").contains("<link rel=\"manifest\" href=\"manifest.webmanifest\">"))
    }

    @Test(.needs(["python3"]))

    func theIconDecodesAsAPNG() throws {
        try BrowserTools.require(["python3"])
        let directory = try TemporaryDirectory()
        let file = directory.path("icon.png")
        try Data(AppIcon.png(size: 192)).write(to: URL(fileURLWithPath: file))
        // Every chunk's CRC and the zlib stream checked by Python's zlib; the pixels counted.
        let (status, log) = try BrowserTools.run("python3", ["-c", """
            import struct, sys, zlib
            data = open(sys.argv[1], "rb").read()
            assert data[:8] == b"\\x89PNG\\r\\n\\x1a\\n"
            at, idat, dark = 8, b"", 0
            while at < len(data):
                (length,) = struct.unpack(">I", data[at:at + 4]); kind = data[at + 4:at + 8]; body = data[at + 8:at + 8 + length]
                assert struct.unpack(">I", data[at + 8 + length:at + 12 + length])[0] == zlib.crc32(kind + body), kind
                if kind == b"IDAT": idat += body
                at += 12 + length
            raw = zlib.decompress(idat)
            assert len(raw) == 192 * (1 + 24), len(raw)
            print(sum(bin(b).count("1") for i, b in enumerate(raw) if i % 25))
            """, file])
        #expect(status == 0, "\(log)")
        let drawn = Int(log.trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0
        #expect(drawn > 192 * 192 / 20 && drawn < 192 * 192 / 2, "the dumbbell covers part of the icon: \(drawn) pixels")
    }

    @Test func theSameDataDateAndBaseURLGiveTheSameBytes() async throws {
        let directory = try TemporaryDirectory()
        let store = try SiteFixtures.store(in: directory)
        try SiteFixtures.plan(in: store)
        try SiteFixtures.history(30, in: store)
        let first = try await build(store, base: Self.base, into: directory.url.appendingPathComponent("one"))
        let second = try await build(store, base: Self.base, into: directory.url.appendingPathComponent("two"))
        let one = SiteInspector(root: first).contents(), two = SiteInspector(root: second).contents()
        #expect(one.keys.sorted() == two.keys.sorted())
        for path in ["feed.xml", "calendar.ics", "sitemap.xml", "robots.txt", "manifest.webmanifest", "sw.js", "icons/icon-512.png"] {
            #expect(one[path] != nil && one[path] == two[path], "\(path)")
        }
        #expect(one == two)
        // Another base URL is another site: the key and every page change, and so does the worker's cache.
        let third = try await build(store, base: URL(string: "https://example.org/")!, into: first)
        let three = SiteInspector(root: third).contents()
        #expect(three["index.html"] != one["index.html"])
        #expect(three["sw.js"] != one["sw.js"])
    }
}
