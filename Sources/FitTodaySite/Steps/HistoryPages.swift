import FitTodayBuild
import FitTodayDomain

/// The history's index (the newest sessions and the figures) and its numbered pages from `first` on, counted from the
/// oldest session: a page's model depends only on its own sessions and its pager, so pages before a new session carry
/// over. The data's summaries must reach back to page `first`.
struct HistoryPages: PageStep {
    let first: Int

    init(from first: Int) { self.first = first }

    var name: String { "history" }

    func run(_ pass: PagePass, _ renderer: PageRenderer) async throws(FitTodayError) {
        let data = renderer.data, options = renderer.context.options, pages = renderer.pages
        let summaries = data.summaries, size = SiteBuilder.historyPageSize, total = data.sessionTotal
        let count = HistoryPage.pageCount(total: total, pageSize: size)
        try renderer.page(pass, at: SitePaths.history) {
            var model = HistoryPageModel(latest: Array(summaries.prefix(size)), pages: count, total: total, figures: data.figures,
                                         today: options.today, setsTarget: options.weeklySetsTarget, context: pages)
            let title = model.title
            model.trainingLoad = options.trainingLoad.flatMap { $0.isEmpty ? nil : TrainingLoadFigures($0, locale: pages.locale) }
            model.bodyWeight = BodyWeightFigures(options.bodyMeasurements, today: options.today, locale: pages.locale, unit: pages.unit)
            return (model, title)
        }
        try await renderer.context.forEachChunk(Array(min(max(first, 1), count)...count), size: 25) { numbers throws(FitTodayError) in
            for number in numbers {
                try renderer.page(pass, at: SitePaths.historyPage(number)) {
                    // `summaries` are newest first; the range counts from the oldest.
                    let range = HistoryPage.range(of: number, total: total, pageSize: size)
                    let slice = Array(summaries[(total - range.upperBound)..<(total - range.lowerBound)])
                    let model = HistoryPageModel(number: number, pages: count, sessions: slice,
                                                 numbers: range.isEmpty ? nil : (range.lowerBound + 1)...range.upperBound, context: pages)
                    return (model, model.title)
                }
            }
        }
    }
}
