import RippleKit

/// The last style a batch worker resolved, with the options it was resolved with.
///
/// A manifest asset usually comes in several formats, which differ only in the serializer: the worker
/// that makes them (`BatchRunner` hands an asset's files to one worker, one after the other) resolves
/// the style once. The model depends only on the template and the style options, both compared here, so
/// a reused animation is the one `resolve` would have made. Errors are never remembered. Kept because it
/// shows in the benchmark: without it a batch asset costs ~4 % more instructions in `BatchWorker.make`
/// (callgrind, `Benchmarks/run.sh --quick`: 1.71 M instead of 1.63 M).
final class ResolveMemo {
    private var last: (style: String, options: StyleOptions, animation: RippleAnimation)?

    /// The animation of `style` (a built-in name or a spec path) with `options`, resolved by `make`
    /// unless it was the previous request.
    func animation(style: String, options: StyleOptions,
                   make: () throws(StyleError) -> RippleAnimation) throws(StyleError) -> RippleAnimation {
        if let last, last.style == style, last.options == options { return last.animation }
        let animation = try make()
        last = (style, options, animation)
        return animation
    }
}
