import FitTodayBuild
import FitTodayDomain

/// One kind of page a build lists, plans and renders: where its pages are, what each is made from (its fingerprint:
/// the model, or the domain values the model is a function of) and its bytes (the model its templates render). A step
/// runs twice (``PagePass``): planning, it lists its pages for the ``PagePlanner``, making a model only when a decision
/// needs its fingerprint; rendering, it makes exactly the pages the plan renders and hands their bytes to the publisher,
/// both through ``PageRenderer/page(_:at:make:)``. An update in place lists a few steps, each narrowed to what the added
/// sessions change.
///
/// Adding a kind of page is one step (a file in `Steps/`), its model with its ``PageKind`` (`Pages/`), its two
/// templates, and its place in ``SiteBuilder``'s list of steps.
protocol PageStep: Sendable {
    /// The step's name in `--verbose`'s step times.
    var name: String { get }
    /// Runs one pass over the step's pages.
    func run(_ pass: PagePass, _ renderer: PageRenderer) async throws(FitTodayError)
}
