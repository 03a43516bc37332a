import RippleKit

/// What one batch worker thread remembers of the asset it made last, so the files of one asset (an entry's
/// formats, which `BatchRunner.units` hands to one worker one after the other) share their work: the resolved
/// style and the frames of the animated images (the web format's three files are one set, made from one
/// rendering by `BatchWorker`). One entry of each bounds the memory to one asset; errors are never remembered.
/// Used by its thread only.
///
/// The resolved style is kept because it shows in the benchmark: without it a batch asset costs ~4 % more
/// instructions (callgrind, `Benchmarks/run.sh --quick`: 1.71 M instead of 1.63 M).
package final class ThreadMemo {
    package init() {}

    /// What the frames of an asset's animated images depend on: the style, its options, the rate and scale.
    package struct FramesKey: Equatable {
        let style: String
        let options: StyleOptions
        let fps: Int
        let scale: Int

        package init(_ resolved: ResolvedRequest, fps: Int, scale: Int) {
            style = resolved.request.source.specPath ?? resolved.template.name
            options = resolved.request.style
            self.fps = fps
            self.scale = scale
        }
    }

    private var resolution: (style: String, options: StyleOptions, resolution: StyleResolution)?
    private var frames: (key: FramesKey, frames: RasterOutput.Frames)?

    /// The resolution of `style` (a built-in name or a spec path) with `options`, made by `make` unless it was
    /// the previous request's and has the press program when `press` asks for it (the web format's). The model
    /// depends only on the template and the style options.
    package func resolution(style: String, options: StyleOptions, press: Bool,
                    make: () throws(StyleError) -> StyleResolution) throws(StyleError) -> StyleResolution {
        if let resolution, resolution.style == style, resolution.options == options, !press || resolution.resolution.includesPress {
            return resolution.resolution
        }
        let made = try make()
        resolution = (style, options, made)
        return made
    }

    /// The frames of `key`, rendered by `make` unless the previous animated image had the same key.
    package func frames(for key: FramesKey, make: () throws(PipelineError) -> RasterOutput.Frames) throws(PipelineError) -> RasterOutput.Frames {
        if let frames, frames.key == key { return frames.frames }
        let made = try make()
        frames = (key, made)
        return made
    }
}
