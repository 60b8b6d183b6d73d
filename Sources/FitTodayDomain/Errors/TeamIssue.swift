/// What is wrong with a team or a team command (`fittoday team …`, `--athlete`), said with what to do.
public enum TeamIssue: Equatable, Sendable {
    /// The folder holds no `team.toml`.
    case notATeam(folder: String)
    /// `team init` in a folder that already is a team.
    case alreadyATeam(folder: String)
    /// An id with other characters than lowercase letters, digits and hyphens.
    case invalidID(String)
    /// `me` and `rejected` name parts of a team's inbox (`<prefix>/me/`, `<prefix>/rejected/`), never an athlete.
    case reservedID(String)
    case athleteMissing(id: String)
    case athleteExists(id: String)
    /// `team add --from DIR`: the folder is missing or holds no FitToday database.
    case notAnAthleteFolder(folder: String)
    /// `team assign` named no athlete (neither `--athlete` nor `--all`), or the team has none.
    case noAthletes
    /// `team assign`: lifts with neither a value given nor any history to start from, each "Athlete: Lift (--option)";
    /// nothing was assigned. `example` is the first one as the option to give it ("--start \"ana:Lift=LOAD\"").
    case liftsWithoutStart([String], example: String)
    /// A value of `team assign` not prefixed by a known athlete (`--tm "ana:Lift=100"`).
    case unprefixedValue(option: String, value: String)
    /// `team build`: these athletes' sites were not built (each with its sentence); the others were published.
    case athletesNotBuilt([String])
    /// `--shard` that is neither I/N nor `auto` with a batch engine's variables.
    case invalidShard(String)
}
