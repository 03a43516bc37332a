/// A library (or one of its functions) that cannot be loaded, with the loader's own words: when `librsvg-2.so.2`
/// is installed but its dependency `libcairo.so.2` is not, the message names `libcairo.so.2` and `libcairo2`,
/// not the package that is already there.
package struct LibraryMissing: Error, Equatable, Sendable, CustomStringConvertible {
    /// The soname ripplegen asked for, or the soname and the function.
    package let library: String
    /// The Debian package to install: the one of the library the loader could not find.
    package let package: String
    /// What `dlerror` said (`libcairo.so.2: cannot open shared object file: No such file or directory`).
    package let loaderMessage: String?

    /// The Debian packages of the libraries ripplegen loads and of their dependencies, by soname.
    static let packages: [String: String] = [
        "librsvg-2.so.2": "librsvg2-2", "libcairo.so.2": "libcairo2", "libcairo-gobject.so.2": "libcairo-gobject2",
        "libglib-2.0.so.0": "libglib2.0-0", "libgobject-2.0.so.0": "libglib2.0-0", "libgio-2.0.so.0": "libglib2.0-0",
        "libgmodule-2.0.so.0": "libglib2.0-0", "libpango-1.0.so.0": "libpango-1.0-0", "libpangocairo-1.0.so.0": "libpangocairo-1.0-0",
        "libpangoft2-1.0.so.0": "libpangoft2-1.0-0", "libgdk_pixbuf-2.0.so.0": "libgdk-pixbuf-2.0-0", "libxml2.so.2": "libxml2",
        "libpng16.so.16": "libpng16-16", "libfreetype.so.6": "libfreetype6", "libfontconfig.so.1": "libfontconfig1",
        "libpixman-1.so.0": "libpixman-1-0", "libharfbuzz.so.0": "libharfbuzz0b", "libfribidi.so.0": "libfribidi0",
        "libz.so.1": "zlib1g", "libwebp.so.7": "libwebp7", "libwebpmux.so.3": "libwebpmux3", "libgif.so.7": "libgif7",
        "libsharpyuv.so.0": "libsharpyuv0", "libdav1d.so.6": "libdav1d6", "libX11.so.6": "libx11-6", "libXext.so.6": "libxext6",
        "libXrender.so.1": "libxrender1", "libxcb.so.1": "libxcb1", "libxcb-render.so.0": "libxcb-render0",
        "libxcb-shm.so.0": "libxcb-shm0", "libexpat.so.1": "libexpat1", "libffi.so.8": "libffi8", "libpcre2-8.so.0": "libpcre2-8-0",
        "libmount.so.1": "libmount1", "libselinux.so.1": "libselinux1", "libbrotlidec.so.1": "libbrotli1",
        "librlottie.so.0-1": "librlottie0-1",
    ]

    /// - Parameters:
    ///   - library: the soname asked for (or the soname and the function).
    ///   - package: its Debian package, used when the loader's message names no other library.
    ///   - loaderMessage: `dlerror`'s text, if any.
    package init(library: String, package: String, loaderMessage: String? = nil) {
        self.library = library
        self.loaderMessage = loaderMessage
        let failed = loaderMessage.flatMap(Self.failedLibrary(in:))
        self.package = failed.flatMap { Self.packages[$0] } ?? package
        self.failedLibrary = failed
    }

    /// The library the loader could not load, from its message (`NAME: cannot open shared object file…`).
    package let failedLibrary: String?

    /// The soname at the start of a loader message, when there is one (`/path/libx.so.1` gives `libx.so.1`).
    static func failedLibrary(in message: String) -> String? {
        guard let colon = message.firstIndex(of: ":") else { return nil }
        let path = message[..<colon]
        let name = path.split(separator: "/").last.map(String.init) ?? String(path)
        return name.contains(".so") || name.hasSuffix(".dylib") ? name : nil
    }

    /// A short lower-case message naming what failed and what to install.
    package var description: String {
        guard let loaderMessage else { return "cannot load \(library): install it (Debian: apt-get install \(package))" }
        let install = failedLibrary.map { name in
            Self.packages[name] == nil ? "install the package that provides \(name) (Debian: apt-file search \(name))" : "install it (Debian: apt-get install \(package))"
        } ?? "install it (Debian: apt-get install \(package))"
        return "cannot load \(library): the loader says '\(loaderMessage)'; \(install)"
    }
}
