import FitTodayTemplates

/// A copy of FitTodaySite's `SessionPageModel` (internal there) for ``RenderBenchmarks``: the same names, kinds and
/// direct fill, with one realistic session's values.
struct BenchSessionPage: Encodable, TemplateRepresentable {
    var title: String
    var date: String
    var status: String
    var volume: String
    var hasSets: Bool
    var historyHref: String
    var exercises: [BenchExerciseGroup]
    var duration: Int?
    var intensity: String?
    var notes: String?
    var planTitle: String?
    var planHref: String?
    var planMdHref: String?

    enum CodingKeys: CodingKey, CaseIterable {
        case title, date, status, volume, hasSets, historyHref, exercises, duration, intensity, notes, planTitle, planHref, planMdHref
    }

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

    /// Five exercises of four sets each, the second set of every other exercise a record; notes with characters
    /// that HTML and Markdown escape.
    static let sample: BenchSessionPage = {
        let names = [("agachamento-livre-barra", "Agachamento livre com barra"), ("supino-reto-com-barra", "Supino reto com barra"),
                     ("remada-curvada", "Remada curvada (pegada pronada)"), ("desenvolvimento-militar-com-barra", "Desenvolvimento militar"),
                     ("rosca-direta", "Rosca direta & martelo")]
        var groups: [BenchExerciseGroup] = []
        for (position, (id, name)) in names.enumerated() {
            var rows: [BenchSetRow] = []
            for number in 1...4 {
                let kilograms = 40 + position * 10 + number * 2
                rows.append(BenchSetRow(number: number, reps: 12 - number, weight: "\(kilograms),5 kg", rpe: number == 4 ? "—" : "\(6 + number),5",
                                        record: number == 2 && position.isMultiple(of: 2) ? "Recorde!" : nil))
            }
            groups.append(BenchExerciseGroup(name: name, href: "../../exercises/\(id)/index.html", sets: rows))
        }
        return BenchSessionPage(title: "Treino A — força", date: "26/11/2026 18:05", status: "Concluído", volume: "12.345",
                                hasSets: true, historyHref: "../index.html", exercises: groups, duration: 62, intensity: "Pesado",
                                notes: "Joelho \"ok\"; subir 2,5 kg na próxima <semana> & manter o ritmo", planTitle: "Treino A — força",
                                planHref: "../../plans/7/index.html", planMdHref: "../../plans/7/index.md")
    }()
}
