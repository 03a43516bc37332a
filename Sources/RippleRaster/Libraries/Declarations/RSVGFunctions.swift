/// librsvg's, cairo's and GLib's functions as `RSVGLibrary` calls them (librsvg ≥ 2.46, cairo ≥ 1.10).
package struct RSVGFunctions: CLibraryDeclarations {
    package typealias NewFromData = @convention(c) (UnsafePointer<UInt8>?, Int, UnsafeMutablePointer<OpaquePointer?>?) -> OpaquePointer?
    package typealias RenderDocument = @convention(c) (OpaquePointer?, OpaquePointer?, UnsafeRawPointer?, UnsafeMutablePointer<OpaquePointer?>?) -> Int32
    package typealias ObjectUnref = @convention(c) (UnsafeMutableRawPointer?) -> Void
    package typealias Free = @convention(c) (OpaquePointer?) -> Void
    package typealias SurfaceCreate = @convention(c) (Int32, Int32, Int32) -> OpaquePointer?
    package typealias Create = @convention(c) (OpaquePointer?) -> OpaquePointer?
    package typealias Status = @convention(c) (OpaquePointer?) -> Int32
    package typealias SurfaceData = @convention(c) (OpaquePointer?) -> UnsafeMutablePointer<UInt8>?
    package typealias SurfaceInt = @convention(c) (OpaquePointer?) -> Int32

    package let headers = ["glib-object.h", "cairo.h", "librsvg/rsvg.h"]
    package let pkgConfigModules = ["librsvg-2.0", "cairo", "gobject-2.0", "glib-2.0"]
    package let devPackages = ["librsvg2-dev", "libcairo2-dev", "libglib2.0-dev"]

    package let newFromData = CFunction<NewFromData>("rsvg_handle_new_from_data", "RsvgHandle* (*)(const guint8*, gsize, GError**)")
    package let renderDocument = CFunction<RenderDocument>(
        "rsvg_handle_render_document", "gboolean (*)(RsvgHandle*, cairo_t*, const RsvgRectangle*, GError**)")
    package let objectUnref = CFunction<ObjectUnref>("g_object_unref", "void (*)(gpointer)")
    package let errorFree = CFunction<Free>("g_error_free", "void (*)(GError*)")
    package let surfaceCreate = CFunction<SurfaceCreate>("cairo_image_surface_create", "cairo_surface_t* (*)(cairo_format_t, int, int)")
    package let surfaceDestroy = CFunction<Free>("cairo_surface_destroy", "void (*)(cairo_surface_t*)")
    package let surfaceStatus = CFunction<Status>("cairo_surface_status", "cairo_status_t (*)(cairo_surface_t*)")
    package let surfaceFlush = CFunction<Free>("cairo_surface_flush", "void (*)(cairo_surface_t*)")
    package let surfaceData = CFunction<SurfaceData>("cairo_image_surface_get_data", "unsigned char* (*)(cairo_surface_t*)")
    package let surfaceStride = CFunction<SurfaceInt>("cairo_image_surface_get_stride", "int (*)(cairo_surface_t*)")
    package let create = CFunction<Create>("cairo_create", "cairo_t* (*)(cairo_surface_t*)")
    package let destroy = CFunction<Free>("cairo_destroy", "void (*)(cairo_t*)")

    package init() {}
}
