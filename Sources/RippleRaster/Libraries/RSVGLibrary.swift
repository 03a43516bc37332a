import CRippleLibraries
import RippleLibraries

/// librsvg and cairo, loaded at run time (`ripple_rsvg.h` declares the functions).
///
/// Rasterizing is optional (`--filmstrip`, `--format png|apng|webp|gif`), so ripplegen does not link the
/// libraries: only a run that rasterizes needs the Debian runtime packages `librsvg2-2` and `libcairo2`.
/// The signatures are those of librsvg ≥ 2.46 and cairo ≥ 1.10.
enum RSVGLibrary {
    /// The functions, or the reason the libraries are not available (loaded once).
    static let shared: Result<CFunctions<RippleRSVGFunctions>, RasterError> = {
        do throws(LibraryMissing) {
            let libraries = [
                try DynamicLibrary(["librsvg-2.so.2", "librsvg-2.2.dylib", "librsvg-2.dylib"], package: "librsvg2-2"),
                try DynamicLibrary(["libcairo.so.2", "libcairo.2.dylib"], package: "libcairo2"),
                try DynamicLibrary(["libgobject-2.0.so.0", "libgobject-2.0.0.dylib"], package: "libglib2.0-0"),
                try DynamicLibrary(["libglib-2.0.so.0", "libglib-2.0.0.dylib"], package: "libglib2.0-0"),
            ]
            return .success(try CFunctions(libraries, ripple_rsvg_load))
        } catch {
            return .failure(.libraryMissing(error))
        }
    }()
}
