/// libwebp's encoder and libwebpmux's animation encoder, loaded at run time through `DynamicLibrary`.
///
/// The structs are passed as raw memory of (at least) their size in libwebp 1.x and only the fields ripplegen
/// sets are written, at their offsets in `webp/encode.h` and `webp/mux.h` (checked against libwebp-dev 1.2.4).
/// The init functions take the ABI version the layout was written for; libwebp refuses a different major
/// version, so a future incompatible layout fails cleanly instead of corrupting memory.
final class WebPLibrary: @unchecked Sendable {
    /// `WEBP_ENCODER_ABI_VERSION` and `WEBP_MUX_ABI_VERSION` of libwebp 1.2.4.
    static let encoderABI: Int32 = 0x020F
    static let muxABI: Int32 = 0x0108
    /// Sizes to allocate (the real ones are 116, 256 and 44 bytes; extra room costs nothing).
    static let configSize = 256
    static let pictureSize = 512
    static let optionsSize = 128

    let configInit: WebPFunctions.ConfigInit
    let pictureInit: WebPFunctions.StructInit
    let importRGBA: WebPFunctions.ImportRGBA
    let pictureFree: WebPFunctions.Free
    let free: WebPFunctions.Free
    let optionsInit: WebPFunctions.StructInit
    let encoderNew: WebPFunctions.EncoderNew
    let encoderAdd: WebPFunctions.EncoderAdd
    let encoderAssemble: WebPFunctions.EncoderAssemble
    let encoderError: WebPFunctions.EncoderError
    let encoderDelete: WebPFunctions.EncoderDelete

    /// The shared instance, or the reason the libraries are not available.
    static let shared: Result<WebPLibrary, RasterError> = {
        do throws(LibraryMissing) { return .success(try WebPLibrary()) } catch { return .failure(.libraryMissing(error)) }
    }()

    private init() throws(LibraryMissing) {
        let declared = WebPFunctions()
        let webp = try DynamicLibrary(["libwebp.so.7", "libwebp.7.dylib"], package: "libwebp7")
        let mux = try DynamicLibrary(["libwebpmux.so.3", "libwebpmux.3.dylib"], package: "libwebpmux3")
        configInit = try webp.function(declared.configInit)
        pictureInit = try webp.function(declared.pictureInit)
        importRGBA = try webp.function(declared.importRGBA)
        pictureFree = try webp.function(declared.pictureFree)
        free = try webp.function(declared.free)
        optionsInit = try mux.function(declared.optionsInit)
        encoderNew = try mux.function(declared.encoderNew)
        encoderAdd = try mux.function(declared.encoderAdd)
        encoderAssemble = try mux.function(declared.encoderAssemble)
        encoderError = try mux.function(declared.encoderError)
        encoderDelete = try mux.function(declared.encoderDelete)
    }
}
