import CRippleLibraries
import RippleLibraries

/// rlottie, Samsung's Lottie player (Debian's `librlottie0-1`), loaded at run time (`ripple_rlottie.h` declares
/// the functions): `serve`'s Lottie preview is the JSON ripplegen writes as this player draws it.
enum RlottieLibrary {
    typealias Functions = CFunctions<RippleRlottieFunctions>

    /// The functions, or the reason the library is not available (loaded once).
    static let shared: Result<Functions, RasterError> = {
        do throws(LibraryMissing) {
            let library = try DynamicLibrary(["librlottie.so.0-1", "librlottie.so.0", "librlottie.0.dylib"], package: "librlottie0-1")
            return .success(try CFunctions([library], ripple_rlottie_load))
        } catch {
            return .failure(.libraryMissing(error))
        }
    }()
}
