import RippleKit

/// A limit of the raster formats that a command line exceeded (a usage error: the flags ask for it).
package enum RasterLimit: Error, Equatable, Sendable, CustomStringConvertible {
    /// Too many frames.
    case frames(Int)
    /// One frame has too many pixels.
    case frameArea(width: Int, height: Int)
    /// One side of a frame is too long for a format (`maximumSide`).
    case frameSide(width: Int, height: Int)
    /// All frames together have too many pixels.
    case totalArea(frames: Int, width: Int, height: Int)
    /// All frames together have too many outline segments to draw (`segments` a frame).
    case work(frames: Int, segments: Int)
    /// One frame's SVG document is longer than librsvg reads (`maximumFrameBytes`).
    case frameBytes(Int)

    /// Largest frame, in pixels (4096 × 4096).
    package static let maximumFrameArea = 4096 * 4096
    /// Longest side of a frame, in pixels: WebP's, the smallest of the formats' (cairo draws at most 32,767 px
    /// a side, GIF holds 65,535), so the frames of one asset can be any of them (`batch` renders them once). A
    /// frame within the area can be far longer: a spec's layer reaching 300,000 units to one side of a view
    /// 40 px high (cairo could not make the surface, exit 70, before this limit).
    package static let maximumSide = 16_383
    /// Largest number of pixels rendered for one file (the filmstrip's limit: 64 megapixels, 256 MB of RGBA).
    package static let maximumTotalArea = 64_000_000

    /// The most outline segments drawn for one file: frames × `segments(perFrameOf:)`.
    ///
    /// Pixels are bounded above; what else a frame costs grows with its outlines. Each frame is a document
    /// librsvg parses and cairo draws, outline by outline, so its time is a fixed part (a 12-ring pulse frame
    /// takes 0.4 ms, release build) plus about 6 µs per path segment drawn (a 10,000-segment path on 32 layers
    /// took 2.2 s a frame): the track segments only pick each frame's values and add nothing measurable (256
    /// segments a track against 1: 1.56 against 1.40 s for 64 layers of a 4,000-segment path). Without this
    /// bound, 64 such layers over 9,960 frames took hours; at it, a file is seconds (docs/cli.md, Bounds), and
    /// a frame stays well inside the 10 MB of markup librsvg parses.
    package static let maximumWork = 500_000

    /// The longest SVG document of one frame, in bytes. librsvg parses with libxml2's default limits, which stop
    /// at 10,000,000 bytes of input ("Huge input lookup"): 64 layers of a 5,400-curve path (inside the work
    /// bound) made 17 MB frames that librsvg could not read, exit 70. The frames of one run differ only in their
    /// values, a few bytes a layer, so the first frame's size, 2 MB under that limit, stands for them all.
    package static let maximumFrameBytes = 8_000_000

    /// The frame-size limit the first frame of `animation` exceeds, or `nil` (`FrameRenderer.document`).
    package static func exceeded(documentOf animation: RippleAnimation, at time: Double) -> RasterLimit? {
        let bytes = FrameRenderer.document(animation, at: time).count
        return bytes > maximumFrameBytes ? .frameBytes(bytes) : nil
    }

    /// The outline segments one frame draws: every layer's shape (a path's commands; a circle or an ellipse,
    /// which cairo draws as four curves, 4) and the clip's, drawn once a frame.
    package static func segments(perFrameOf animation: RippleAnimation) -> Int {
        animation.layers.reduce(0) { $0 + segments($1.shape) } + (animation.clip.map(segments) ?? 0)
    }

    /// The work limit `frames` frames of `segments` segments each exceed, or `nil`.
    package static func exceeded(frames: Int, segments: Int) -> RasterLimit? {
        let (total, overflow) = frames.multipliedReportingOverflow(by: segments)
        return overflow || total > maximumWork ? .work(frames: frames, segments: segments) : nil
    }

    private static func segments(_ shape: Shape) -> Int {
        switch shape {
        case .circle, .ellipse: 4
        case .path(let data): data.commands.count
        }
    }

    private static func segments(_ clip: Clip) -> Int {
        switch clip {
        case .rect, .ellipse: 4
        case .path(let data): data.commands.count
        }
    }

    /// The outline segments a frame draws, for a work limit (0 for the others).
    package var segments: Int {
        if case .work(_, let segments) = self { segments } else { 0 }
    }

    /// The limit that `frames` frames of `width` × `height` px exceed, or `nil` (every raster output checks here).
    package static func exceeded(width: Int, height: Int, frames: Int) -> RasterLimit? {
        // The sides are at most Int32.max (`FrameRenderer.pixels`), so the area fits an Int; the total is
        // only computed for a frame within its own limit.
        guard width * height <= maximumFrameArea else { return .frameArea(width: width, height: height) }
        guard width <= maximumSide, height <= maximumSide else { return .frameSide(width: width, height: height) }
        guard frames * width * height <= maximumTotalArea else { return .totalArea(frames: frames, width: width, height: height) }
        return nil
    }

    /// The product of `factors` in digits, or "more than 9 × 10^18" when an `Int` cannot hold it.
    static func product(_ factors: Int...) -> String {
        var result = 1
        for factor in factors {
            let (next, overflow) = result.multipliedReportingOverflow(by: factor)
            if overflow { return "more than 9 × 10^18" }
            result = next
        }
        return String(result)
    }

    /// A short lower-case message naming the limit.
    package var description: String {
        switch self {
        case .frames(let count):
            return "the animation would have \(count) frames; at most \(RasterTimeline.maximumFrames) (a lower --fps or a shorter run)"
        case .frameArea(let width, let height):
            return "a frame would be \(width)×\(height) px = \(Self.product(width, height)) px; at most \(Self.maximumFrameArea) px (4096×4096; a smaller --size or --scale)"
        case .frameSide(let width, let height):
            return "a frame would be \(width)×\(height) px; at most \(Self.maximumSide) px a side (WebP's limit; a smaller --size or --scale)"
        case .totalArea(let frames, let width, let height):
            return "\(frames) frames of \(width)×\(height) px are \(Self.product(frames, width, height)) px in all; at most \(Self.maximumTotalArea / 1_000_000) megapixels (a lower --fps, a smaller --size or --scale)"
        case .frameBytes(let bytes):
            return "a frame would be \(bytes) bytes of SVG; librsvg reads at most \(Self.maximumFrameBytes) (fewer layers or a simpler shape or clip)"
        case .work(let frames, let segments):
            return "\(frames) frame\(frames == 1 ? "" : "s") of \(segments) outline segments \(frames == 1 ? "is" : "are") \(Self.product(frames, segments)) segments to draw; "
                + "at most \(Self.maximumWork) (fewer frames: a lower --fps or a shorter run; or fewer layers or a simpler shape or clip)"
        }
    }
}
