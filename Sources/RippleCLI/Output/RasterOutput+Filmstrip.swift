import RippleKit
import RippleRaster

extension RasterOutput {
    /// `--filmstrip N -o FILE.png`: still frames rasterized side by side.
    ///
    /// - Parameter count: `--filmstrip N`, checked (`OutputPlan`).
    static func filmstrip(_ animation: RippleAnimation, count: Int) throws(CLIError) -> [UInt8] {
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
