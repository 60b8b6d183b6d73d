import FitTodayDomain
import Testing

/// The friendly-error contract: every message is a plain sentence with no technical terms.
@Suite struct FriendlyMessageTests {
    static let technicalTerms = [
        "SQLite", "SQLITE", "GRDB", "Error", "error:", "nil", "Optional", "Swift", "errno", "exception",
        "Exception", "stack", "NSError", "FitTodayError", "ValidationIssue", ".sqlite", "null", "EOF", "token",
    ]

    static let everyError: [FitTodayError] = [
        .invalidValue(option: "--goal", value: "x", allowed: Goal.allSlugs),
        .invalidNumber(option: "--sets", value: "três"),
        .invalidDate(option: "--date", value: "ontem"),
        .missingOption(option: "--goal"),
        .unknownCommandLine(detail: "a opção --foo não existe"),
        .planNotFound(id: 9), .sessionNotFound(id: 3), .exerciseNotFound(reference: "Voador"),
        .pageOutOfRange(page: 4, pages: 3), .profileMissing, .databaseMissing, .databaseBusy, .databaseDamaged,
        .notFitTodayDatabase, .databaseTooNew(found: 9, supported: 1), .diskFull, .cannotWrite,
        .configuration(line: 3, reason: "a chave aparece duas vezes"), .unexpected, .nothingToCompose,
        .importFile(reason: .unreadable), .importFile(reason: .notFreeExerciseDB),
        .buildInProgress(output: "public"), .template(file: "templates/today.html.mustache", line: 3, reason: "uma seção não foi fechada"),
        .siteWrite(path: "public"),
        .importFile(reason: .unknownWorkoutCSV),
        .importFile(reason: .otherApp(expected: .strong, found: .hevy)), .importFile(reason: .notFitTodayExport),
        .importFile(reason: .exportTooNew(found: 2, supported: 1)), .importFile(reason: .exportDamaged),
        .importFile(reason: .exportProblem(FileProblem(.sessionSet(session: 3, date: "2026-11-20", set: 2),
                                                       .aboveMaximum(key: "reps", found: "1200", maximum: "1000")))),
        .importFile(reason: .workoutLogProblem(FileProblem(.logSet(number: 2), .wrongType(key: "reps", found: "\"doze\"", expected: .integer)))),
        .databaseNotEmpty, .fileExists, .backupOntoDatabase, .notRegularFile(path: "export.json"),
        .outputRefused(path: "/", reason: .protectedFolder), .outputRefused(path: "", reason: .emptyName),
        .outputRefused(path: "content", reason: .holdsData(item: "content")), .outputRefused(path: "x", reason: .notASite),
        .outputRefused(path: "x", reason: .notAFolder), .outputRefused(path: "/mnt/site", reason: .mountPoint),
        .contentFolderMissing(folder: "/home/ana/treinos/biblioteca", setting: "[site] content_dir"),
        .unknownName(name: "plann", suggestion: "plan", help: "fittoday plan --help"),
        .unknownName(name: "--formt", suggestion: nil, help: "fittoday plan list --help"),
        .imageFolderMissing(folder: "/home/ana/fotos"),
    ] + everyIssue.map(FitTodayError.invalid) + everyContentIssue.map { .content(file: "exercises/prancha.md", line: 4, issue: $0) }
        + everyImportIssue.map { .importRow(file: "strong.csv", line: 12, reason: $0) }

    static let everyImportIssue: [ImportIssue] = [
        .missingValue(column: "Exercise Name"), .date("ontem"), .number(column: "Reps", value: "dez"), .weightUnit("stone"),
        .columnCount(expected: 12, found: 7), .unclosedQuote,
    ] + everyIssue.map(ImportIssue.rule)

    static let everyContentIssue: [ContentIssue] = [
        .syntax(.unterminatedArray), .syntax(.controlCharacter("U+0007")), .syntax(.notUTF8), .missingFrontMatter, .missingField("level"),
        .wrongType(field: "sets", expected: .wholeNumber), .wrongType(field: "name", expected: .text),
        .wrongType(field: "tags", expected: .listOfTexts), .wrongType(field: "exercises", expected: .tables("exercises")), .invalidValue(field: "level", value: "mestre", allowed: FitnessLevel.allSlugs),
        .outOfRange(field: "rest", value: 45, allowed: "30, 60"), .idMismatch(id: "a", expected: "b"), .duplicateID("a"),
        .unknownExercise("voador"), .blockEquipment(exercise: "supino", setting: "home"), .emptyList("focus"), .unknownField("cor"),
        .folderMissing, .duplicateName(name: "Prancha", otherFile: "exercises/prancha.md"),
    ]

    static let everyIssue: [ValidationIssue] = [
        .planNameLength(length: 2), .planDescriptionTooLong(length: 501), .sets(11), .reps(51), .restSeconds(45),
        .soreness(11), .weeklyFrequency(8), .durationMinutes(0), .weight(-1), .rpe(11), .loggedReps(1001),
        .healthNotesTooLong(length: 1001), .exerciseNameEmpty, .exerciseNameTooLong(length: 300), .sessionTitleTooLong(length: 201), .notesTooLong(length: 2001),
        .dateOutOfRange("9999-12-31"), .skippedSessionWithSets, .setSpec("x"),
        .pageNumber(0), .noProfileChanges,
    ]

    @Test(arguments: AppLocale.allCases)
    func everyMessageIsAPlainSentence(_ locale: AppLocale) {
        for error in Self.everyError {
            let message = error.message(locale)
            #expect(message.count > 15, "too short: \(message)")
            #expect(message.last == "." || message.last == "!", "not a sentence: \(message)")
            for term in Self.technicalTerms {
                #expect(!message.contains(term), "\(message) contains \(term)")
            }
        }
    }

    @Test func portugueseIsTheDefaultAndDiffersFromEnglish() {
        #expect(AppLocale.default == .ptBR)
        for error in Self.everyError where error != .unknownCommandLine(detail: "a opção --foo não existe") {
            #expect(error.message(.ptBR) != error.message(.en))
        }
        #expect(FitTodayError.databaseMissing.message(.ptBR).contains("fittoday init"))
    }

    @Test func everyCategoryHasItsOwnExitCode() {
        let codes = ErrorCategory.allCases.map(\.exitCode)
        #expect(Set(codes).count == codes.count)
        #expect(!codes.contains(0))
        #expect(FitTodayError.databaseBusy.category == .databaseBusy)
        #expect(FitTodayError.invalid(.sets(0)).category == .invalidData)
        #expect(FitTodayError.invalidValue(option: "", value: "", allowed: []).category == .usage)
    }

    @Test func localeIdentifiers() {
        #expect(AppLocale(identifier: "pt_BR.UTF-8") == .ptBR)
        #expect(AppLocale(identifier: "en-US") == .en)
        #expect(AppLocale(identifier: "fr") == nil)
    }
}
