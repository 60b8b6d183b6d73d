import FitTodayTemplates

/// A copy of `SessionPageModel.ExerciseGroup` for ``RenderBenchmarks``: one exercise's sets.
struct BenchExerciseGroup: Encodable, TemplateRepresentable {
    var name: String
    var href: String
    var sets: [BenchSetRow]

    enum CodingKeys: CodingKey, CaseIterable { case name, href, sets }

    static let templateNames = TemplateNames(CodingKeys.self)

    func fillTemplate(_ fields: inout TemplateFields<CodingKeys>) {
        fields.add(.name, name)
        fields.add(.href, href)
        fields.add(.sets, sets)
    }
}
