#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The one write loop: every byte to a descriptor, retrying after EINTR (`OutputWriter` and `Console`).
enum POSIXWrite {
    /// Writes all of `bytes`; `false` on the first error (errno says which).
    static func all(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let written = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                return false
            }
            offset += written
        }
        return true
    }
}
