import FitTodayData
import FitTodayDomain
import FitTodaySite

extension SiteBuilder {
    /// A builder whose today is what the build command gives the site: the Domain's one rule for the day shown
    /// (``ShowTheDay``) over `source`, here without a reading (the site tests' stores record no readiness to act on).
    /// The site decides nothing itself: without this, today's page would say there is no plan yet.
    static func showingToday(
        source: SQLiteStore, images: any SiteImageProvider, options: SiteBuildOptions,
        preparation: SiteBuildPreparation? = nil
    ) async throws -> SiteBuilder {
        var options = options
        let rule = ShowTheDay(store: source.shownDay, program: nil, settings: options.loads, locale: options.locale, readinessAdjusts: false)
        options.shownDay = try await rule.shown(on: options.today, asPlanned: true, decided: nil)
        return SiteBuilder(source: source.siteData, images: images, options: options, preparation: preparation)
    }
}
