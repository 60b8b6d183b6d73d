/// A kind of page: its name, which names its templates (`<name>.html` and `<name>.md`), and the menu entry its pages
/// light up. Each page model declares its own (``PageModel/kind``), so a new kind of page needs no list changed here.
struct PageKind: Hashable, Sendable {
    /// The templates' name, and the `kind` every page's layer carries.
    let rawValue: String
    /// The menu entry a page of this kind lights up; none for the credits, reached from the footer.
    let nav: SiteNav?

    init(_ name: String, nav: SiteNav?) {
        rawValue = name
        self.nav = nav
    }
}
