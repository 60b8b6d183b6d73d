@testable import FitTodayData
import FitTodayDomain
import FitTodayTestSupport
import Foundation
import Testing

@Suite struct LibrarySavedMarkerTests {
    private func marker(_ directory: TemporaryDirectory, program: String = "/usr/bin/fittoday|1", version: String = "v1") -> LibrarySavedMarker {
        LibrarySavedMarker(path: directory.path(".fittoday.sqlite.library-saved"), program: program, version: version)
    }

    @Test func aRecordedMarkerIsCurrentAndReadsAsItsFormatSays() throws {
        let directory = try TemporaryDirectory()
        let store = try StoreFixtures.store(in: directory)
        let saved = marker(directory)
        #expect(try !saved.isCurrent(in: store))
        try saved.record(store)
        #expect(try saved.isCurrent(in: store))
        let revision = try #require(try store.siteData.revision())
        let mark = try #require(try store.siteData.changeMark())
        let text = try String(contentsOfFile: saved.path, encoding: .utf8)
        #expect(text == "/usr/bin/fittoday|1\tv1\t\(revision)\t\(mark.serial)\t\(mark.token)\n")
        #expect(saved.line(revision: "AB", mark: nil) == Array("/usr/bin/fittoday|1\tv1\tAB\n".utf8))
    }

    @Test func anotherProgramOrLibraryVersionSaysNothing() throws {
        let directory = try TemporaryDirectory()
        let store = try StoreFixtures.store(in: directory)
        try marker(directory).record(store)
        #expect(try !marker(directory, program: "/usr/bin/fittoday|2").isCurrent(in: store))
        #expect(try !marker(directory, version: "v2").isCurrent(in: store))
    }

    @Test func addedSessionsKeepItCurrentAndAnotherChangeDoesNot() throws {
        let directory = try TemporaryDirectory()
        let store = try StoreFixtures.store(in: directory)
        let saved = marker(directory)
        try saved.record(store)
        try StoreFixtures.history(3, in: store)
        #expect(try saved.isCurrent(in: store))
        // Kept current: moved to the data as it is now, so the next check needs the revision alone.
        let before = try String(contentsOfFile: saved.path, encoding: .utf8)
        #expect(try saved.keepCurrent(in: store))
        let revision = try #require(try store.siteData.revision())
        let after = try String(contentsOfFile: saved.path, encoding: .utf8)
        #expect(after != before && after.contains("\t\(revision)\t"))
        #expect(try saved.keepCurrent(in: store))
        #expect(try String(contentsOfFile: saved.path, encoding: .utf8) == after, "nothing written when already there")
        // A change to the library's own table (or any shared one) means saving the library again.
        try store.profiles.saveProfile(Profile(goal: .general, equipment: .home))
        #expect(try !saved.isCurrent(in: store))
    }

    @Test func aDamagedMarkerSaysNothing() throws {
        let directory = try TemporaryDirectory()
        let store = try StoreFixtures.store(in: directory)
        let saved = marker(directory)
        try saved.record(store)
        let text = try String(contentsOfFile: saved.path, encoding: .utf8)
        try Data(text.dropLast().utf8).write(to: URL(fileURLWithPath: saved.path))
        #expect(try !saved.isCurrent(in: store))
        try Data([0xFF, 0xFE]).write(to: URL(fileURLWithPath: saved.path))
        #expect(try !saved.isCurrent(in: store))
    }
}
