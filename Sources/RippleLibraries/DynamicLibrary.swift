#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The one way ripplegen loads an optional C library: `dlopen` by soname; its functions are then looked up by
/// the library's C loader (`CFunctions`).
///
/// Every C library ripplegen calls for an optional feature (librsvg and cairo for raster output, libwebpmux for
/// WebP, giflib for GIF, zlib for PNG data and batch's gzip column, libmicrohttpd for `serve`) is loaded here at
/// run time rather than linked through a `.systemLibrary` target: ripplegen then builds without any of their
/// development headers, the SVG formats run on a machine that has none of them, and a missing library is an
/// error of the one run that needs it, naming the Debian package to install, instead of a binary that does not
/// start. The price is that the signatures are declared by hand, pinned to sonames whose ABI does not change (a
/// new soname is a new major version and simply is not found): each function once, in the lists of the
/// `CRippleLibraries` headers, which `Scripts/check-c-declarations.sh` compiles against the real headers.
package struct DynamicLibrary: @unchecked Sendable {
    /// The handle from `dlopen`; never closed (the libraries stay for the process's life).
    private let handle: UnsafeMutableRawPointer
    /// The soname that was found, for messages.
    package let name: String
    /// The Debian package that provides it, for messages.
    package let package: String

    /// Opens the first of `names` that the dynamic loader finds.
    ///
    /// - Parameters:
    ///   - names: sonames to try in order (Linux first, then macOS names).
    ///   - package: the Debian package that installs the library, named in the error.
    /// - Throws: `LibraryMissing` naming the first soname, what the loader said about it (which names the
    ///   library that actually failed: a dependency such as `libcairo.so.2` of `librsvg-2.so.2`) and the
    ///   Debian package of the library that failed.
    package init(_ names: [String], package: String) throws(LibraryMissing) {
        var reason: String?
        for candidate in names {
            if let handle = dlopen(candidate, RTLD_NOW | RTLD_LOCAL) {
                self.handle = handle
                self.name = candidate
                self.package = package
                return
            }
            // The first name's message: the later ones are other systems' names, missing here by design.
            if reason == nil, let message = dlerror() { reason = String(cString: message) }
        }
        throw LibraryMissing(library: names.first ?? "?", package: package, loaderMessage: reason)
    }

    /// The handle, for a library's C loader (`CFunctions`).
    var rawHandle: UnsafeMutableRawPointer { handle }
}
