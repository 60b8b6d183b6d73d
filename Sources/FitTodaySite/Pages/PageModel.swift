import FitTodayTemplates

/// A page's model: everything its template shows, typed, turned into template values by ``TemplateEncoder``
/// (each stored property is a name the template may use).
protocol PageModel: Encodable, Sendable {
    /// Which templates render it.
    static var kind: PageKind { get }
}
