import RippleDiagnostics
import Testing

/// The module every stage reports with: user text made printable, and a diagnostic's printed lines.
struct DiagnosticTests {
    @Test(arguments: [
        ("plain", "plain"),
        ("tab\tkept", "tab\tkept"),
        ("bell\u{07}", "bell\\u{7}"),
        ("\u{1B}[31mred", "\\u{1b}[31mred"),
        ("c1\u{9B}csi", "c1\\u{9b}csi"),
        ("line\nbreak", "line\\u{a}break"),
        ("del\u{7F}", "del\\u{7f}"),
    ])
    func controlsAreMadeVisible(_ text: String, _ shown: String) {
        #expect(Printable.text(text) == shown)
    }

    @Test(arguments: [80, 81, 40_000])
    func longTextIsCutAfterItsMaximum(_ length: Int) {
        let shown = Printable.text(String(repeating: "a", count: length))
        #expect(shown == String(repeating: "a", count: min(length, Printable.maximumLength)) + (length > Printable.maximumLength ? "…" : ""))
    }

    @Test func aMessageKeepsItsLineBreaksButNotItsEscapes() {
        #expect(Printable.escaped("one\ntwo\u{1B}") == "one\ntwo\\u{1b}")
    }

    @Test(arguments: [
        (Diagnostic(.error, "bad", at: .init(file: "a.json", line: 2, column: 5)), ["a.json:2:5: error: bad"]),
        (Diagnostic(.error, "out of range", at: .init(flag: "--repeat")), ["ripplegen: error: --repeat: out of range"]),
        (Diagnostic(.warning, "no DTD", notes: ["install w3c-sgml-lib"]), ["ripplegen: warning: no DTD", "install w3c-sgml-lib"]),
        (Diagnostic(.error, "invalid output", children: [Diagnostic(.finding, "x", at: .init(file: "o.svg", line: 1, column: 1))]),
         ["ripplegen: error: invalid output", "o.svg:1:1: x"]),
    ])
    func linesAreCompilerStyleWithNotesAndChildren(_ diagnostic: Diagnostic, _ lines: [String]) {
        #expect(diagnostic.lines(tool: "ripplegen") == lines)
    }
}
