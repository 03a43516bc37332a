/// librsvg and cairo, loaded at run time through `DynamicLibrary`.
///
/// Rasterizing is optional (`--filmstrip`, `--format png|apng|webp|gif`), so ripplegen does not link the
/// libraries: only a run that rasterizes needs the Debian runtime packages `librsvg2-2` and `libcairo2`.
/// The signatures are those of librsvg ≥ 2.46 and cairo ≥ 1.10.
final class RSVGLibrary: @unchecked Sendable {
    typealias NewFromData = @convention(c) (UnsafePointer<UInt8>?, Int, UnsafeMutablePointer<OpaquePointer?>?) -> OpaquePointer?
    typealias RenderDocument = @convention(c) (OpaquePointer?, OpaquePointer?, UnsafeRawPointer?, UnsafeMutablePointer<OpaquePointer?>?) -> Int32
    typealias Unref = @convention(c) (OpaquePointer?) -> Void
    typealias SurfaceCreate = @convention(c) (Int32, Int32, Int32) -> OpaquePointer?
    typealias Create = @convention(c) (OpaquePointer?) -> OpaquePointer?
    typealias Destroy = @convention(c) (OpaquePointer?) -> Void
    typealias Status = @convention(c) (OpaquePointer?) -> Int32
    typealias SurfaceData = @convention(c) (OpaquePointer?) -> UnsafeMutablePointer<UInt8>?
    typealias SurfaceInt = @convention(c) (OpaquePointer?) -> Int32

    let newFromData: NewFromData
    let renderDocument: RenderDocument
    let objectUnref: Unref
    let errorFree: Unref
    let surfaceCreate: SurfaceCreate
    let surfaceDestroy: Destroy
    let surfaceStatus: Status
    let surfaceFlush: Destroy
    let surfaceData: SurfaceData
    let surfaceStride: SurfaceInt
    let create: Create
    let destroy: Destroy

    /// The shared instance, or the reason the libraries are not available.
    static let shared: Result<RSVGLibrary, RasterError> = {
        do throws(LibraryMissing) { return .success(try RSVGLibrary()) } catch { return .failure(.libraryMissing(error)) }
    }()

    private init() throws(LibraryMissing) {
        let rsvg = try DynamicLibrary(["librsvg-2.so.2", "librsvg-2.2.dylib", "librsvg-2.dylib"], package: "librsvg2-2")
        let cairo = try DynamicLibrary(["libcairo.so.2", "libcairo.2.dylib"], package: "libcairo2")
        let gobject = try DynamicLibrary(["libgobject-2.0.so.0", "libgobject-2.0.0.dylib"], package: "libglib2.0-0")
        let glib = try DynamicLibrary(["libglib-2.0.so.0", "libglib-2.0.0.dylib"], package: "libglib2.0-0")
        newFromData = try rsvg.function("rsvg_handle_new_from_data")
        renderDocument = try rsvg.function("rsvg_handle_render_document")
        objectUnref = try gobject.function("g_object_unref")
        errorFree = try glib.function("g_error_free")
        surfaceCreate = try cairo.function("cairo_image_surface_create")
        surfaceDestroy = try cairo.function("cairo_surface_destroy")
        surfaceStatus = try cairo.function("cairo_surface_status")
        surfaceFlush = try cairo.function("cairo_surface_flush")
        surfaceData = try cairo.function("cairo_image_surface_get_data")
        surfaceStride = try cairo.function("cairo_image_surface_get_stride")
        create = try cairo.function("cairo_create")
        destroy = try cairo.function("cairo_destroy")
    }
}
