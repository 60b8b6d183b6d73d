import Foundation

extension FitTodayError {
    /// A short, friendly sentence saying what went wrong and what to do next.
    public func message(_ locale: AppLocale) -> String {
        switch self {
        case let .invalidValue(option, value, allowed):
            return locale.words.error.invalidValue(value: value, option: option, allowed: allowed.joined(separator: ", "))
        case let .invalidNumber(option, value):
            return locale.words.error.invalidNumber(option: option, value: value)
        case let .invalidDate(option, value):
            return locale.words.error.invalidDate(value: value, option: option)
        case let .missingOption(option):
            return locale.words.error.missingOption(option: option)
        case let .unknownName(name, suggestion, help):
            let option = name.hasPrefix("-")
            let what = option ? locale.words.error.thereIsNo(name: name) : locale.words.error.thereIsNoCommand(name: name)
            let guess = suggestion.map { locale.words.error.didYouMean(suggestion: $0) } ?? "."
            return what + guess + locale.words.error.see(help: help)
        case let .imageFolderMissing(folder):
            return locale.words.error.imageFolderMissing(folder: folder)
        case let .unknownCommandLine(detail):
            return locale.words.error.unknownCommandLine(detail: detail)
        case let .invalid(issue):
            return issue.message(locale)
        case let .planNotFound(id):
            return locale.words.error.planNotFound(id: id)
        case let .sessionNotFound(id):
            return locale.words.error.sessionNotFound(id: id)
        case let .exerciseNotFound(reference):
            return locale.words.error.exerciseNotFound(reference: reference)
        case let .pageOutOfRange(page, pages):
            return pages == 1
                ? locale.words.error.pageOutOfRangeOne(page: page, pages: pages)
                : locale.words.error.pageOutOfRange(page: page, pages: pages)
        case .nothingToCompose:
            return locale.words.error.nothingToCompose
        case .profileMissing:
            return locale.words.error.profileMissing
        case .databaseMissing:
            return locale.words.error.databaseMissing
        case .databaseBusy:
            return locale.words.error.databaseBusy
        case .databaseDamaged:
            return locale.words.error.databaseDamaged
        case .notFitTodayDatabase:
            return locale.words.error.notFitTodayDatabase
        case .databaseTooNew:
            return locale.words.error.databaseTooNew
        case .diskFull:
            return locale.words.error.diskFull
        case .cannotWrite:
            return locale.words.error.cannotWrite
        case let .configuration(line, reason):
            let place = line.map { locale.words.error.onLine(line: $0) } ?? ""
            return locale.words.error.configurationFileHas(place: place, reason: reason)
        case let .content(file, line, issue):
            let place = file + (line.map { ":\($0)" } ?? "")
            return locale.words.error.exerciseLibraryHas(place: place, message: issue.message(locale))
        case let .contentFolderMissing(folder, setting):
            return locale.words.error.contentFolderMissing(folder: folder, setting: setting)
        case let .importFile(reason):
            switch reason {
            case .unreadable:
                return locale.words.error.unreadable
            case .notFreeExerciseDB:
                return locale.words.error.notFreeExerciseDB
            case let .nulByte(line):
                return locale.words.error.nulByte(line: line)
            case .unknownEncoding:
                return locale.words.error.unknownEncoding
            case .unknownWorkoutCSV:
                return locale.words.error.unknownWorkoutCSV
            case let .otherApp(expected, found):
                return locale.words.error.otherApp(displayName: found.displayName, expectedDisplayName: expected.displayName, found: found.rawValue)
            case .notFitTodayExport:
                return locale.words.error.notFitTodayExport
            case let .exportTooNew(found, supported):
                return locale.words.error.exportTooNew(found: found, supported: supported)
            case .exportDamaged:
                return locale.words.error.exportDamaged
            }
        case let .buildInProgress(output):
            return locale.words.error.buildInProgress(output: output)
        case let .template(file, line, reason):
            let place = file + (line.map { ":\($0)" } ?? "")
            return locale.words.error.pageTemplateHas(place: place, reason: reason)
        case let .siteWrite(path):
            return locale.words.error.siteWrite(path: path)
        case let .outputRefused(path, reason):
            switch reason {
            case .emptyName:
                return locale.words.error.emptyName
            case .protectedFolder:
                return locale.words.error.protectedFolder(path: path)
            case let .holdsData(item):
                return locale.words.error.holdsData(path: path, item: item)
            case .notASite:
                return locale.words.error.notASite(path: path)
            case .mountPoint:
                return locale.words.error.mountPoint(path: path)
            case .notAFolder:
                return locale.words.error.notAFolder(path: path)
            }
        case let .notRegularFile(path):
            return locale.words.error.notRegularFile(path: path)
        case let .invalidPort(port):
            return locale.words.error.invalidPort(port: port)
        case let .portUnavailable(port):
            return locale.words.error.portUnavailable(port: port)
        case let .importRow(file, line, reason):
            return locale.words.error.importRow(file: file, line: line, message: reason.message(locale))
        case .databaseNotEmpty:
            return locale.words.error.databaseNotEmpty
        case .fileExists:
            return locale.words.error.fileExists
        case .backupOntoDatabase:
            return locale.words.error.backupOntoDatabase
        case .unexpected:
            return locale.words.error.unexpected
        }
    }
}
