import ArgumentParser
import FitTodayData
import FitTodayDomain

/// `fittoday import undo ID`: takes away exactly what one import added.
struct ImportUndoCommand: FitTodaySubcommand {
    static let configuration = CommandConfiguration(
        commandName: "undo",
        abstract: HelpLanguage.words.importUndo.abstract,
        discussion: HelpLanguage.reflowed(HelpLanguage.words.importUndo.discussion)
    )

    @Argument(help: ArgumentHelp(HelpLanguage.words.importUndo.id))
    var id: Int64

    @OptionGroup var global: GlobalOptions

    func execute(_ context: CommandContext) async throws(FitTodayError) {
        let store = try context.openStore()
        let words = context.locale.words.cli.importUndo
        guard let undone = try ImportBatches(store: store).undo(id: id, at: SystemClock.now()) else { throw .importNotFound(id: id) }
        let counts = context.locale.words.count
        if undone.wasUndoneBefore {
            return context.console.say(words.alreadyUndone(id: id, file: undone.batch.source.fileName))
        }
        let file = undone.batch.source.fileName
        let sessions = counts.sessionCount(undone.sessionsRemoved), sets = counts.setCount(undone.setsRemoved)
        context.console.say(undone.bodyMeasurementsRemoved == 0
            ? words.undone(id: id, file: file, sessions: sessions, sets: sets)
            : words.undoneWithBody(id: id, file: file, sessions: sessions, sets: sets, body: undone.bodyMeasurementsRemoved))
    }
}
