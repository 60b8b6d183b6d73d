import FitTodayDomain
import FitTodayTemplates
import Testing
@testable import FitTodaySite

/// The models that fill their template objects directly (``TemplateRepresentable``) must give a template exactly
/// what their `Encodable` conformance gives: the same names, the same values, the same names declared absent, in
/// the same order, so the same fingerprints and the same bytes from any template, built-in or the user's.
@Suite struct DirectTemplateFillTests {
    static let context = PageContext(locale: .ptBR, images: ["Barbell_Bench_Press_-_Medium_Grip/0.jpg": "images/abc.jpg"], exercisesByID: [:],
                                     markdown: MarkdownRenderer())

    /// Values that need escaping in HTML and in Markdown, a combining mark and an address.
    static let awkward = "<b>\"Treino\" & 'A'</b> *1.* [x](http://a.b) e\u{301} @www.site"

    static func expectSame<Model: TemplateRepresentable>(_ model: Model, _ what: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let direct = model.templateObject
        let codable = TemplateEncoder.codableObject(model)
        #expect(direct == codable, "\(what)", sourceLocation: sourceLocation)
        #expect(direct.absent == codable.absent, "\(what): names declared absent", sourceLocation: sourceLocation)
        var directBytes: [UInt8] = [], codableBytes: [UInt8] = []
        direct.appendCanonical(to: &directBytes)
        codable.appendCanonical(to: &codableBytes)
        #expect(directBytes == codableBytes, "\(what): canonical bytes", sourceLocation: sourceLocation)
        // The page path takes the direct fill.
        #expect(TemplateEncoder.object(model) == codable, "\(what): TemplateEncoder.object", sourceLocation: sourceLocation)
        // A template that shows every name, in order, renders the same from both.
        let names = Model.TemplateKey.allCases.map(\.stringValue)
        let text = names.map { "{{#\($0)}}[\($0):{{.}}{{#.}}{{/.}}]{{/\($0)}}{{^\($0)}}(no \($0)){{/\($0)}}" }.joined()
        let set = try! TemplateSet(templates: [("all", text)])
        let directRender = set.renderStrict("all", layers: [direct]), codableRender = set.renderStrict("all", layers: [codable])
        #expect(directRender.bytes == codableRender.bytes && directRender.unknownNames == codableRender.unknownNames, "\(what): rendered",
                sourceLocation: sourceLocation)
    }

    static let session = WorkoutSession(
        id: 7, completedAt: LocalDateTime("2026-11-20 07:30:00")!, status: .completed, durationMinutes: 50, intensity: .high,
        planID: 3, planTitle: awkward, notes: awkward,
        sets: [
            LoggedSet(exerciseID: "supino", exerciseName: awkward, setNumber: 1, reps: 10, weightKg: 60, rpe: 8),
            LoggedSet(exerciseID: "supino", exerciseName: awkward, setNumber: 2, reps: 8, weightKg: 62.5),
            LoggedSet(exerciseID: "remada", exerciseName: "Remada", setNumber: 1, reps: 12, weightKg: nil),
        ])

    @Test func sessionPagesFillAsTheyEncode() {
        let records: Set<SessionPageModel.RecordSet> = [.init(exerciseID: "supino", setNumber: 2)]
        let full = SessionPageModel(Self.session, planListed: true, records: records, context: Self.context)
        #expect(full.exercises.count == 2 && full.planHref != nil && full.notes != nil)
        Self.expectSame(full, "every field")
        var bare = Self.session
        (bare.sets, bare.notes, bare.durationMinutes, bare.intensity, bare.planID, bare.planTitle) = ([], "", nil, nil, nil, "")
        let empty = SessionPageModel(bare, planListed: false, records: [], context: Self.context)
        #expect(empty.exercises.isEmpty && empty.planHref == nil && empty.notes == nil && empty.duration == nil)
        Self.expectSame(empty, "no sets, no plan, no notes")
        Self.expectSame(full.exercises[0], "exercise group")
        Self.expectSame(full.exercises[0].sets[1], "set with a record")
        Self.expectSame(full.exercises[1].sets[0], "set without a record")
    }

    @Test func pageLayersFillAsTheyEncode() {
        let kinds = [TodayPageModel.kind, WeekPageModel.kind, HistoryPageModel.kind, SessionPageModel.kind, LibraryPageModel.kind,
                     MuscleGroupPageModel.kind, ExercisePageModel.kind, PlansPageModel.kind, PlanPageModel.kind, ProgramPageModel.kind,
                     PrintPageModel.kind, CreditsPageModel.kind]
        for kind in kinds {
            Self.expectSame(PageLayer(path: "history/sessions/7.html", kind: kind, title: Self.awkward), "\(kind)")
            Self.expectSame(PageLayer(path: "index.html", kind: kind, title: "", baseURL: "https://example.org/<x>/"), "\(kind), base URL")
        }
    }

    @Test func historyPagesFillAsTheyEncode() {
        func summary(_ number: Int, status: SessionStatus, duration: Int?, title: String) -> SessionSummary {
            let completed: LocalDateTime = LocalDateTime("2026-11-2\(number) 07:30:00")!
            return SessionSummary(id: Int64(number), completedAt: completed, status: status, durationMinutes: duration, intensity: nil,
                                  planID: nil, planTitle: title, exerciseCount: 2, setCount: 6, volumeKg: Double(number) * 1234.5)
        }
        let summaries = [summary(1, status: .completed, duration: nil, title: ""), summary(2, status: .skipped, duration: 40, title: ""),
                         summary(3, status: .completed, duration: 40, title: Self.awkward)]
        let page = HistoryPageModel(number: 2, pages: 5, sessions: summaries, numbers: 21...23, context: Self.context)
        Self.expectSame(page, "numbered page")
        Self.expectSame(HistoryPageModel(number: 1, pages: 1, sessions: [], numbers: nil, context: Self.context), "empty page")
        let figures = SummaryFigures(sessionsThisWeek: 2, sessionsThisMonth: 5, weeklyFrequency: 3, sessionsPerWeek: [:],
                                     weeks: [LocalDate("2026-11-16")!], weeklyVolume: [], weeklySets: [])
        let index = HistoryPageModel(latest: summaries, pages: 5, total: 83, figures: figures, today: LocalDate("2026-11-22")!, setsTarget: 10...20,
                                     context: Self.context)
        #expect(index.figures != nil)
        Self.expectSame(index, "index with figures")
        Self.expectSame(page.sessions[0], "row without a duration")
        for current in [nil, 1, 3, 5] as [Int?] {
            let pager = Pager(current: current, pages: 5, from: SitePaths.history)
            Self.expectSame(pager, "pager at \(current.map(String.init) ?? "index")")
            for entry in pager.pages { Self.expectSame(entry, "pager entry") }
        }
    }

    @Test func exercisePagesFillAsTheyEncode() {
        let sessions = (0..<4).map { index in
            ExerciseLogEntry(sessionID: Int64(index + 1), completedAt: LocalDateTime(date: LocalDate("2026-01-01")!.adding(days: index * 3), hour: 7)!,
                             sets: [LoggedSet(exerciseID: "supino-reto-barra", setNumber: 1, reps: 5, weightKg: 40 + Double(index)),
                                    LoggedSet(exerciseID: "supino-reto-barra", setNumber: 2, reps: 12)])
        }
        let log = ExerciseLog(exerciseID: "supino-reto-barra", sessionCount: sessions.count, recent: sessions.reversed())
        var exercise = SiteFixtures.exercises[0]
        exercise.name = Self.awkward
        exercise.instructions = Self.awkward + "\n\n- <script>x</script>"
        let full = ExercisePageModel(exercise, log: log, progress: ExerciseProgress(sessions: sessions),
                                     alternatives: ExerciseAlternatives(library: SiteFixtures.exercises).offer(for: exercise), context: Self.context)
        #expect(full.log != nil && full.progress != nil && !full.images.isEmpty && full.placeholder == nil)
        Self.expectSame(full, "log, progress, images")
        Self.expectSame(full.log!, "log")
        Self.expectSame(full.log!.entries[0], "log entry")
        Self.expectSame(full.progress!, "progress")
        Self.expectSame(full.progress!.points[0], "point")
        Self.expectSame(full.progress!.records[0], "record")
        Self.expectSame(full.images[0], "image")
        let bare = ExercisePageModel(SiteFixtures.exercises[3], log: nil, progress: nil, alternatives: AlternativesOffer(exercises: []), context: Self.context)
        #expect(bare.log == nil && bare.progress == nil && bare.instructions == nil && bare.placeholder != nil)
        Self.expectSame(bare, "no log, no progress, no instructions, no image")
    }
}
