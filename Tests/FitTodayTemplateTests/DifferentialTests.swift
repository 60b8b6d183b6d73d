import Testing
@testable import FitTodayTemplates

/// The engine against swift-mustache 2.1.1 on FitToday's own templates: every page must come out byte for byte the same.
@Suite struct DifferentialTests {
    static let engine: TemplateSet = try! TemplateSet(templates: TemplateFiles.all)

    @Test func allFortyThreeTemplatesAreLoaded() {
        #expect(TemplateFiles.all.count == 43)
        #expect(Set(TemplateFiles.all.map(\.name)) == Set(SiteContexts.all.map(\.template)))
    }

    @Test(arguments: SiteContexts.all)
    func rendersLikeSwiftMustache(_ page: SiteContexts.Case) {
        let ours = Self.engine.render(page.template, page.context)
        let theirs = MustacheReference.site.render(page.template, page.context)
        #expect(!ours.isEmpty || page.label == "no pager")
        #expect(String(decoding: ours, as: UTF8.self) == String(decoding: theirs, as: UTF8.self))
        #expect(ours == theirs)
    }

    @Test func appendsToAnExistingBuffer() {
        let page = SiteContexts.all[0]
        var buffer = Array("prefix|".utf8)
        Self.engine.render(page.template, page.context, into: &buffer)
        #expect(buffer == Array("prefix|".utf8) + Self.engine.render(page.template, page.context))
    }

    @Test func unknownTemplateRendersNothing() {
        var buffer: [UInt8] = [1, 2]
        Self.engine.render("nope.html", SiteContexts.all[0].context, into: &buffer)
        #expect(buffer == [1, 2])
    }
}
