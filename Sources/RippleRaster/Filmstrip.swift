import RippleKit
import RippleSerializers

/// N frames of one cycle side by side in a PNG: the model's still frames, rasterized by librsvg.
public enum Filmstrip {
    /// Largest image accepted, in pixels.
    public static let maximumPixels = 64_000_000

    /// The times of `count` frames evenly spread over one cycle: the first layer's iteration from 0,
    /// or the whole finite run when the animation ends sooner.
    public static func times(for animation: RippleAnimation, count: Int) -> [Double] {
        let cycle = animation.layers.map { max(0, $0.group.timing.delay) + $0.group.timing.duration }.max() ?? 1
        let span = min(cycle, animation.endTime ?? cycle)
        return (0..<count).map { span * Double($0) / Double(count) }
    }

    /// Renders the filmstrip.
    ///
    /// - Parameters:
    ///   - animation: the model.
    ///   - count: frames, 1…120.
    ///   - scale: pixels per user unit.
    /// - Returns: PNG bytes (8-bit RGBA, transparent where nothing is drawn).
    /// - Throws: `RasterError` when librsvg or cairo is missing or a frame cannot be rendered.
    public static func png(_ animation: RippleAnimation, count: Int, scale: Double = 1) throws(RasterError) -> [UInt8] {
        let library: RSVGLibrary
        switch RSVGLibrary.shared {
        case .success(let loaded): library = loaded
        case .failure(let error): throw error
        }
        let box = animation.canvas.viewBox
        let frameWidth = (box.width * scale).rounded(.up)
        let frameHeight = (box.height * scale).rounded(.up)
        let width = Int(frameWidth) * count
        let height = Int(frameHeight)
        guard width > 0, height > 0, width * height <= maximumPixels else { throw .tooLarge(width: width, height: height) }
        guard let surface = library.surfaceCreate(0, Int32(width), Int32(height)) else { throw .renderFailed("no surface") }
        defer { library.surfaceDestroy(surface) }
        guard let context = library.create(surface) else { throw .renderFailed("no drawing context") }
        defer { library.destroy(context) }
        for (index, time) in times(for: animation, count: count).enumerated() {
            let frame = Array(DocumentRenderer.render(animation, options: RenderOptions(idPrefix: "frame", frameTime: time)).utf8)
            var error: OpaquePointer?
            guard let handle = frame.withUnsafeBufferPointer({ library.newFromData($0.baseAddress, $0.count, &error) }) else {
                if let error { library.errorFree(error) }
                throw .renderFailed("frame \(index) at \(time) s")
            }
            defer { library.objectUnref(handle) }
            // An RsvgRectangle is four doubles: x, y, width, height.
            let viewport: [Double] = [Double(index) * frameWidth, 0, frameWidth, frameHeight]
            let rendered = viewport.withUnsafeBytes { library.renderDocument(handle, context, $0.baseAddress, &error) }
            guard rendered != 0 else {
                if let error { library.errorFree(error) }
                throw .renderFailed("frame \(index) at \(time) s")
            }
        }
        return try encode(surface, library)
    }

    /// PNG bytes of a surface, through cairo's stream writer (nothing touches the disk here).
    private static func encode(_ surface: OpaquePointer, _ library: RSVGLibrary) throws(RasterError) -> [UInt8] {
        final class Sink { var bytes: [UInt8] = [] }
        let sink = Sink()
        let write: RSVGLibrary.WriteFunction = { closure, data, length in
            guard let closure, let data else { return 11 } // CAIRO_STATUS_WRITE_ERROR
            let sink = Unmanaged<Sink>.fromOpaque(closure).takeUnretainedValue()
            sink.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
            return 0
        }
        let status = withExtendedLifetime(sink) {
            library.writeToPNGStream(surface, write, Unmanaged.passUnretained(sink).toOpaque())
        }
        guard status == 0 else { throw .renderFailed("cairo could not encode the PNG (status \(status))") }
        return sink.bytes
    }
}
