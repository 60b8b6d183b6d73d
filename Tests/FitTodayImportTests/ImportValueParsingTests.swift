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

    @Test func hevyDatesInEveryLanguage() {
        let expected = "2026-04-11 13:05:00"
        for text in ["11 Apr 2026, 13:05", "Apr 11, 2026, 1:05 PM", "11 abr 2026, 13:05", "11 de abr. de 2026, 13:05",
                     "11 avr. 2026, 13:05", "11 Apr. 2026, 13:05", "11 apr 2026, 13:05", "11 апр. 2026 г., 13:05",
                     "11 апреля 2026, 13:05", "11 Nis 2026, 13:05", "11 Nisan 2026, 13:05", "11 kwi 2026, 13:05",
                     "11 April 2026, 13:05", "2026年4月11日 13:05", "2026年4月11日 午後1:05", "2026. 4. 11. 오후 1:05",
                     "2026년 4월 11일 오후 1:05", "11.04.2026, 13:05", "4/11/2026, 1:05 PM"] {
            #expect(dateTime(text) == expected, "\(text)")
        }
        let months = ["jan", "fev", "mar", "abr", "mai", "jun", "jul", "ago", "set", "out", "nov", "dez"]
        for (index, month) in months.enumerated() {
            #expect(WorkoutDateParser.parse("5 \(month) 2026, 07:00")?.date.month == index + 1, "\(month)")
        }
        for (text, month) in [("5 ene 2026, 07:00", 1), ("5 févr. 2026, 07:00", 2), ("5 März 2026, 07:00", 3),
                              ("5 mrt 2026, 07:00", 3), ("5 mag 2026, 07:00", 5), ("5 mei 2026, 07:00", 5), ("5 giu 2026, 07:00", 6),
                              ("5 juil. 2026, 07:00", 7), ("5 lug 2026, 07:00", 7), ("5 août 2026, 07:00", 8), ("5 Ağu 2026, 07:00", 8),
                              ("5 sie 2026, 07:00", 8), ("5 sept. 2026, 07:00", 9), ("5 Eyl 2026, 07:00", 9), ("5 wrz 2026, 07:00", 9),
                              ("5 Okt. 2026, 07:00", 10), ("5 ott 2026, 07:00", 10), ("5 paź 2026, 07:00", 10), ("5 Eki 2026, 07:00", 10),
                              ("5 нояб. 2026 г., 07:00", 11), ("5 Kas 2026, 07:00", 11), ("5 lis 2026, 07:00", 11),
                              ("5 dic 2026, 07:00", 12), ("5 déc. 2026, 07:00", 12), ("5 Ara 2026, 07:00", 12), ("5 gru 2026, 07:00", 12),
                              ("5 Şub 2026, 07:00", 2), ("5 Oca 2026, 07:00", 1), ("5 sty 2026, 07:00", 1), ("5 Haz 2026, 07:00", 6),
                              ("5 cze 2026, 07:00", 6), ("5 lip 2026, 07:00", 7), ("5 Tem 2026, 07:00", 7)] {
            #expect(WorkoutDateParser.parse(text)?.date.month == month, "\(text)")
        }
    }

    @Test func strongColumnNamesInEveryLanguage() {
        #expect(StrongColumn.identify("Name der Übung")?.column == .exerciseName)
        #expect(StrongColumn.identify("Reihenfolge festlegen")?.column == .setOrder)
        #expect(StrongColumn.identify("Wiederh.")?.column == .reps)
        #expect(StrongColumn.identify("Workout-Notizen")?.column == .workoutNotes)
        #expect(StrongColumn.identify("Antrenman Adı")?.column == .workoutName)
        #expect(StrongColumn.identify("Kolejność serii")?.column == .setOrder)
        #expect(StrongColumn.identify("Ağırlık")?.column == .weight)
        #expect(StrongColumn.identify("Weight (lbs)").map { "\($0.column) \($0.unit ?? "")" } == "weight lbs")
        #expect(StrongColumn.identify("lbs").map { "\($0.column) \($0.unit ?? "")" } == "weight lbs")
        #expect(StrongColumn.identify("Duration (sec)")?.column == .duration)
        #expect(StrongColumn.identify("Workout #")?.column == .workoutNumber)
        #expect(StrongColumn.identify("Övningens namn") == nil)
        // Every name of the table is reachable as it is written.
        for column in StrongColumn.allCases {
            for name in column.names { #expect(StrongColumn.identify(name)?.column == column, "\(name)") }
        }
    }

    @Test func setOrdersThatAreNotSets() {
        for text in ["Rest Timer", "Ruhezeit", "Таймер отдыха", "休憩タイマー", "휴식 타이머", "Note", "Notiz", "Заметка"] {
            #expect(WorkoutRowParser.isNotASet(text), "\(text)")
        }
        for text in ["", "0", "1", "12", "W", "D", "F", "1.0"] { #expect(!WorkoutRowParser.isNotASet(text), "\(text)") }
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
        #expect(WorkoutRowParser.durationSeconds("3900.0") == 3900)
        #expect(WorkoutRowParser.durationSeconds("55s") == 55)
        #expect(WorkoutRowParser.durationSeconds("42min") == 2520)
        #expect(WorkoutRowParser.durationSeconds("2h 23min") == 8580)
        #expect(WorkoutRowParser.durationSeconds("1 h 5 min 30 s") == 3930)
        #expect(WorkoutRowParser.durationSeconds("1ч 5мин") == 3900)
        #expect(WorkoutRowParser.durationSeconds("1時間5分") == 3900)
        for text in ["", "abc", "5x", "1h 5"] { #expect(WorkoutRowParser.durationSeconds(text) == nil, "\(text)") }
    }

    /// Hours or clock parts of more digits than an Int holds overflowed the arithmetic and trapped; 1e9 s and more
    /// is no duration, as an unreadable one is.
    @Test func durationsTooLongAreNoneNeverATrap() {
        let nines = String(repeating: "9", count: 18)
        for text in ["\(nines):00", "1:\(nines):00", "\(nines)h", "\(nines)9999h", "277778h", String(repeating: "9000h", count: 400), "1000000000"] {
            #expect(WorkoutRowParser.durationSeconds(text) == nil, "\(text.prefix(40))")
        }
        #expect(WorkoutRowParser.durationSeconds("277777h") == 999_997_200)
        #expect(WorkoutRowParser.durationSeconds("277777:46") == 999_999_960)
    }

    /// Kept unrounded: two decimals of a kilogram turned 225 lb into 102.06 kg, which reads back as 225.0 lb
    /// only by luck and 224.9 for other loads.
    @Test func poundsBecomeKilogramsUnrounded() {
        #expect(WeightUnit.lb.kilograms(135) == 135 * 0.45359237)
        #expect(WeightUnit.lb.kilograms(225) == 102.05828325)
        #expect(WeightUnit.lb.kilograms(45) == 20.41165665)
        #expect(WeightUnit.kg.kilograms(62.5) == 62.5)
        for pounds in stride(from: 2.5, through: 1000, by: 2.5) {
            #expect(WeightText.number(WeightUnit.lb.kilograms(pounds), .lb, .en) == NumberText.decimal(pounds, fractionDigits: 1, .en), "\(pounds)")
        }
        #expect(WeightUnit(text: " LBS ") == .lb)
        #expect(WeightUnit(text: "lb") == .lb)
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
