@testable import FitTodayData
import FitTodayDomain
import Testing

@Suite struct ImportValueParsingTests {
    private func dateTime(_ text: String) -> String? { WorkoutDateParser.parse(text)?.description }

    @Test func strongDates() {
        #expect(dateTime("2019-02-16 10:44:21") == "2019-02-16 10:44:21")
        #expect(dateTime("2019-02-16 10:44") == "2019-02-16 10:44:00")
        #expect(dateTime("2019-02-16T10:44:21") == "2019-02-16 10:44:21")
        #expect(dateTime("2024-03-05 6:12:45 PM") == "2024-03-05 18:12:45")
        // A narrow no-break space (U+202F) or a no-break space before PM, as some phones write it.
        #expect(dateTime("2024-03-05 6:12:45\u{202F}PM") == "2024-03-05 18:12:45")
        #expect(dateTime("2024-03-05 6:12:45\u{00A0}pm") == "2024-03-05 18:12:45")
        #expect(dateTime("2024-03-05 12:00:00 AM") == "2024-03-05 00:00:00")
        #expect(dateTime("2024-03-05 12:30:00 PM") == "2024-03-05 12:30:00")
        #expect(dateTime("2024-03-05 9:05 am") == "2024-03-05 09:05:00")
    }

    @Test func hevyDates() {
        #expect(dateTime("26 Jul 2025, 07:06") == "2025-07-26 07:06:00")
        #expect(dateTime("3 Aug 2025, 17:45") == "2025-08-03 17:45:00")
        #expect(dateTime("1 Jan 2025, 7:06:30 PM") == "2025-01-01 19:06:30")
        #expect(dateTime("5 fev 2025, 06:00") == "2025-02-05 06:00:00")
    }

    @Test func datesThatDoNotExistOrAreNotDates() {
        for text in ["", "ontem", "2024-02-30 10:00:00", "2024-03-07 25:00:00", "2024-03-05 13:00:00 PM", "32 Jul 2025, 07:06",
                     "26 Foo 2025, 07:06", "2024-03-05 10:61", "Jul 2025, 07:06", "26 Jul, 07:06", "4/31/2026, 1:01 PM"] {
            #expect(WorkoutDateParser.parse(text) == nil, "\(text)")
        }
    }

    @Test func decimals() {
        #expect(WorkoutRowParser.decimal("62.5") == 62.5)
        #expect(WorkoutRowParser.decimal("62,5") == 62.5)
        #expect(WorkoutRowParser.decimal("10") == 10)
        #expect(WorkoutRowParser.decimal("-5") == -5)
        for text in ["", "dez", "1.2.3", "1,2.3", "nan", "inf", "1e3", "5-", "."] {
            #expect(WorkoutRowParser.decimal(text) == nil, "\(text)")
        }
    }

    @Test func durations() {
        #expect(WorkoutRowParser.durationSeconds("1h 5m") == 3900)
        #expect(WorkoutRowParser.durationSeconds("45m") == 2700)
        #expect(WorkoutRowParser.durationSeconds("1h") == 3600)
        #expect(WorkoutRowParser.durationSeconds("2m 30s") == 150)
        #expect(WorkoutRowParser.durationSeconds("1:05:00") == 3900)
        #expect(WorkoutRowParser.durationSeconds("3600") == 3600)
        for text in ["", "abc", "5x", "1h 5"] { #expect(WorkoutRowParser.durationSeconds(text) == nil, "\(text)") }
    }

    @Test func poundsBecomeKilogramsWithTwoDecimals() {
        #expect(WeightUnit.lbs.kilograms(135) == 61.23)
        #expect(WeightUnit.lbs.kilograms(225) == 102.06)
        #expect(WeightUnit.lbs.kilograms(45) == 20.41)
        #expect(WeightUnit.kg.kilograms(62.5) == 62.5)
        #expect(WeightUnit(text: " LBS ") == .lbs)
        #expect(WeightUnit(text: "kgs") == .kg)
        #expect(WeightUnit(text: "stone") == nil)
    }

    @Test func importKeysAreStableAndDistinct() {
        let start = LocalDateTime("2024-03-05 18:12:45")!
        let key = WorkoutSessionAssembler.importKey(app: .strong, start: start, name: "Push")
        #expect(key.hasPrefix("strong:") && key.count == "strong:".count + 32)
        #expect(key == WorkoutSessionAssembler.importKey(app: .strong, start: start, name: "Push"))
        #expect(key != WorkoutSessionAssembler.importKey(app: .strong, start: start, name: "Pull"))
        #expect(key != WorkoutSessionAssembler.importKey(app: .strong, start: start.adding(seconds: 1), name: "Push"))
        #expect(WorkoutSessionAssembler.importKey(app: .hevy, start: start, name: "Push").hasPrefix("hevy:"))
    }

    @Test func everyAliasNamesAnExerciseOfTheCuratedLibrary() throws {
        let names = Set(try ImportFixtures.library.get().exercises.map(\.name))
        #expect(ExerciseAliases.libraryNames.count >= 25)
        for (alias, target) in ExerciseAliases.libraryNames {
            #expect(names.contains(target), "\(alias) → \(target) is not in content/exercises")
        }
        #expect(ExerciseAliases.libraryName(for: "bench press (BARBELL)") == "Supino reto com barra")
        #expect(ExerciseAliases.libraryName(for: "  Lat   Pulldown (Cable) ") == "Puxada frontal")
        #expect(ExerciseAliases.libraryName(for: "Zercher Squat") == nil)
    }
}
