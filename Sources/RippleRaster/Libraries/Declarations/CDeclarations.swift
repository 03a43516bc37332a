/// The libraries ripplegen loads at run time, each with its declarations: the one list the loaders, the Swift
/// agreement test and `Scripts/check-c-declarations.sh` all read.
package enum CDeclarations {
    /// Every library, raster ones and libmicrohttpd (`ripplegen serve`).
    package static let libraries: [any CLibraryDeclarations] = [
        ZlibFunctions(), RSVGFunctions(), WebPFunctions(), GIFFunctions(), MicroHTTPDFunctions(),
    ]

    /// Every declaration of every library.
    package static var all: [any CDeclaration] { libraries.flatMap(\.declarations) }
}
