#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// gzip sizes through zlib, loaded at run time with `dlopen`.
///
/// The size is one column of `ripplegen batch`'s summary, so ripplegen does not link zlib: it builds
/// without zlib's headers, and a system without `libz.so.1` shows `-` instead of a number.
///
/// `compress2` at level 9 makes a zlib stream: a 2-byte header, the raw deflate data and a 4-byte Adler-32.
/// A gzip file (`deflateInit2_` with windowBits 31, as `gzip -9 -n` or a web server makes) holds the same
/// deflate data between a 10-byte header and an 8-byte trailer (CRC-32 and length), so its size is the
/// zlib stream's plus 12. That spares declaring `z_stream`, whose layout differs between platforms.
final class Gzip: @unchecked Sendable {
    typealias Compress2 = @convention(c) (UnsafeMutablePointer<UInt8>?, UnsafeMutablePointer<UInt>?, UnsafePointer<UInt8>?, UInt, Int32) -> Int32
    typealias CompressBound = @convention(c) (UInt) -> UInt

    /// The bytes a gzip file has around the deflate data, minus those a zlib stream has: (10 + 8) − (2 + 4).
    static let wrapperDifference = 12

    private let compress2: Compress2
    private let compressBound: CompressBound

    /// The shared instance, or why zlib is not available (the functions are thread-safe: no shared state).
    static let shared: Result<Gzip, GzipUnavailable> = {
        do throws(GzipUnavailable) { return .success(try Gzip()) } catch { return .failure(error) }
    }()

    /// The gzip size of `bytes` at level 9, or `nil` when zlib is not available.
    static func size(of bytes: UnsafeRawBufferPointer) -> Int? {
        guard case .success(let zlib) = shared else { return nil }
        return zlib.size(of: bytes)
    }

    private init() throws(GzipUnavailable) {
        let names = ["libz.so.1", "libz.1.dylib", "libz.dylib"]
        guard let handle = names.lazy.compactMap({ dlopen($0, RTLD_NOW | RTLD_LOCAL) }).first else {
            throw GzipUnavailable(library: names[0])
        }
        compress2 = try Self.symbol(handle, "compress2")
        compressBound = try Self.symbol(handle, "compressBound")
    }

    private func size(of bytes: UnsafeRawBufferPointer) -> Int? {
        let bound = compressBound(UInt(bytes.count))
        var output = [UInt8](repeating: 0, count: Int(bound))
        var length = bound
        let status = output.withUnsafeMutableBufferPointer { buffer in
            compress2(buffer.baseAddress, &length, bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), UInt(bytes.count), 9)
        }
        // Z_OK is 0; anything else (out of memory) leaves the column empty rather than wrong.
        guard status == 0 else { return nil }
        return Int(length) + Self.wrapperDifference
    }

    private static func symbol<T>(_ handle: UnsafeMutableRawPointer, _ name: String) throws(GzipUnavailable) -> T {
        guard let pointer = dlsym(handle, name) else { throw GzipUnavailable(library: "libz.so.1 (\(name))") }
        return unsafeBitCast(pointer, to: T.self)
    }
}

/// zlib could not be loaded.
struct GzipUnavailable: Error, Sendable, CustomStringConvertible {
    /// The library or function that is missing.
    let library: String

    /// A short lower-case message.
    var description: String {
        "cannot load \(library) (zlib), so gzip sizes are shown as '-' (Debian: apt-get install zlib1g)"
    }
}
