import FitTodaySystem
import Foundation

/// Where `fittoday serve` listens (`--listen`): one IPv4 or IPv6 address of this computer, or every address
/// (`0.0.0.0`, `::`) so that a phone on the same network reaches the preview. Loopback by default: the site holds a
/// person's health notes, and its inbox takes their logs.
struct PreviewListenAddress: Equatable, Sendable {
    enum Family: Sendable { case v4, v6 }

    /// As `inet_pton` reads it (an IPv6 address without its brackets).
    let text: String
    let family: Family
    /// The address's bytes, in network order.
    private let bytes: [UInt8]

    static let loopback = PreviewListenAddress("127.0.0.1")!

    /// `written` read as an address (`[::1]` as `::1`), or nil when it is none.
    init?(_ written: String) {
        let text = written.hasPrefix("[") && written.hasSuffix("]") ? String(written.dropFirst().dropLast()) : written
        var v4 = in_addr()
        var v6 = in6_addr()
        if inet_pton(AF_INET, text, &v4) == 1 {
            family = .v4
            bytes = withUnsafeBytes(of: &v4) { Array($0) }
        } else if inet_pton(AF_INET6, text, &v6) == 1 {
            family = .v6
            bytes = withUnsafeBytes(of: &v6) { Array($0) }
        } else {
            return nil
        }
        self.text = text
    }

    /// `0.0.0.0` or `::`: every address of this computer.
    var isEverywhere: Bool { bytes.allSatisfy { $0 == 0 } }

    /// 127.0.0.0/8 or `::1`: this computer only.
    var isLoopback: Bool {
        family == .v4 ? bytes[0] == 127 : bytes == [UInt8](repeating: 0, count: 15) + [1]
    }

    /// As a URL's host is written: an IPv6 address in brackets.
    var inURL: String { family == .v6 ? "[\(text)]" : text }

    /// The address this computer itself reaches a server listening here at: the loopback of its family when it
    /// listens everywhere.
    var local: String {
        guard isEverywhere else { return inURL }
        return family == .v4 ? "127.0.0.1" : "[::1]"
    }

    /// This computer's IPv4 addresses other than the loopback, on interfaces that are up: where a phone on the same
    /// network finds a server that listens everywhere.
    static func networkAddresses() -> [String] {
        var list: UnsafeMutablePointer<ifaddrs>?
        guard getifaddrs(&list) == 0, let first = list else { return [] }
        defer { freeifaddrs(list) }
        var found: [String] = []
        for entry in sequence(first: first, next: { $0.pointee.ifa_next }) {
            let interface = entry.pointee
            guard let address = interface.ifa_addr, address.pointee.sa_family == sa_family_t(AF_INET),
                  interface.ifa_flags & UInt32(IFF_UP) != 0, interface.ifa_flags & UInt32(IFF_LOOPBACK) == 0 else { continue }
            var text = [CChar](repeating: 0, count: Int(INET_ADDRSTRLEN))
            let written = address.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { inet in
                var value = inet.pointee.sin_addr
                return inet_ntop(AF_INET, &value, &text, socklen_t(text.count)) != nil
            }
            if written { found.append(String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)) }
        }
        return Array(Set(found)).sorted()
    }
}
