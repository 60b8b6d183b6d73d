import FitTodayDomain

/// A logged session's page: its sets, totals, notes and the plan it followed.
struct SessionPageModel: PageModel {
    static let kind = PageKind.session

    struct SetRow: Encodable, Sendable {
        var name: String
        var number: Int
        var reps: Int
        var weight: String
        var rpe: String
        var href: String
    }

    var title: String
    var date: String
    var status: String
    var volume: String
    var hasSets: Bool
    var historyHref: String
    var sets: [SetRow]
    var duration: Int?
    var intensity: String?
    var notes: String?
    var planTitle: String?
    var planHref: String?
    var planMdHref: String?
    let pageTitle: String

    /// `planListed`: the plan the session followed still exists, so its page can be linked.
    init(_ session: WorkoutSession, planListed: Bool, context: PageContext) {
        let page = SitePaths.session(session.id ?? 0), locale = context.locale, root = SitePaths.root(of: page)
        let title = session.planTitle.isEmpty ? locale.words.site.sessionPageModelSetRow.session : session.planTitle
        self.title = title
        date = SiteFormat.dateTime(session.completedAt, locale)
        status = session.status.label(locale)
        volume = SiteFormat.whole(session.volumeKg, locale)
        hasSets = !session.sets.isEmpty
        historyHref = SitePaths.link(from: page, to: SitePaths.history)
        sets = session.sets.map { set in
            SetRow(name: set.exerciseName, number: set.setNumber, reps: set.reps, weight: SiteFormat.weight(set, locale),
                   rpe: set.rpe.map { SiteFormat.kilograms($0, locale) } ?? "—", href: root + SitePaths.exercise(set.exerciseID))
        }
        duration = session.durationMinutes
        intensity = session.intensity?.label(locale)
        notes = session.notes.isEmpty ? nil : session.notes
        if let planID = session.planID, planListed {
            planTitle = session.planTitle.isEmpty ? "#\(planID)" : session.planTitle
            planHref = SitePaths.link(from: page, to: SitePaths.plan(planID))
            planMdHref = SitePaths.link(from: page, to: SitePaths.markdown(SitePaths.plan(planID)))
        }
        pageTitle = "\(title) · \(SiteFormat.date(session.completedAt.date, locale))"
    }

    /// Everything a session page is made from, spelled out, so that an unchanged session is not even modelled
    /// again: with the code stamp and the templates in the page's fingerprint, the same source gives the same page.
    ///
    /// Bytes rather than a String: it is built for every session of every build. Weights go in as their exact
    /// bit patterns, strings with their lengths, so that no two sessions spell out the same.
    static func source(_ session: WorkoutSession, planListed: Bool) -> [UInt8] {
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

    private enum CodingKeys: CodingKey {
        case title, date, status, volume, hasSets, historyHref, sets, duration, intensity, notes, planTitle, planHref, planMdHref
    }
}
