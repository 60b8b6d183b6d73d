@testable import FitTodayData
import FitTodayDomain
import Foundation
import Testing

@Suite struct StoredLocaleTests {
    @Test func theLanguageKeptWithTheProfileIsReadBeforeTheStoreOpens() throws {
        let directory = try TemporaryDirectory()
        let store = try StoreFixtures.store(in: directory)
        let path = directory.url.appendingPathComponent("fittoday.sqlite").path
        try store.saveProfile(Profile(goal: .strength, equipment: .home))
        // A profile that never chose keeps NULL: LANG or Portuguese decide later.
        #expect(try store.profile()?.locale == nil)
        #expect(StoredLocale.read(databaseAt: path) == nil)
        try store.saveProfile(Profile(goal: .strength, equipment: .home, locale: .en))
        #expect(try store.profile()?.locale == .en)
        #expect(StoredLocale.read(databaseAt: path) == .en)
        let changed = ProfileChanges(locale: .ptBR).applied(to: try #require(try store.profile()))
        try store.saveProfile(changed)
        #expect(StoredLocale.read(databaseAt: path) == .ptBR)
    }

    @Test func anythingUnusualReadsAsNoChoice() throws {
        let directory = try TemporaryDirectory()
        #expect(StoredLocale.read(databaseAt: directory.url.appendingPathComponent("absent.sqlite").path) == nil)
        let text = directory.url.appendingPathComponent("notes.sqlite")
        try Data("not a database".utf8).write(to: text)
        #expect(StoredLocale.read(databaseAt: text.path) == nil)
        #expect(StoredLocale.read(databaseAt: directory.url.path) == nil)
    }
}
