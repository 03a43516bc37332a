import Foundation
@testable import RippleCLI
import RipplePipeline
import RippleKit
import RippleTemplates
import Testing

/// The schema's per-style refusals of `--format web` (`ServeSchema.webRefusals`) are the renderer's: each flag
/// listed is refused by a render of that style, and each candidate not listed is taken. The page hides the
/// controls these name (issue 37: `--hold`, `--duration`, `--stroke-width` were shown for material's web).
struct ServeSchemaTests {
    /// Every flag a style's web format may refuse, with a value the other formats take.
    static let candidates = [("--hold", "0.5"), ("--duration", "1"), ("--stroke-width", "2")]

    @Test(arguments: BuiltinStyles.names)
    func theWebRefusalsAreTheRenderersOwn(_ name: String) throws {
        let template = try StyleSource.builtin(name)
        let refused = ServeSchema.webRefusals(template)
        let renderer = ServeRender(specName: nil, sessions: SessionPool(environment: [:]), slots: DispatchSemaphore(value: 1))
        let parameters = Set((template.parameters ?? []).map(\.flag))
        for (flag, value) in Self.candidates where flag.hasPrefix("--hold") ? parameters.contains(flag) : true {
            let status = renderer.render(["--style", name, "--format", "web", flag, value], spec: nil).status
            #expect((status != 200) == refused.contains(flag), "\(name) \(flag): \(status), listed: \(refused)")
            // Each SVG format takes it (the control is shown there).
            #expect(renderer.render(["--style", name, "--format", "smil", flag, value], spec: nil).status == 200, "\(name) \(flag) smil")
        }
        #expect(refused.allSatisfy { flag in Self.candidates.contains { $0.0 == flag } }, "\(refused)")
    }
}
