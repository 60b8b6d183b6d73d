import FitTodayDomain

/// `week/index.html`: the next seven days as the composer plans them (what `fittoday plan week` prints), each day
/// with its focus and its main lifts, or rest.
struct WeekPageModel: PageModel {
    static let kind = PageKind("week", nav: .today)

    /// Today's link to this page.
    struct Link: Encodable, Sendable {
        var href: String
        var mdHref: String
        var text: String
    }

    struct Day: Encodable, Sendable {
        var dateLabel: String
        var focus: String
        /// The main and secondary lifts, "A, B"; nil on rest, recovery and mobility days.
        var lifts: String?
    }

    var heading: String
    var split: String
    var days: [Day]
    var back: String
    var todayHref: String
    var todayMdHref: String

    init(_ week: WeekOutlook, context: PageContext) {
        let locale = context.locale, words = locale.words.site.week, page = SitePaths.week
        heading = words.heading
        split = words.split(split: week.split.label(locale), frequency: week.frequency)
        days = week.days.map { day in
            Day(dateLabel: DateText.heading(day.date, locale),
                focus: day.focus.map { $0.label(locale) } ?? locale.words.cli.planWeek.restDay,
                lifts: day.mainLifts.isEmpty ? nil : day.mainLifts.joined(separator: ", "))
        }
        back = words.back
        todayHref = SitePaths.link(from: page, to: SitePaths.today)
        todayMdHref = SitePaths.link(from: page, to: SitePaths.markdown(SitePaths.today))
    }

    static func link(from page: String, locale: AppLocale) -> Link {
        Link(href: SitePaths.link(from: page, to: SitePaths.week), mdHref: SitePaths.link(from: page, to: SitePaths.markdown(SitePaths.week)),
             text: locale.words.site.week.link)
    }
}
