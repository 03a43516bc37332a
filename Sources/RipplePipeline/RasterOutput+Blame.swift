import RippleDiagnostics
import RippleKit
import RippleMarkup
import RippleRaster

extension RasterOutput {
    /// Who a size limit of the raster formats blames. A frame is the document's viewBox: the view and all the
    /// layers reach past it. When frames of the view alone would be accepted, the reach is the cause: in a spec
    /// file that is the layer reaching furthest, refused as bad data (65) at its line and column; a built-in
    /// style reaches only as far as its flags take it, so `usage` (64, naming --size and --scale) stands. When
    /// the view alone is too large even at one pixel per unit and its size is the spec's own (no `--size`), the
    /// spec's `defaults.size` is blamed.
    ///
    /// - Parameters:
    ///   - limits: the limits in words, for the message (`at most 64 megapixels a filmstrip`).
    ///   - accepts: whether frames of this many pixels a side are accepted.
    package static func blame(_ usage: PipelineError, _ resolved: ResolvedRequest, scale: Int, limits: String,
                      accepts: (_ width: Int, _ height: Int) -> Bool) -> PipelineError {
        let source = resolved.request.source
        guard source.specPath != nil else { return usage }
        let animation = resolved.animation
        let view = Rect(x: 0, y: 0, width: animation.canvas.size.width, height: animation.canvas.size.height).integral
        func pixels(_ box: Rect, _ scale: Int) -> (width: Int, height: Int) {
            (FrameRenderer.pixels(box.width, scale: scale), FrameRenderer.pixels(box.height, scale: scale))
        }
        if accepts(pixels(view, scale).width, pixels(view, scale).height) {
            let reaches = animation.layers.map { reach(of: $0.animatedBounds, pastView: view) }
            guard let index = reaches.indices.max(by: { reaches[$0] < reaches[$1] }),
                  let paths = try? resolved.template.layerSources(resolved.request.style), index < paths.count else { return usage }
            let frame = pixels(animation.canvas.viewBox, scale)
            let message = "the layer reaches \(Bound.grouped(Int(reaches[index].rounded(.up)))) units past the "
                + "\(NumberFormat.format(view.width))×\(NumberFormat.format(view.height)) view (its size × scale, translation or centre), "
                + "so a frame would be \(frame.width)×\(frame.height) px; the raster formats take \(limits): make it reach less far\(scale > 1 ? " or use a lower --scale" : "")"
            return source.cliError(for: StyleError(path: paths[index], message: message))
        }
        let unscaled = pixels(view, 1)
        guard resolved.request.style.size == nil, !accepts(unscaled.width, unscaled.height) else { return usage }
        return source.cliError(for: StyleError(path: "defaults.size", message: "a frame of the view would be \(unscaled.width)×\(unscaled.height) px; the raster formats take \(limits): a smaller size (or --size)"))
    }

    /// Who a work limit (`RasterLimit.work`, `.frameBytes`) blames. Too many frames of a frame within the limit
    /// is the flags' doing (`usage`, 64, naming --fps and the run). A single frame past it is its outlines': when
    /// they are a spec file's own (no `--shape` or `--clip`), the spec is blamed at its shape, or its layers (65).
    package static func blameWork(_ limit: RasterLimit, usage: PipelineError, _ resolved: ResolvedRequest) -> PipelineError {
        let layers = resolved.animation.layers.count
        let what: String
        switch limit {
        case .work(_, let segments) where segments > RasterLimit.maximumWork:
            what = "one frame would draw \(segments) outline segments (\(layers) layers); the raster formats draw at most \(Bound.grouped(RasterLimit.maximumWork)) a file"
        case .frameBytes(let bytes):
            what = "one frame would be \(bytes) bytes of SVG (\(layers) layers); librsvg reads at most \(Bound.grouped(RasterLimit.maximumFrameBytes))"
        default:
            return usage
        }
        let style = resolved.request.style
        guard resolved.request.source.specPath != nil, style.shape == nil, style.clip == nil else { return usage }
        let path = if case .path? = resolved.template.defaults.shape { "defaults.shape" } else { "layers" }
        return resolved.request.source.cliError(for: StyleError(path: path, message: what + ": a simpler shape or fewer layers"))
    }

    /// How far `bounds` reach outside `view`, in units (0 inside it).
    private static func reach(of bounds: Rect, pastView view: Rect) -> Double {
        max(0, view.x - bounds.x, bounds.maxX - view.maxX, view.y - bounds.y, bounds.maxY - view.maxY)
    }
}
