import Testing
@testable import FitTodayTemplates

/// Random templates, rendered by both engines: wherever swift-mustache accepts a template, the engine must
/// accept it too and render the same bytes.
@Suite struct FuzzTests {
    @Test(arguments: 0..<8)
    func randomTemplatesRenderLikeSwiftMustache(batch: Int) throws {
        var fuzzer = TemplateFuzzer(seed: UInt64(batch) &* 7919 &+ 17)
        var compared = 0
        for _ in 0..<500 {
            let templates = fuzzer.templates()
            guard let reference = try? MustacheReference(templates) else { continue }
            let set: TemplateSet
            do {
                set = try TemplateSet(templates: templates)
            } catch {
                Issue.record("swift-mustache accepts what the engine rejects (\(error)): \(templates.map(\.text))")
                continue
            }
            let ours = String(decoding: set.render("main", TemplateFuzzer.context), as: UTF8.self)
            let theirs = String(decoding: reference.render("main", TemplateFuzzer.context), as: UTF8.self)
            #expect(ours == theirs, "templates: \(templates.map(\.text))")
            if ours != theirs { return }
            compared += 1
        }
        // Most generated templates are valid: the comparison is not vacuous.
        #expect(compared > 150)
    }
}
