import RippleDiagnostics
import Testing

/// The one printer: a flag is said after the severity, a file position before it, and nested diagnostics
/// are printed under their parent at their own locations.
@Suite struct DiagnosticPrintTests {
    @Test func aFlagFollowsTheSeverity() {
        let diagnostic = Diagnostic(.error, "must be at least 1 (got 0.5)", at: .init(flag: "--repeat"))
        #expect(diagnostic.lines(tool: "ripplegen") == ["ripplegen: error: --repeat: must be at least 1 (got 0.5)"])
    }

    @Test func childrenArePrintedUnderTheirParent() {
        let child = Diagnostic(.error, "element 'x' is not declared", at: .init(file: "<stdout>", line: 3, column: 7))
        let parent = Diagnostic(.error, "the generated document is invalid; nothing was written", children: [child, Diagnostic(.warning, "a \u{1b} b")])
        #expect(parent.lines(tool: "ripplegen") == [
            "ripplegen: error: the generated document is invalid; nothing was written",
            "<stdout>:3:7: error: element 'x' is not declared",
            "warning: a \\u{1b} b",
        ])
    }
}
