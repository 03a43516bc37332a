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

    @Test func eachPrintedLineIsCutWithTheBytesLeftOut() {
        // A message quoting 15 MB of a file (issue 40) prints its first 1,000 characters and counts the rest.
        let quoted = "é" + String(repeating: "a", count: 15_000_000)
        let shown = Printable.escaped("short\nref '\(quoted)'\nlast")
        let lines = shown.split(separator: "\n")
        let kept = String(repeating: "a", count: Printable.maximumLineLength - 32 - 6)
        #expect(lines.count == 3 && lines[0] == "short" && lines[2] == "last")
        #expect(lines[1] == "ref 'é\(kept)… (14,999,039 more bytes)")
        #expect(lines[1].count <= Printable.maximumLineLength)
        #expect(Printable.escaped(shown) == shown, "printed again, a cut line stays as it is")
        // Escapes count as what is printed: a line of controls is cut as well.
        #expect(Printable.escaped(String(repeating: "\u{1B}", count: 5_000)).count <= Printable.maximumLineLength)
        #expect(Printable.escaped(String(repeating: "b", count: Printable.maximumLineLength)) == String(repeating: "b", count: Printable.maximumLineLength))
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
