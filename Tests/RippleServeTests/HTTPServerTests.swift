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
        let socket = RawSocket(port: port)
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

extension HTTPServerTests {
    /// A request on its own thread, its answer waited for.
    final class Pending: @unchecked Sendable {
        private let done = DispatchSemaphore(value: 0)
        private var answer: LoopbackHTTP.Answer?

        init(port: UInt16, _ target: String) {
            Thread.detachNewThread { [self] in
                answer = LoopbackHTTP.exchange(port: port, "GET", target, patience: 60)
                done.signal()
            }
        }

        /// The answer, or `nil` when none came within `seconds` (a deadline, not a measure).
        func wait(_ seconds: Int = 60) -> LoopbackHTTP.Answer? {
            done.wait(timeout: .now() + .seconds(seconds)) == .success ? answer : nil
        }
    }

    /// A handler that blocks `/block` until the test lets it go, and says when it started.
    final class Gate: @unchecked Sendable {
        let entered = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)

        func handle(_ request: HTTPRequest) -> HTTPResponse {
            guard request.path == "/block" else { return .text(200, "other") }
            entered.signal()
            release.wait()
            return .text(200, "released")
        }
    }

    /// A server whose `/block` handler waits at a gate, and a request already waiting there.
    static func held(_ limits: HTTPServer.Limits = HTTPServer.Limits()) throws -> (server: HTTPServer, gate: Gate, blocked: Pending) {
        let gate = Gate()
        let server = try Self.server(limits: limits, gate.handle)
        let blocked = Pending(port: server.port, "/block")
        #expect(gate.entered.wait(timeout: .now() + 60) == .success)
        return (server, gate, blocked)
    }

    /// libmicrohttpd closed a connection whose handler took longer than the idle timeout without its answer
    /// (issue 40, finding 9: a request queued behind a long render got nothing). The handler runs with the
    /// connection suspended, so it is answered however long it takes. The timeout is seen to pass by an idle
    /// connection being dropped, not by a clock.
    @Test func aHandlerSlowerThanTheIdleTimeoutIsStillAnswered() throws {
        var limits = HTTPServer.Limits()
        limits.timeout = 1
        let (server, gate, slow) = try Self.held(limits)
        defer { server.stop() }
        let idle = RawSocket(port: server.port, patience: 60)
        #expect(idle.receiveAll().isEmpty, "the idle connection is dropped after the timeout")
        idle.close()
        gate.release.signal()
        let answer = slow.wait()
        #expect(answer?.status == 200 && answer?.text == "released\n", "\(String(describing: answer))")
    }

    /// With one pool thread, a handler that blocks must not keep the server from answering others.
    @Test func aBlockedHandlerLeavesTheServerAnswering() throws {
        var limits = HTTPServer.Limits()
        limits.threads = 1
        let (server, gate, blocked) = try Self.held(limits)
        defer { server.stop() }
        let other = Pending(port: server.port, "/other").wait(20)
        #expect(other?.status == 200 && other?.text == "other\n", "\(String(describing: other))")
        gate.release.signal()
        #expect(blocked.wait()?.status == 200)
    }

    /// `stop` returns without waiting for a handler that still runs, and that request's connection ends (it
    /// waited for ever on a handler blocked in a FIFO's open, so SIGTERM could not stop `serve`).
    @Test func stopDoesNotWaitForAHandler() throws {
        let (server, gate, blocked) = try Self.held()
        let stopped = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            server.stop()
            stopped.signal()
        }
        #expect(stopped.wait(timeout: .now() + 20) == .success, "stop returned")
        #expect(blocked.wait() != nil, "the blocked request's connection ended")
        gate.release.signal()
    }
}

/// A count shared with the server's threads.
final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    var value: Int { lock.lock(); defer { lock.unlock() }; return count }
    func add() { lock.lock(); count += 1; lock.unlock() }
}

#endif
