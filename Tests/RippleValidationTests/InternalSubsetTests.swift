import Foundation
import RippleDiagnostics
import RippleValidation
import Testing

/// A DOCTYPE's internal subset is refused unread (issue 40): the parser stops at its `[`, so what the subset
/// holds (declarations libxml2 parses in quadratic time, entities, plain garbage) is never looked at, and the one
/// error says where the subset starts. Comments, processing instructions and quoted identifiers before it do not
/// hide it or fake one, in any encoding the parser reads.
struct InternalSubsetTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let id: String
        let document: [UInt8]
        /// `line:column` of the refusal, or `nil` when the document has no internal subset.
        let refusedAt: String?
        var testDescription: String { id }

        init(_ id: String, _ text: String, _ refusedAt: String?, encoding: String.Encoding = .utf8) {
            self.id = id
            self.document = Array(text.data(using: encoding)!)
            self.refusedAt = refusedAt
        }
    }

    static let root = #"<svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="10" height="10"/>"#
    static let refusal = "error: doctype: an internal subset is not allowed; it is refused unread"
    /// Declarations libxml2 would report (a malformed one, a redefined entity): silence proves they were not read.
    static let garbage = #"<!ATTLIST svg a (x|x) "x"> <!BOGUS junk> <!ENTITY e "1"> <!ENTITY e "2">"#

    static let cases: [Case] = [
        Case("a subset of garbage", "<!DOCTYPE svg [\(garbage)]>\n\(root)", "1:15"),
        Case("an empty subset", "<!DOCTYPE svg []>\n\(root)", "1:15"),
        Case("after the XML declaration and blank lines", "<?xml version=\"1.0\"?>\n\n<!DOCTYPE  svg\n  [\(garbage)]>\n\(root)", "4:3"),
        Case("behind a comment holding a fake doctype", "<!-- <!DOCTYPE svg [ -->\n<!DOCTYPE svg [\(garbage)]>\n\(root)", "2:15"),
        Case("behind a processing instruction with a bracket", "<?note [ ?>\n<!DOCTYPE svg [\(garbage)]>\n\(root)", "2:15"),
        Case("after a system id holding '['", "<!DOCTYPE svg SYSTEM \"a[b].dtd\" [\(garbage)]>\n\(root)", "1:33"),
        Case("after a public and a single-quoted system id", "<!DOCTYPE svg PUBLIC \"-//X//Y\" 'y[' [\(garbage)]>\n\(root)", "1:37"),
        Case("in UTF-16", "<?xml version=\"1.0\" encoding=\"UTF-16\"?>\n<!DOCTYPE svg [\(garbage)]>\n\(root)", "2:15", encoding: .utf16),
        Case("in UTF-16, big-endian without a mark", "<?xml version=\"1.0\" encoding=\"UTF-16BE\"?>\n<!DOCTYPE svg [\(garbage)]>\n\(root)", "2:15",
             encoding: .utf16BigEndian),
        Case("no subset: '[' only inside the ids", "<!DOCTYPE svg PUBLIC \"-//W3C//DTD SVG 1.1//EN\" \"http://x/[1].dtd\">\n\(root)", nil),
        Case("no subset: the SVG 1.1 doctype", "<!DOCTYPE svg PUBLIC \"-//W3C//DTD SVG 1.1//EN\" "
             + "\"http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd\">\n\(root)", nil),
    ]

    @Test(arguments: cases)
    func theSubsetIsRefusedUnread(_ item: Case) {
        let diagnostics = SVGValidator().validate(item.document, file: "doc.svg")
        let printed = diagnostics.map(\.description)
        if let place = item.refusedAt {
            #expect(printed.count == 1 && printed[0].hasPrefix("doc.svg:\(place): \(Self.refusal)"), "\(printed)")
        } else {
            #expect(!printed.contains { $0.contains("internal subset") }, "\(printed)")
        }
    }

    @Test func theSubsetsOfTheIssueAreRefusedWithoutBeingParsed() {
        // 100,000 enumerated values and 131,072 defaulted attributes took libxml2 71 s and 39 s to parse
        // (Benchmarks/quadratic_inputs.py times them); refused unread, they get the one error and nothing else.
        let enumeration = "<!ATTLIST svg a (" + (0..<100_000).map { "v\($0)" }.joined(separator: "|") + ") \"v0\">"
        let defaults = "<!ATTLIST svg " + (0..<131_072).map { "a\($0) CDATA \"1\"" }.joined(separator: " ") + ">"
        for subset in [enumeration, defaults] {
            let diagnostics = SVGValidator().validate(Array("<!DOCTYPE svg [\n\(subset)\n]>\n\(Self.root)".utf8), file: "doc.svg")
            #expect(diagnostics.map(\.description).map { $0.prefix(80) } == ["doc.svg:1:15: \(Self.refusal)".prefix(80)])
        }
    }

    /// A fatal error before the DOCTYPE turns libxml2's SAX off, and with it the callback that stops the parser at
    /// a subset's `[`: the parse ends at that first error instead. Before, the subset was read (its duplicate
    /// enumeration value reported) and an undeclared entity in the root reported after it; the fuzzer's timeout
    /// was eight nested entities declared and expanded that way (Fixtures/fuzz/validator/timeout-prolog-error-entities).
    static let prologErrors: [(prolog: String, error: String)] = [
        (#"<?xml version="1.0"encoding="UTF-8"?>"#, "doc.svg:1:20: error: blank needed here"),
        (#"<?xml version="1.0"?><?xml x?>"#, "doc.svg:1:27: error: XML declaration allowed only at the start of the document"),
        ("<!-- a -- b -->", "doc.svg:1:8: error: double hyphen within comment: <!-- a"),
        (#"<!DOCTYPE svg PUBLIC "x">"#, "doc.svg:1:25: error: space required after the Public Identifier"),
    ]

    @Test(arguments: prologErrors)
    func aFatalErrorBeforeTheSubsetEndsTheParse(_ item: (prolog: String, error: String)) {
        let body = #"<svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="10" height="10">&nope;</svg>"#
        let document = "\(item.prolog)\n<!DOCTYPE svg [\(Self.garbage)]>\n\(body)"
        let printed = SVGValidator().validate(Array(document.utf8), file: "doc.svg").map(\.description)
        #expect(printed == [item.error])
    }

    @Test func errorsInsideTheRootStillAllGetReported() {
        let document = #"<svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="10" height="10"><!-- a -- b --><g/>&nope;</svg>"#
        let printed = SVGValidator().validate(Array(document.utf8), file: "doc.svg").map(\.description)
        #expect(printed.count == 2 && printed[0].contains("double hyphen") && printed[1].contains("'nope' not defined"), "\(printed)")
    }
}
