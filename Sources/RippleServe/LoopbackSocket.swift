#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The listening socket, made here rather than by libmicrohttpd so that it is bound to 127.0.0.1 only and
/// the port the kernel chose for `--port 0` is known before the first line is printed.
enum LoopbackSocket {
    /// Why the socket could not be made: the system's reason.
    struct Failure: Error {
        let reason: String
    }

    /// A listening TCP socket on 127.0.0.1:`port` (0: a free port) and the port it got.
    static func listen(port: UInt16, backlog: Int32 = 1024) throws(Failure) -> (descriptor: Int32, port: UInt16) {
        #if canImport(Glibc)
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        #else
        let descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard descriptor >= 0 else { throw Failure(reason: reason()) }
        var on: Int32 = 1
        setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &on, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, startListening(descriptor, backlog) == 0 else {
            let why = reason()
            close(descriptor)
            throw Failure(reason: why)
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        return (descriptor, UInt16(bigEndian: address.sin_port))
    }

    private static func startListening(_ descriptor: Int32, _ backlog: Int32) -> Int32 {
        #if canImport(Glibc)
        Glibc.listen(descriptor, backlog)
        #else
        Darwin.listen(descriptor, backlog)
        #endif
    }

    private static func reason() -> String {
        String(cString: strerror(errno))
    }
}
