import RippleLibraries
import RippleRaster

/// gzip sizes through zlib (`Zlib`, loaded at run time through the one `DynamicLibrary` helper).
///
/// The size is one column of `ripplegen batch`'s summary, so a system without `libz.so.1` shows `-` instead
/// of a number rather than failing the batch.
///
/// `compress2` at level 9 makes a zlib stream: a 2-byte header, the raw deflate data and a 4-byte Adler-32.
/// A gzip file (`deflateInit2_` with windowBits 31, as `gzip -9 -n` or a web server makes) holds the same
/// deflate data between a 10-byte header and an 8-byte trailer (CRC-32 and length), so its size is the
/// zlib stream's plus 12. That spares declaring `z_stream`, whose layout differs between platforms.
enum Gzip {
    /// The bytes a gzip file has around the deflate data, minus those a zlib stream has: (10 + 8) − (2 + 4).
    static let wrapperDifference = 12

    /// zlib, or why it is not available (as batch words it: the column shows '-').
    static let shared: Result<Zlib, GzipUnavailable> = Zlib.shared.mapError { GzipUnavailable(missing: $0) }

    /// The gzip size of `bytes` at level 9, or `nil` when zlib is not available or fails (out of memory).
    static func size(of bytes: UnsafeRawBufferPointer) -> Int? {
        guard case .success(let zlib) = shared, let stream = zlib.compress(bytes, level: 9) else { return nil }
        return stream.count + wrapperDifference
    }
}

/// zlib could not be loaded.
struct GzipUnavailable: Error, Sendable, CustomStringConvertible {
    /// The library or function that is missing.
    let missing: LibraryMissing

    /// A short lower-case message.
    var description: String {
        "cannot load \(missing.library) (zlib), so gzip sizes are shown as '-' (Debian: apt-get install \(missing.package))"
    }
}
