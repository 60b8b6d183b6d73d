import FitTodayDomain
import FitTodayHashing
import Foundation

/// The files for publishing and for the phone, written after the pages: the Atom feed, the calendar, the web
/// app manifest and its icons, the sitemap and robots.txt (with a base URL only), and last the service worker,
/// whose cache is named by a digest of these files and of everything it keeps offline.
extension PageRenderer {
    func renderPublishing() throws(FitTodayError) {
        let options = context.options, publisher = publisher
        var digest = SHA256()
        func write(_ bytes: [UInt8], to path: String) throws(FitTodayError) {
            try publisher.publish(bytes, to: path)
            digest.update(Array(path.utf8) + [0])
            digest.update(bytes)
        }
        try write(AtomFeed.bytes(sessions: data.summaries, siteTitle: options.siteTitle, locale: options.locale,
                                 unit: options.loads.unit, base: options.baseURL, today: options.today), to: AtomFeed.path)
        try write(try calendar(), to: CalendarFile.path)
        try write(WebAppManifest.bytes(siteTitle: options.siteTitle, locale: options.locale), to: WebAppManifest.path)
        for size in AppIcon.sizes { try write(AppIcon.png(size: size), to: AppIcon.path(size: size)) }
        if let base = options.baseURL {
            let pages = publisher.paths.filter { $0.hasSuffix(".html") }
            for file in Sitemap.files(pages: Array(pages), base: base) { try write(file.bytes, to: file.path) }
            try write(RobotsText.bytes(base: base), to: RobotsText.path)
        }
        // Outside the worker's digest: a form signed again must not make phones fetch the whole offline site again.
        if let form = options.inboxForm { try publisher.publish(form, to: SitePaths.inboxForm) }
        // What the worker keeps from its installation, by content (pages, assets and images alike), so that the
        // name changes exactly when what it would serve offline does, and never with the program that built it.
        let precache = offlinePaths()
        for path in precache {
            digest.update(Array(path.utf8) + [0])
            digest.update(publisher.contents(path) ?? [])
        }
        let code = context.templates.assets[SiteTemplates.serviceWorkerName] ?? Data()
        digest.update(code)
        let hash = String(SHA256.hex(digest.finalize()).prefix(16))
        try publisher.publish(ServiceWorkerFile.bytes(code: code, contentHash: hash, precache: precache, outbox: assets[SiteTemplates.outboxScriptName]),
                              to: ServiceWorkerFile.path)
    }

    /// `calendar.ics`: updating in place, the last build's with the changed sessions' events put in (the others'
    /// carried over); otherwise, or when that one is not whole, made from the newest sessions' summaries.
    private func calendar() throws(FitTodayError) -> [UInt8] {
        let options = context.options
        if let update = data.calendarUpdate, let current = publisher.contents(CalendarFile.path),
           let bytes = CalendarFile.bytes(updating: current, ids: update.ids, changed: update.changed, sessions: data.summaries, today: data.today,
                                          date: options.today, exercises: data.exercisesByID, siteTitle: options.siteTitle,
                                          locale: options.locale, unit: options.loads.unit, base: options.baseURL) {
            return bytes
        }
        // An update reads only the summaries it shows: the calendar's are read here.
        var sessions = data.summaries
        if data.calendarUpdate != nil {
            options.notes("Calendar made whole: the last build's is missing or lacks a session it should have")
            sessions = try context.source.sessionSummaries(newest: CalendarFile.sessionLimit)
        }
        return CalendarFile.bytes(sessions: sessions, today: data.today, date: options.today, exercises: data.exercisesByID,
                                  siteTitle: options.siteTitle, locale: options.locale, unit: options.loads.unit, base: options.baseURL)
    }

    /// What the service worker keeps from its installation: today's page with its assets and images, the
    /// history's first page, the library's pages and their search index, the manifest and the icons. Other
    /// pages are kept as they are visited.
    func offlinePaths() -> [String] {
        var paths = [SitePaths.today, SitePaths.history, SitePaths.library]
        // The block on paper, printed at the gym as well as at home.
        if context.options.printBlock != nil { paths.append(SitePaths.printBlock) }
        paths += LibraryGroups.groups(of: data.exercises).map { SitePaths.libraryGroup(LibraryGroups.slug($0)) }
        paths += assets.values.sorted()
        // The library's search index, a script the library pages load.
        if !pages.libraryIndex.isEmpty { paths.append(pages.libraryIndex) }
        // The files today's cards show: their card renditions (1x and 2x, the browser picks one) when the build made
        // them, not the originals (issue 43); else the originals.
        let todaysImages = (data.today.plan?.exercises ?? []).flatMap { exercise -> [String] in
            guard let path = data.exercisesByID[exercise.exerciseID]?.images.first else { return [] }
            let renditions = [1, 2].compactMap { images.renditions[SiteImages.renditionKey(path, place: .card, density: $0)] }
            return renditions.count == 2 ? renditions : images.paths[path].map { [$0] } ?? []
        }
        paths += Array(Set(todaysImages)).sorted()
        paths += [WebAppManifest.path] + AppIcon.sizes.map { AppIcon.path(size: $0) }
        return paths
    }
}
