import ArgumentParser
import FitTodayData
import FitTodayDomain
import FitTodaySystem
import Foundation

/// `fittoday team add ID --name NAME [profile options]` or `team add ID --from DIR`: a new athlete, with a FitToday
/// folder of their own under `athletes/ID/`.
struct TeamAddCommand: TeamSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "add", abstract: HelpLanguage.words.teamAdd.abstract, discussion: HelpLanguage.reflowed(HelpLanguage.words.teamAdd.discussion)
    )

    @Argument(help: ArgumentHelp(HelpLanguage.words.teamAdd.id))
    var id: String

    @Option(help: ArgumentHelp(HelpLanguage.words.teamAdd.name))
    var name: String?

    @Option(help: ArgumentHelp(HelpLanguage.words.teamAdd.from))
    var from: String?

    @Option(help: ArgumentHelp(HelpLanguage.words.teamAdd.date))
    var date: String?

    @OptionGroup var profile: ProfileOptions
    @OptionGroup var options: TeamOptions

    func execute(_ team: TeamContext) async throws {
        let athlete = try AthleteID.parse(id)
        // The inbox's own folders: an athlete by these names would post where refused logs go, or as the person alone.
        guard !["me", "rejected"].contains(athlete.value) else { throw FitTodayError.team(.reservedID(athlete.value)) }
        let folder = team.folder.athleteFolder(athlete)
        guard FileKind.of(folder.path) == .absent else { throw FitTodayError.team(.athleteExists(id: athlete.value)) }
        let added = try ArgumentValues.day(date)
        let name = (self.name?.trimmingCharacters(in: .whitespaces)).flatMap { $0.isEmpty ? nil : $0 } ?? athlete.value
        let card = AthleteCard(name: name, added: added)
        if let from {
            try adopt(URL(fileURLWithPath: from), into: folder, card: card)
        } else {
            try create(folder, card: card, team: team)
        }
        team.console.say(team.locale.words.cli.team.added(name: name, id: athlete.value, folder: folder.path))
    }

    /// Takes in a FitToday folder whole (its database, settings and anything else), copied: the original stays.
    private func adopt(_ source: URL, into folder: URL, card: AthleteCard) throws(FitTodayError) {
        let database = source.appendingPathComponent("fittoday.sqlite")
        guard FileKind.of(source.path, following: true) == .directory, FileKind.of(database.path, following: true) == .regular,
              SQLiteStore.storedRevision(ofDatabaseAt: database.path) != nil || (try? SQLiteStore.open(at: database.path, readOnly: true)) != nil else {
            throw .team(.notAnAthleteFolder(folder: source.path))
        }
        let staging = folder.deletingLastPathComponent().appendingPathComponent(".\(folder.lastPathComponent).adding")
        try? FileManager.default.removeItem(at: staging)
        do {
            try FileManager.default.createDirectory(at: folder.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: source, to: staging)
        } catch {
            try? FileManager.default.removeItem(at: staging)
            throw .cannotWrite
        }
        try TeamFolder.write(Array(card.text.utf8), to: staging.appendingPathComponent(AthleteCard.fileName).path)
        // One rename: the athlete is on the roster whole, or not at all.
        guard rename(staging.path, folder.path) == 0 else {
            try? FileManager.default.removeItem(at: staging)
            throw .cannotWrite
        }
    }

    /// A new folder with a profile, as `init` makes one; in the team's language and unit unless told.
    private func create(_ folder: URL, card: AthleteCard, team: TeamContext) throws(FitTodayError) {
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw .cannotWrite
        }
        do {
            let global = team.athleteOptions(locale: options.style.locale ?? team.team.locale.rawValue)
            var profile = self.profile
            if profile.units == nil { profile.units = team.team.unit.rawValue }
            let context = try CommandContext(athleteFolder: folder, options: global)
            try InitCommand.initialize(profile, localeGiven: true, context: context)
            try TeamFolder.write(Array(card.text.utf8), to: folder.appendingPathComponent(AthleteCard.fileName).path)
        } catch {
            // A refused profile leaves no half-made athlete on the roster.
            try? FileManager.default.removeItem(at: folder)
            throw error
        }
    }
}
