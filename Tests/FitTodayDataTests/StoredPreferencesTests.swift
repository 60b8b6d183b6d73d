@testable import FitTodayData
import FitTodayDomain
import FitTodayTestSupport
import Foundation
import Testing

@Suite struct StoredPreferencesTests {
    @Test func theLanguageKeptWithTheProfileIsReadBeforeTheStoreOpens() throws {
        let directory = try TemporaryDirectory()
        let store = try StoreFixtures.store(in: directory)
        let path = directory.url.appendingPathComponent("fittoday.sqlite").path
        try store.profiles.saveProfile(Profile(goal: .strength, equipment: .home))
        // A profile that never chose keeps NULL: LANG or Portuguese decide later.
        #expect(try store.profiles.profile()?.locale == nil)
        #expect(StoredPreferences.read(databaseAt: path).locale == nil)
        try store.profiles.saveProfile(Profile(goal: .strength, equipment: .home, locale: .en))
        #expect(try store.profiles.profile()?.locale == .en)
        #expect(StoredPreferences.read(databaseAt: path).locale == .en)
        let changed = ProfileChanges(locale: .ptBR).applied(to: try #require(try store.profiles.profile()))
        try store.profiles.saveProfile(changed)
        #expect(StoredPreferences.read(databaseAt: path).locale == .ptBR)
        // The unit is read in the same look: NULL until chosen, then the choice.
        #expect(StoredPreferences.read(databaseAt: path).weightUnit == nil)
        try store.profiles.saveProfile(Profile(goal: .strength, equipment: .home, locale: .en, weightUnit: .lb))
        #expect(StoredPreferences.read(databaseAt: path) == StoredPreferences(locale: .en, weightUnit: .lb))
    }

    @Test func anythingUnusualReadsAsNoChoice() throws {
        let directory = try TemporaryDirectory()
        #expect(StoredPreferences.read(databaseAt: directory.url.appendingPathComponent("absent.sqlite").path) == StoredPreferences())
        let text = directory.url.appendingPathComponent("notes.sqlite")
        try Data("not a database".utf8).write(to: text)
        #expect(StoredPreferences.read(databaseAt: text.path).locale == nil)
        #expect(StoredPreferences.read(databaseAt: directory.url.path) == StoredPreferences())
    }
}
