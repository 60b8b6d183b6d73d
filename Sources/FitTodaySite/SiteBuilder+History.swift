import FitTodayDomain

extension SiteBuilder {
    static func renderHistoryPage(_ run: SiteBuildRun, number: Int, pages: Int, sessions: [SessionSummary], total: Int) throws(FitTodayError) {
        let page = SitePaths.historyPage(number), locale = run.locale
        var model: TemplateObject = [
            "page": .int(number), "pages": .int(pages), "total": "\(total) \(locale.pick("treinos", "sessions"))",
            "hasSessions": .bool(!sessions.isEmpty),
            "sessions": .list(sessions.map { summary -> TemplateValue in
                var row: TemplateObject = [
                    "date": .string(SiteFormat.dateTime(summary.completedAt, locale)), "planTitle": .string(summary.planTitle),
                    "status": .string(summary.status.label(locale)), "statusSlug": .string(summary.status.rawValue),
                    "volume": .string(SiteFormat.whole(summary.volumeKg, locale)),
                    "href": .string(SitePaths.link(from: page, to: SitePaths.session(summary.id))),
                    "mdHref": .string(SitePaths.link(from: page, to: SitePaths.markdown(SitePaths.session(summary.id)))),
                ]
                if let minutes = summary.durationMinutes { row["duration"] = .int(minutes) }
                return .object(row)
            }),
        ]
        if pages > 1 { model["pager"] = .object(pager(current: number, pages: pages, from: page)) }
        if number == 1 {
            model["figures"] = .object(figures(
                run.data.figures, today: run.options.today, target: run.options.weeklySetsTarget, locale: locale, title: run.strings["setsChart"] ?? ""
            ))
        }
        let title = number == 1 ? run.strings["history"]! : "\(run.strings["history"]!) · \(run.strings["page"]!) \(number)"
        try run.page(page, kind: "history", title: title, nav: "navHistory", model: model)
    }

    /// Numbered pager: first, last and two either side of the current page, with gaps between.
    static func pager(current: Int, pages: Int, from page: String) -> TemplateObject {
        func entry(_ number: Int) -> TemplateValue {
            [
                "number": .int(number), "current": .bool(number == current),
                "href": .string(SitePaths.link(from: page, to: SitePaths.historyPage(number))),
                "mdHref": .string(SitePaths.link(from: page, to: SitePaths.markdown(SitePaths.historyPage(number)))),
            ]
        }
        var shown = Set([1, pages]).union(max(1, current - 2)...min(pages, current + 2))
        if pages <= 9 { shown = Set(1...pages) }
        var entries: [TemplateValue] = []
        var previous = 0
        for number in shown.sorted() {
            if number > previous + 1 { entries.append(["gap": true]) }
            entries.append(entry(number))
            previous = number
        }
        var model: TemplateObject = ["pages": .list(entries)]
        if current > 1 { model["previous"] = entry(current - 1) }
        if current < pages { model["next"] = entry(current + 1) }
        return model
    }

    static func figures(_ figures: SummaryFigures, today: LocalDate, target: ClosedRange<Int>, locale: AppLocale, title: String) -> TemplateObject {
        var volumeGroups: [MuscleGroup?] = MuscleGroup.allCases.filter { group in figures.weeklyVolume.contains { $0.muscleGroup == group && $0.volumeKg > 0 } }
        if figures.weeklyVolume.contains(where: { $0.muscleGroup == nil && $0.volumeKg > 0 }) { volumeGroups.append(nil) }
        return [
            "thisWeek": .string(locale.pick("\(figures.sessionsThisWeek) de \(figures.weeklyFrequency)", "\(figures.sessionsThisWeek) of \(figures.weeklyFrequency)")),
            "thisMonth": .int(figures.sessionsThisMonth),
            "weeksInARow": .int(figures.weeksInARowMeetingFrequency(today: today)),
            "chartSVG": .string(WeeklySetsChart.svg(figures: figures, target: target, locale: locale, title: title)),
            "weekLabels": TemplateValue(figures.weeks.map(WeeklySetsChart.weekLabel)),
            "setRows": .list(WeeklySetsChart.groupsCharted(figures).map { group -> TemplateValue in
                ["group": .string(group.label(locale)), "values": TemplateValue(figures.weeks.map { String(WeeklySetsChart.sets(figures, group, $0)) })]
            }),
            "hasVolume": .bool(!volumeGroups.isEmpty),
            "volumeRows": .list(volumeGroups.map { group -> TemplateValue in
                [
                    "group": .string(group?.label(locale) ?? locale.pick("Sem grupo", "No group")),
                    "values": TemplateValue(figures.weeks.map { week in
                        SiteFormat.whole(figures.weeklyVolume.first { $0.weekStart == week && $0.muscleGroup == group }?.volumeKg ?? 0, locale)
                    }),
                ]
            }),
        ]
    }

