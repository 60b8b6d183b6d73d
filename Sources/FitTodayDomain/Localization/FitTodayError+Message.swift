import Foundation

extension FitTodayError {
    /// A short, friendly sentence saying what went wrong and what to do next; loads in `unit`, the person's.
    public func message(_ locale: AppLocale, unit: WeightUnit = .kg) -> String {
        let words = locale.words.error
        switch self {
        case let .invalidValue(option, value, allowed):
            return words.invalidValue(value: value, option: option, allowed: allowed.joined(separator: ", "))
        case let .invalidNumber(option, value):
            return words.invalidNumber(option: option, value: value)
        case let .invalidDate(option, value):
            return words.invalidDate(value: value, option: option)
        case let .missingOption(option):
            return words.missingOption(option: option)
        case let .unknownName(name, suggestion, help):
            let option = name.hasPrefix("-")
            let what = option ? words.unknownOption(name: name) : words.unknownCommand(name: name)
            let guess = suggestion.map { words.didYouMean(suggestion: $0) } ?? "."
            return what + guess + words.seeHelp(help: help)
        case let .imageFolderMissing(folder):
            return words.imageFolderMissing(folder: folder)
        case let .unknownCommandLine(detail):
            return words.unknownCommandLine(detail: detail)
        case let .invalid(issue):
            return issue.message(locale, unit: unit)
        case let .planNotFound(id):
            return words.planNotFound(id: id)
        case let .sessionNotFound(id):
            return words.sessionNotFound(id: id)
        case let .importNotFound(id):
            return words.importNotFound(id: id)
        case let .exerciseNotFound(reference):
            return words.exerciseNotFound(reference: reference)
        case let .pageOutOfRange(page, pages):
            return pages == 1
                ? words.pageOutOfRangeOne(page: page, pages: pages)
                : words.pageOutOfRange(page: page, pages: pages)
        case .nothingToCompose:
            return words.nothingToCompose
        case .profileMissing:
            return words.profileMissing
        case .databaseMissing:
            return words.databaseMissing
        case .databaseBusy:
            return words.databaseBusy
        case .databaseDamaged:
            return words.databaseDamaged
        case .notFitTodayDatabase:
            return words.notFitTodayDatabase
        case .databaseTooNew:
            return words.databaseTooNew
        case .diskFull:
            return words.diskFull
        case .cannotWrite:
            return words.cannotWrite
        case let .inbox(reason):
            return reason
        case let .configuration(line, reason):
            let place = line.map { words.onLine(line: $0) } ?? ""
            return words.configuration(place: place, reason: reason)
        case let .content(file, line, issue):
            let place = file + (line.map { ":\($0)" } ?? "")
            return words.content(place: place, message: issue.message(locale))
        case let .program(file, problems):
            return problems.map { "\(file):\($0.line):\($0.column): \($0.issue.message(locale))" }.joined(separator: "\n")
        case let .programNotFound(id):
            return words.programNotFound(id: id)
        case .noActiveProgram:
            return words.noActiveProgram
        case let .team(issue):
            return issue.message(locale)
        case let .programNeedsNumbers(option, lifts):
            return words.programNeedsNumbers(lifts: lifts.joined(separator: ", "), option: option, unit: unit.symbol.uppercased())
        case let .contentFolderMissing(folder, setting):
            return words.contentFolderMissing(folder: folder, setting: setting)
        case let .importFile(reason):
            switch reason {
            case .unreadable:
                return words.unreadable
            case .notFreeExerciseDB:
                return words.notFreeExerciseDB
            case let .nulByte(line):
                return words.nulByte(line: line)
            case .unknownEncoding:
                return words.unknownEncoding
            case .unknownWorkoutCSV:
                return words.unknownWorkoutCSV
            case .unrecognizedExport:
                return words.unrecognizedExport
            case let .otherApp(expected, found):
                return words.otherApp(displayName: found.displayName, expectedDisplayName: expected.displayName, found: found.rawValue)
            case let .notExportOf(app):
                return words.notExportOf(app: app.displayName)
            case .notWgerExerciseInfo:
                return words.notWgerExerciseInfo
            case let .columnMapMissingField(field):
                return words.columnMapMissingField(field: field)
            case .columnMapMissingAmount:
                return words.columnMapMissingAmount
            case let .columnNotInHeader(column, columns):
                return words.columnNotInHeader(column: column, columns: columns.map { "\"\($0)\"" }.joined(separator: ", "))
            case .notFitTodayExport:
                return words.notFitTodayExport
            case let .exportTooNew(found, supported):
                return words.exportTooNew(found: found, supported: supported)
            case .exportDamaged:
                return words.exportDamaged
            case let .exportProblem(problem):
                return locale.words.domain.fileProblem.export(problem: problem.message(locale))
            case .notWorkoutLog:
                return words.notWorkoutLog
            case let .workoutLogTooNew(found, supported):
                return words.workoutLogTooNew(found: found, supported: supported)
            case .workoutLogDamaged:
                return words.workoutLogDamaged
            case let .workoutLogProblem(problem):
                return locale.words.domain.fileProblem.workoutLog(problem: problem.message(locale))
            case .workoutLogEmpty:
                return words.workoutLogEmpty
            case let .workoutLogUnknownExercise(id):
                return words.workoutLogUnknownExercise(id: id)
            }
        case let .buildInProgress(output):
            return words.buildInProgress(output: output)
        case let .template(file, line, reason):
            let place = file + (line.map { ":\($0)" } ?? "")
            return words.template(place: place, reason: reason)
        case let .siteWrite(path):
            return words.siteWrite(path: path)
        case let .outputRefused(path, reason):
            switch reason {
            case .emptyName:
                return words.emptyName
            case .protectedFolder:
                return words.protectedFolder(path: path)
            case let .holdsData(item):
                return words.holdsData(path: path, item: item)
            case .notASite:
                return words.notASite(path: path)
            case .mountPoint:
                return words.mountPoint(path: path)
            case .notAFolder:
                return words.notAFolder(path: path)
            }
        case let .notRegularFile(path):
            return words.notRegularFile(path: path)
        case let .importRow(file, line, reason):
            return words.importRow(file: file, line: line, message: reason.message(locale, unit: unit))
        case .databaseNotEmpty:
            return words.databaseNotEmpty
        case .fileExists:
            return words.fileExists
        case .backupOntoDatabase:
            return words.backupOntoDatabase
        case let .credentialsInConfiguration(key, file):
            return locale.words.deploy.credentialsInConfiguration(key: key, file: file)
        case let .layer(failure):
            return failure.problem.message(locale)
        case .unexpected:
            return words.unexpected
        }
    }
}
