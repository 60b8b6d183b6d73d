import FitTodayDomain
import Foundation

/// `import json` and `import log`: a file of FitToday's own, read the one way every import reads its file; `import
/// FILE` hands such a file to the command its content names.
protocol OwnFileImportCommand: FitTodaySubcommand {
    /// The path as given.
    var file: String { get }

    /// Imports `data`, the bytes of `file`.
    static func run(_ data: Data, file: String, context: CommandContext) throws(FitTodayError)
}

extension OwnFileImportCommand {
    func execute(_ context: CommandContext) async throws(FitTodayError) {
        try Self.run(file: file, context: context)
    }

    /// Reads `file` and imports it.
    static func run(file: String, context: CommandContext) throws(FitTodayError) {
        try run(try context.readImportFile(file), file: file, context: context)
    }
}
