import FitTodayTemplates
import FitTodayDomain

/// An exercise's page: images (or an illustration), instructions, its progress and records, and where it was logged.
struct ExercisePageModel: PageModel {
    static let kind = PageKind("exercise", nav: .library)

    struct Log: Encodable, Sendable {
        var sessionCount: Int
        var entries: [Entry]

        enum CodingKeys: CodingKey, CaseIterable { case sessionCount, entries }
    }

    struct Entry: Encodable, Sendable {
        var date: String
        var sets: String
        var lastWeight: String
        var href: String
        var mdHref: String

        enum CodingKeys: CodingKey, CaseIterable { case date, sets, lastWeight, href, mdHref }
    }

    /// The best estimated one-rep max per session (a chart from two sessions on, always with its table) and the
    /// personal records, each with its date and session.
    struct Progress: Encodable, Sendable {
        var chartSVG: String?
        /// Per session, or per month for a long history.
        var title: String
        var hasPoints: Bool
        var points: [Point]
        var records: [Record]

        enum CodingKeys: CodingKey, CaseIterable { case chartSVG, title, hasPoints, points, records }
    }

    struct Point: Encodable, Sendable {
        var date: String
        var estimate: String
        var href: String
        var mdHref: String

        enum CodingKeys: CodingKey, CaseIterable { case date, estimate, href, mdHref }
    }

    struct Record: Encodable, Sendable {
        var label: String
        var value: String
        var date: String
        var href: String
        var mdHref: String

        enum CodingKeys: CodingKey, CaseIterable { case label, value, date, href, mdHref }
    }

    /// An alternative (``ExerciseAlternatives``, by pattern, role and implement alone), linking its page.
    struct Alternative: Encodable, Sendable {
        var name: String
        var implement: String
        var href: String
        var mdHref: String

        enum CodingKeys: CodingKey, CaseIterable { case name, implement, href, mdHref }
    }

    /// Sessions charted one by one; beyond this, the best session of each month.
    static let maxSessionPoints = 120

    var name: String
    var equipment: String
    var implement: String?
    var level: String
    var images: [ImageRef]
    var placeholder: String?
    var group: String?
    var groupHref: String?
    var instructions: String?
    var instructionsHTML: String?
    /// The instructions for the Markdown twin: headings and lists kept, links, images and HTML made inert.
    var instructionsMarkdown: String?
    var log: Log?
    var progress: Progress?
    var hasAlternatives: Bool
    var alternatives: [Alternative]
    /// Why there are none, when there are none.
    var alternativesNote: String?

    enum CodingKeys: CodingKey, CaseIterable {
        case name, equipment, implement, level, images, placeholder, group, groupHref, instructions, instructionsHTML, instructionsMarkdown, log,
             progress, hasAlternatives, alternatives, alternativesNote
    }

