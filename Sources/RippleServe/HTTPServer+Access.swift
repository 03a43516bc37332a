import CRippleLibraries
import Foundation
import RippleLibraries

/// The access handler libmicrohttpd calls, on one of its pool's threads, several times per request: first
/// with no state (the headers are in: a body announced larger than the bound is refused at once), then once
/// per piece of the body, then with nothing left to read, when the request is handed to `handler`.
///
/// The handler never runs on the pool's threads: the connection is suspended and the handler runs on a
/// thread of its own, and when it returns the connection is resumed and libmicrohttpd calls here once more
/// to send the answer. A pool thread that waited for a render (or for anything else) would stop every
/// other connection it serves, and libmicrohttpd closes a connection whose handler took longer than the idle
/// timeout without sending its answer; a suspended connection is not timed out.
extension HTTPServer {
    /// A connection of libmicrohttpd, handed between threads (only while it is suspended, or under `pending`'s lock).
    struct Connection: @unchecked Sendable {
        let pointer: OpaquePointer?
    }

    static let access: MicroHTTPD.AccessHandler = { context, connection, url, method, _, upload, uploadSize, state in
        guard let context, let state, let uploadSize else { return MicroHTTPD.no }
        let server = Unmanaged<HTTPServer>.fromOpaque(context).takeUnretainedValue()
        let link = Connection(pointer: connection)
        guard let pointer = state.pointee else {
            let fresh = RequestState()
            state.pointee = Unmanaged.passRetained(fresh).toOpaque()
            if let length = server.values(link, MicroHTTPD.headerKind)["content-length"].flatMap(Int.init), length > server.limits.maximumBody {
                fresh.tooLarge = true
                return server.send(.text(413, "the body is larger than \(server.limits.maximumBody) bytes"), on: link)
            }
            return MicroHTTPD.yes
        }
        let request = Unmanaged<RequestState>.fromOpaque(pointer).takeUnretainedValue()
        if uploadSize.pointee > 0 {
            if let upload, !request.tooLarge {
                if request.body.count + uploadSize.pointee > server.limits.maximumBody {
                    request.tooLarge = true
                    request.body = []
                } else {
                    upload.withMemoryRebound(to: UInt8.self, capacity: uploadSize.pointee) {
                        request.body.append(contentsOf: UnsafeBufferPointer(start: $0, count: uploadSize.pointee))
                    }
                }
            }
            uploadSize.pointee = 0
            return MicroHTTPD.yes
        }
        if request.tooLarge { return server.send(.text(413, "the body is larger than \(server.limits.maximumBody) bytes"), on: link) }
        if let answer = server.answer(of: request) { return server.send(answer, on: link) }
        guard !request.handed else { return MicroHTTPD.yes }
        request.handed = true
        // Copied now: the handler's thread never looks into the connection.
        let headers = server.values(link, MicroHTTPD.headerKind)
        let query = server.values(link, MicroHTTPD.getArgumentKind, lowercased: false)
        let message = HTTPRequest(
            method: method.map { String(cString: $0) } ?? "",
            path: url.map { String(cString: $0) } ?? "/",
            header: { headers[$0.lowercased()] },
            query: { query[$0] },
            body: request.body)
        return server.answerLater(message, state: request, on: link)
    }

    /// Suspends the connection and runs the handler on a thread of its own (it inherits the pool thread's
    /// signal mask, so `serve`'s signals stay with its signal thread); its answer resumes the connection.
    /// Once `stop` has begun, the request is answered 503 at once instead: a connection suspended after
    /// `answerPending` would never be resumed, and libmicrohttpd aborts the process when it is stopped with
    /// a suspended connection (SIGTERM during a request's arrival exited 134).
    private func answerLater(_ message: HTTPRequest, state: RequestState, on connection: Connection) -> MicroHTTPD.Result {
        pendingLock.lock()
        // Suspended and recorded under the lock `answerPending` takes: either it sees this connection and
        // resumes it, or this sees `stopping`.
        guard !stopping else {
            pendingLock.unlock()
            return send(Self.stoppingAnswer, on: connection)
        }
        library.MHD_suspend_connection(connection.pointer)
        pending[ObjectIdentifier(state)] = (state, connection)
        pendingLock.unlock()
        Thread.detachNewThread { [self] in
            let response = handler(message)
            pendingLock.lock()
            defer { pendingLock.unlock() }
            // Gone: `stop` has answered it already and the connection may be freed.
            guard let entry = pending.removeValue(forKey: ObjectIdentifier(state)) else { return }
            entry.state.answer = response
            library.MHD_resume_connection(entry.connection.pointer)
        }
        return MicroHTTPD.yes
    }

    /// The answer to a request still with its handler, or arriving, when the server stops.
    static let stoppingAnswer = HTTPResponse.text(503, "the server is stopping")

    /// The handler's answer, once it is ready.
    private func answer(of state: RequestState) -> HTTPResponse? {
        pendingLock.lock()
        defer { pendingLock.unlock() }
        return state.answer
    }

    /// Answers every request still with its handler (`stop`: libmicrohttpd must not be stopped while a
    /// connection is suspended); their handlers' answers are then dropped, and no connection is suspended
    /// from now on (`answerLater` answers 503 at once).
    func answerPending(with response: HTTPResponse) {
        pendingLock.lock()
        defer { pendingLock.unlock() }
        stopping = true
        for (state, connection) in pending.values {
            state.answer = response
            library.MHD_resume_connection(connection.pointer)
        }
        pending.removeAll()
    }

    /// A request's headers (names in lower case) or query arguments, the first of each name.
    func values(_ connection: Connection, _ kind: Int32, lowercased: Bool = true) -> [String: String] {
        let collected = Collected(lowercased: lowercased)
        let iterator: MHD_KeyValueIterator = { context, _, key, value in
            guard let context, let key, let value else { return MicroHTTPD.yes }
            let collected = Unmanaged<Collected>.fromOpaque(context).takeUnretainedValue()
            let name = collected.lowercased ? String(cString: key).lowercased() : String(cString: key)
            if collected.values[name] == nil { collected.values[name] = String(cString: value) }
            return MicroHTTPD.yes
        }
        withExtendedLifetime(collected) {
            _ = library.MHD_get_connection_values(connection.pointer, kind, iterator, Unmanaged.passUnretained(collected).toOpaque())
        }
        return collected.values
    }

    /// What the iterator collects into.
    private final class Collected {
        let lowercased: Bool
        var values: [String: String] = [:]
        init(lowercased: Bool) { self.lowercased = lowercased }
    }

    /// Queues `response` on the connection.
    func send(_ response: HTTPResponse, on connection: Connection) -> MicroHTTPD.Result {
        var body = response.body
        let made = body.withUnsafeMutableBytes { library.MHD_create_response_from_buffer($0.count, $0.baseAddress, MicroHTTPD.mustCopy) }
        guard let made else { return MicroHTTPD.no }
        defer { library.MHD_destroy_response(made) }
        for (name, value) in response.headers + Self.always { _ = library.MHD_add_response_header(made, name, value) }
        return library.MHD_queue_response(connection.pointer, response.status, made)
    }

    /// Headers on every answer: nothing is cached, sniffed, framed or sent elsewhere.
    static let always: [(String, String)] = [
        ("Cache-Control", "no-store"),
        ("X-Content-Type-Options", "nosniff"),
        ("Referrer-Policy", "no-referrer"),
        ("Cross-Origin-Resource-Policy", "same-origin"),
    ]
}
