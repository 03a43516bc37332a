import CRippleLibraries
import RippleLibraries

/// A Lottie document as a Lottie player draws it: every frame rendered by rlottie (`RlottieLibrary`), then
/// encoded as an animated PNG that loops forever, as players loop. `serve` previews `--format lottie` and
/// `dotlottie` with it: what the page shows is the player's drawing of the bytes it downloads, not ripplegen's
/// own rasterizer (which draws the SVG model, not the Lottie file).
package enum LottiePreview {
    /// The longest side of a preview, in pixels: the document's own size when smaller, else scaled down to it
    /// (rlottie scales a composition to the buffer it is given), so a 618 px pulse costs a preview's pixels.
    package static let maximumSide = 320

    /// The highest frame rate of a preview: a composition at 60 fps is drawn every other frame (a preview's
    /// motion at 30 fps, as the GIF beside it is at 25, for half the player's work).
    package static let maximumRate = 30

    /// The frames of the Lottie JSON `document` as rlottie draws them: the composition's frames (`op − ip`) at
    /// its frame rate (rounded to whole frames a second), every n-th when that is above `maximumRate` (n its
    /// multiple of the rate, rounded up), the document's size scaled to fit `maximumSide`.
    ///
    /// - Throws: `RasterFailure.raster` with `.libraryMissing` when rlottie is not installed, `.playerFailed`
    ///   when it cannot read the document; `.limit` for more pixels than a raster file may have.
    package static func frames(_ document: [UInt8], maximumSide: Int = maximumSide) throws(RasterFailure) -> FrameSequence {
        let rlottie: RlottieLibrary.Functions
        switch RlottieLibrary.shared {
        case .success(let loaded): rlottie = loaded
        case .failure(let error): throw .raster(error)
        }
        // rlottie reads a C string; an empty key keeps the document out of its model cache.
        let text = document + [0]
        guard let animation = text.withUnsafeBufferPointer({ buffer in
            buffer.withMemoryRebound(to: CChar.self) { rlottie.lottie_animation_from_data($0.baseAddress, "", "") }
        }) else {
            throw .raster(.playerFailed("it is not a Lottie document rlottie reads"))
        }
        defer { rlottie.lottie_animation_destroy(animation) }
        var (naturalWidth, naturalHeight) = (0, 0)
        rlottie.lottie_animation_get_size(animation, &naturalWidth, &naturalHeight)
        let count = rlottie.lottie_animation_get_totalframe(animation)
        let rate = rlottie.lottie_animation_get_framerate(animation)
        guard naturalWidth > 0, naturalHeight > 0, count > 0, rate.isFinite, rate >= 0.5, rate <= 1000 else {
            throw .raster(.playerFailed("a composition of \(naturalWidth)×\(naturalHeight) px, \(count) frames at \(rate) fps"))
        }
        let (width, height) = size(naturalWidth, naturalHeight, maximumSide: maximumSide)
        let fps = max(1, Int(rate.rounded())), step = (fps + maximumRate - 1) / maximumRate
        let drawn = (count + step - 1) / step
        if let limit = RasterLimit.exceeded(width: width, height: height, frames: drawn) { throw .limit(limit) }
        let timeline = RasterTimeline(looping: drawn, fps: max(1, fps / step))
        var buffer = [UInt32](repeating: 0, count: width * height)
        return try FrameSequence.collect(width: width, height: height, timeline: timeline) { index throws(RasterError) in
            buffer.withUnsafeMutableBufferPointer { words in
                // rlottie draws over what the buffer holds: each frame starts transparent.
                words.update(repeating: 0)
                rlottie.lottie_animation_render(animation, index * step, words.baseAddress, width, height, width * 4)
                return words.withMemoryRebound(to: UInt8.self) {
                    FrameRenderer.straightRGBA($0.baseAddress!, stride: width * 4, width: width, height: height)
                }
            }
        }
    }

    /// The preview: `frames(document)` as an APNG that loops forever.
    ///
    /// - Throws: `RasterFailure` (`frames`), or `.raster` when zlib is missing.
    package static func apng(_ document: [UInt8], maximumSide: Int = maximumSide) throws(RasterFailure) -> [UInt8] {
        let sequence = try frames(document, maximumSide: maximumSide)
        do {
            return try APNGEncoder().encode(sequence, plays: 0)
        } catch {
            throw .raster(error)
        }
    }

    /// A `width × height` composition scaled down (never up) so its longer side is at most `maximumSide`,
    /// each side at least a pixel.
    static func size(_ width: Int, _ height: Int, maximumSide: Int) -> (Int, Int) {
        let longer = max(width, height)
        guard longer > maximumSide else { return (width, height) }
        let scale = Double(maximumSide) / Double(longer)
        return (max(1, Int((Double(width) * scale).rounded())), max(1, Int((Double(height) * scale).rounded())))
    }
}

extension RasterTimeline {
    /// A loop of `frames` frames at `fps`, frame k at `k / fps` (a Lottie composition's frames, played by a
    /// player that loops).
    init(looping frames: Int, fps: Int) {
        self.fps = fps
        frameCount = frames
        end = .frame(frames)
        loops = true
        finalSeconds = nil
    }
}
