import FitTodayDomain

/// `index.html`: today's plan as a sheet to train with (loads, warm-ups, a field per set), a rest day, or no
/// plan yet.
struct TodayPageModel: PageModel {
    static let kind = PageKind("today", nav: .today)

    /// The plan of the day with the check-in it answers.
    struct DayPlan: Encodable, Sendable {
        var title: String
        var dateLabel: String
        var source: String
        /// Names the day's ticks in the browser's storage, so another day starts unticked.
        var dayKey: String
        /// The day as `YYYY-MM-DD`, for the downloaded log.
        var isoDate: String
        /// The plan's id, for the downloaded log; nil for a plan not stored.
        var planID: Int?
        var exercises: [TodayExercise]
        /// True on a program day: its page loads the program stylesheet.
        var programDay: Bool?
        var duration: Int?
        var intensity: String?
        var fallback: String?
        var description: String?
        var checkIn: DayCheckIn?
    }

    struct DayCheckIn: Encodable, Sendable {
        /// The focus the day's plan has (``dayFocus(of:checkIn:locale:)``); nil when none applies.
        var focus: String?
        var soreness: Int
        var soreRegion: String?
    }

    struct DayLabel: Encodable, Sendable {
        var dateLabel: String
    }

    var plan: DayPlan?
    /// Today's readiness and the changes it made (``addReadiness(_:answersShown:context:)``).
    var readiness: TodayReadiness?
    /// The sheet's effort field, on a page with a plan.
    var sessionEffort: SessionEffortField?
    var restDay: DayLabel?
    var noPlan: DayLabel?
    /// The link to the week's page, when the site has one.
    var week: WeekPageModel.Link?
    /// The link to the printable block, when the site has one.
    var printBlock: PrintPageModel.Link?
    /// The page's title (not a template value: the layout shows it as `pageTitle`).
    let title: String

    /// `loads`: one per exercise of the plan, in its order (``ShowTheDay``, as `plan show` prints them).
    init(_ result: TodaysPlan.Result, loads: [LoadPrescription], today: LocalDate, context: PageContext) {
        let locale = context.locale, page = SitePaths.today
        let dateLabel = DateText.heading(today, locale)
        switch result {
        case let .plan(plan, checkIn, _):
            let planKey = "\(today)-\(plan.id ?? 0)"
            let context = context.eagerFirstPicture(of: plan.exercises)
            let exercises = Self.groupingSupersets(plan.exercises.enumerated().map { index, item in
                TodayExercise(item, load: loads.indices.contains(index) ? loads[index] : nil, position: index + 1,
                              page: page, planKey: planKey, context: context)
            })
            self.plan = DayPlan(
                title: plan.name, dateLabel: dateLabel, source: plan.source.label(locale), dayKey: planKey,
                isoDate: today.description, planID: plan.id.map { Int($0) },
                exercises: exercises, programDay: loads.contains { !$0.sets.isEmpty } ? true : nil,
                duration: plan.estimatedMinutes, intensity: plan.intensity?.label(locale), fallback: plan.fallbackReason?.label(locale),
                description: plan.description.isEmpty ? nil : plan.description,
                checkIn: checkIn.map { DayCheckIn(focus: Self.dayFocus(of: plan, checkIn: $0, locale: locale), soreness: $0.soreness, soreRegion: $0.soreRegion?.label(locale)) }
            )
            title = plan.name
        case .restDay:
            restDay = DayLabel(dateLabel: dateLabel)
            title = context.word(.restDayTitle)
        case .noPlan:
            noPlan = DayLabel(dateLabel: dateLabel)
            title = context.word(.noPlanTitle)
        }
    }

    /// The focus the day's plan actually has: a program day's name, or the focus the check-in chose for a day
    /// composed from it. Nil otherwise: a check-in without a focus leaves the day to the program, one's own plan or
    /// the week (whose session the plan's title names), and must not read as the full-body default.
    static func dayFocus(of plan: Plan, checkIn: CheckIn, locale: AppLocale) -> String? {
        if let link = plan.program { return link.position.dayName }
        guard let focus = checkIn.givenFocus, plan.source == .local || plan.source == .ai else { return nil }
        return focus.label(locale)
    }

    /// Marks where each superset opens and closes: consecutive exercises whose labels share a letter ("A1",
    /// "A2") are one group; a lone label is no group.
    static func groupingSupersets(_ exercises: [TodayExercise]) -> [TodayExercise] {
        var result = exercises
        func letter(_ index: Int) -> String? {
            guard let label = result[index].program?.superset else { return nil }
            let letters = String(label.prefix { !$0.isNumber })
            return letters.isEmpty ? nil : letters
        }
        var start = 0
        while start < result.count {
            var end = start
            if let group = letter(start) {
                while end + 1 < result.count, letter(end + 1) == group { end += 1 }
                if end > start {
                    result[start].supersetOpen = group
                    result[end].supersetClose = true
                }
            }
            start = end + 1
        }
        return result
    }

    private enum CodingKeys: CodingKey {
        case plan, restDay, noPlan, readiness, sessionEffort, week, printBlock
    }
}
