import Foundation
import RippleArchive
import RipplePipeline
import RippleRaster
import RippleServe
import RippleValidation

/// `POST /preview/lottie`: the Lottie preview, the document a render makes as a Lottie player draws it.
///
/// The body is a render's (`ServeBody.render`: the arguments, with `--format lottie` or `dotlottie`, and the
/// spec text). The arguments are rendered as `/render` renders them (the same bytes the page downloads); the
/// Lottie JSON (a dotLottie's animation, `a/ID.json`) is then drawn by rlottie, frame by frame, and answered
/// as a looping APNG (`LottiePreview`). Without rlottie the answer is 501 with the message that names the
/// package to install: the page shows it in the preview's place, and the downloads still work.
struct ServeLottiePreview: Sendable {
    let renderer: ServeRender
    /// The player: the Lottie JSON to the preview's image (a test puts a missing library in its place).
    var player: @Sendable ([UInt8]) throws(RasterFailure) -> [UInt8] = { document throws(RasterFailure) in
        try LottiePreview.apng(document)
    }

    /// The answer for a render's `arguments` and `spec` (the served spec's text, or nil).
    func answer(_ arguments: [String], spec: String?) -> HTTPResponse {
        // The render (the download's, from the cache, or made holding a render slot): `busy`, the CLI's refusal,
        // or the document to draw.
        guard let made = renderer.made(arguments, spec: spec) else { return ServeRender.busy }
        let document: [UInt8]
        do throws(CLIError) {
            let (files, plan) = try made.get()
            document = try Self.lottie(files, plan: plan)
        } catch {
            return ServeRender.refused(error)
        }
        // The drawing (the most work of any preview: every frame by rlottie, then the APNG) takes the player's
        // own slot, so the other previews' renders are not held behind it; no render slot is held meanwhile.
        return Self.drawing(document, wait: renderer.wait, player: player)
    }

    /// One drawing at a time, on top of the render slots: a change's quick previews never wait for a player.
    private static let playing = DispatchSemaphore(value: 1)

    private static func drawing(_ document: [UInt8], wait: DispatchTimeInterval, player: ([UInt8]) throws(RasterFailure) -> [UInt8]) -> HTTPResponse {
        guard playing.wait(timeout: .now() + wait) == .success else { return ServeRender.busy }
        defer { playing.signal() }
        do throws(RasterFailure) {
            return HTTPResponse(200, type: "image/apng", body: try player(document))
        } catch {
            let missing: Bool = if case .raster(.libraryMissing) = error { true } else { false }
            let advice = missing ? " (the Lottie preview needs rlottie; the downloads do not)" : ""
            return .text(missing ? 501 : 422, "ripplegen: error: \(error)\(advice)")
        }
    }

    /// The Lottie JSON of a render: the file itself, or a dotLottie's animation.
    static func lottie(_ files: [OutputFile], plan: any OutputPlan) throws(CLIError) -> [UInt8] {
        switch plan {
        case is LottieOutput.Plan: return files[0].bytes
        case is DotLottieOutput.Plan:
            // The render itself wrote the archive with libzip, so it is loaded; read back as `validate` reads it.
            let entries: [ZipArchive.Entry]
            do throws(ZipError) {
                guard case .success(let zip) = ZipArchive.shared else { throw .failed("libzip is not loaded") }
                entries = try zip.entries(of: files[0].bytes, limits: DotLottieLint.limits)
            } catch {
                throw CLIError.usage("the dotLottie file cannot be read back: \(error)")
            }
            guard let animation = entries.first(where: { $0.name.hasPrefix("a/") && $0.name.hasSuffix(".json") }) else {
                throw CLIError.usage("the dotLottie file has no animation (a/ID.json)")
            }
            return animation.bytes
        default:
            throw CLIError.usage("the Lottie preview shows --format lottie or dotlottie")
        }
    }
}