    /// - Parameter alternatives: the exercise's alternatives by the library's rule (no profile, soreness or plan), so
    ///   that the page does not change with every check-in.
    init(_ exercise: Exercise, log: ExerciseLog?, progress: ExerciseProgress?, alternatives: AlternativesOffer, context: PageContext) {
        let page = SitePaths.exercise(exercise.id), locale = context.locale, images = context.images
        name = exercise.name
        equipment = exercise.equipment?.label(locale) ?? locale.notInformed
        implement = exercise.implement?.label(locale)
        hasAlternatives = !alternatives.exercises.isEmpty
        self.alternatives = alternatives.exercises.map { other in
            Alternative(
                name: other.name, implement: other.implement?.label(locale) ?? locale.notInformed,
                href: SitePaths.link(from: page, to: SitePaths.exercise(other.id)),
                mdHref: SitePaths.link(from: page, to: SitePaths.markdown(SitePaths.exercise(other.id)))
            )
        }
        alternativesNote = alternatives.gap?.sentence(locale)
        level = exercise.level?.label(locale) ?? locale.notInformed
        self.images = exercise.images.enumerated().compactMap { index, path in
            context.picture(path, place: .page, from: page, alt: "\(exercise.name) (\(index + 1))")
        }
        if exercise.images.allSatisfy({ images[$0] == nil }) {
            placeholder = MuscleGroupPlaceholder.svg(group: exercise.muscleGroup, exerciseName: exercise.name, locale: locale)
        }
        group = exercise.muscleGroup?.label(locale) ?? locale.notInformed
        groupHref = SitePaths.link(from: page, to: SitePaths.libraryGroup(LibraryGroups.slug(exercise.muscleGroup)))
        if !exercise.instructions.isEmpty {
            // Under the page's second-level "Instructions" heading.
            let text = MarkdownOutline.nested(exercise.instructions, below: 2)
            instructions = text
            instructionsHTML = context.markdown.html(text)
            instructionsMarkdown = SafeMarkdown.neutralizingLinks(text)
        }
        if let log, log.sessionCount > 0 {
            self.log = Log(sessionCount: log.sessionCount, entries: log.recent.map { entry in
                Entry(
                    date: DateText.tableWithTime(entry.completedAt, locale),
                    sets: entry.sets.map { set in set.weightKg.map { "\(set.reps)×\(WeightText.number($0, context.unit, locale))" } ?? "\(set.reps)" }
                        .joined(separator: ", "),
                    lastWeight: entry.lastWeightKg.map { WeightText.format($0, context.unit, locale) } ?? context.word(.bodyweight),
                    href: SitePaths.link(from: page, to: SitePaths.session(entry.sessionID)),
                    mdHref: SitePaths.link(from: page, to: SitePaths.markdown(SitePaths.session(entry.sessionID)))
                )
            })
        }
        if let progress { self.progress = Self.progress(progress, page: page, context: context) }
    }

    /// Nil when no session has a weighted working set.
    private static func progress(_ progress: ExerciseProgress, page: String, context: PageContext) -> Progress? {
        let locale = context.locale, unit = context.unit
        func lifted(_ value: Double) -> String { WeightText.format(value, unit, locale) }
        func estimated(_ value: Double) -> String { WeightText.estimate(value, unit, locale) }
        func links(_ sessionID: Int64) -> (String, String) {
            let target = SitePaths.session(sessionID)
            return (SitePaths.link(from: page, to: target), SitePaths.link(from: page, to: SitePaths.markdown(target)))
        }
        func record(_ label: String, _ record: ExerciseProgress.Record?, value: (Double) -> String) -> Record? {
            guard let record else { return nil }
            let (href, mdHref) = links(record.sessionID)
            return Record(label: label, value: value(record.value), date: DateText.table(record.date, locale), href: href, mdHref: mdHref)
        }
        var records = ExerciseProgress.repTargets.compactMap { reps in
            record("\(context.word(.heaviestFor)) \(reps) \(context.word(reps == 1 ? .repOne : .repMany))", progress.heaviestAtReps[reps],
                   value: lifted)
        }
        records += [
            record(context.word(.bestEstimate), progress.bestEstimate, value: estimated),
            record(context.word(.bestSessionVolume, unit: unit), progress.bestSessionVolume) { WeightText.volume($0, unit, locale) },
        ].compactMap { $0 }
        guard !records.isEmpty || !progress.points.isEmpty else { return nil }
        // A long history is charted and tabled by its best session of each month, so the page stays small.
        let monthly = progress.points.count > Self.maxSessionPoints
        let shown = monthly ? EstimatedMaxChart.bestPerMonth(progress.points) : progress.points
        let title = context.word(monthly ? .progressChartMonthly : .progressChart)
        let points = shown.map { point in
            let (href, mdHref) = links(point.sessionID)
            return Point(date: DateText.table(point.date, locale), estimate: estimated(point.estimatedOneRepMaxKg), href: href, mdHref: mdHref)
        }
        var chart: String?
        if let first = progress.points.first, let last = progress.points.last, progress.points.count >= 2 {
            let best = progress.points.map(\.estimatedOneRepMaxKg).max() ?? last.estimatedOneRepMaxKg
            let description = locale.words.site.exercisePageModelRecord.description(pointsCount: progress.points.count, kilograms: estimated(first.estimatedOneRepMaxKg), date: DateText.table(first.date, locale), lastKilograms: estimated(last.estimatedOneRepMaxKg), dateDate: DateText.table(last.date, locale), kilogramsKilograms: estimated(best))
            chart = EstimatedMaxChart.svg(points: shown, locale: locale, unit: unit, title: title, description: description)
        }
        return Progress(chartSVG: chart, title: title, hasPoints: !points.isEmpty, points: points, records: records)
    }
}

