import RippleKit
import RipplePipeline
import RippleTemplates
import Testing

/// The library's one entry point: a request in, its files out, in the kind's order with the registry's
/// endings and media types, checked; errors carry their subject.
struct PipelineTests {
    @Test(arguments: [
        ("smil", [".svg"], ["image/svg+xml"]),
        ("web", [".css", ".js", ".mjs", ".d.mts"], ["text/css; charset=utf-8", "text/javascript; charset=utf-8", "text/javascript; charset=utf-8",
                                                   "application/typescript; charset=utf-8"]),
        ("lottie", [".json"], ["application/json"]),
    ])
    func filesOfAKind(kind: String, endings: [String], types: [String]) throws {
        let material = try #require(try BuiltinStyles.template(named: "material"))
        let files = try Pipeline.render(OutputRequest(style: material, kind: try #require(OutputKind.named(kind))))
        #expect(files.map(\.ending) == endings)
        #expect(files.map(\.mediaType) == types)
        #expect(files.allSatisfy { $0.validated && !$0.bytes.isEmpty })
        #expect(files.allSatisfy { $0.diagnostics.allSatisfy { $0.severity != .error } })
    }

    /// Lottie repeats by copying keyframes: a million runs is refused, naming the option that asked for them.
    @Test func aValuePastAKindsLimitNamesItsFlag() throws {
        let ring = try #require(try BuiltinStyles.template(named: "ring"))
        var options = StyleOptions()
        options.repeatCount = .count(1_000_000)
        let lottie = try #require(OutputKind.named("lottie"))
        #expect {
            _ = try Pipeline.render(OutputRequest(style: ring, options: options, kind: lottie))
        } throws: { error in
            (error as? PipelineError)?.subject.flag == "--repeat"
        }
    }

    /// A kind's descriptor holds its flags' limits and checks them when the plan is built, before anything is
    /// rendered: the error names the flag, and the kind's defaults stand where a flag is not given.
    @Test(arguments: [("lottie", "241", "'241' is not a frame rate from 1 to 240"), ("gif", "60", "'60' is more than 50 for --format gif"),
                      ("apng", "2.5", "'2.5' is not a whole number from 1 to 120"), ("webp", "0", "'0' is not a whole number from 1 to 120")])
    func aFlagPastItsKindsLimitIsRefusedWhenThePlanIsBuilt(kind: String, fps: String, message: String) throws {
        var settings = KindSettings(style: "ring")
        settings.fps = KindSettings.Number(text: fps, value: Double(fps))
        #expect {
            _ = try #require(OutputKind.named(kind)).plan(settings)
        } throws: { error in
            let error = try #require(error as? PipelineError)
            return error.subject.flag == "--fps" && error.problems[0].message.hasPrefix(message)
        }
        let standard = try #require(OutputKind.named(kind)).plan(KindSettings(style: "ring"))
        if let animated = standard as? RasterOutput.AnimatedPlan { #expect(animated.fps == 30 && animated.scale == 1) }
    }

    @Test func everyKindIsNamedOnce() {
        let names = OutputKind.all.map(\.name)
        #expect(Set(names).count == names.count)
        #expect(names.allSatisfy { OutputKind.named($0)?.name == $0 })
        #expect(OutputKind.named("svg") == nil)
    }
}