    /// Everything a session page shows, spelled out, so that an unchanged session is not even modelled again.
    ///
    /// Bytes rather than a String: it is built for every session of every build. Weights go in as their exact
    /// bit patterns, strings with their lengths, so that no two sessions spell out the same.
    static func sessionSource(_ session: WorkoutSession, planListed: Bool) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(128 + session.sets.count * 48)
        func number(_ value: Int64) {
            bytes.append(contentsOf: String(value).utf8)
            bytes.append(UInt8(ascii: "|"))
        }
        func text(_ value: String) {
            number(Int64(value.utf8.count))
            bytes.append(contentsOf: value.utf8)
        }
        func real(_ value: Double?) {
            if let value { number(Int64(bitPattern: value.bitPattern)) } else { bytes.append(UInt8(ascii: "-")) }
        }
        number(session.id ?? 0)
        text(session.completedAt.description)
        text(session.startedAt?.description ?? "")
        text(session.status.rawValue)
        number(Int64(session.durationMinutes ?? -1))
        text(session.intensity?.rawValue ?? "")
        number(session.planID ?? 0)
        number(planListed ? 1 : 0)
        text(session.planTitle)
        text(session.notes)
        for set in session.sets {
            text(set.exerciseID)
            text(set.exerciseName)
            number(Int64(set.setNumber))
            number(Int64(set.reps))
            real(set.weightKg)
            real(set.rpe)
        }
        return bytes
    }

    static func renderSessionPage(_ run: SiteBuildRun, _ session: WorkoutSession) throws(FitTodayError) {
        guard let id = session.id else { return }
        let planListed = session.planID.map { planID in run.data.plans.contains { $0.id == planID } } ?? false
        try run.page(SitePaths.session(id), kind: "session", nav: "navHistory", source: sessionSource(session, planListed: planListed)) {
            sessionModel(run, session, planListed: planListed)
        }
    }

    /// Bump ``SiteBuildRun/renderVersion`` when this changes: carried-over pages are matched on ``sessionSource``.
    static func sessionModel(_ run: SiteBuildRun, _ session: WorkoutSession, planListed: Bool) -> (title: String, model: TemplateObject) {
        let page = SitePaths.session(session.id ?? 0), locale = run.locale, root = SitePaths.root(of: page)
        let title = session.planTitle.isEmpty ? locale.pick("Treino", "Session") : session.planTitle
        var model: TemplateObject = [
            "title": .string(title), "date": .string(SiteFormat.dateTime(session.completedAt, locale)),
            "status": .string(session.status.label(locale)), "volume": .string(SiteFormat.whole(session.volumeKg, locale)),
            "hasSets": .bool(!session.sets.isEmpty), "historyHref": .string(SitePaths.link(from: page, to: SitePaths.history)),
            "sets": .list(session.sets.map { set -> TemplateValue in
                [
                    "name": .string(set.exerciseName), "number": .int(set.setNumber), "reps": .int(set.reps),
                    "weight": .string(SiteFormat.weight(set, locale)), "rpe": .string(set.rpe.map { SiteFormat.kilograms($0, locale) } ?? "—"),
                    "href": .string(root + SitePaths.exercise(set.exerciseID)),
                ]
            }),
        ]
        if let minutes = session.durationMinutes { model["duration"] = .int(minutes) }
        if let intensity = session.intensity { model["intensity"] = .string(intensity.label(locale)) }
        if !session.notes.isEmpty { model["notes"] = .string(session.notes) }
        if let planID = session.planID, planListed {
            model["planTitle"] = .string(session.planTitle.isEmpty ? "#\(planID)" : session.planTitle)
            model["planHref"] = .string(SitePaths.link(from: page, to: SitePaths.plan(planID)))
            model["planMdHref"] = .string(SitePaths.link(from: page, to: SitePaths.markdown(SitePaths.plan(planID))))
        }
        return ("\(title) · \(SiteFormat.date(session.completedAt.date, locale))", model)
    }
}
