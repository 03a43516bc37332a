import Foundation
import RippleRaster

extension RasterCommand {
    /// A batch job's raster image. An asset's formats run one after the other on one worker thread
    /// (`BatchRunner.units`), so the frames of its animated formats are rendered once, by the first of them,
    /// and kept for the next on that thread (`format: [apng, webp, gif]` renders once, encodes three times).
    static func batchImage(_ resolved: GenerateCommand.Resolved, format: RasterFormat, source: StyleSource,
                           recipe: BatchJob.Recipe) throws(CLIError) -> [UInt8] {
        guard format.animated else { return try still(resolved) }
        let key = FrameMemo.Key(source: recipe.source, arguments: recipe.arguments.map { "\($0.key)=\($0.value.text)" })
        let memo = FrameMemo.current
        if let kept = memo.frames(for: key) { return try encode(kept, as: format) }
        let made = try frames(resolved, source: source)
        memo.keep(made, for: key)
        return try encode(made, as: format)
    }
}

/// The last frames rendered on one worker thread, with the style and arguments they were made from.
///
/// It lives in the thread's dictionary rather than in `BatchThread`, so raster output adds no state to the
/// batch machinery; one entry per thread bounds the memory to one asset's frames.
final class FrameMemo: NSObject {
    struct Key: Equatable {
        let source: BatchSource
        let arguments: [String]
    }

    private var kept: (key: Key, frames: RasterCommand.Frames)?
    private static let name = "ripplegen.FrameMemo"

    /// This thread's memo.
    static var current: FrameMemo {
        let dictionary = Thread.current.threadDictionary
        if let memo = dictionary[name] as? FrameMemo { return memo }
        let memo = FrameMemo()
        dictionary[name] = memo
        return memo
    }

    func frames(for key: Key) -> RasterCommand.Frames? {
        kept.flatMap { $0.key == key ? $0.frames : nil }
    }

    func keep(_ frames: RasterCommand.Frames, for key: Key) {
        kept = (key, frames)
    }
}
