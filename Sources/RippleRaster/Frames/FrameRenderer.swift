import CRippleLibraries
import RippleKit
import RippleLibraries
import RippleSerializers

/// Renders the model's still frames to RGBA through librsvg: every raster output goes through here, so a
/// frame of an animated file and the `--format png --at T` still of the same time are the same pixels.
package struct FrameRenderer: Sendable {
    /// The model.
    package let animation: RippleAnimation
    /// Pixels per user unit (1…4).
    package let scale: Int
    /// Frame width in pixels: the document's viewBox × `scale` (the viewBox has whole units).
    package let width: Int
    /// Frame height in pixels.
    package let height: Int
    private let library: CFunctions<RippleRSVGFunctions>

    /// A renderer for `animation` at `scale`.
    ///
    /// - Throws: `RasterError.libraryMissing` when librsvg or cairo is not installed.
    package init(_ animation: RippleAnimation, scale: Int = 1) throws(RasterError) {
        switch RSVGLibrary.shared {
        case .success(let loaded): library = loaded
        case .failure(let error): throw error
        }
        self.animation = animation
        self.scale = scale
        let box = animation.canvas.viewBox
        width = Self.pixels(box.width, scale: scale)
        height = Self.pixels(box.height, scale: scale)
    }

    /// `units` at `scale` in whole pixels, rounded up and saturated at cairo's largest side (`Int32.max`): a
    /// huge or non-finite viewBox (a model built in code) becomes a frame the limits refuse, never an
    /// overflow, and the area of two sides fits an `Int`.
    package static func pixels(_ units: Double, scale: Int) -> Int {
        let pixels = (units * Double(scale)).rounded(.up)
        guard !pixels.isNaN else { return 0 }
        return Int(min(max(pixels, 0), Double(Int32.max)))
    }

    /// The static SVG frame at `time` that librsvg reads: the document `--at time` writes.
    package static func document(_ animation: RippleAnimation, at time: Double) -> [UInt8] {
        Array(DocumentRenderer.render(animation, options: RenderOptions(idPrefix: "frame", frameTime: time)).utf8)
    }

    /// The frame at `time` seconds: the static SVG frame ripplegen writes for `--at time`, rasterized.
    ///
    /// - Throws: `RasterError.renderFailed` when librsvg or cairo fails.
    package func frame(at time: Double) throws(RasterError) -> RGBAImage {
        guard width > 0, height > 0 else { return RGBAImage(width: max(width, 0), height: max(height, 0)) }
        let document = Self.document(animation, at: time)
        // CAIRO_FORMAT_ARGB32 (0): a new image surface is transparent black.
        guard let surface = library.cairo_image_surface_create(0, Int32(width), Int32(height)), library.cairo_surface_status(surface) == 0 else {
            throw .renderFailed("cairo could not make a \(width)×\(height) surface")
        }
        defer { library.cairo_surface_destroy(surface) }
        guard let context = library.cairo_create(surface) else { throw .renderFailed("no drawing context") }
        defer { library.cairo_destroy(context) }
        var error: OpaquePointer?
        guard let handle = document.withUnsafeBufferPointer({ library.rsvg_handle_new_from_data($0.baseAddress, UInt($0.count), &error) }) else {
            if let error { library.g_error_free(error) }
            throw .renderFailed("the frame at \(time) s")
        }
        defer { library.g_object_unref(UnsafeMutableRawPointer(handle)) }
        // An RsvgRectangle is four doubles: x, y, width, height.
        let viewport: [Double] = [0, 0, Double(width), Double(height)]
        let rendered = viewport.withUnsafeBytes { library.rsvg_handle_render_document(handle, context, OpaquePointer($0.baseAddress), &error) }
        guard rendered != 0 else {
            if let error { library.g_error_free(error) }
            throw .renderFailed("the frame at \(time) s")
        }
        library.cairo_surface_flush(surface)
        guard let data = library.cairo_image_surface_get_data(surface) else { throw .renderFailed("cairo gave no pixels") }
        return Self.straightRGBA(data, stride: Int(library.cairo_image_surface_get_stride(surface)), width: width, height: height)
    }

    /// cairo's ARGB32 (and rlottie's) is premultiplied alpha in native-endian 32-bit words; the encoders want
    /// straight RGBA bytes.
    static func straightRGBA(_ data: UnsafeMutablePointer<UInt8>, stride: Int, width: Int, height: Int) -> RGBAImage {
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        pixels.withUnsafeMutableBufferPointer { out in
            for y in 0..<height {
                let row = UnsafeRawPointer(data + y * stride)
                for x in 0..<width {
                    let word = row.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self)
                    let alpha = word >> 24
                    guard alpha > 0 else { continue }
                    let index = (y * width + x) * 4
                    // Rounded un-premultiplication: c · 255 / a to the nearest integer.
                    out[index] = UInt8(((word >> 16 & 0xFF) * 255 + alpha / 2) / alpha)
                    out[index + 1] = UInt8(((word >> 8 & 0xFF) * 255 + alpha / 2) / alpha)
                    out[index + 2] = UInt8(((word & 0xFF) * 255 + alpha / 2) / alpha)
                    out[index + 3] = UInt8(alpha)
                }
            }
        }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }
}
