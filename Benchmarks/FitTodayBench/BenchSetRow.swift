import FitTodayTemplates

/// A copy of `SessionPageModel.SetRow` for ``RenderBenchmarks``: one logged set.
struct BenchSetRow: Encodable, TemplateRepresentable {
    var number: Int
    var reps: Int
    var weight: String
    var rpe: String
    var record: String?

    enum CodingKeys: CodingKey, CaseIterable { case number, reps, weight, rpe, record }

    static let templateNames = TemplateNames(CodingKeys.self)

    func fillTemplate(_ fields: inout TemplateFields<CodingKeys>) {
        fields.add(.number, number)
        fields.add(.reps, reps)
        fields.add(.weight, weight)
        fields.add(.rpe, rpe)
        fields.add(.record, record)
    }
}
