import Foundation
@testable import RippleSerializers
import RippleTestSupport
import Testing

/// `WebScriptPart+Templates.swift` is what `ScriptMinifier` makes of `Templates/web/*.js` now: a source
/// changed without regenerating fails here, "out of date". With `RIPPLEGEN_RECORD=1` the file is
/// rewritten and the test still fails, so a regeneration is never silent.
struct WebScriptGeneratedFileTests {
    @Test func generatedTemplatesAreUpToDate() throws {
        let templates = try WebScriptPart.allCases.map { part in
            (part: part, template: try ScriptMinifier.minify(WebScriptPartTests.source(part), names: WebScriptNames.mapping))
        }
        let expected = WebScriptCodegen.file(templates)
        let url = Golden.root.appendingPathComponent(WebScriptCodegen.path)
        let actual = try? String(contentsOf: url, encoding: .utf8)
        if Golden.recording {
            try expected.write(to: url, atomically: true, encoding: .utf8)
            Issue.record("RIPPLEGEN_RECORD=1: \(actual == expected ? "checked (unchanged)" : "regenerated") \(WebScriptCodegen.path); rebuild and rerun without it")
            return
        }
        #expect(actual == expected, """
            \(WebScriptCodegen.path) is out of date, run RIPPLEGEN_RECORD=1 swift test --filter WebScriptGeneratedFileTests:
            \(Golden.lineDiff(actual ?? "", expected))
            """)
        // And the compiled templates are the file's (the binary was built from this file).
        for (part, template) in templates { #expect(part.template == template, "\(part.rawValue): rebuild") }
    }

    @Test func literalsKeepQuotesAndBackslashes() {
        #expect(WebScriptCodegen.literal(#"a"b\n"#) == ##"#"a"b\n"#"##)
        #expect(WebScriptCodegen.literal(##"x"#y"##) == ###"##"x"#y"##"###)
    }
}
