import CRippleLibraries
import RippleLibraries

/// libwebp's encoder and libwebpmux's animation encoder, loaded at run time (`ripple_webp.h` declares the
/// functions).
///
/// The structs are passed as raw memory of (at least) their size in libwebp 1.x and only the fields ripplegen
/// sets are written, at their offsets in `webp/encode.h` and `webp/mux.h` (checked against libwebp-dev 1.2.4).
/// The init functions take the ABI version the layout was written for; libwebp refuses a different major
/// version, so a future incompatible layout fails cleanly instead of corrupting memory.
enum WebPLibrary {
    /// `WEBP_ENCODER_ABI_VERSION` and `WEBP_MUX_ABI_VERSION` of libwebp 1.2.4.
    static let encoderABI: Int32 = 0x020F
    static let muxABI: Int32 = 0x0108
    /// Sizes to allocate (the real ones are 116, 256 and 44 bytes; extra room costs nothing).
    static let configSize = 256
    static let pictureSize = 512
    static let optionsSize = 128

    typealias Functions = CFunctions<RippleWebPFunctions>

    /// The functions, or the reason the libraries are not available (loaded once).
    static let shared: Result<Functions, RasterError> = {
        do throws(LibraryMissing) {
            let libraries = [
                try DynamicLibrary(["libwebp.so.7", "libwebp.7.dylib"], package: "libwebp7"),
                try DynamicLibrary(["libwebpmux.so.3", "libwebpmux.3.dylib"], package: "libwebpmux3"),
            ]
            return .success(try CFunctions(libraries, ripple_webp_load))
        } catch {
            return .failure(.libraryMissing(error))
        }
    }()
}
