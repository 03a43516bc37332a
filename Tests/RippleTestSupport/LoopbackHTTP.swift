#if os(Linux)
import Glibc
#else
import Darwin
#endif
import Foundation

/// One HTTP/1.1 exchange with a server on 127.0.0.1 over a raw socket (no client library that retries,
/// pools or follows anything): what `serve`'s tests send and what they read back.
public enum LoopbackHTTP {
    /// An answer: the status code (0 when the connection closed without one), the headers (names in lower
    /// case), the body.
    public struct Answer: Sendable {
        public var status: Int
        public var headers: [String: String]
        public var body: [UInt8]
        public var text: String { String(decoding: body, as: UTF8.self) }
    }

    /// Sends one request (`Connection: close`) and reads the whole answer; a server that says nothing for
    /// `patience` seconds gives status 0.
    public static func exchange(port: UInt16, _ method: String, _ target: String, headers: [String: String] = [:],
                                body: [UInt8] = [], patience: Int = 60) -> Answer {
        var head = "\(method) \(target) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\nContent-Length: \(body.count)\r\n"
        for (name, value) in headers.sorted(by: { $0.key < $1.key }) { head += "\(name): \(value)\r\n" }
        let socket = RawSocket(port: port, patience: patience)
        defer { socket.close() }
        socket.send(Array((head + "\r\n").utf8) + body)
        return parse(socket.receiveAll())
    }

    static func parse(_ reply: [UInt8]) -> Answer {
        let separator: [UInt8] = [13, 10, 13, 10]
        guard let end = (0..<max(0, reply.count - 3)).first(where: { Array(reply[$0..<($0 + 4)]) == separator }) else {
            return Answer(status: 0, headers: [:], body: [])
        }
        let lines = String(decoding: reply[..<end], as: UTF8.self).components(separatedBy: "\r\n")
        let status = lines.first.flatMap { $0.split(separator: " ").dropFirst().first }.flatMap { Int($0) } ?? 0
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        return Answer(status: status, headers: headers, body: Array(reply[(end + 4)...]))
    }
}

/// A blocking TCP connection to 127.0.0.1 with a receive timeout.
public struct RawSocket {
    private let descriptor: Int32

    public init(port: UInt16, patience: Int = 10) {
        #if os(Linux)
        descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var timeout = timeval(tv_sec: patience, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        _ = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
    }

    public func send(_ bytes: [UInt8]) {
        var sent = 0
        while sent < bytes.count {
            #if os(Linux)
            let count = bytes[sent...].withUnsafeBytes { Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            #else
            let count = bytes[sent...].withUnsafeBytes { Darwin.send(descriptor, $0.baseAddress, $0.count, 0) }
            #endif
            if count <= 0 { return }  // the server may close early (413): what it answered is still read
            sent += count
        }
    }

    /// Everything until the server closes (or says nothing for the patience given).
    public func receiveAll() -> [UInt8] {
        var reply: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            if count <= 0 { return reply }
            reply += buffer[0..<count]
        }
    }

    public func close() {
        #if os(Linux)
        _ = Glibc.close(descriptor)
        #else
        _ = Darwin.close(descriptor)
        #endif
    }
}
