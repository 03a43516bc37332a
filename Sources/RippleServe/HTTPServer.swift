import Foundation
import CRippleLibraries
import RippleLibraries

/// An HTTP/1.1 server on 127.0.0.1 run by GNU libmicrohttpd: its thread pool, its connection limit, its
/// per-connection timeout and memory limit; the body is bounded here (413 past `maximumBody`). No HTTP is
/// parsed by hand: requests come to `handler` complete, on the pool's threads.
package final class HTTPServer: @unchecked Sendable {
    /// The limits, all enforced by libmicrohttpd except the body's.
    package struct Limits: Sendable {
        /// Connections at once (beyond it, libmicrohttpd refuses new ones).
        package var connections: UInt32 = 1_000
        /// Seconds a connection may stay idle before it is dropped.
        package var timeout: UInt32 = 10
        /// Threads answering requests.
        package var threads: UInt32 = 4
        /// The largest request body; a larger one gets 413 and is not read.
        package var maximumBody = 2 * 1024 * 1024
        /// Bytes libmicrohttpd may use per connection for its headers and buffers.
        package var connectionMemory = 64 * 1024

        package init() {}
    }

    /// Why the server could not start.
    package enum Failure: Error, CustomStringConvertible {
        case library(LibraryMissing)
        case socket(String)
        case daemon

        package var description: String {
            switch self {
            case .library(let missing): "\(missing)"
            case .socket(let reason): "cannot listen on 127.0.0.1: \(reason.lowercased())"
            case .daemon: "libmicrohttpd could not start the server"
            }
        }
    }

    /// The port it listens on.
    package let port: UInt16
    let library: MicroHTTPD.Functions
    let limits: Limits
    let handler: @Sendable (HTTPRequest) -> HTTPResponse
    private var daemon: OpaquePointer?
    private let descriptor: Int32
    /// Requests whose handler is running, their connections suspended (`HTTPServer+Access`).
    let pendingLock = NSLock()
    var pending: [ObjectIdentifier: (state: RequestState, connection: Connection)] = [:]
    /// Set under `pendingLock` when `stop` begins: no connection is suspended after it.
    var stopping = false

    /// Starts listening on 127.0.0.1:`port` (0: a free one).
    package init(port: UInt16, limits: Limits = Limits(), handler: @escaping @Sendable (HTTPRequest) -> HTTPResponse) throws(Failure) {
        do {
            library = try MicroHTTPD.load()
        } catch {
            throw .library(error)
        }
        let socket: (descriptor: Int32, port: UInt16)
        do {
            socket = try LoopbackSocket.listen(port: port)
        } catch {
            throw .socket(error.reason)
        }
        descriptor = socket.descriptor
        self.port = socket.port
        self.limits = limits
        self.handler = handler
        let context = Unmanaged.passUnretained(self).toOpaque()
        let completed: MicroHTTPD.CompletedHandler = { _, _, state, _ in
            guard let state, let pointer = state.pointee else { return }
            Unmanaged<RequestState>.fromOpaque(pointer).release()
            state.pointee = nil
        }
        let arguments: [CVarArg] = [
            MicroHTTPD.optionListenSocket, socket.descriptor,
            MicroHTTPD.optionThreadPoolSize, limits.threads,
            MicroHTTPD.optionConnectionLimit, limits.connections,
            MicroHTTPD.optionConnectionTimeout, limits.timeout,
            MicroHTTPD.optionConnectionMemoryLimit, limits.connectionMemory,
            MicroHTTPD.optionNotifyCompleted, unsafeBitCast(completed, to: OpaquePointer.self), Int(0),
            MicroHTTPD.optionEnd,
        ]
        daemon = withVaList(arguments) { list in
            library.MHD_start_daemon_va(MicroHTTPD.useInternalPollingThread | MicroHTTPD.useEpoll | MicroHTTPD.useErrorLog | MicroHTTPD.allowSuspendResume, 0, nil, nil,
                                HTTPServer.access, context, list)
        }
        guard daemon != nil else {
            close(descriptor)
            throw .daemon
        }
    }

    /// Stops the server: a request whose handler still runs is answered 503, its threads end, every
    /// connection is closed. It does not wait for handlers.
    package func stop() {
        guard let daemon else { return }
        answerPending(with: Self.stoppingAnswer)
        library.MHD_stop_daemon(daemon)
        self.daemon = nil
        close(descriptor)
    }

    deinit { stop() }
}

/// What one connection's request has sent so far (touched by one thread at a time: libmicrohttpd's, then, for
/// `answer`, under `pendingLock`).
final class RequestState: @unchecked Sendable {
    var body: [UInt8] = []
    var tooLarge = false
    /// Handed to the handler (it is not handed twice).
    var handed = false
    /// The handler's answer, set under `pendingLock` before the connection is resumed.
    var answer: HTTPResponse?
}
