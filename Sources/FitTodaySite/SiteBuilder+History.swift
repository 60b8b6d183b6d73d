import FitTodayDomain

extension SiteBuilder {
    static func renderHistoryPage(_ run: SiteBuildRun, number: Int, pages: Int, sessions: [SessionSummary], total: Int) throws(FitTodayError) {
        let page = SitePaths.historyPage(number), locale = run.locale
        var model: [String: Any] = [
            "page": number, "pages": pages, "total": "\(total) \(locale.pick("treinos", "sessions"))",
            "hasSessions": !sessions.isEmpty,
            "sessions": sessions.map { summary -> [String: Any] in
                var row: [String: Any] = [
                    "date": SiteFormat.dateTime(summary.completedAt, locale), "planTitle": summary.planTitle,
                    "status": summary.status.label(locale), "statusSlug": summary.status.rawValue,
                    "volume": SiteFormat.whole(summary.volumeKg, locale),
                    "href": SitePaths.link(from: page, to: SitePaths.session(summary.id)),
                    "mdHref": SitePaths.link(from: page, to: SitePaths.markdown(SitePaths.session(summary.id))),
                ]
                if let minutes = summary.durationMinutes { row["duration"] = minutes }
                return row
            },
        ]
        if pages > 1 { model["pager"] = pager(current: number, pages: pages, from: page) }
        if number == 1 { model["figures"] = figures(run.data.figures, locale: locale, title: run.strings["volumeChart"] ?? "") }
        let title = number == 1 ? run.strings["history"]! : "\(run.strings["history"]!) · \(run.strings["page"]!) \(number)"
        try run.page(page, kind: "history", title: title, nav: "navHistory", model: model)
    }

    /// Numbered pager: first, last and two either side of the current page, with gaps between.
    static func pager(current: Int, pages: Int, from page: String) -> [String: Any] {
        func entry(_ number: Int) -> [String: Any] {
            [
                "number": number, "current": number == current,
                "href": SitePaths.link(from: page, to: SitePaths.historyPage(number)),
                "mdHref": SitePaths.link(from: page, to: SitePaths.markdown(SitePaths.historyPage(number))),
            ]
        }
        var shown = Set([1, pages]).union(max(1, current - 2)...min(pages, current + 2))
        if pages <= 9 { shown = Set(1...pages) }
        var entries: [[String: Any]] = []
        var previous = 0
        for number in shown.sorted() {
            if number > previous + 1 { entries.append(["gap": true]) }
            entries.append(entry(number))
            previous = number
        }
        var model: [String: Any] = ["pages": entries]
        if current > 1 { model["previous"] = entry(current - 1) }
        if current < pages { model["next"] = entry(current + 1) }
        return model
    }

    static func figures(_ figures: SummaryFigures, locale: AppLocale, title: String) -> [String: Any] {
        let groups = VolumeChart.groupsCharted(figures)
        return [
            "thisWeek": figures.sessionsThisWeek, "thisMonth": figures.sessionsThisMonth, "streak": figures.streakDays,
            "chartSVG": VolumeChart.svg(figures: figures, locale: locale, title: title),
            "weekLabels": figures.weeks.map(VolumeChart.weekLabel),
            "chartRows": groups.map { group -> [String: Any] in
                [
                    "group": group?.label(locale) ?? locale.pick("Sem grupo", "No group"),
                    "values": figures.weeks.map { week in
                        SiteFormat.whole(figures.weeklyVolume.first { $0.weekStart == week && $0.muscleGroup == group }?.volumeKg ?? 0, locale)
                    },
                ]
            },
        ]
    }

    /// Everything a session page shows, spelled out, so that an unchanged session is not even modelled again.
    static func sessionSource(_ session: WorkoutSession, planListed: Bool) -> String {
        var text = "\(session.id ?? 0)|\(session.completedAt)|\(session.startedAt?.description ?? "")|\(session.status.rawValue)|"
        text += "\(session.durationMinutes ?? -1)|\(session.intensity?.rawValue ?? "")|\(session.planID ?? 0)|\(planListed)|"
        text += "\(session.planTitle.utf8.count):\(session.planTitle)|\(session.notes.utf8.count):\(session.notes)|"
        for set in session.sets {
            text += "\(set.exerciseID.utf8.count):\(set.exerciseID)|\(set.exerciseName.utf8.count):\(set.exerciseName)|"
            text += "\(set.setNumber)|\(set.reps)|\(set.weightKg.map { "\($0)" } ?? "-")|\(set.rpe.map { "\($0)" } ?? "-");"
        }
        return text
    }

    static func renderSessionPage(_ run: SiteBuildRun, _ session: WorkoutSession) throws(FitTodayError) {
        guard let id = session.id else { return }
        let planListed = session.planID.map { planID in run.data.plans.contains { $0.id == planID } } ?? false
        try run.page(SitePaths.session(id), kind: "session", nav: "navHistory", source: sessionSource(session, planListed: planListed)) {
            sessionModel(run, session, planListed: planListed)
        }
    }

    /// Bump ``SiteBuildRun/renderVersion`` when this changes: carried-over pages are matched on ``sessionSource``.
    static func sessionModel(_ run: SiteBuildRun, _ session: WorkoutSession, planListed: Bool) -> (title: String, model: [String: Any]) {
        let page = SitePaths.session(session.id ?? 0), locale = run.locale
        let title = session.planTitle.isEmpty ? locale.pick("Treino", "Session") : session.planTitle
        var model: [String: Any] = [
            "title": title, "date": SiteFormat.dateTime(session.completedAt, locale), "status": session.status.label(locale),
            "volume": SiteFormat.whole(session.volumeKg, locale), "hasSets": !session.sets.isEmpty,
            "historyHref": SitePaths.link(from: page, to: SitePaths.history),
            "sets": session.sets.map { set -> [String: Any] in
                [
                    "name": set.exerciseName, "number": set.setNumber, "reps": set.reps, "weight": SiteFormat.weight(set, locale),
                    "rpe": set.rpe.map { SiteFormat.kilograms($0, locale) } ?? "—",
                    "href": SitePaths.link(from: page, to: SitePaths.exercise(set.exerciseID)),
                ]
            },
        ]
        if let minutes = session.durationMinutes { model["duration"] = minutes }
        if let intensity = session.intensity { model["intensity"] = intensity.label(locale) }
        if !session.notes.isEmpty { model["notes"] = session.notes }
        if let planID = session.planID, planListed {
            model["planTitle"] = session.planTitle.isEmpty ? "#\(planID)" : session.planTitle
            model["planHref"] = SitePaths.link(from: page, to: SitePaths.plan(planID))
            model["planMdHref"] = SitePaths.link(from: page, to: SitePaths.markdown(SitePaths.plan(planID)))
        }
        return ("\(title) · \(SiteFormat.date(session.completedAt.date, locale))", model)
    }
}
