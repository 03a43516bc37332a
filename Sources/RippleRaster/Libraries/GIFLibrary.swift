import Foundation

/// giflib 5, loaded at run time through `DynamicLibrary`.
///
/// Only giflib's streaming writer is used (`EGifOpen` with an output function, then screen, extensions,
/// image descriptors and lines); the palette is ripplegen's own (`GIFPalette`). `ColorMapObject` is made by
/// giflib (`GifMakeMapObject`), so its layout never matters here.
final class GIFLibrary: @unchecked Sendable {
    typealias Output = @convention(c) (OpaquePointer?, UnsafePointer<UInt8>?, Int32) -> Int32
    typealias Open = @convention(c) (UnsafeMutableRawPointer?, Output?, UnsafeMutablePointer<Int32>?) -> OpaquePointer?
    typealias Close = @convention(c) (OpaquePointer?, UnsafeMutablePointer<Int32>?) -> Int32
    typealias SetVersion = @convention(c) (OpaquePointer?, Bool) -> Void
    typealias ScreenDesc = @convention(c) (OpaquePointer?, Int32, Int32, Int32, Int32, OpaquePointer?) -> Int32
    typealias ImageDesc = @convention(c) (OpaquePointer?, Int32, Int32, Int32, Int32, Bool, OpaquePointer?) -> Int32
    typealias PutLine = @convention(c) (OpaquePointer?, UnsafeMutablePointer<UInt8>?, Int32) -> Int32
    typealias PutExtension = @convention(c) (OpaquePointer?, Int32, Int32, UnsafeRawPointer?) -> Int32
    typealias ExtensionLeader = @convention(c) (OpaquePointer?, Int32) -> Int32
    typealias ExtensionBlock = @convention(c) (OpaquePointer?, Int32, UnsafeRawPointer?) -> Int32
    typealias ExtensionTrailer = @convention(c) (OpaquePointer?) -> Int32
    typealias MakeMap = @convention(c) (Int32, UnsafePointer<UInt8>?) -> OpaquePointer?
    typealias FreeMap = @convention(c) (OpaquePointer?) -> Void
    typealias ErrorString = @convention(c) (Int32) -> UnsafePointer<CChar>?

    let open: Open
    let close: Close
    let setVersion: SetVersion
    let screenDesc: ScreenDesc
    let imageDesc: ImageDesc
    let putLine: PutLine
    let putExtension: PutExtension
    let extensionLeader: ExtensionLeader
    let extensionBlock: ExtensionBlock
    let extensionTrailer: ExtensionTrailer
    let makeMap: MakeMap
    let freeMap: FreeMap
    let errorString: ErrorString

    /// The shared instance, or the reason the library is not available.
    static let shared: Result<GIFLibrary, RasterError> = {
        do throws(LibraryMissing) { return .success(try GIFLibrary()) } catch { return .failure(.libraryMissing(error)) }
    }()

    private init() throws(LibraryMissing) {
        let gif = try DynamicLibrary(["libgif.so.7", "libgif.7.dylib", "libgif.dylib"], package: "libgif7")
        open = try gif.function("EGifOpen")
        close = try gif.function("EGifCloseFile")
        setVersion = try gif.function("EGifSetGifVersion")
        screenDesc = try gif.function("EGifPutScreenDesc")
        imageDesc = try gif.function("EGifPutImageDesc")
        putLine = try gif.function("EGifPutLine")
        putExtension = try gif.function("EGifPutExtension")
        extensionLeader = try gif.function("EGifPutExtensionLeader")
        extensionBlock = try gif.function("EGifPutExtensionBlock")
        extensionTrailer = try gif.function("EGifPutExtensionTrailer")
        makeMap = try gif.function("GifMakeMapObject")
        freeMap = try gif.function("GifFreeMapObject")
        errorString = try gif.function("GifErrorString")
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
    static let output: Output = { file, data, length in
        guard let file, let data, length >= 0 else { return 0 }
        sinks.append(file, UnsafeBufferPointer(start: data, count: Int(length)))
        return length
    }
}
