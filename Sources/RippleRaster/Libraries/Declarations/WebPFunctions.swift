/// libwebp's encoder and libwebpmux's animation encoder as `WebPLibrary` calls them (`webp/encode.h`,
/// `webp/mux.h`, libwebp 1.x). The structs are passed as raw memory (see `WebPLibrary`), hence raw pointers.
public struct WebPFunctions: CLibraryDeclarations {
    public typealias ConfigInit = @convention(c) (UnsafeMutableRawPointer?, Int32, Float, Int32) -> Int32
    public typealias StructInit = @convention(c) (UnsafeMutableRawPointer?, Int32) -> Int32
    public typealias ImportRGBA = @convention(c) (UnsafeMutableRawPointer?, UnsafePointer<UInt8>?, Int32) -> Int32
    public typealias Free = @convention(c) (UnsafeMutableRawPointer?) -> Void
    public typealias EncoderNew = @convention(c) (Int32, Int32, UnsafeRawPointer?, Int32) -> OpaquePointer?
    public typealias EncoderAdd = @convention(c) (OpaquePointer?, UnsafeMutableRawPointer?, Int32, UnsafeRawPointer?) -> Int32
    public typealias EncoderAssemble = @convention(c) (OpaquePointer?, UnsafeMutableRawPointer?) -> Int32
    public typealias EncoderError = @convention(c) (OpaquePointer?) -> UnsafePointer<CChar>?
    public typealias EncoderDelete = @convention(c) (OpaquePointer?) -> Void

    public let headers = ["webp/encode.h", "webp/mux.h"]
    public let pkgConfigModules = ["libwebp", "libwebpmux"]
    public let devPackages = ["libwebp-dev"]

    public let configInit = CFunction<ConfigInit>("WebPConfigInitInternal", "int (*)(WebPConfig*, WebPPreset, float, int)")
    public let pictureInit = CFunction<StructInit>("WebPPictureInitInternal", "int (*)(WebPPicture*, int)")
    public let importRGBA = CFunction<ImportRGBA>("WebPPictureImportRGBA", "int (*)(WebPPicture*, const uint8_t*, int)")
    public let pictureFree = CFunction<Free>("WebPPictureFree", "void (*)(WebPPicture*)")
    public let free = CFunction<Free>("WebPFree", "void (*)(void*)")
    public let optionsInit = CFunction<StructInit>("WebPAnimEncoderOptionsInitInternal", "int (*)(WebPAnimEncoderOptions*, int)")
    public let encoderNew = CFunction<EncoderNew>(
        "WebPAnimEncoderNewInternal", "WebPAnimEncoder* (*)(int, int, const WebPAnimEncoderOptions*, int)")
    public let encoderAdd = CFunction<EncoderAdd>(
        "WebPAnimEncoderAdd", "int (*)(WebPAnimEncoder*, WebPPicture*, int, const WebPConfig*)")
    public let encoderAssemble = CFunction<EncoderAssemble>("WebPAnimEncoderAssemble", "int (*)(WebPAnimEncoder*, WebPData*)")
    public let encoderError = CFunction<EncoderError>("WebPAnimEncoderGetError", "const char* (*)(WebPAnimEncoder*)")
    public let encoderDelete = CFunction<EncoderDelete>("WebPAnimEncoderDelete", "void (*)(WebPAnimEncoder*)")

    public init() {}
}
