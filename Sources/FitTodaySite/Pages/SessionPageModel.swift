import FitTodayDomain
import FitTodayTemplates

/// A logged session's page: its sets under one heading per exercise (those that set a record at the time marked),
/// totals, notes and the plan it followed.
struct SessionPageModel: PageModel {
    static let kind = PageKind("session", nav: .history)

    /// One exercise's sets, in the order the session logged them.
    struct ExerciseGroup: Encodable, Sendable {
        var name: String
        var href: String
        var sets: [SetRow]

        enum CodingKeys: CodingKey, CaseIterable { case name, href, sets }
    }

    struct SetRow: Encodable, Sendable {
        var number: Int
        var reps: Int
        var weight: String
        var rpe: String
        /// The visible record mark (words, not a colour) when the set beat a personal record at the time.
        var record: String?

        enum CodingKeys: CodingKey, CaseIterable { case number, reps, weight, rpe, record }
    }

    var title: String
    var date: String
    var status: String
    var volume: String
    var hasSets: Bool
    var historyHref: String
    var exercises: [ExerciseGroup]
    var duration: Int?
    var intensity: String?
    var notes: String?
    var planTitle: String?
    var planHref: String?
    var planMdHref: String?
    let pageTitle: String

    /// `planListed`: the plan the session followed still exists, so its page can be linked. `records`: the sets
    /// of this session that set a record when they were lifted.
    init(_ session: WorkoutSession, planListed: Bool, records: Set<RecordSet>, context: PageContext) {
        let page = SitePaths.session(session.id ?? 0), locale = context.locale, root = SitePaths.root(of: page)
        let title = session.planTitle.isEmpty ? locale.words.site.sessionPageModelSetRow.session : session.planTitle
        self.title = title
        date = DateText.tableWithTime(session.completedAt, locale)
        status = session.status.label(locale)
        volume = WeightText.volumeNumber(session.volumeKg, context.unit, locale)
        hasSets = !session.sets.isEmpty
        historyHref = SitePaths.link(from: page, to: SitePaths.history)
        var groups: [ExerciseGroup] = []
        // The exercise of each group, searched in order: a session has a handful, and comparing a few ids costs
        // less than hashing every set's id.
        var groupIDs: [String] = []
        let mark = context.word(.recordMark)
        for set in session.sets {
            let record = !records.isEmpty && records.contains(RecordSet(exerciseID: set.exerciseID, setNumber: set.setNumber))
            // A cardio or timed set shows its distance and time beside its load, or where a load would be.
            let parts = [set.weightKg.map { WeightText.format($0, context.unit, locale) }, DistanceText.cardio(set, context.unit, locale)]
            let load = parts.contains { $0 != nil } ? parts.compactMap { $0 }.joined(separator: " · ") : locale.words.site.siteFormat.bodyweight
            let row = SetRow(number: set.setNumber, reps: set.reps, weight: load,
                             rpe: set.rpe.map { RPEText.format($0, locale) } ?? "—", record: record ? mark : nil)
            if let index = groupIDs.firstIndex(of: set.exerciseID) {
                groups[index].sets.append(row)
            } else {
                groupIDs.append(set.exerciseID)
                groups.append(ExerciseGroup(name: set.exerciseName, href: root + SitePaths.exercise(set.exerciseID), sets: [row]))
            }
        }
        exercises = groups
        duration = session.durationMinutes
        intensity = session.intensity?.label(locale)
        notes = session.notes.isEmpty ? nil : session.notes
        if let planID = session.planID, planListed {
            planTitle = session.planTitle.isEmpty ? "#\(planID)" : session.planTitle
            planHref = SitePaths.link(from: page, to: SitePaths.plan(planID))
            planMdHref = SitePaths.link(from: page, to: SitePaths.markdown(SitePaths.plan(planID)))
        }
        pageTitle = "\(title) · \(DateText.table(session.completedAt.date, locale))"
    }

