import FitTodayDomain
import FitTodayTemplates

/// The interface words of the site, offered to every template as `t.<word>`: a word a template uses that is
/// not a case here fails the strict-mode test, and a case without its words in both languages does not compile.
///
/// Templates can be overridden, so every word lives here rather than in them; an override that wants its own
/// wording simply writes it.
enum SiteWord: String, CaseIterable, Sendable {
    case skip
    case navLabel
    case today
    case history
    case library
    case plans
    case minutes
    case duration
    case intensity
    case source
    case sets
    case reps
    case rest
    case seconds
    case set
    case tickHint
    case checkIn
    case focus
    case soreness
    case soreRegion
    case noCheckIn
    case localNote
    case restDayTitle
    case restDayText
    case noPlanTitle
    case noPlanText
    case instructions
    case notes
    case startRest
    case restRunning
    case resetDay
    case date
    case plan
    case status
    case volume
    case kg
    case noSessions
    case pager
    case previous
    case next
    case page
    case of
    case summary
    case thisWeek
    case thisMonth
    case weeksInARow
    case setsChart
    case volumeTable
    case loggedSets
    case exercise
    case weight
    case rpe
    case noSets
    case backToHistory
    case muscleGroup
    case equipment
    case level
    case exercisesCount
    case otherGroup
    case loggedIn
    case lastWeight
    case neverLogged
    case sessionsTotal
    case images
    case noPlans
    case active
    case createdAt
    case forDate
    case exercises
    case noExercises
    case bodyweight
    case footer
    case imagePlaceholder
    case description

    /// The word in `locale`.
    func text(_ locale: AppLocale) -> String {
        switch self {
        case .skip: return locale.words.site.word.skip
        case .navLabel: return locale.words.site.word.navLabel
        case .today: return locale.words.site.word.today
        case .history: return locale.words.site.word.history
        case .library: return locale.words.site.word.library
        case .plans: return locale.words.site.word.plans
        case .minutes: return locale.words.site.word.minutes
        case .duration: return locale.words.site.word.duration
        case .intensity: return locale.words.site.word.intensity
        case .source: return locale.words.site.word.source
        case .sets: return locale.words.site.word.sets
        case .reps: return locale.words.site.word.reps
        case .rest: return locale.words.site.word.rest
        case .seconds: return locale.words.site.word.seconds
        case .set: return locale.words.site.word.set
        case .tickHint: return locale.words.site.word.tickHint
        case .checkIn: return locale.words.site.word.checkIn
        case .focus: return locale.words.site.word.focus
        case .soreness: return locale.words.site.word.soreness
        case .soreRegion: return locale.words.site.word.soreRegion
        case .noCheckIn: return locale.words.site.word.noCheckIn
        case .localNote: return locale.words.site.word.localNote
        case .restDayTitle: return locale.words.site.word.restDayTitle
        case .restDayText: return locale.words.site.word.restDayText
        case .noPlanTitle: return locale.words.site.word.noPlanTitle
        case .noPlanText: return locale.words.site.word.noPlanText
        case .instructions: return locale.words.site.word.instructions
        case .notes: return locale.words.site.word.notes
        case .startRest: return locale.words.site.word.startRest
        case .restRunning: return locale.words.site.word.restRunning
        case .resetDay: return locale.words.site.word.resetDay
        case .date: return locale.words.site.word.date
        case .plan: return locale.words.site.word.plan
        case .status: return locale.words.site.word.status
        case .volume: return locale.words.site.word.volume
        case .kg: return locale.words.site.word.kg
        case .noSessions: return locale.words.site.word.noSessions
        case .pager: return locale.words.site.word.pager
        case .previous: return locale.words.site.word.previous
        case .next: return locale.words.site.word.next
        case .page: return locale.words.site.word.page
        case .of: return locale.words.site.word.of
        case .summary: return locale.words.site.word.summary
        case .thisWeek: return locale.words.site.word.thisWeek
        case .thisMonth: return locale.words.site.word.thisMonth
        case .weeksInARow: return locale.words.site.word.weeksInARow
        case .setsChart: return locale.words.site.word.setsChart
        case .volumeTable: return locale.words.site.word.volumeTable
        case .loggedSets: return locale.words.site.word.loggedSets
        case .exercise: return locale.words.site.word.exercise
        case .weight: return locale.words.site.word.weight
        case .rpe: return locale.words.site.word.rpe
        case .noSets: return locale.words.site.word.noSets
        case .backToHistory: return locale.words.site.word.backToHistory
        case .muscleGroup: return locale.words.site.word.muscleGroup
        case .equipment: return locale.words.site.word.equipment
        case .level: return locale.words.site.word.level
        case .exercisesCount: return locale.words.site.word.exercisesCount
        case .otherGroup: return locale.words.site.word.otherGroup
        case .loggedIn: return locale.words.site.word.loggedIn
        case .lastWeight: return locale.words.site.word.lastWeight
        case .neverLogged: return locale.words.site.word.neverLogged
        case .sessionsTotal: return locale.words.site.word.sessionsTotal
        case .images: return locale.words.site.word.images
        case .noPlans: return locale.words.site.word.noPlans
        case .active: return locale.words.site.word.active
        case .createdAt: return locale.words.site.word.createdAt
        case .forDate: return locale.words.site.word.forDate
        case .exercises: return locale.words.site.word.exercises
        case .noExercises: return locale.words.site.word.noExercises
        case .bodyweight: return locale.words.site.word.bodyweight
        case .footer: return locale.words.site.word.footer
        case .imagePlaceholder: return locale.words.site.word.imagePlaceholder
        case .description: return locale.words.site.word.description
        }
    }

    /// Every word of `locale` as the `t` object of the templates.
    static func table(_ locale: AppLocale) -> TemplateValue {
        .object(TemplateObject(Dictionary(uniqueKeysWithValues: allCases.map { ($0.rawValue, TemplateValue.string($0.text(locale))) })))
    }
}
