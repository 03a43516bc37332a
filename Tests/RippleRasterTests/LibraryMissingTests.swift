@testable import RippleLibraries
import RippleRaster
import Testing

/// A library that cannot be loaded is named by the loader's own message, with the Debian package of the
/// library that failed (librsvg2-2 is installed when libcairo.so.2 is the one missing).
struct LibraryMissingTests {
    /// (asked for, its package, the loader's message, the package to install, words in the message).
    static let cases: [(library: String, package: String, loader: String?, install: String, words: String)] = [
        ("librsvg-2.so.2", "librsvg2-2", "libcairo.so.2: cannot open shared object file: No such file or directory", "libcairo2",
         "cannot load librsvg-2.so.2: the loader says 'libcairo.so.2: cannot open shared object file: No such file or directory'; install it (Debian: apt-get install libcairo2)"),
        ("librsvg-2.so.2", "librsvg2-2", "librsvg-2.so.2: cannot open shared object file: No such file or directory", "librsvg2-2",
         "apt-get install librsvg2-2"),
        ("librsvg-2.so.2", "librsvg2-2", "/usr/lib/x86_64-linux-gnu/libpng16.so.16: file too short", "libpng16-16",
         "the loader says '/usr/lib/x86_64-linux-gnu/libpng16.so.16: file too short'; install it (Debian: apt-get install libpng16-16)"),
        ("libwebpmux.so.3", "libwebpmux3", "libsharpyuv.so.0: cannot open shared object file: No such file or directory", "libsharpyuv0",
         "apt-get install libsharpyuv0"),
        ("libgif.so.7", "libgif7", "libunheard.so.9: cannot open shared object file: No such file or directory", "libgif7",
         "install the package that provides libunheard.so.9 (Debian: apt-file search libunheard.so.9)"),
        ("libz.so.1", "zlib1g", nil, "zlib1g", "cannot load libz.so.1: install it (Debian: apt-get install zlib1g)"),
    ]

    @Test(arguments: cases)
    func theFailedLibraryAndItsPackageAreNamed(_ library: String, _ package: String, _ loader: String?, _ install: String, _ words: String) {
        let missing = LibraryMissing(library: library, package: package, loaderMessage: loader)
        #expect(missing.package == install)
        #expect(missing.description.contains(words), "\(missing.description)")
    }

    /// The real loader, asked for a library that is not there: its message reaches the error.
    @Test func theLoadersMessageIsKept() {
        #expect(throws: LibraryMissing.self) { try DynamicLibrary(["libripplegen-absent.so.1", "libripplegen-absent.dylib"], package: "none") }
        do {
            _ = try DynamicLibrary(["libripplegen-absent.so.1"], package: "none")
        } catch {
            #expect(error.failedLibrary == "libripplegen-absent.so.1")
            #expect(error.loaderMessage?.contains("libripplegen-absent.so.1") == true)
        }
    }
}
