import ArgumentParser
import FitTodayData
import FitTodayDomain
import Foundation

/// `fittoday plan generate`: today's plan from the curated library.
struct PlanGenerateCommand: FitTodaySubcommand {
    static let configuration = CommandConfiguration(
        commandName: "generate",
        abstract: HelpLanguage.text("Monta o treino do dia a partir do perfil, do check-in e da biblioteca.", "Composes today's workout from your profile, check-in and the library."),
        discussion: HelpLanguage.text("""
        Usa o check-in do dia (sem check-in, monta um treino de corpo inteiro). O mesmo perfil, check-in
        e biblioteca dão o mesmo plano, reaproveitado por 24 horas; --fresh monta outro.
        Exemplos:
          fittoday checkin --focus upper --soreness 2
          fittoday plan generate
          fittoday plan generate --date 2026-11-23 --format json
        """, """
        Uses the day's check-in (without one, a full-body session). The same profile, check-in and library give
        the same plan, reused for 24 hours; --fresh composes another one.
        Examples:
          fittoday checkin --focus upper --soreness 2
          fittoday plan generate
          fittoday plan generate --date 2026-11-23 --format json
        """)
    )

    @Option(help: HelpLanguage.help("Dia do plano (AAAA-MM-DD). Padrão: hoje.", "Day of the plan (YYYY-MM-DD). Default: today."))
    var date: String?

    @Flag(help: HelpLanguage.help("Monta um plano novo mesmo que já exista um para as mesmas condições.", "Composes a new plan even if one exists for the same conditions."))
    var fresh = false

    @OptionGroup var output: OutputFormatOption
    @OptionGroup var global: GlobalOptions

    func execute(_ context: CommandContext) async throws(FitTodayError) {
        let json = try output.isJSON()
        let now = SystemClock.now()
        let day = try ArgumentValues.date(date, today: now.date)
        let (store, _) = try context.openStoreWithProfile()
        let outcome = try await TodaysPlan(reader: store, compose: context.planComposer(now: now)).generated(on: day, fresh: fresh)
        let locale = context.locale
        switch outcome {
        case .noPlan:
            throw .profileMissing
        case .restDay:
            if json {
                context.console.result(OrderedJSON.object([("date", .string(day.description)), ("rest_day", .bool(true)), ("plan", .null)]).rendered())
            } else {
                context.console.say(locale.pick("Hoje é dia de descanso. Aproveite para recuperar!", "Today is a rest day. Enjoy the recovery!"))
            }
        case let .plan(plan, recorded, reused):
            let loads = try context.loadPrescriptions(for: plan, on: day, store: store)
            if json {
                context.console.result(PlanWithLoadsJSON.render(plan, loads: loads).rendered())
                return
            }
            if recorded == nil {
                context.console.say(locale.pick("Sem check-in para \(day): montei um treino de corpo inteiro.",
                                                "No check-in for \(day): this is a full-body session."))
            }
            if reused {
                context.console.say(locale.pick("Mesmas condições de antes: este é o plano já montado (use --fresh para outro).",
                                                "Same inputs as before: this is the plan already composed (use --fresh for another)."))
            }
            if let reason = plan.fallbackReason {
                context.console.say(locale.pick("Treino gerado localmente: \(reason.label(locale)).", "Generated locally: \(reason.label(locale))."))
            }
            context.console.result(TextFormatter(locale: locale).plan(plan, loads: loads))
        }
    }
}
