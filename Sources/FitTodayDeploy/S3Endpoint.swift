import Foundation

/// The address of the S3 API to talk to, with the region requests are signed for and how buckets are addressed.
public struct S3Endpoint: Equatable, Sendable {
    public let scheme: String
    public let host: String
    public let port: Int?
    public let region: String
    /// The bucket in the path (`host/bucket/key`) rather than in the host name (`bucket.host/key`).
    public let pathStyle: Bool

    /// `endpoint` as written in `[deploy] endpoint` (nil: AWS's own for the region); nil when it is not an
    /// `http(s)://host[:port]` address. An IP address or `localhost` always gets path-style addressing.
    public init?(endpoint: String?, region: String, pathStyle: Bool) {
        self.region = region
        guard let endpoint else {
            scheme = "https"
            host = "s3.\(region).amazonaws.com"
            port = nil
            self.pathStyle = pathStyle
            return
        }
        guard let components = URLComponents(string: endpoint.trimmingCharacters(in: .whitespaces)),
              let scheme = components.scheme?.lowercased(), scheme == "http" || scheme == "https",
              let host = components.host, !host.isEmpty, components.user == nil, components.password == nil,
              components.query == nil, components.fragment == nil, components.path.isEmpty || components.path == "/",
              host.unicodeScalars.allSatisfy({ $0.isASCII && $0.value > 0x20 && $0 != "/" && $0 != "@" }) else { return nil }
        self.scheme = scheme
        self.host = host.lowercased()
        port = components.port
        let literal = host.contains(":") || host.split(separator: ".").count == 4 && host.split(separator: ".").allSatisfy { UInt8($0) != nil }
        self.pathStyle = pathStyle || literal || host.lowercased() == "localhost"
    }

    /// `scheme://host[:port]`, for messages.
    public var address: String { "\(scheme)://\(hostAndPort(host))" }

    /// Whether `bucket` goes in the path: path-style endpoints, and bucket names with a dot, which a certificate
    /// for `*.host` does not cover.
    public func usesPath(for bucket: String) -> Bool { pathStyle || bucket.contains(".") || bucket.contains("_") }

    /// The host and port as the `Host` header carries them (the port only when it is not the scheme's own).
    func hostAndPort(_ name: String) -> String {
        let bracketed = name.contains(":") && !name.hasPrefix("[") ? "[\(name)]" : name
        guard let port, !(scheme == "http" && port == 80), !(scheme == "https" && port == 443) else { return bracketed }
        return "\(bracketed):\(port)"
    }
}
