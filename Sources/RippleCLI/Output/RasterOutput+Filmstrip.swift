import RippleKit
import RippleRaster

extension RasterOutput {
    /// `--filmstrip N -o FILE.png`: still frames rasterized side by side.
    static func filmstrip(_ animation: RippleAnimation, count text: String, output: String?) throws(CLIError) -> [UInt8] {
        guard let count = Int(text), (1...120).contains(count) else {
            throw CLIError.badValue("--filmstrip", "'\(ValueParsers.printable(text))' is not a number of frames from 1 to 120")
        }
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
