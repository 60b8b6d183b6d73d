import ArgumentParser

/// `--as-planned`: the day as planned, readiness left out (`build`, `plan generate`, `plan show`).
struct AsPlannedOption: ParsableArguments {
    @Flag(name: .customLong("as-planned"), help: ArgumentHelp(HelpLanguage.words.readiness.asPlanned))
    var asPlanned = false
}
