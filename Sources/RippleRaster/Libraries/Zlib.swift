import CRippleLibraries
import RippleLibraries

/// zlib, loaded at run time (`ripple_zlib.h` declares the functions): deflate for PNG image data (and batch's
/// gzip sizes), CRC-32 for PNG chunks.
///
/// `compress2` makes exactly what a PNG's `IDAT`/`fdAT` data is, a zlib stream (header, deflate data,
/// Adler-32), without declaring `z_stream`, whose layout differs between platforms.
package final class Zlib: @unchecked Sendable {
    private let zlib: CFunctions<RippleZlibFunctions>

    /// The shared instance, or why zlib is not available (its functions keep no shared state: thread-safe).
    package static let shared: Result<Zlib, LibraryMissing> = {
        do throws(LibraryMissing) { return .success(try Zlib()) } catch { return .failure(error) }
    }()

    private init() throws(LibraryMissing) {
        zlib = try CFunctions([DynamicLibrary(["libz.so.1", "libz.1.dylib", "libz.dylib"], package: "zlib1g")], ripple_zlib_load)
    }

    /// `bytes` as a zlib stream at `level` (0–9), or `nil` when zlib fails (out of memory).
    package func compress(_ bytes: UnsafeRawBufferPointer, level: Int32 = 9) -> [UInt8]? {
        let bound = zlib.compressBound(UInt(bytes.count))
        var output = [UInt8](repeating: 0, count: Int(bound))
        var length = bound
        let status = output.withUnsafeMutableBufferPointer { buffer in
            zlib.compress2(buffer.baseAddress, &length, bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), UInt(bytes.count), level)
        }
        // Z_OK is 0.
        guard status == 0 else { return nil }
        output.removeSubrange(Int(length)...)
        return output
    }

    /// The CRC-32 of `bytes` (PNG's and gzip's), continuing from `initial`.
    package func crc32(_ bytes: UnsafeRawBufferPointer, initial: UInt32 = 0) -> UInt32 {
        UInt32(truncatingIfNeeded: zlib.crc32(UInt(initial), bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), UInt32(bytes.count)))
    }
}
