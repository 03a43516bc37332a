import RippleKit
import RippleRaster

extension RasterOutput {
    /// `--filmstrip N -o FILE.png`: still frames rasterized side by side.
    static func filmstrip(_ animation: RippleAnimation, count text: String, output: String?) throws(CLIError) -> [UInt8] {
        let count = try ValueParsers.whole(text, flag: "--filmstrip", in: 1...120, what: "a number of frames")
        guard output != nil else { throw CLIError.usage("--filmstrip writes a PNG: give -o FILE.png") }
        do {
            return try Filmstrip.png(animation, count: count)
        } catch {
            // Too large is a usage error (the flags ask for it); anything else is ripplegen's or librsvg's.
            if case .tooLarge = error {
                throw CLIError.badValue("--filmstrip", "\(error) (--size and --filmstrip together decide it: fewer frames or a smaller --size)")
            }
            throw CLIError(.software, "--filmstrip: \(error)")
        }
    }
}
