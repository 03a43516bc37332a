/// libwebp's encoder and libwebpmux's animation encoder, loaded at run time through `DynamicLibrary`.
///
/// The structs are passed as raw memory of (at least) their size in libwebp 1.x and only the fields ripplegen
/// sets are written, at their offsets in `webp/encode.h` and `webp/mux.h` (checked against libwebp-dev 1.2.4).
/// The init functions take the ABI version the layout was written for; libwebp refuses a different major
/// version, so a future incompatible layout fails cleanly instead of corrupting memory.
final class WebPLibrary: @unchecked Sendable {
    typealias ConfigInit = @convention(c) (UnsafeMutableRawPointer?, Int32, Float, Int32) -> Int32
    typealias PictureInit = @convention(c) (UnsafeMutableRawPointer?, Int32) -> Int32
    typealias ImportRGBA = @convention(c) (UnsafeMutableRawPointer?, UnsafePointer<UInt8>?, Int32) -> Int32
    typealias PictureFree = @convention(c) (UnsafeMutableRawPointer?) -> Void
    typealias Free = @convention(c) (UnsafeMutableRawPointer?) -> Void
    typealias OptionsInit = @convention(c) (UnsafeMutableRawPointer?, Int32) -> Int32
    typealias EncoderNew = @convention(c) (Int32, Int32, UnsafeRawPointer?, Int32) -> OpaquePointer?
    typealias EncoderAdd = @convention(c) (OpaquePointer?, UnsafeMutableRawPointer?, Int32, UnsafeRawPointer?) -> Int32
    typealias EncoderAssemble = @convention(c) (OpaquePointer?, UnsafeMutableRawPointer?) -> Int32
    typealias EncoderError = @convention(c) (OpaquePointer?) -> UnsafePointer<CChar>?
    typealias EncoderDelete = @convention(c) (OpaquePointer?) -> Void

    /// `WEBP_ENCODER_ABI_VERSION` and `WEBP_MUX_ABI_VERSION` of libwebp 1.2.4.
    static let encoderABI: Int32 = 0x020F
    static let muxABI: Int32 = 0x0108
    /// Sizes to allocate (the real ones are 116, 256 and 44 bytes; extra room costs nothing).
    static let configSize = 256
    static let pictureSize = 512
    static let optionsSize = 128

    let configInit: ConfigInit
    let pictureInit: PictureInit
    let importRGBA: ImportRGBA
    let pictureFree: PictureFree
    let free: Free
    let optionsInit: OptionsInit
    let encoderNew: EncoderNew
    let encoderAdd: EncoderAdd
    let encoderAssemble: EncoderAssemble
    let encoderError: EncoderError
    let encoderDelete: EncoderDelete

    /// The shared instance, or the reason the libraries are not available.
    static let shared: Result<WebPLibrary, RasterError> = {
        do throws(LibraryMissing) { return .success(try WebPLibrary()) } catch { return .failure(.libraryMissing(error)) }
    }()

    private init() throws(LibraryMissing) {
        let webp = try DynamicLibrary(["libwebp.so.7", "libwebp.7.dylib"], package: "libwebp7")
        let mux = try DynamicLibrary(["libwebpmux.so.3", "libwebpmux.3.dylib"], package: "libwebpmux3")
        configInit = try webp.function("WebPConfigInitInternal")
        pictureInit = try webp.function("WebPPictureInitInternal")
        importRGBA = try webp.function("WebPPictureImportRGBA")
        pictureFree = try webp.function("WebPPictureFree")
        free = try webp.function("WebPFree")
        optionsInit = try mux.function("WebPAnimEncoderOptionsInitInternal")
        encoderNew = try mux.function("WebPAnimEncoderNewInternal")
        encoderAdd = try mux.function("WebPAnimEncoderAdd")
        encoderAssemble = try mux.function("WebPAnimEncoderAssemble")
        encoderError = try mux.function("WebPAnimEncoderGetError")
        encoderDelete = try mux.function("WebPAnimEncoderDelete")
    }
}
