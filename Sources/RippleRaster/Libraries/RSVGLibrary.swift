/// librsvg and cairo, loaded at run time through `DynamicLibrary`.
///
/// Rasterizing is optional (`--filmstrip`, `--format png|apng|webp|gif`), so ripplegen does not link the
/// libraries: only a run that rasterizes needs the Debian runtime packages `librsvg2-2` and `libcairo2`.
/// The signatures are those of librsvg ≥ 2.46 and cairo ≥ 1.10.
final class RSVGLibrary: @unchecked Sendable {
    let newFromData: RSVGFunctions.NewFromData
    let renderDocument: RSVGFunctions.RenderDocument
    let objectUnref: RSVGFunctions.ObjectUnref
    let errorFree: RSVGFunctions.Free
    let surfaceCreate: RSVGFunctions.SurfaceCreate
    let surfaceDestroy: RSVGFunctions.Free
    let surfaceStatus: RSVGFunctions.Status
    let surfaceFlush: RSVGFunctions.Free
    let surfaceData: RSVGFunctions.SurfaceData
    let surfaceStride: RSVGFunctions.SurfaceInt
    let create: RSVGFunctions.Create
    let destroy: RSVGFunctions.Free

    /// The shared instance, or the reason the libraries are not available.
    static let shared: Result<RSVGLibrary, RasterError> = {
        do throws(LibraryMissing) { return .success(try RSVGLibrary()) } catch { return .failure(.libraryMissing(error)) }
    }()

    private init() throws(LibraryMissing) {
        let declared = RSVGFunctions()
        let rsvg = try DynamicLibrary(["librsvg-2.so.2", "librsvg-2.2.dylib", "librsvg-2.dylib"], package: "librsvg2-2")
        let cairo = try DynamicLibrary(["libcairo.so.2", "libcairo.2.dylib"], package: "libcairo2")
        let gobject = try DynamicLibrary(["libgobject-2.0.so.0", "libgobject-2.0.0.dylib"], package: "libglib2.0-0")
        let glib = try DynamicLibrary(["libglib-2.0.so.0", "libglib-2.0.0.dylib"], package: "libglib2.0-0")
        newFromData = try rsvg.function(declared.newFromData)
        renderDocument = try rsvg.function(declared.renderDocument)
        objectUnref = try gobject.function(declared.objectUnref)
        errorFree = try glib.function(declared.errorFree)
        surfaceCreate = try cairo.function(declared.surfaceCreate)
        surfaceDestroy = try cairo.function(declared.surfaceDestroy)
        surfaceStatus = try cairo.function(declared.surfaceStatus)
        surfaceFlush = try cairo.function(declared.surfaceFlush)
        surfaceData = try cairo.function(declared.surfaceData)
        surfaceStride = try cairo.function(declared.surfaceStride)
        create = try cairo.function(declared.create)
        destroy = try cairo.function(declared.destroy)
    }
}
