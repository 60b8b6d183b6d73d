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
    case newer
    case older
    case latest
    case sessionsNumbered
    case page
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
    case lastTime
    case target
    case warmup
    case workingSets
    case sheetHint
    case repsDone
    case kgDone
    case downloadLog
    case logHint
    case restOver
    case restSound
    case searchLabel
    case searchHint
    case allGroups
    case allEquipment
    case searchFound
    case searchNone
    case credits
    case creditsIntro
    case dataSources
    case curatedLibrary
    case freeExerciseDB
    case imageSource
    case licence
    case licenceNotRecorded
    case originalFile
    case noImagesCopied
    case progress
    case progressChart
    case progressChartMonthly
    case estimate
    case records
    case record
    case value
    case heaviestFor
    case repOne
    case repMany
    case bestEstimate
    case bestSessionVolume
    case recordMark
    case recordNote
    case feed

    /// The word in `locale`.
    func text(_ locale: AppLocale) -> String {
        let t = locale.pick
        switch self {
        case .skip: return t("Pular para o conteúdo", "Skip to content")
        case .navLabel: return t("Navegação principal", "Main navigation")
        case .today: return t("Hoje", "Today")
        case .history: return t("Histórico", "History")
        case .library: return t("Biblioteca", "Library")
        case .plans: return t("Planos", "Plans")
        case .minutes: return t("min", "min")
        case .duration: return t("Duração", "Duration")
        case .intensity: return t("Intensidade", "Intensity")
        case .source: return t("Origem", "Source")
        case .sets: return t("Séries", "Sets")
        case .reps: return t("Repetições", "Reps")
        case .rest: return t("Descanso", "Rest")
        case .seconds: return t("s", "s")
        case .set: return t("Série", "Set")
        case .tickHint: return t("Marque cada série ao terminar.", "Tick each set when done.")
        case .checkIn: return t("Check-in", "Check-in")
        case .focus: return t("Foco", "Focus")
        case .soreness: return t("Dor muscular", "Soreness")
        case .soreRegion: return t("Região dolorida", "Sore region")
        case .noCheckIn: return t("Sem check-in para hoje: este é o plano ativo.", "No check-in today: this is the active plan.")
        case .localNote: return t("Treino gerado localmente", "Generated locally")
        case .restDayTitle: return t("Dia de descanso", "Rest day")
        case .restDayText: return t("Hoje é dia de descanso. Aproveite para recuperar: durma bem, hidrate-se e caminhe um pouco.", "Today is a rest day. Enjoy the recovery: sleep well, drink water and take a walk.")
        case .noPlanTitle: return t("Ainda não há treino para hoje", "No plan for today yet")
        case .noPlanText: return t("Faça o check-in do dia (fittoday checkin) ou ative um plano (fittoday plan activate) e gere o site de novo.", "Check in for today (fittoday checkin) or activate a plan (fittoday plan activate) and build the site again.")
        case .instructions: return t("Como fazer", "How to do it")
        case .notes: return t("Observações", "Notes")
        case .startRest: return t("Iniciar descanso", "Start rest")
        case .restRunning: return t("Descansando", "Resting")
        case .resetDay: return t("Desmarcar tudo", "Clear all ticks")
        case .date: return t("Data", "Date")
        case .plan: return t("Plano", "Plan")
        case .status: return t("Situação", "Status")
        case .volume: return t("Volume", "Volume")
        case .kg: return "kg"
        case .noSessions: return t("Nenhum treino registrado ainda. Registre um com fittoday log.", "No sessions logged yet. Log one with fittoday log.")
        case .pager: return t("Páginas do histórico", "History pages")
        case .newer: return t("Mais recentes", "Newer")
        case .older: return t("Mais antigos", "Older")
        case .latest: return t("Últimos", "Latest")
        case .sessionsNumbered: return t("treinos", "sessions")
        case .page: return t("Página", "Page")
        case .summary: return t("Resumo", "Summary")
        case .thisWeek: return t("Treinos nesta semana (meta do perfil)", "Sessions this week (profile's goal)")
        case .thisMonth: return t("Treinos neste mês", "Sessions this month")
        case .weeksInARow: return t("Semanas seguidas cumprindo a meta", "Weeks in a row meeting the goal")
        case .setsChart: return t("Séries por grupo muscular por semana (sem aquecimento, últimas 8 semanas)",
                                  "Sets per muscle group per week (warm-ups excluded, last 8 weeks)")
        case .volumeTable: return t("Volume em kg por grupo muscular (repetições × kg)", "Volume in kg per muscle group (reps × kg)")
        case .loggedSets: return t("Séries registradas", "Logged sets")
        case .exercise: return t("Exercício", "Exercise")
        case .weight: return t("Carga", "Weight")
        case .rpe: return "RPE"
        case .noSets: return t("Nenhuma série registrada neste treino.", "No sets were logged in this session.")
        case .backToHistory: return t("Voltar ao histórico", "Back to the history")
        case .muscleGroup: return t("Grupo muscular", "Muscle group")
        case .equipment: return t("Equipamento", "Equipment")
        case .level: return t("Nível", "Level")
        case .exercisesCount: return t("exercícios", "exercises")
        case .otherGroup: return t("Grupo não informado", "Group not informed")
        case .loggedIn: return t("Onde foi registrado", "Where it was logged")
        case .lastWeight: return t("Última carga", "Last weight")
        case .neverLogged: return t("Ainda não registrado em nenhum treino.", "Not logged in any session yet.")
        case .sessionsTotal: return t("treinos no total; os mais recentes:", "sessions in all; the newest:")
        case .images: return t("Imagens", "Images")
        case .noPlans: return t("Nenhum plano ainda. Crie um com fittoday plan new.", "No plans yet. Create one with fittoday plan new.")
        case .active: return t("Ativo", "Active")
        case .createdAt: return t("Criado em", "Created on")
        case .forDate: return t("Para o dia", "For")
        case .exercises: return t("Exercícios", "Exercises")
        case .noExercises: return t("Este plano ainda não tem exercícios.", "This plan has no exercises yet.")
        case .bodyweight: return t("peso do corpo", "bodyweight")
        case .footer: return t("Gerado pelo FitToday a partir dos seus dados, no seu computador.", "Made by FitToday from your data, on your computer.")
        case .imagePlaceholder: return t("Sem imagem", "No image")
        case .description: return t("Descrição", "Description")
        case .lastTime: return t("Última vez", "Last time")
        case .target: return t("Meta de hoje", "Today's target")
        case .warmup: return t("Aquecimento", "Warm-up")
        case .workingSets: return t("Séries", "Working sets")
        case .sheetHint: return t("Marque cada série e anote repetições × kg feitos.", "Tick each set and write the reps × kg done.")
        case .repsDone: return t("Repetições feitas", "Reps done")
        case .kgDone: return t("Kg usados", "Kg used")
        case .downloadLog: return t("Baixar registro", "Download log")
        case .logHint: return t("Depois do treino, baixe o registro e importe com fittoday import log ARQUIVO.", "After the workout, download the log and import it with fittoday import log FILE.")
        case .restOver: return t("Descanso acabou", "Rest is over")
        case .restSound: return t("Som no fim do descanso", "Sound when rest ends")
        case .searchLabel: return t("Buscar exercício", "Search exercises")
        case .searchHint: return t("nome, por exemplo supino", "name, for example squat")
        case .allGroups: return t("Todos os grupos", "All groups")
        case .allEquipment: return t("Todos os equipamentos", "All equipment")
        case .searchFound: return t("exercícios encontrados", "exercises found")
        case .searchNone: return t("Nenhum exercício encontrado. Tente outro nome ou tire um filtro.", "No exercise found. Try another name or remove a filter.")
        case .credits: return t("Créditos", "Credits")
        case .creditsIntro: return t("De onde vêm os exercícios e as imagens deste site, e sob que licença.", "Where this site's exercises and images come from, and under which licence.")
        case .dataSources: return t("Fontes dos dados", "Data sources")
        case .curatedLibrary: return t("Biblioteca curada do FitToday: exercícios e blocos escritos para o FitToday e distribuídos com ele", "FitToday's curated library: exercises and blocks written for FitToday and shipped with it")
        case .freeExerciseDB: return t("free-exercise-db: exercícios e imagens em domínio público, sob a licença Unlicense", "free-exercise-db: exercises and images in the public domain, released under the Unlicense")
        case .imageSource: return t("Origem das imagens ([images] source)", "Image source ([images] source)")
        case .licence: return t("Licença", "Licence")
        case .licenceNotRecorded: return t("não registrada: confirme que pode publicar estas imagens e informe a licença em [images] license", "not recorded: make sure you may publish these images and state their licence in [images] license")
        case .originalFile: return t("Arquivo original", "Original file")
        case .noImagesCopied: return t("Nenhuma imagem foi copiada para este site: cada exercício mostra uma ilustração do FitToday.", "No image was copied into this site: every exercise shows a FitToday illustration.")
        case .progress: return t("Progresso", "Progress")
        case .progressChart: return t("Melhor 1RM estimado por treino", "Best estimated 1RM per session")
        case .progressChartMonthly: return t("Melhor 1RM estimado por mês (o melhor treino de cada mês)", "Best estimated 1RM per month (each month's best session)")
        case .estimate: return t("1RM estimado", "Estimated 1RM")
        case .records: return t("Recordes pessoais", "Personal records")
        case .record: return t("Recorde", "Record")
        case .value: return t("Marca", "Mark")
        case .heaviestFor: return t("Maior carga com", "Heaviest weight for")
        case .repOne: return t("repetição", "rep")
        case .repMany: return t("repetições", "reps")
        case .bestEstimate: return t("Melhor 1RM estimado (Epley)", "Best estimated 1RM (Epley)")
        case .bestSessionVolume: return t("Maior volume em um treino (repetições × kg)", "Best session volume (reps × kg)")
        case .recordMark: return t("🏆 recorde", "🏆 record")
        case .recordNote: return t("1RM estimado pela fórmula de Epley (carga × (1 + repetições ÷ 30)), em séries de 1 a 12 repetições, sem aquecimento.",
                                   "1RM estimated by Epley's formula (weight × (1 + reps ÷ 30)), from sets of 1 to 12 reps, warm-ups excluded.")
        case .feed: return t("Treinos recentes", "Recent sessions")
        }
    }

    /// Every word of `locale` as the `t` object of the templates.
    static func table(_ locale: AppLocale) -> TemplateValue {
        .object(TemplateObject(Dictionary(uniqueKeysWithValues: allCases.map { ($0.rawValue, TemplateValue.string($0.text(locale))) })))
    }
}