extension ExercisePageModel: TemplateRepresentable {
    static let templateNames = TemplateNames(CodingKeys.self)

    func fillTemplate(_ fields: inout TemplateFields<CodingKeys>) {
        fields.add(.name, name)
        fields.add(.equipment, equipment)
        fields.add(.implement, implement)
        fields.add(.level, level)
        fields.add(.images, images)
        fields.add(.placeholder, placeholder)
        fields.add(.group, group)
        fields.add(.groupHref, groupHref)
        fields.add(.instructions, instructions)
        fields.add(.instructionsHTML, instructionsHTML)
        fields.add(.instructionsMarkdown, instructionsMarkdown)
        fields.add(.log, log)
        fields.add(.progress, progress)
        fields.add(.hasAlternatives, hasAlternatives)
        fields.add(.alternatives, alternatives)
        fields.add(.alternativesNote, alternativesNote)
    }
}

extension ExercisePageModel.Alternative: TemplateRepresentable {
    static let templateNames = TemplateNames(CodingKeys.self)

    func fillTemplate(_ fields: inout TemplateFields<CodingKeys>) {
        fields.add(.name, name)
        fields.add(.implement, implement)
        fields.add(.href, href)
        fields.add(.mdHref, mdHref)
    }
}

extension ExercisePageModel.Log: TemplateRepresentable {
    static let templateNames = TemplateNames(CodingKeys.self)

    func fillTemplate(_ fields: inout TemplateFields<CodingKeys>) {
        fields.add(.sessionCount, sessionCount)
        fields.add(.entries, entries)
    }
}

extension ExercisePageModel.Entry: TemplateRepresentable {
    static let templateNames = TemplateNames(CodingKeys.self)

    func fillTemplate(_ fields: inout TemplateFields<CodingKeys>) {
        fields.add(.date, date)
        fields.add(.sets, sets)
        fields.add(.lastWeight, lastWeight)
        fields.add(.href, href)
        fields.add(.mdHref, mdHref)
    }
}

extension ExercisePageModel.Progress: TemplateRepresentable {
    static let templateNames = TemplateNames(CodingKeys.self)

    func fillTemplate(_ fields: inout TemplateFields<CodingKeys>) {
        fields.add(.chartSVG, chartSVG)
        fields.add(.title, title)
        fields.add(.hasPoints, hasPoints)
        fields.add(.points, points)
        fields.add(.records, records)
    }
}

extension ExercisePageModel.Point: TemplateRepresentable {
    static let templateNames = TemplateNames(CodingKeys.self)

    func fillTemplate(_ fields: inout TemplateFields<CodingKeys>) {
        fields.add(.date, date)
        fields.add(.estimate, estimate)
        fields.add(.href, href)
        fields.add(.mdHref, mdHref)
    }
}

extension ExercisePageModel.Record: TemplateRepresentable {
    static let templateNames = TemplateNames(CodingKeys.self)

    func fillTemplate(_ fields: inout TemplateFields<CodingKeys>) {
        fields.add(.label, label)
        fields.add(.value, value)
        fields.add(.date, date)
        fields.add(.href, href)
        fields.add(.mdHref, mdHref)
    }
}
