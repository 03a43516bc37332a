/// librsvg's, cairo's and GLib's functions as `RSVGLibrary` calls them (librsvg ≥ 2.46, cairo ≥ 1.10).
public struct RSVGFunctions: CLibraryDeclarations {
    public typealias NewFromData = @convention(c) (UnsafePointer<UInt8>?, Int, UnsafeMutablePointer<OpaquePointer?>?) -> OpaquePointer?
    public typealias RenderDocument = @convention(c) (OpaquePointer?, OpaquePointer?, UnsafeRawPointer?, UnsafeMutablePointer<OpaquePointer?>?) -> Int32
    public typealias ObjectUnref = @convention(c) (UnsafeMutableRawPointer?) -> Void
    public typealias Free = @convention(c) (OpaquePointer?) -> Void
    public typealias SurfaceCreate = @convention(c) (Int32, Int32, Int32) -> OpaquePointer?
    public typealias Create = @convention(c) (OpaquePointer?) -> OpaquePointer?
    public typealias Status = @convention(c) (OpaquePointer?) -> Int32
    public typealias SurfaceData = @convention(c) (OpaquePointer?) -> UnsafeMutablePointer<UInt8>?
    public typealias SurfaceInt = @convention(c) (OpaquePointer?) -> Int32

    public let headers = ["glib-object.h", "cairo.h", "librsvg/rsvg.h"]
    public let pkgConfigModules = ["librsvg-2.0", "cairo", "gobject-2.0", "glib-2.0"]
    public let devPackages = ["librsvg2-dev", "libcairo2-dev", "libglib2.0-dev"]

    public let newFromData = CFunction<NewFromData>("rsvg_handle_new_from_data", "RsvgHandle* (*)(const guint8*, gsize, GError**)")
    public let renderDocument = CFunction<RenderDocument>(
        "rsvg_handle_render_document", "gboolean (*)(RsvgHandle*, cairo_t*, const RsvgRectangle*, GError**)")
    public let objectUnref = CFunction<ObjectUnref>("g_object_unref", "void (*)(gpointer)")
    public let errorFree = CFunction<Free>("g_error_free", "void (*)(GError*)")
    public let surfaceCreate = CFunction<SurfaceCreate>("cairo_image_surface_create", "cairo_surface_t* (*)(cairo_format_t, int, int)")
    public let surfaceDestroy = CFunction<Free>("cairo_surface_destroy", "void (*)(cairo_surface_t*)")
    public let surfaceStatus = CFunction<Status>("cairo_surface_status", "cairo_status_t (*)(cairo_surface_t*)")
    public let surfaceFlush = CFunction<Free>("cairo_surface_flush", "void (*)(cairo_surface_t*)")
    public let surfaceData = CFunction<SurfaceData>("cairo_image_surface_get_data", "unsigned char* (*)(cairo_surface_t*)")
    public let surfaceStride = CFunction<SurfaceInt>("cairo_image_surface_get_stride", "int (*)(cairo_surface_t*)")
    public let create = CFunction<Create>("cairo_create", "cairo_t* (*)(cairo_surface_t*)")
    public let destroy = CFunction<Free>("cairo_destroy", "void (*)(cairo_t*)")

    public init() {}
}