    /// Everything a session page is made from, spelled out, so that an unchanged session is not even modelled
    /// again: with the code stamp and the templates in the page's fingerprint, the same source gives the same page.
    ///
    /// Bytes rather than a String: it is built and hashed for every session of every build, so it is short.
    /// Numbers go in as zigzag LEB128 (weights as their exact bit patterns), strings with their lengths, and a set
    /// of the same exercise as the set before says so in one byte instead of repeating the exercise: every field
    /// delimits itself, so no two sessions spell out the same.
    static func source(_ session: WorkoutSession, planListed: Bool, records: Set<RecordSet>) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(96 + session.sets.count * 24)
        func number(_ value: Int64) {
            var rest = UInt64(bitPattern: (value << 1) ^ (value >> 63))
            while rest >= 0x80 {
                bytes.append(UInt8(truncatingIfNeeded: rest) | 0x80)
                rest >>= 7
            }
            bytes.append(UInt8(rest))
        }
        func text(_ value: String) {
            TemplateValue.appendCanonical(value, to: &bytes)
        }
        func real(_ value: Double?) {
            if let value {
                bytes.append(1)
                number(Int64(bitPattern: value.bitPattern))
            } else {
                bytes.append(0)
            }
        }
        number(session.id ?? 0)
        // A moment is its seconds since the epoch: one number each way, without formatting a date.
        number(Int64(session.completedAt.secondsSinceEpoch))
        if let startedAt = session.startedAt {
            bytes.append(1)
            number(Int64(startedAt.secondsSinceEpoch))
        } else {
            bytes.append(0)
        }
        text(session.status.rawValue)
        number(Int64(session.durationMinutes ?? -1))
        text(session.intensity?.rawValue ?? "")
        number(session.planID ?? 0)
        number(planListed ? 1 : 0)
        text(session.planTitle)
        text(session.notes)
        number(Int64(session.sets.count))
        var previous: LoggedSet?
        for set in session.sets {
            // `==` as the model's grouping compares: sets it shows under one heading may share it here too.
            if let previous, previous.exerciseID == set.exerciseID, previous.exerciseName == set.exerciseName {
                bytes.append(0)
            } else {
                bytes.append(1)
                text(set.exerciseID)
                text(set.exerciseName)
            }
            previous = set
            number(Int64(set.setNumber))
            number(Int64(set.reps))
            real(set.weightKg)
            real(set.rpe)
            text(set.kind.rawValue)
            // Only on a set that has them, so that every other page's fingerprint is as before they existed.
            if set.durationSeconds != nil || set.distanceMeters != nil {
                bytes.append(2)
                number(Int64(set.durationSeconds ?? -1))
                real(set.distanceMeters)
            }
            number(!records.isEmpty && records.contains(RecordSet(exerciseID: set.exerciseID, setNumber: set.setNumber)) ? 1 : 0)
        }
        return bytes
    }

    enum CodingKeys: CodingKey, CaseIterable {
        case title, date, status, volume, hasSets, historyHref, exercises, duration, intensity, notes, planTitle, planHref, planMdHref
    }
}

extension SessionPageModel {
    /// A set of one session that set a record: its exercise and set number.
    struct RecordSet: Hashable, Sendable {
        var exerciseID: String
        var setNumber: Int
    }

    /// The sets of session `id` that set a record at the time, from every exercise's progress.
    static func records(ofSession id: Int64, in session: WorkoutSession, progress: [String: ExerciseProgress]) -> Set<RecordSet> {
        var found = Set<RecordSet>()
        // Sets of one exercise follow each other: its progress is looked up once per run of them, not per set.
        var exerciseID: String?, recordSets: Set<ExerciseProgress.SetReference>?
        for set in session.sets {
            if set.exerciseID != exerciseID {
                exerciseID = set.exerciseID
                recordSets = progress[set.exerciseID]?.recordSets
            }
            if let recordSets, !recordSets.isEmpty, recordSets.contains(.init(sessionID: id, setNumber: set.setNumber)) {
                found.insert(RecordSet(exerciseID: set.exerciseID, setNumber: set.setNumber))
            }
        }
        return found
    }
}

extension SessionPageModel: TemplateRepresentable {
    static let templateNames = TemplateNames(CodingKeys.self)

    func fillTemplate(_ fields: inout TemplateFields<CodingKeys>) {
        fields.add(.title, title)
        fields.add(.date, date)
        fields.add(.status, status)
        fields.add(.volume, volume)
        fields.add(.hasSets, hasSets)
        fields.add(.historyHref, historyHref)
        fields.add(.exercises, exercises)
        fields.add(.duration, duration)
        fields.add(.intensity, intensity)
        fields.add(.notes, notes)
        fields.add(.planTitle, planTitle)
        fields.add(.planHref, planHref)
        fields.add(.planMdHref, planMdHref)
    }
}

extension SessionPageModel.ExerciseGroup: TemplateRepresentable {
    static let templateNames = TemplateNames(CodingKeys.self)

    func fillTemplate(_ fields: inout TemplateFields<CodingKeys>) {
        fields.add(.name, name)
        fields.add(.href, href)
        fields.add(.sets, sets)
    }
}

extension SessionPageModel.SetRow: TemplateRepresentable {
    static let templateNames = TemplateNames(CodingKeys.self)

    func fillTemplate(_ fields: inout TemplateFields<CodingKeys>) {
        fields.add(.number, number)
        fields.add(.reps, reps)
        fields.add(.weight, weight)
        fields.add(.rpe, rpe)
        fields.add(.record, record)
    }
}
