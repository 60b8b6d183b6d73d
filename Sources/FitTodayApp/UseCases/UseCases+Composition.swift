import FitTodayData
import FitTodayDomain

extension UseCases {
    /// What ``TodaysPlan`` composes with: opens the database for writing and loads the library only when a plan
    /// is composed, then composes (by AI when enabled and allowed, else locally) and stores it; nil without a profile.
    func planComposer(now: LocalDateTime) -> TodaysPlan.Compose {
        let useCases = self, context = context
        return { checkIn, fresh throws(FitTodayError) in
            let store = try context.openStore()
            guard let profile = try store.profiles.profile() else { return nil }
            let library = try context.loadLibrary(into: store)
            let compose = ComposeTodaysPlan(plans: store.plans, entitlements: store.entitlements, ai: context.aiComposer(), locale: context.locale)
            return try await compose(try useCases.compositionRequest(profile: profile, checkIn: checkIn, library: library, store: store), now: now, fresh: fresh)
        }
    }

    /// What a day is composed from: the profile, the check-in (the week decides the session when none was recorded
    /// for the day, or the one recorded gave no focus), the library, the last seven days of sessions and plans, and
    /// the weekly sets target.
    func compositionRequest(profile: Profile, checkIn: CheckIn, library: ExerciseLibrary, store: SQLiteStore) throws(FitTodayError) -> CompositionRequest {
        CompositionRequest(
            profile: profile, checkIn: checkIn, library: library,
            recentDays: try store.performance.recentTraining(before: checkIn.date, days: 7),
            focusChosen: try store.checkIns.checkIn(on: checkIn.date)?.givenFocus != nil,
            weeklySetsTarget: context.configuration.training.weeklySets
        )
    }
}
