import Foundation
@testable import RippleRaster
import RippleTestSupport
import Testing

/// `serve`'s Lottie preview: ripplegen's Lottie JSON drawn by rlottie, frame by frame, as a looping APNG.
@Suite(Requirement.rlottie.trait, Requirement.raster.trait)
struct LottiePreviewTests {
    /// A reference Lottie document (what `--format lottie` writes for the case).
    static func document(_ name: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: Golden.fixtures.appendingPathComponent("cases/lottie-\(name)/\(name).json")))
    }

    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        /// The frames drawn (the composition's `op − ip` at 60 fps, every other one) and their rate, and the
        /// preview's size.
        let frames: Int, fps: Int, width: Int, height: Int
        var testDescription: String { name }
    }

    static let cases = [
        // 618 px scaled to the preview's 320; 100 px kept (never scaled up).
        Case(name: "pulse", frames: 69, fps: 30, width: 320, height: 320),
        Case(name: "fill", frames: 15, fps: 30, width: 100, height: 100),
    ]

    /// The composition is drawn at up to 30 fps (every other frame of ripplegen's 60), the size scaled to the
    /// preview's; the drawing moves.
    @Test(arguments: cases)
    func rlottieDrawsEveryFrame(_ expected: Case) throws {
        let json = try Self.document(expected.name)
        let sequence = try LottiePreview.frames(json)
        #expect(sequence.renderedCount == expected.frames)
        #expect(sequence.timeline.fps == expected.fps && sequence.timeline.loops)
        #expect(sequence.width == expected.width && sequence.height == expected.height)
        // A pixel changes between frames (the player draws the motion, not one still), and the first frame
        // has both paint and transparency (a ripple on a clear canvas, not an empty or a filled buffer).
        let first = try #require(sequence.frames.first).image
        #expect(sequence.frames.count > 2)
        #expect(sequence.frames.dropFirst().contains { $0.image.changedRect(from: first) != nil })
        let alphas = stride(from: 3, to: first.pixels.count, by: 4).map { first.pixels[$0] }
        #expect(alphas.contains(0))
        let drawn = sequence.frames.contains { frame in stride(from: 3, to: frame.image.pixels.count, by: 4).contains { frame.image.pixels[$0] > 0 } }
        #expect(drawn)
    }

    /// The preview is an APNG of those frames that loops forever: its header's size, its frame count and plays.
    @Test func thePreviewIsALoopingAPNG() throws {
        let json = try Self.document("fill")
        let sequence = try LottiePreview.frames(json)
        let png = try LottiePreview.apng(json)
        #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        let chunks = Self.chunks(png)
        let header = try #require(chunks.first { $0.type == "IHDR" }).data
        #expect(Self.uint32(header, 0) == 100 && Self.uint32(header, 4) == 100)
        let control = try #require(chunks.first { $0.type == "acTL" }).data
        #expect(Self.uint32(control, 0) == UInt32(sequence.frames.count) && Self.uint32(control, 4) == 0)
        #expect(chunks.filter { $0.type == "fcTL" }.count == sequence.frames.count)
        #expect(chunks.last?.type == "IEND")
    }

    /// Bytes rlottie cannot read are refused with the player's own error, not drawn as an empty animation.
    @Test(arguments: ["", "{}", "not json", "{\"v\":\"5.7.0\",\"fr\":60,\"ip\":0,\"op\":0,\"w\":0,\"h\":0,\"layers\":[]}"])
    func whatRlottieCannotReadIsRefused(_ text: String) {
        #expect {
            _ = try LottiePreview.frames(Array(text.utf8))
        } throws: { error in
            guard let failure = error as? RasterFailure, case .raster(.playerFailed) = failure else { return false }
            return failure.description.hasPrefix("rlottie could not play the Lottie document")
        }
    }

    @Test func theSizeIsScaledDownNeverUp() {
        #expect(LottiePreview.size(618, 618, maximumSide: 320) == (320, 320))
        #expect(LottiePreview.size(1000, 250, maximumSide: 320) == (320, 80))
        #expect(LottiePreview.size(100, 40, maximumSide: 320) == (100, 40))
        #expect(LottiePreview.size(5000, 1, maximumSide: 320) == (320, 1))
    }

    static func chunks(_ png: [UInt8]) -> [(type: String, data: [UInt8])] {
        var out: [(String, [UInt8])] = []
        var at = 8
        while at + 8 <= png.count {
            let length = Int(uint32(png, at))
            let type = String(decoding: png[(at + 4)..<(at + 8)], as: UTF8.self)
            out.append((type, Array(png[(at + 8)..<min(png.count, at + 8 + length)])))
            at += 12 + length
        }
        return out
    }

    static func uint32(_ bytes: [UInt8], _ at: Int) -> UInt32 {
        bytes[at..<(at + 4)].reduce(0) { $0 << 8 | UInt32($1) }
    }
}
