import ArgumentParser
import FitTodayData
import FitTodayDomain
import Foundation

/// `fittoday init`: creates the database and the profile.
struct InitCommand: FitTodaySubcommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: HelpLanguage.words.initCommand.abstract,
        discussion: HelpLanguage.reflowed(HelpLanguage.words.initCommand.discussion)
    )

    @OptionGroup var profile: ProfileOptions
    @OptionGroup var global: GlobalOptions

    func execute(_ context: CommandContext) async throws(FitTodayError) {
        try Self.initialize(profile, localeGiven: global.style.locale != nil, context: context)
    }

    /// Creates the database and the profile of `context`'s folder (`init`, and `team add` for an athlete's).
    /// - Parameter localeGiven: `--locale` was given: it is kept with the profile.
    static func initialize(_ profile: ProfileOptions, localeGiven: Bool, context: CommandContext) throws(FitTodayError) {
        var changes = try profile.changes()
        // Read before anything is written: a broken library folder refuses init with nothing left behind.
        let library = try context.loadLibrary()
        // Only an existing file is opened before the questions are answered, so that a refused
        // init leaves nothing behind.
        let existingStore = FileManager.default.fileExists(atPath: context.databasePath) ? try context.openStore(createIfMissing: true) : nil
        let existing = try existingStore?.profiles.profile()
        if existing == nil, changes.goal == nil || changes.equipment == nil {
            // Both named at once when both are missing, not one per try.
            let missing = [changes.goal == nil ? "--goal" : nil, changes.equipment == nil ? "--equipment" : nil].compactMap { $0 }
            guard Console.isInteractive else { throw .missingOption(option: missing.joined(separator: ", ")) }
            let prompt = OnboardingPrompt(locale: context.locale)
            if changes.goal == nil { changes.goal = try prompt.choose(Goal.self, question: context.locale.words.cli.initCommand.goalQuestion) { $0.label(context.locale) } }
            if changes.equipment == nil { changes.equipment = try prompt.choose(Equipment.self, question: context.locale.words.cli.initCommand.equipmentQuestion) { $0.label(context.locale) } }
        }
        let store: SQLiteStore
        if let existingStore { store = existingStore } else { store = try context.openStore(createIfMissing: true) }
        // The library goes into the database from the start, so `log` and `plan add-exercise` find its names.
        try store.exercises.saveExercises(library.exercises)
        // The language this init speaks is kept with the profile: `--locale`, or what `LANG` proposed for a new one.
        if localeGiven || existing?.locale == nil { changes.locale = context.locale }
        let saved: Profile
        if let existing {
            saved = changes.applied(to: existing)
            if saved != existing { try store.profiles.saveProfile(saved) }
            context.console.say(context.locale.words.cli.initCommand.allSet)
        } else {
            guard let goal = changes.goal, let equipment = changes.equipment else { throw .missingOption(option: "--goal") }
            saved = changes.applied(to: Profile(goal: goal, equipment: equipment))
            try store.profiles.saveProfile(saved)
            context.console.say(context.locale.words.cli.initCommand.profileDone)
        }
        context.console.say(TextFormatter(locale: context.locale, unit: context.unit).profile(saved))
        context.console.say(context.locale.words.cli.initCommand.nextStep)
    }
}
