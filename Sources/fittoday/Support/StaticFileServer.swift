import FitTodayDomain
import FitTodaySystem
import Foundation

/// A tiny HTTP/1.1 server for previewing the site: GET and HEAD of files under `root`, on 127.0.0.1 only,
/// one connection at a time, each closed after its response.
final class StaticFileServer: Sendable {
    let root: URL
    private let socket: Int32

    init(root: URL, port: Int) throws(FitTodayError) {
        self.root = root.standardizedFileURL
        let descriptor = openTCPSocket()
        guard descriptor >= 0 else { throw .portUnavailable(port: port) }
        var yes: Int32 = 1
        setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(truncatingIfNeeded: port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, listen(descriptor, 16) == 0 else {
            close(descriptor)
            throw .portUnavailable(port: port)
        }
        socket = descriptor
    }

    /// Serves on a background thread for the life of the process.
    func start() {
        let thread = Thread { [self] in
            while true {
                let client = accept(socket, nil, nil)
                guard client >= 0 else { continue }
                handle(client)
                close(client)
            }
        }
        thread.start()
    }

    private func handle(_ client: Int32) {
        var buffer = [UInt8](repeating: 0, count: 8192)
        let count = read(client, &buffer, buffer.count)
        guard count > 0 else { return }
        let request = String(decoding: buffer[0..<count], as: UTF8.self)
        let parts = request.split(separator: "\r\n").first?.split(separator: " ") ?? []
        guard parts.count >= 2, parts[0] == "GET" || parts[0] == "HEAD" else {
            respond(client, status: "405 Method Not Allowed", type: "text/plain; charset=utf-8", body: Data("405\n".utf8), head: false)
            return
        }
        var path = String(parts[1].split(separator: "?", maxSplits: 1).first ?? "/").removingPercentEncoding ?? "/"
        if path.hasSuffix("/") { path += "index.html" }
        let file = root.appendingPathComponent(path).standardizedFileURL
        var isDirectory: ObjCBool = false
        guard file.path.hasPrefix(root.path + "/"), FileManager.default.fileExists(atPath: file.path, isDirectory: &isDirectory),
              !isDirectory.boolValue, let body = FileManager.default.contents(atPath: file.path) else {
            respond(client, status: "404 Not Found", type: "text/plain; charset=utf-8", body: Data("404\n".utf8), head: parts[0] == "HEAD")
            return
        }
        respond(client, status: "200 OK", type: Self.contentType(file.pathExtension), body: body, head: parts[0] == "HEAD")
    }

    private func respond(_ client: Int32, status: String, type: String, body: Data, head: Bool) {
        let header = "HTTP/1.1 \(status)\r\nContent-Type: \(type)\r\nContent-Length: \(body.count)\r\nCache-Control: no-cache\r\nConnection: close\r\n\r\n"
        var payload = Data(header.utf8)
        if !head { payload.append(body) }
        payload.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let sent = send(client, buffer.baseAddress! + offset, buffer.count - offset, Int32(MSG_NOSIGNAL))
                if sent <= 0 { return }
                offset += sent
            }
        }
    }

    static func contentType(_ ext: String) -> String { MediaType.forExtension(ext) }
}
