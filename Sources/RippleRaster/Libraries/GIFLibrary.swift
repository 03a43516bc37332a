import Foundation

/// giflib 5, loaded at run time through `DynamicLibrary`.
///
/// Only giflib's streaming writer is used (`EGifOpen` with an output function, then screen, extensions,
/// image descriptors and lines); the palette is ripplegen's own (`GIFPalette`). `ColorMapObject` is made by
/// giflib (`GifMakeMapObject`), so its layout never matters here.
final class GIFLibrary: @unchecked Sendable {
    let open: GIFFunctions.Open
    let close: GIFFunctions.Close
    let setVersion: GIFFunctions.SetVersion
    let screenDesc: GIFFunctions.ScreenDesc
    let imageDesc: GIFFunctions.ImageDesc
    let putLine: GIFFunctions.PutLine
    let putExtension: GIFFunctions.PutExtension
    let extensionLeader: GIFFunctions.ExtensionLeader
    let extensionBlock: GIFFunctions.ExtensionBlock
    let extensionTrailer: GIFFunctions.ExtensionTrailer
    let makeMap: GIFFunctions.MakeMap
    let freeMap: GIFFunctions.FreeMap
    let errorString: GIFFunctions.ErrorString

    /// The shared instance, or the reason the library is not available.
    static let shared: Result<GIFLibrary, RasterError> = {
        do throws(LibraryMissing) { return .success(try GIFLibrary()) } catch { return .failure(.libraryMissing(error)) }
    }()

    private init() throws(LibraryMissing) {
        let declared = GIFFunctions()
        let gif = try DynamicLibrary(["libgif.so.7", "libgif.7.dylib", "libgif.dylib"], package: "libgif7")
        open = try gif.function(declared.open)
        close = try gif.function(declared.close)
        setVersion = try gif.function(declared.setVersion)
        screenDesc = try gif.function(declared.screenDesc)
        imageDesc = try gif.function(declared.imageDesc)
        putLine = try gif.function(declared.putLine)
        putExtension = try gif.function(declared.putExtension)
        extensionLeader = try gif.function(declared.extensionLeader)
        extensionBlock = try gif.function(declared.extensionBlock)
        extensionTrailer = try gif.function(declared.extensionTrailer)
        makeMap = try gif.function(declared.makeMap)
        freeMap = try gif.function(declared.freeMap)
        errorString = try gif.function(declared.errorString)
    }

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
    static let output: GIFFunctions.Output = { file, data, length in
        guard let file, let data, length >= 0 else { return 0 }
        sinks.append(file, UnsafeBufferPointer(start: data, count: Int(length)))
        return length
    }
}
