import FitTodayData
import FitTodayDomain

extension UseCases {
    /// The use case behind `program`, `plan generate`, `plan show`, `log` and the site.
    func followProgram(store: SQLiteStore, catalogue: [Program]? = nil) throws(FitTodayError) -> FollowProgram {
        let exercises = try store.exercises.exercises()
        let programs: [Program]
        if let catalogue { programs = catalogue } else { programs = try context.programCatalogue(store: store) }
        return FollowProgram(
            programs: store.programs, performances: store.performance, catalogue: programs,
            exercises: Dictionary(exercises.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first }),
            settings: context.configuration.loads, locale: context.locale
        )
    }

    /// The program being followed, its history folded once; nil (and nothing loaded) when none is.
    /// - Parameter loadingLibrary: false where the command has just saved the library into `store` itself.
    /// - Parameter wholeCatalogue: true where the other programs are needed too (their pages,
    ///   ``FollowedProgram/overviews()``); otherwise only the followed program's file is read, which was half of
    ///   `plan generate` and `log`.
    func followedProgram(store: SQLiteStore, loadingLibrary: Bool = true, wholeCatalogue: Bool = false) throws(FitTodayError) -> FollowedProgram? {
        guard let run = try store.programs.activeProgramRun() else { return nil }
        if loadingLibrary { _ = try context.loadLibrary(into: store) }
        let follow = try followProgram(store: store, catalogue: try context.programCatalogue(store: store, only: wholeCatalogue ? nil : run.programID))
        return FollowedProgram(follow: follow, standing: try follow.standing())
    }
}
