import RippleKit
import RippleSerializers

/// What one batch worker thread remembers of the asset it made last, so the files of one asset (an entry's
/// formats, which `BatchRunner.units` hands to one worker one after the other) share their work: the
/// resolved style, the web format's two files, the frames of the animated images. One entry of each bounds
/// the memory to one asset; errors are never remembered. Used by its thread only.
///
/// The resolved style is kept because it shows in the benchmark: without it a batch asset costs ~4 % more
/// instructions (callgrind, `Benchmarks/run.sh --quick`: 1.71 M instead of 1.63 M).
final class ThreadMemo {
    /// A command line without its `--format`: the files of one asset differ only there.
    struct Key: Equatable {
        let style: String
        let arguments: ParsedArguments

        init(_ resolved: GenerateCommand.Resolved) {
            style = resolved.template.name
            var arguments = resolved.parsed
            arguments.values["--format"] = nil
            self.arguments = arguments
        }
    }

    private var animation: (style: String, options: StyleOptions, animation: RippleAnimation)?
    private var web: (key: Key, asset: WebAsset)?
    private var frames: (key: Key, frames: RasterOutput.Frames)?

    /// The animation of `style` (a built-in name or a spec path) with `options`, resolved by `make`
    /// unless it was the previous request. The model depends only on the template and the style options.
    func animation(style: String, options: StyleOptions,
                   make: () throws(StyleError) -> RippleAnimation) throws(StyleError) -> RippleAnimation {
        if let animation, animation.style == style, animation.options == options { return animation.animation }
        let made = try make()
        animation = (style, options, made)
        return made
    }

    /// The web files of `resolved`, rendered by `make` unless the previous web job had the same command line.
    func webAsset(for resolved: GenerateCommand.Resolved, make: () throws(CLIError) -> WebAsset) throws(CLIError) -> WebAsset {
        let key = Key(resolved)
        if let web, web.key == key { return web.asset }
        let made = try make()
        web = (key, made)
        return made
    }

    /// The frames of `resolved`, rendered by `make` unless the previous animated image had the same command line.
    func frames(for resolved: GenerateCommand.Resolved, make: () throws(CLIError) -> RasterOutput.Frames) throws(CLIError) -> RasterOutput.Frames {
        let key = Key(resolved)
        if let frames, frames.key == key { return frames.frames }
        let made = try make()
        frames = (key, made)
        return made
    }
}
