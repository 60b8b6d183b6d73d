import FitTodayDomain
import Foundation

extension AppConfiguration {
    /// Reads `[inbox]`: a store or a folder, never both; the store's endpoint, region and style, and the form's life.
    static func readInbox(into config: inout AppConfiguration, reader: inout ConfigurationReader, locale: AppLocale,
                          folder base: URL) throws(FitTodayError) {
        config.inbox = try InboxSettings.read(from: &reader, locale: locale, folder: base)
    }
}

extension InboxSettings {
    /// The `[inbox]` section of whichever file `reader` reads (`fittoday.toml` or `team.toml`).
    static func read(from reader: inout ConfigurationReader, locale: AppLocale, folder base: URL) throws(FitTodayError) -> InboxSettings {
        let words = locale.words.data.inbox
        var inbox = InboxSettings()
        var present = false
        try reader.section("inbox") { (section: inout ConfigurationReader.Section) throws(FitTodayError) in
            present = true
            if let store = try section.string("store") {
                guard store.trimmingCharacters(in: .whitespaces).lowercased().hasPrefix("s3://") else {
                    throw .configuration(line: nil, reason: words.storeInvalid)
                }
                inbox.store = store
            }
            if let folder = try section.string("folder") {
                guard !folder.trimmingCharacters(in: .whitespaces).isEmpty else { throw section.invalid("folder", expected: "~/Sync/fittoday-logs") }
                let expanded = NSString(string: folder).expandingTildeInPath
                inbox.folder = expanded.hasPrefix("/") ? expanded : base.appendingPathComponent(expanded).standardizedFileURL.path
            }
            if let endpoint = try section.string("endpoint") { inbox.endpoint = endpoint.isEmpty ? nil : endpoint }
            if let region = try section.string("region") {
                guard !region.isEmpty, region.unicodeScalars.allSatisfy({ $0 == "-" || ($0.isASCII && $0.properties.isAlphabetic) || ("0"..."9").contains($0) }) else {
                    throw section.invalid("region", expected: "us-east-1, auto")
                }
                inbox.region = region
            }
            if let pathStyle = try section.bool("path_style") { inbox.pathStyle = pathStyle }
            if let hours = try section.integer("expires_hours", in: expiresHoursRange) { inbox.expiresHours = hours }
        }
        guard present else { return inbox }
        if inbox.store != nil, inbox.folder != nil { throw .configuration(line: nil, reason: words.storeAndFolder) }
        if !inbox.isConfigured { throw .configuration(line: nil, reason: words.storeOrFolder) }
        return inbox
    }
}
