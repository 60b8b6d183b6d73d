import FitTodayTemplates

/// A copy of FitTodaySite's `SiteLayer` for ``RenderBenchmarks``, made through ``TemplateEncoder`` as the site's is:
/// the words as `t` (the ones the session page and its layout use, and as many others as the real table has), the
/// language, the title and the assets.
struct BenchSiteLayer: Encodable {
    var lang = "pt-BR"
    var t: TemplateValue
    var siteTitle = "Meu treino de hoje"
    var stylesheet = "assets/style-3f2a9c1b.css"
    var script = "assets/today-9b8c7d6e.js"
    var searchScript = "assets/library-search-1a2b3c4d.js"
    var appScript = "assets/app-5e6f7a8b.js"
    var programStylesheet: String?
    var baseURL: String?
    var unit = "kg"
    var weightStep = "0.25"
    var weightMax = "500"
    var pounds: Bool?

    init() {
        var words: [String: TemplateValue] = [
            "backToHistory": "Voltar ao histórico", "credits": "Créditos", "feed": "Sessões (Atom)", "footer": "Feito com o FitToday.",
            "history": "Histórico", "kg": "kg", "library": "Biblioteca", "loggedSets": "Séries registradas", "minutes": "min",
            "navLabel": "Navegação principal", "noSets": "Nenhuma série registrada.", "plan": "Plano", "plans": "Planos",
            "reps": "Repetições", "rpe": "PSE", "set": "Série", "skip": "Pular para o conteúdo", "today": "Hoje",
            "volume": "Volume", "weight": "Carga",
        ]
        // The real table has about 300 words.
        for index in words.count..<300 { words["word\(index)"] = .string("Palavra número \(index) do catálogo") }
        t = .object(TemplateObject(words))
    }
}
