import CRippleLibraries
import RippleLibraries
/// Animated WebP through libwebp's animation encoder, lossless: pixels (alpha included) come back exact.
///
/// Frame timestamps are the frames' exact starts rounded to milliseconds (`FrameSequence.durations`), and the
/// end of the last frame is passed as a final timestamp, so each duration is the difference of two rounded
/// true times. libwebp crops each frame to what changed and picks dispose/blend itself.
package struct WebPEncoder: Sendable {
    /// Every frame a key frame (whole, independent of the previous one): the benchmark's naive baseline.
    package var keyFramesOnly = false

    /// The largest width or height a WebP image can have.
    package static let maximumSide = RasterLimit.maximumSide

    /// An encoder.
    package init(keyFramesOnly: Bool = false) {
        self.keyFramesOnly = keyFramesOnly
    }

    /// The WebP of `sequence`, played `plays` times (0: forever).
    ///
    /// - Throws: `RasterError` when libwebp is missing or fails.
    package func encode(_ sequence: FrameSequence, plays: Int) throws(RasterError) -> [UInt8] {
        let library: WebPLibrary.Functions
        switch WebPLibrary.shared {
        case .success(let loaded): library = loaded
        case .failure(let error): throw error
        }
        // libwebp's own limit (14-bit dimensions): it would fail only when assembling, with a bare error code.
        guard sequence.width <= Self.maximumSide, sequence.height <= Self.maximumSide else {
            throw .encodeFailed("libwebp refuses a \(sequence.width)×\(sequence.height) px frame: WebP is at most \(Self.maximumSide) px a side")
        }
        let options = UnsafeMutableRawPointer.allocate(byteCount: WebPLibrary.optionsSize, alignment: 8)
        let config = UnsafeMutableRawPointer.allocate(byteCount: WebPLibrary.configSize, alignment: 8)
        defer { options.deallocate(); config.deallocate() }
        guard library.WebPAnimEncoderOptionsInitInternal(OpaquePointer(options), WebPLibrary.muxABI) != 0 else { throw .encodeFailed("libwebpmux refused its options (ABI version)") }
        // WebPAnimEncoderOptions: anim_params { bgcolor (0), loop_count (4) }, minimize_size (8), kmin (12), kmax (16).
        options.storeBytes(of: UInt32(0), toByteOffset: 0, as: UInt32.self)
        options.storeBytes(of: Int32(plays), toByteOffset: 4, as: Int32.self)
        if keyFramesOnly {
            options.storeBytes(of: Int32(0), toByteOffset: 12, as: Int32.self)
            options.storeBytes(of: Int32(1), toByteOffset: 16, as: Int32.self)
        }
        // WEBP_PRESET_DEFAULT (0), then WebPConfig: lossless (0), quality (4: effort when lossless), method (8).
        guard library.WebPConfigInitInternal(OpaquePointer(config), 0, 75, WebPLibrary.encoderABI) != 0 else { throw .encodeFailed("libwebp refused its config (ABI version)") }
        config.storeBytes(of: Int32(1), toByteOffset: 0, as: Int32.self)
        config.storeBytes(of: Float(75), toByteOffset: 4, as: Float.self)
        config.storeBytes(of: Int32(4), toByteOffset: 8, as: Int32.self)
        guard let encoder = library.WebPAnimEncoderNewInternal(Int32(sequence.width), Int32(sequence.height), OpaquePointer(options), WebPLibrary.muxABI) else {
            throw .encodeFailed("libwebp could not start an animation of \(sequence.width)×\(sequence.height)")
        }
        defer { library.WebPAnimEncoderDelete(encoder) }
        let frames = sequence.durations(per: 1000)
        for frame in frames {
            try add(frame.image, timestamp: frame.start, encoder: encoder, config: config, library: library)
        }
        let end = (frames.last.map { $0.start + $0.duration }) ?? 0
        guard library.WebPAnimEncoderAdd(encoder, nil, Int32(end), nil) != 0 else { throw failure(encoder, library) }
        // WebPData: bytes (0), size (8); the encoder allocates the bytes, WebPFree releases them.
        let data = UnsafeMutableRawPointer.allocate(byteCount: 16, alignment: 8)
        data.initializeMemory(as: UInt8.self, repeating: 0, count: 16)
        defer { data.deallocate() }
        guard library.WebPAnimEncoderAssemble(encoder, OpaquePointer(data)) != 0 else { throw failure(encoder, library) }
        let bytes = data.load(as: UnsafeMutableRawPointer?.self)
        let size = data.load(fromByteOffset: 8, as: Int.self)
        defer { library.WebPFree(bytes) }
        guard let bytes else { throw .encodeFailed("libwebp assembled nothing") }
        return Array(UnsafeRawBufferPointer(start: bytes, count: size))
    }

    private func add(_ image: RGBAImage, timestamp: Int, encoder: OpaquePointer, config: UnsafeMutableRawPointer,
                     library: WebPLibrary.Functions) throws(RasterError) {
        let picture = UnsafeMutableRawPointer.allocate(byteCount: WebPLibrary.pictureSize, alignment: 8)
        defer { picture.deallocate() }
        guard library.WebPPictureInitInternal(OpaquePointer(picture), WebPLibrary.encoderABI) != 0 else { throw .encodeFailed("libwebp refused a picture (ABI version)") }
        // WebPPicture: use_argb (0), width (8), height (12); lossless wants ARGB.
        picture.storeBytes(of: Int32(1), toByteOffset: 0, as: Int32.self)
        picture.storeBytes(of: Int32(image.width), toByteOffset: 8, as: Int32.self)
        picture.storeBytes(of: Int32(image.height), toByteOffset: 12, as: Int32.self)
        defer { library.WebPPictureFree(OpaquePointer(picture)) }
        let imported = image.pixels.withUnsafeBufferPointer { library.WebPPictureImportRGBA(OpaquePointer(picture), $0.baseAddress, Int32(image.width * 4)) }
        guard imported != 0 else { throw .encodeFailed("libwebp could not take a \(image.width)×\(image.height) frame") }
        guard library.WebPAnimEncoderAdd(encoder, OpaquePointer(picture), Int32(timestamp), OpaquePointer(config)) != 0 else { throw failure(encoder, library) }
    }

    private func failure(_ encoder: OpaquePointer, _ library: WebPLibrary.Functions) -> RasterError {
        let message = library.WebPAnimEncoderGetError(encoder).map { String(cString: $0) } ?? "unknown error"
        return .encodeFailed("libwebp: \(message.isEmpty ? "unknown error" : message)")
    }
}
