import CRippleLibraries
import RippleLibraries
import Foundation

extension GIFEncoder {
    /// Writes the planned frames through giflib's streaming writer.
    func write(_ frames: [Planned], palette: GIFPalette, width: Int, height: Int, plays: Int, library: GIFLibrary.Functions) throws(RasterError) -> [UInt8] {
        GIFLibrary.writing.lock()
        defer { GIFLibrary.writing.unlock() }
        var status: Int32 = 0
        guard let file = library.EGifOpen(nil, GIFLibrary.output, &status) else { throw failure("EGifOpen", status, library) }
        GIFLibrary.sinks.start(file)
        var closed = false
        defer { if !closed { _ = library.EGifCloseFile(file, &status); _ = GIFLibrary.sinks.finish(file) } }
        // GIF89a: the graphic control and application extensions need it.
        library.EGifSetGifVersion(file, true)
        var size = 2
        while size < palette.colors.count / 3 { size *= 2 }
        var table = palette.colors + [UInt8](repeating: 0, count: size * 3 - palette.colors.count)
        guard let map = table.withUnsafeMutableBufferPointer({ library.GifMakeMapObject(Int32(size), OpaquePointer($0.baseAddress)) }) else {
            throw .encodeFailed("giflib could not make a colour map")
        }
        defer { library.GifFreeMapObject(map) }
        try check(library.EGifPutScreenDesc(file, Int32(width), Int32(height), 8, Int32(palette.transparent), map), "screen", file, library)
        if plays != 1 {
            // NETSCAPE2.0: sub-block 1, the number of extra plays (0: forever), little-endian.
            let extra = plays == 0 ? 0 : plays - 1
            try check(library.EGifPutExtensionLeader(file, 0xFF), "loop", file, library)
            try check(Array("NETSCAPE2.0".utf8).withUnsafeBytes { library.EGifPutExtensionBlock(file, 11, $0.baseAddress) }, "loop", file, library)
            try check([UInt8(1), UInt8(extra & 0xFF), UInt8(extra >> 8 & 0xFF)].withUnsafeBytes { library.EGifPutExtensionBlock(file, 3, $0.baseAddress) },
                      "loop", file, library)
            try check(library.EGifPutExtensionTrailer(file), "loop", file, library)
        }
        for (index, frame) in frames.enumerated() {
            // Graphic control: disposal (1 keep, 2 clear to background) << 2 | transparency flag; delay; index.
            let disposal: UInt8 = frame.clearsAfter ? 2 : 1
            let control: [UInt8] = [disposal << 2 | 1, UInt8(frame.delay & 0xFF), UInt8(frame.delay >> 8 & 0xFF), palette.transparent]
            try check(control.withUnsafeBytes { library.EGifPutExtension(file, 0xF9, 4, $0.baseAddress) }, "frame \(index)", file, library)
            let rect = frame.rect
            try check(library.EGifPutImageDesc(file, Int32(rect.x), Int32(rect.y), Int32(rect.width), Int32(rect.height), false, nil),
                      "frame \(index)", file, library)
            let lines = Self.lines(frame, previous: index > 0 ? frames[index - 1].indices : [], width: width, clear: palette.transparent)
            for row in 0..<rect.height {
                let written = lines.withUnsafeBufferPointer { lines in
                    library.EGifPutLine(file, UnsafeMutablePointer(mutating: lines.baseAddress! + row * rect.width), Int32(rect.width))
                }
                try check(written, "frame \(index)", file, library)
            }
        }
        closed = true
        // EGifCloseFile writes the trailer through the output function, then frees the file.
        let result = library.EGifCloseFile(file, &status)
        let bytes = GIFLibrary.sinks.finish(file)
        guard result != 0 else { throw failure("EGifCloseFile", status, library) }
        return bytes
    }

    /// The frame's rectangle as rows of indices, unchanged pixels as the transparent index when it may skip them.
    static func lines(_ frame: Planned, previous: [UInt8], width: Int, clear: UInt8) -> [UInt8] {
        let rect = frame.rect
        var out = [UInt8](repeating: clear, count: rect.width * rect.height)
        frame.indices.withUnsafeBufferPointer { indices in
            previous.withUnsafeBufferPointer { previous in
                out.withUnsafeMutableBufferPointer { out in
                    for y in 0..<rect.height {
                        for x in 0..<rect.width {
                            let at = (rect.y + y) * width + rect.x + x
                            let skip = frame.skipUnchanged && indices[at] == previous[at]
                            out[y * rect.width + x] = skip ? clear : indices[at]
                        }
                    }
                }
            }
        }
        return out
    }

    private func check(_ result: Int32, _ what: String, _ file: OpaquePointer, _ library: GIFLibrary.Functions) throws(RasterError) {
        // GIF_OK is 1; on GIF_ERROR giflib keeps the code in the file (read by EGifCloseFile's status).
        guard result == 1 else { throw .encodeFailed("giflib could not write the \(what)") }
    }

    private func failure(_ call: String, _ status: Int32, _ library: GIFLibrary.Functions) -> RasterError {
        let reason = library.GifErrorString(status).map { String(cString: $0) } ?? "error \(status)"
        return .encodeFailed("giflib \(call): \(reason)")
    }
}
