/// libwebp's encoder and libwebpmux's animation encoder as `WebPLibrary` calls them (`webp/encode.h`,
/// `webp/mux.h`, libwebp 1.x). The structs are passed as raw memory (see `WebPLibrary`), hence raw pointers.
package struct WebPFunctions: CLibraryDeclarations {
    package typealias ConfigInit = @convention(c) (UnsafeMutableRawPointer?, Int32, Float, Int32) -> Int32
    package typealias StructInit = @convention(c) (UnsafeMutableRawPointer?, Int32) -> Int32
    package typealias ImportRGBA = @convention(c) (UnsafeMutableRawPointer?, UnsafePointer<UInt8>?, Int32) -> Int32
    package typealias Free = @convention(c) (UnsafeMutableRawPointer?) -> Void
    package typealias EncoderNew = @convention(c) (Int32, Int32, UnsafeRawPointer?, Int32) -> OpaquePointer?
    package typealias EncoderAdd = @convention(c) (OpaquePointer?, UnsafeMutableRawPointer?, Int32, UnsafeRawPointer?) -> Int32
    package typealias EncoderAssemble = @convention(c) (OpaquePointer?, UnsafeMutableRawPointer?) -> Int32
    package typealias EncoderError = @convention(c) (OpaquePointer?) -> UnsafePointer<CChar>?
    package typealias EncoderDelete = @convention(c) (OpaquePointer?) -> Void

    package let headers = ["webp/encode.h", "webp/mux.h"]
    package let pkgConfigModules = ["libwebp", "libwebpmux"]
    package let devPackages = ["libwebp-dev"]

    package let configInit = CFunction<ConfigInit>("WebPConfigInitInternal", "int (*)(WebPConfig*, WebPPreset, float, int)")
    package let pictureInit = CFunction<StructInit>("WebPPictureInitInternal", "int (*)(WebPPicture*, int)")
    package let importRGBA = CFunction<ImportRGBA>("WebPPictureImportRGBA", "int (*)(WebPPicture*, const uint8_t*, int)")
    package let pictureFree = CFunction<Free>("WebPPictureFree", "void (*)(WebPPicture*)")
    package let free = CFunction<Free>("WebPFree", "void (*)(void*)")
    package let optionsInit = CFunction<StructInit>("WebPAnimEncoderOptionsInitInternal", "int (*)(WebPAnimEncoderOptions*, int)")
    package let encoderNew = CFunction<EncoderNew>(
        "WebPAnimEncoderNewInternal", "WebPAnimEncoder* (*)(int, int, const WebPAnimEncoderOptions*, int)")
    package let encoderAdd = CFunction<EncoderAdd>(
        "WebPAnimEncoderAdd", "int (*)(WebPAnimEncoder*, WebPPicture*, int, const WebPConfig*)")
    package let encoderAssemble = CFunction<EncoderAssemble>("WebPAnimEncoderAssemble", "int (*)(WebPAnimEncoder*, WebPData*)")
    package let encoderError = CFunction<EncoderError>("WebPAnimEncoderGetError", "const char* (*)(WebPAnimEncoder*)")
    package let encoderDelete = CFunction<EncoderDelete>("WebPAnimEncoderDelete", "void (*)(WebPAnimEncoder*)")

    package init() {}
}
