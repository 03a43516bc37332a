/// giflib 5's streaming writer as `GIFLibrary` calls it (`gif_lib.h`). The colour map is passed as bytes
/// (`GifColorType` is three `GifByteType`s: red, green, blue).
package struct GIFFunctions: CLibraryDeclarations {
    package typealias Output = @convention(c) (OpaquePointer?, UnsafePointer<UInt8>?, Int32) -> Int32
    package typealias Open = @convention(c) (UnsafeMutableRawPointer?, Output?, UnsafeMutablePointer<Int32>?) -> OpaquePointer?
    package typealias Close = @convention(c) (OpaquePointer?, UnsafeMutablePointer<Int32>?) -> Int32
    package typealias SetVersion = @convention(c) (OpaquePointer?, Bool) -> Void
    package typealias ScreenDesc = @convention(c) (OpaquePointer?, Int32, Int32, Int32, Int32, OpaquePointer?) -> Int32
    package typealias ImageDesc = @convention(c) (OpaquePointer?, Int32, Int32, Int32, Int32, Bool, OpaquePointer?) -> Int32
    package typealias PutLine = @convention(c) (OpaquePointer?, UnsafeMutablePointer<UInt8>?, Int32) -> Int32
    package typealias PutExtension = @convention(c) (OpaquePointer?, Int32, Int32, UnsafeRawPointer?) -> Int32
    package typealias ExtensionLeader = @convention(c) (OpaquePointer?, Int32) -> Int32
    package typealias ExtensionBlock = @convention(c) (OpaquePointer?, Int32, UnsafeRawPointer?) -> Int32
    package typealias ExtensionTrailer = @convention(c) (OpaquePointer?) -> Int32
    package typealias MakeMap = @convention(c) (Int32, UnsafeRawPointer?) -> OpaquePointer?
    package typealias FreeMap = @convention(c) (OpaquePointer?) -> Void
    package typealias ErrorString = @convention(c) (Int32) -> UnsafePointer<CChar>?

    package let headers = ["gif_lib.h"]
    package let pkgConfigModules: [String] = []
    package let devPackages = ["libgif-dev"]

    package let output = CFunction<Output>(typedef: "OutputFunc", "int (*)(GifFileType*, const GifByteType*, int)")
    package let open = CFunction<Open>("EGifOpen", "GifFileType* (*)(void*, OutputFunc, int*)")
    package let close = CFunction<Close>("EGifCloseFile", "int (*)(GifFileType*, int*)")
    package let setVersion = CFunction<SetVersion>("EGifSetGifVersion", "void (*)(GifFileType*, bool)")
    package let screenDesc = CFunction<ScreenDesc>("EGifPutScreenDesc", "int (*)(GifFileType*, int, int, int, int, const ColorMapObject*)")
    package let imageDesc = CFunction<ImageDesc>(
        "EGifPutImageDesc", "int (*)(GifFileType*, int, int, int, int, bool, const ColorMapObject*)")
    package let putLine = CFunction<PutLine>("EGifPutLine", "int (*)(GifFileType*, GifPixelType*, int)")
    package let putExtension = CFunction<PutExtension>("EGifPutExtension", "int (*)(GifFileType*, int, int, const void*)")
    package let extensionLeader = CFunction<ExtensionLeader>("EGifPutExtensionLeader", "int (*)(GifFileType*, int)")
    package let extensionBlock = CFunction<ExtensionBlock>("EGifPutExtensionBlock", "int (*)(GifFileType*, int, const void*)")
    package let extensionTrailer = CFunction<ExtensionTrailer>("EGifPutExtensionTrailer", "int (*)(GifFileType*)")
    package let makeMap = CFunction<MakeMap>("GifMakeMapObject", "ColorMapObject* (*)(int, const GifColorType*)")
    package let freeMap = CFunction<FreeMap>("GifFreeMapObject", "void (*)(ColorMapObject*)")
    package let errorString = CFunction<ErrorString>("GifErrorString", "const char* (*)(int)")

    package init() {}
}
