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

    @Test func everyKindIsNamedOnce() {
        let names = OutputKind.all.map(\.name)
        #expect(Set(names).count == names.count)
        #expect(names.allSatisfy { OutputKind.named($0)?.name == $0 })
        #expect(OutputKind.named("svg") == nil)
    }
}
