import FitTodayDomain

/// `index.html`: today's plan as a sheet to train with (loads, warm-ups, a field per set), a rest day, or no
/// plan yet.
struct TodayPageModel: PageModel {
    static let kind = PageKind.today

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
        var duration: Int?
        var intensity: String?
        var fallback: String?
        var description: String?
        var checkIn: DayCheckIn?
    }

    struct DayCheckIn: Encodable, Sendable {
        var focus: String
        var soreness: Int
        var soreRegion: String?
    }

    struct DayLabel: Encodable, Sendable {
        var dateLabel: String
    }

    var plan: DayPlan?
    var restDay: DayLabel?
    var noPlan: DayLabel?
    /// The page's title (not a template value: the layout shows it as `pageTitle`).
    let title: String

    /// `loads`: one per exercise of the plan, in its order (``PrescribeLoads``, as `plan show` prints them).
    init(_ result: TodaysPlan.Result, loads: [LoadPrescription], today: LocalDate, context: PageContext) {
        let locale = context.locale, page = SitePaths.today
        let dateLabel = SiteFormat.dayLabel(today, locale)
        switch result {
        case let .plan(plan, checkIn, _):
            let planKey = "\(today)-\(plan.id ?? 0)"
            self.plan = DayPlan(
                title: plan.name, dateLabel: dateLabel, source: plan.source.label(locale), dayKey: planKey,
                isoDate: today.description, planID: plan.id.map { Int($0) },
                exercises: plan.exercises.enumerated().map { index, item in
                    TodayExercise(item, load: loads.indices.contains(index) ? loads[index] : nil, position: index + 1,
                                  page: page, planKey: planKey, context: context)
                },
                duration: plan.estimatedMinutes, intensity: plan.intensity?.label(locale), fallback: plan.fallbackReason?.label(locale),
                description: plan.description.isEmpty ? nil : plan.description,
                checkIn: checkIn.map { DayCheckIn(focus: $0.focus.label(locale), soreness: $0.soreness, soreRegion: $0.soreRegion?.label(locale)) }
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

    private enum CodingKeys: CodingKey {
        case plan, restDay, noPlan
    }
}
