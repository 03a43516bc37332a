// Linux only: the raw socket below is written against Glibc (the server itself also builds on macOS).
#if os(Linux)
import Glibc
import Foundation
import RippleServe
import RippleTestSupport
import Testing

/// The server module alone, in process: libmicrohttpd answers with the handler's response, hands it the
/// request's method, path, query, headers and body, and refuses a body past the limit (413) without calling the
/// handler. The routes, the secret and the Host check belong to `ripplegen serve` (Tests/Serve/check.py).
@Suite(Requirement.libraries("MICROHTTPD", [["libmicrohttpd.so.12", "libmicrohttpd.12.dylib"]]).trait)
struct HTTPServerTests {
    /// A server on a free port (the suite runs only where libmicrohttpd loads: `RIPPLEGEN_REQUIRE_MICROHTTPD`).
    static func server(limits: HTTPServer.Limits = HTTPServer.Limits(),
                       _ handler: @escaping @Sendable (HTTPRequest) -> HTTPResponse) throws -> HTTPServer {
        try HTTPServer(port: 0, limits: limits, handler: handler)
    }

    /// One request over a raw socket: the status line and the body.
    static func exchange(port: UInt16, _ request: String) throws -> (status: String, body: String) {
        let socket = Socket(port: port)
        defer { socket.close() }
        socket.send(Array(request.utf8))
        let reply = String(decoding: socket.receiveAll(), as: UTF8.self)
        let parts = reply.components(separatedBy: "\r\n\r\n")
        return (reply.components(separatedBy: "\r\n").first ?? "", parts.dropFirst().joined(separator: "\r\n\r\n"))
    }

    @Test(arguments: [("GET", "/a?x=1", ""), ("POST", "/render", "[\"--style\",\"ring\"]"), ("PUT", "/spec", "é")])
    func theHandlerSeesTheRequest(_ method: String, _ target: String, _ body: String) throws {
        let server = try Self.server { request in
            .text(200, "\(request.method) \(request.path) x=\(request.query("x") ?? "-") h=\(request.header("x-test") ?? "-") \(String(decoding: request.body, as: UTF8.self))")
        }
        defer { server.stop() }
        let length = body.utf8.count
        let (status, reply) = try Self.exchange(port: server.port, "\(method) \(target) HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Test: yes\r\nContent-Length: \(length)\r\nConnection: close\r\n\r\n\(body)")
        #expect(status == "HTTP/1.1 200 OK")
        let path = String(target.prefix { $0 != "?" })
        #expect(reply.trimmingCharacters(in: .newlines) == "\(method) \(path) x=\(target.contains("x=1") ? "1" : "-") h=yes \(body)")
    }

    @Test func aBodyPastTheLimitIs413AndNeverReachesTheHandler() throws {
        var limits = HTTPServer.Limits()
        limits.maximumBody = 1_000
        let called = Counter()
        let server = try Self.server(limits: limits) { _ in called.add(); return .text(200, "ok") }
        defer { server.stop() }
        let (status, _) = try Self.exchange(port: server.port, "POST /render HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 5000\r\nConnection: close\r\n\r\n" + String(repeating: "a", count: 5000))
        #expect(status.hasPrefix("HTTP/1.1 413"))
        #expect(called.value == 0)
    }
}

/// A count shared with the server's threads.
final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    var value: Int { lock.lock(); defer { lock.unlock() }; return count }
    func add() { lock.lock(); count += 1; lock.unlock() }
}

/// A blocking TCP connection to 127.0.0.1, enough for one request and its whole reply.
struct Socket {
    private let descriptor: Int32

    init(port: UInt16) {
        descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var timeout = timeval(tv_sec: 10, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        _ = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
    }

    func send(_ bytes: [UInt8]) {
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes { Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if count <= 0 { return }  // the server may close early (413): what it answered is still read
            sent += count
        }
    }

    func receiveAll() -> [UInt8] {
        var reply: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            if count <= 0 { return reply }
            reply += buffer[0..<count]
        }
    }

    func close() { _ = Glibc.close(descriptor) }
}
#endif
