import Foundation

/// The address a site is published at (`[site] base_url`): an absolute http(s) URL with a host, no query, no
/// fragment and no password, always ending in `/` so that page paths are simply appended to it.
public enum SiteBaseURL {
    /// The normalised URL, or nil when `text` is not such an address.
    public static func parse(_ text: String) -> URL? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty, !trimmed.contains(where: { $0.isWhitespace || $0 == "\"" || $0 == "<" || $0 == ">" }),
              let components = URLComponents(string: trimmed),
              let scheme = components.scheme?.lowercased(), scheme == "http" || scheme == "https",
              let host = components.host, !host.isEmpty,
              components.query == nil, components.fragment == nil, components.user == nil, components.password == nil
        else { return nil }
        var normalized = components
        normalized.scheme = scheme
        normalized.host = host.lowercased()
        if !normalized.percentEncodedPath.hasSuffix("/") { normalized.percentEncodedPath += "/" }
        return normalized.url
    }
}
