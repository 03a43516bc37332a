import Foundation
@testable import RippleCLI
import RipplePipeline
import RippleKit
import RippleMarkup
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

/// The ranges the schema gives the page's sliders (`ServeSchema.ranges`) are the parsers': a render takes each
/// end and refuses one step past it, naming the flag (issue 37: sliders with the flag table's ranges).
struct ServeSchemaRangeTests {
    /// Where each flag is taken: its format, and what else it needs.
    static func arguments(_ flag: String, _ value: String) -> [String] {
        switch flag {
        case "--fps", "--scale": ["--style", "ring", "--format", "apng", "--repeat", "1", "--size", "4x4", flag, value]
        case "--reduced-motion-at": ["--style", "ring", "--format", "css", flag, value]
        case "--size": ["--style", "ring", "--format", "smil", flag, value + "x" + value]
        default: ["--style", "ring", "--format", "smil", flag, value]
        }
    }

    @Test(arguments: ServeSchema.ranges.map(\.flag))
    func eachEndIsTakenAndOnePastIsRefused(_ flag: String) throws {
        let range = try #require(ServeSchema.ranges.first { $0.flag == flag }?.range)
        let renderer = ServeRender(specName: nil, sessions: SessionPool(environment: [:]), slots: DispatchSemaphore(value: 1))
        // One step past each end, at the documents' precision (4 decimals).
        let below = range.integer ? range.min - 1 : range.above ? range.min : range.min - max(abs(range.min) * 0.1, 0.0001)
        let above = range.integer ? range.max + 1 : range.max + max(abs(range.max) * 1e-4, 0.0001)
        for value in [range.above ? range.min + 0.01 : range.min, range.max] {
            let answer = renderer.render(Self.arguments(flag, NumberFormat.format(value)), spec: nil)
            #expect(answer.status == 200, "\(flag) \(value): \(answer.status) \(String(decoding: answer.body, as: UTF8.self))")
        }
        for value in [below, above] {
            let answer = renderer.render(Self.arguments(flag, NumberFormat.format(value)), spec: nil)
            #expect(answer.status != 200, "\(flag) \(value) is taken")
            #expect(answer.headers.contains { $0.0 == ServeRender.flagHeader && $0.1 == flag }, "\(flag) \(value): \(answer.headers)")
        }
    }
}

extension ServeSchemaRangeTests {
    /// The page's spring slider spans what a spec's `spring(r)` takes.
    @Test func aSpringsResponseRangeIsTheTemplatesOwn() throws {
        let renderer = ServeRender(specName: nil, sessions: SessionPool(environment: [:]), slots: DispatchSemaphore(value: 1))
        let pulse = try #require(BuiltinStyles.json(named: "pulse"))
        let range = ServeSchema.springResponse
        for (response, taken) in [(range.max, true), (range.max + 0.01, false), (0.01, true), (range.min, false)] {
            let spec = pulse.replacingOccurrences(of: "spring(0.5)", with: "spring(\(NumberFormat.format(response)))")
            let status = renderer.render(["--format", "smil"], spec: spec).status
            #expect((status == 200) == taken, "spring(\(response)): \(status)")
        }
    }
}
