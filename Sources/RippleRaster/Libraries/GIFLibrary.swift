import CRippleLibraries
import Foundation
import RippleLibraries

/// giflib 5, loaded at run time (`ripple_gif.h` declares the functions).
///
/// Only giflib's streaming writer is used (`EGifOpen` with an output function, then screen, extensions,
/// image descriptors and lines); the palette is ripplegen's own (`GIFPalette`). `ColorMapObject` is made by
/// giflib (`GifMakeMapObject`), so its layout never matters here.
enum GIFLibrary {
    typealias Functions = CFunctions<RippleGIFFunctions>

    /// The functions, or the reason the library is not available (loaded once).
    static let shared: Result<Functions, RasterError> = {
        do throws(LibraryMissing) {
            let gif = try DynamicLibrary(["libgif.so.7", "libgif.7.dylib", "libgif.dylib"], package: "libgif7")
            return .success(try CFunctions([gif], ripple_gif_load))
        } catch {
            return .failure(.libraryMissing(error))
        }
    }()

    /// Held for a whole GIF's writing: a closed file's pointer may be handed to the next `EGifOpen`, so two
    /// threads must not have files open at once (encoding a GIF takes milliseconds).
    static let writing = NSLock()

    /// Where each open GIF's bytes go, by its `GifFileType` pointer: giflib hands the output function only
    /// that pointer, and looking it up here spares reading `GifFileType.UserData` at a hard-coded offset.
    final class Sinks: @unchecked Sendable {
        private let lock = NSLock()
        private var buffers: [OpaquePointer: [UInt8]] = [:]

        func start(_ file: OpaquePointer) { lock.withLock { buffers[file] = [] } }
        func append(_ file: OpaquePointer, _ bytes: UnsafeBufferPointer<UInt8>) {
            lock.withLock { buffers[file, default: []].append(contentsOf: bytes) }
        }
        func finish(_ file: OpaquePointer) -> [UInt8] { lock.withLock { buffers.removeValue(forKey: file) ?? [] } }
    }

    /// The bytes written so far per open file.
    static let sinks = Sinks()

    /// The output function every GIF is opened with.
    static let output: OutputFunc = { file, data, length in
        guard let file, let data, length >= 0 else { return 0 }
        sinks.append(file, UnsafeBufferPointer(start: data, count: Int(length)))
        return length
    }
}
