import CRippleLibraries
import RippleLibraries

/// The access handler libmicrohttpd calls, on one of its pool's threads, several times per request: first
/// with no state (the headers are in: a body announced larger than the bound is refused at once), then once
/// per piece of the body, then with nothing left to read, when the request is answered.
extension HTTPServer {
    /// A connection as the handler may look into it while it runs (never kept past the call).
    struct Connection: @unchecked Sendable {
        let pointer: OpaquePointer?
        let library: MicroHTTPD.Functions

        func value(_ kind: Int32, _ key: String) -> String? {
            library.MHD_lookup_connection_value(pointer, kind, key).map { String(cString: $0) }
        }
    }

    static let access: MicroHTTPD.AccessHandler = { context, connection, url, method, _, upload, uploadSize, state in
        guard let context, let state, let uploadSize else { return MicroHTTPD.no }
        let server = Unmanaged<HTTPServer>.fromOpaque(context).takeUnretainedValue()
        let link = Connection(pointer: connection, library: server.library)
        guard let pointer = state.pointee else {
            let fresh = RequestState()
            state.pointee = Unmanaged.passRetained(fresh).toOpaque()
            if let length = link.value(MicroHTTPD.headerKind, "Content-Length").flatMap(Int.init), length > server.limits.maximumBody {
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
        let target = url.map { String(cString: $0) } ?? "/"
        let message = HTTPRequest(
            method: method.map { String(cString: $0) } ?? "",
            path: target,
            header: { link.value(MicroHTTPD.headerKind, $0) },
            query: { link.value(MicroHTTPD.getArgumentKind, $0) },
            body: request.body)
        return server.send(server.handler(message), on: link)
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
