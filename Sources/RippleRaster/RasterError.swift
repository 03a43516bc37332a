import RippleLibraries

/// Why rasterizing or encoding failed.
package enum RasterError: Error, Equatable, CustomStringConvertible {
    /// A library (or one of its functions) is not installed.
    case libraryMissing(LibraryMissing)
    /// librsvg could not read a document (a ripplegen bug: documents are validated first).
    case renderFailed(String)
    /// An encoder refused the frames (out of memory, or a library bug).
    case encodeFailed(String)
    /// The image would be too large.
    case tooLarge(width: Int, height: Int)
    /// rlottie could not read a Lottie document (`LottiePreview`).
    case playerFailed(String)

    /// A short lower-case message.
    package var description: String {
        switch self {
        case .libraryMissing(let missing):
            return missing.description
        case .renderFailed(let reason):
            return "librsvg could not render a frame: \(reason)"
        case .encodeFailed(let reason):
            return "encoding failed: \(reason)"
        case .playerFailed(let reason):
            return "rlottie could not play the Lottie document: \(reason)"
        case .tooLarge(let width, let height):
            return "the filmstrip would be \(width)×\(height) px; at most \(Filmstrip.maximumPixels / 1_000_000) megapixels, of frames at most \(RasterLimit.maximumSide) px a side"
        }
    }
}
