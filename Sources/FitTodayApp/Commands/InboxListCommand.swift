import ArgumentParser
import FitTodayData
import FitTodayDeploy
import FitTodayDomain

/// `fittoday inbox` (`inbox list`): what waits, what came and what was refused.
struct InboxListCommand: FitTodaySubcommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: HelpLanguage.words.inboxList.abstract,
        discussion: HelpLanguage.reflowed(HelpLanguage.words.inboxList.discussion)
    )

    @Flag(help: ArgumentHelp(HelpLanguage.words.inboxList.offline))
    var offline = false

    @OptionGroup var output: OutputFormatOption
    @OptionGroup var global: GlobalOptions

    func execute(_ context: CommandContext) async throws(FitTodayError) {
        let json = try output.isJSON()
        let locale = context.locale
        let words = locale.words.cli.inbox
        let route = try InboxPullRun.route(context)
        let source = route?.source(person: "me", breaker: S3InboxBreaker())
        var waiting: [InboxItem] = []
        var failure: InboxSourceFailure?
        if let route, let source, !(offline && route.isStore) {
            do {
                waiting = try await source.waiting(limit: InboxPull.perPull)
            } catch {
                failure = error
            }
        }
        let store = try context.openStore(readOnly: true)
        let ledger = ReceivedLogs(store: store)
        let receipts = try ledger.receipts()
        let refusals = try ledger.refusals()
        if json {
            return context.console.result(InboxJSON.list(waiting: waiting, receipts: receipts, refusals: refusals).rendered())
        }
        if route == nil { context.console.say(words.notConfigured) }
        if let failure, let source, let warning = InboxPullRun.warning(failure, place: source.place, locale: locale) {
            Console.warning(warning)
        }
        var lines = [words.waitingHeader(count: waiting.count)]
        lines += waiting.isEmpty ? [words.noneYet] : waiting.map { "  " + $0.name }
        lines.append(words.importedHeader)
        lines += receipts.isEmpty ? [words.noneYet] : receipts.map { receipt in
            words.receiptLine(at: DateText.terminal(receipt.receivedAt, locale), name: "\(receipt.logID)-\(receipt.revision)",
                              outcome: Self.outcome(receipt, locale))
        }
        lines.append(words.refusedHeader)
        lines += refusals.isEmpty ? [words.noneYet] : refusals.map { refusal in
            words.refusalLine(at: DateText.terminal(refusal.refusedAt, locale), name: refusal.source, reason: refusal.reason)
        }
        context.console.result(lines.joined(separator: "\n"))
    }

    static func outcome(_ receipt: ReceivedLogs.Receipt, _ locale: AppLocale) -> String {
        let words = locale.words.cli.inbox
        let id = receipt.sessionID.map(String.init) ?? "?"
        switch receipt.outcome {
        case .imported: return words.outcomeImported(id: id)
        case .replaced: return words.outcomeReplaced(id: id)
        case .keptAside: return words.outcomeKeptAside(id: id)
        case .staysDeleted: return words.outcomeStaysDeleted
        case .superseded, .alreadyReceived: return words.outcomeSuperseded
        }
    }
}
