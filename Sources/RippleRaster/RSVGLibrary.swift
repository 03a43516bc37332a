#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// librsvg and cairo, loaded at run time with `dlopen`.
///
/// Rasterizing is one optional feature (`--filmstrip`), so ripplegen does not link the libraries: it
/// builds without librsvg's development headers, and only a run that rasterizes needs the Debian runtime
/// packages `librsvg2-2` and `libcairo2`. The functions are looked up once by name and called through
/// C function pointers with the signatures of librsvg ≥ 2.46 and cairo ≥ 1.10.
final class RSVGLibrary: @unchecked Sendable {
    typealias NewFromData = @convention(c) (UnsafePointer<UInt8>?, Int, UnsafeMutablePointer<OpaquePointer?>?) -> OpaquePointer?
    typealias RenderDocument = @convention(c) (OpaquePointer?, OpaquePointer?, UnsafeRawPointer?, UnsafeMutablePointer<OpaquePointer?>?) -> Int32
    typealias Unref = @convention(c) (OpaquePointer?) -> Void
    typealias SurfaceCreate = @convention(c) (Int32, Int32, Int32) -> OpaquePointer?
    typealias Create = @convention(c) (OpaquePointer?) -> OpaquePointer?
    typealias Destroy = @convention(c) (OpaquePointer?) -> Void
    typealias Status = @convention(c) (OpaquePointer?) -> Int32
    typealias WriteFunction = @convention(c) (UnsafeMutableRawPointer?, UnsafePointer<UInt8>?, UInt32) -> Int32
    typealias WriteToPNGStream = @convention(c) (OpaquePointer?, WriteFunction?, UnsafeMutableRawPointer?) -> Int32
    typealias ColorRGBA = @convention(c) (OpaquePointer?, Double, Double, Double, Double) -> Void
    typealias Paint = @convention(c) (OpaquePointer?) -> Void

    let newFromData: NewFromData
    let renderDocument: RenderDocument
    let objectUnref: Unref
    let errorFree: Unref
    let surfaceCreate: SurfaceCreate
    let surfaceDestroy: Destroy
    let surfaceStatus: Status
    let create: Create
    let destroy: Destroy
    let writeToPNGStream: WriteToPNGStream
    let setSourceRGBA: ColorRGBA
    let paint: Paint

    /// The shared instance, or the reason the libraries are not available.
    static let shared: Result<RSVGLibrary, RasterError> = {
        do throws(RasterError) { return .success(try RSVGLibrary()) } catch { return .failure(error) }
    }()

    private init() throws(RasterError) {
        let rsvg = try Self.open(["librsvg-2.so.2", "librsvg-2.2.dylib", "librsvg-2.dylib"])
        let cairo = try Self.open(["libcairo.so.2", "libcairo.2.dylib"])
        let gobject = try Self.open(["libgobject-2.0.so.0", "libgobject-2.0.0.dylib"])
        let glib = try Self.open(["libglib-2.0.so.0", "libglib-2.0.0.dylib"])
        newFromData = try Self.symbol(rsvg, "rsvg_handle_new_from_data")
        renderDocument = try Self.symbol(rsvg, "rsvg_handle_render_document")
        objectUnref = try Self.symbol(gobject, "g_object_unref")
        errorFree = try Self.symbol(glib, "g_error_free")
        surfaceCreate = try Self.symbol(cairo, "cairo_image_surface_create")
        surfaceDestroy = try Self.symbol(cairo, "cairo_surface_destroy")
        surfaceStatus = try Self.symbol(cairo, "cairo_surface_status")
        create = try Self.symbol(cairo, "cairo_create")
        destroy = try Self.symbol(cairo, "cairo_destroy")
        writeToPNGStream = try Self.symbol(cairo, "cairo_surface_write_to_png_stream")
        setSourceRGBA = try Self.symbol(cairo, "cairo_set_source_rgba")
        paint = try Self.symbol(cairo, "cairo_paint")
    }

    private static func open(_ names: [String]) throws(RasterError) -> UnsafeMutableRawPointer {
        for name in names {
            if let handle = dlopen(name, RTLD_NOW | RTLD_LOCAL) { return handle }
        }
        throw .libraryMissing(names[0])
    }

    private static func symbol<T>(_ handle: UnsafeMutableRawPointer, _ name: String) throws(RasterError) -> T {
        guard let pointer = dlsym(handle, name) else { throw .libraryMissing(name) }
        return unsafeBitCast(pointer, to: T.self)
    }
}

/// Why rasterizing failed.
public enum RasterError: Error, Equatable, CustomStringConvertible {
    /// librsvg or cairo (or one of their functions) is not installed.
    case libraryMissing(String)
    /// librsvg could not read a document (a ripplegen bug: documents are validated first).
    case renderFailed(String)
    /// The image would be too large.
    case tooLarge(width: Int, height: Int)

    /// A short lower-case message.
    public var description: String {
        switch self {
        case .libraryMissing(let name):
            return "cannot load \(name): install the runtime libraries (Debian: apt-get install librsvg2-2 libcairo2)"
        case .renderFailed(let reason):
            return "librsvg could not render a frame: \(reason)"
        case .tooLarge(let width, let height):
            return "the filmstrip would be \(width)×\(height) px; at most \(Filmstrip.maximumPixels / 1_000_000) megapixels"
        }
    }
}
