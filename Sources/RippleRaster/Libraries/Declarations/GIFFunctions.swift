/// giflib 5's streaming writer as `GIFLibrary` calls it (`gif_lib.h`). The colour map is passed as bytes
/// (`GifColorType` is three `GifByteType`s: red, green, blue).
public struct GIFFunctions: CLibraryDeclarations {
    public typealias Output = @convention(c) (OpaquePointer?, UnsafePointer<UInt8>?, Int32) -> Int32
    public typealias Open = @convention(c) (UnsafeMutableRawPointer?, Output?, UnsafeMutablePointer<Int32>?) -> OpaquePointer?
    public typealias Close = @convention(c) (OpaquePointer?, UnsafeMutablePointer<Int32>?) -> Int32
    public typealias SetVersion = @convention(c) (OpaquePointer?, Bool) -> Void
    public typealias ScreenDesc = @convention(c) (OpaquePointer?, Int32, Int32, Int32, Int32, OpaquePointer?) -> Int32
    public typealias ImageDesc = @convention(c) (OpaquePointer?, Int32, Int32, Int32, Int32, Bool, OpaquePointer?) -> Int32
    public typealias PutLine = @convention(c) (OpaquePointer?, UnsafeMutablePointer<UInt8>?, Int32) -> Int32
    public typealias PutExtension = @convention(c) (OpaquePointer?, Int32, Int32, UnsafeRawPointer?) -> Int32
    public typealias ExtensionLeader = @convention(c) (OpaquePointer?, Int32) -> Int32
    public typealias ExtensionBlock = @convention(c) (OpaquePointer?, Int32, UnsafeRawPointer?) -> Int32
    public typealias ExtensionTrailer = @convention(c) (OpaquePointer?) -> Int32
    public typealias MakeMap = @convention(c) (Int32, UnsafeRawPointer?) -> OpaquePointer?
    public typealias FreeMap = @convention(c) (OpaquePointer?) -> Void
    public typealias ErrorString = @convention(c) (Int32) -> UnsafePointer<CChar>?

    public let headers = ["gif_lib.h"]
    public let pkgConfigModules: [String] = []
    public let devPackages = ["libgif-dev"]

    public let output = CFunction<Output>(typedef: "OutputFunc", "int (*)(GifFileType*, const GifByteType*, int)")
    public let open = CFunction<Open>("EGifOpen", "GifFileType* (*)(void*, OutputFunc, int*)")
    public let close = CFunction<Close>("EGifCloseFile", "int (*)(GifFileType*, int*)")
    public let setVersion = CFunction<SetVersion>("EGifSetGifVersion", "void (*)(GifFileType*, bool)")
    public let screenDesc = CFunction<ScreenDesc>("EGifPutScreenDesc", "int (*)(GifFileType*, int, int, int, int, const ColorMapObject*)")
    public let imageDesc = CFunction<ImageDesc>(
        "EGifPutImageDesc", "int (*)(GifFileType*, int, int, int, int, bool, const ColorMapObject*)")
    public let putLine = CFunction<PutLine>("EGifPutLine", "int (*)(GifFileType*, GifPixelType*, int)")
    public let putExtension = CFunction<PutExtension>("EGifPutExtension", "int (*)(GifFileType*, int, int, const void*)")
    public let extensionLeader = CFunction<ExtensionLeader>("EGifPutExtensionLeader", "int (*)(GifFileType*, int)")
    public let extensionBlock = CFunction<ExtensionBlock>("EGifPutExtensionBlock", "int (*)(GifFileType*, int, const void*)")
    public let extensionTrailer = CFunction<ExtensionTrailer>("EGifPutExtensionTrailer", "int (*)(GifFileType*)")
    public let makeMap = CFunction<MakeMap>("GifMakeMapObject", "ColorMapObject* (*)(int, const GifColorType*)")
    public let freeMap = CFunction<FreeMap>("GifFreeMapObject", "void (*)(ColorMapObject*)")
    public let errorString = CFunction<ErrorString>("GifErrorString", "const char* (*)(int)")

    public init() {}
}
