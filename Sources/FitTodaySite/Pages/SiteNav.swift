/// The entries of the site's menu.
enum SiteNav: Sendable {
    case today, history, library, plans
}
