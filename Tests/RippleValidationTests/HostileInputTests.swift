import RippleDiagnostics
import Foundation
import RippleValidation
import Testing

/// Documents written to attack the parser: nothing may be read, fetched, expanded or disclosed.
struct HostileInputTests {
    /// Validates with a fresh validator. How long these documents take is measured by
    /// `Benchmarks/validate_bounds.py` (the hostile rows), never asserted here.
    private func validation(_ bytes: [UInt8]) -> [Diagnostic] {
        SVGValidator().validate(bytes, file: "hostile.svg")
    }

    /// This machine's host name, when it is long enough to be searched for without false hits.
    private var hostname: String? {
        let name = (try? String(contentsOfFile: "/etc/hostname", encoding: .utf8))?
            .trimmingCharacters(in: .whitespacesAndNewlines)
        return name.flatMap { $0.count >= 4 ? $0 : nil }
    }

    /// What a document with an internal subset gets, at the subset's `[` (`InternalSubsetTests`).
    static let subsetRefused = "error: doctype: an internal subset is not allowed; it is refused unread (ripplegen validates "
        + "against the SVG 1.1 DTD alone, and a subset's declarations and entities are where XXE and entity bombs live)"

    static let fixtures: [LintCase] = [
        .fixture("hostile-xxe.svg", ["2:15: \(subsetRefused)"]),
        .fixture("hostile-external-subset.svg", [
            "2:1: error: doctype: only the SVG 1.1 doctype is allowed (got file:///etc/hostname)",
        ]),
        .fixture("hostile-billion-laughs.svg", ["2:15: \(subsetRefused)"]),
        .fixture("hostile-billion-laughs-attribute.svg", ["2:15: \(subsetRefused)"]),
    ]

    @Test("hostile fixtures are errors, disclosing nothing", arguments: fixtures)
    func hostileFixture(_ hostileCase: LintCase) {
        let diagnostics = validation(Array(hostileCase.svg.utf8))
        #expect(diagnostics.map(rendered) == hostileCase.expectedMessages)
        #expect(diagnostics.contains { $0.severity == .error })
        if let hostname {
            #expect(!diagnostics.contains { $0.description.contains(hostname) })
        }
    }

    @Test("an external entity naming a local file is never read, in content, attributes or the DOCTYPE")
    func localFileIsNeverRead() throws {
        let secret = "RIPPLE-SECRET-\(UUID().uuidString)"
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("ripple-xxe-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let secretFile = directory.appendingPathComponent("secret.txt")
        let secretDTD = directory.appendingPathComponent("secret.dtd")
        try "\(secret)\n".write(to: secretFile, atomically: true, encoding: .utf8)
        try "<!ENTITY leak \"\(secret)\">\n".write(to: secretDTD, atomically: true, encoding: .utf8)

        let documents = [
            "<!DOCTYPE svg [<!ENTITY xxe SYSTEM \"\(secretFile.absoluteString)\">]>\n"
                + "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\"><desc>&xxe;</desc></svg>",
            "<!DOCTYPE svg [<!ENTITY xxe SYSTEM \"\(secretFile.path)\">]>\n"
                + "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\"><desc id=\"&xxe;\"/></svg>",
            "<!DOCTYPE svg [<!ENTITY % pe SYSTEM \"\(secretDTD.absoluteString)\"> %pe;]>\n"
                + "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\"><desc>&leak;</desc></svg>",
            "<!DOCTYPE svg SYSTEM \"\(secretDTD.absoluteString)\">\n"
                + "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\"><desc>&leak;</desc></svg>",
            "<!DOCTYPE svg PUBLIC \"-//W3C//DTD SVG 1.1//EN\" \"\(secretDTD.absoluteString)\">\n"
                + "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\"><desc>&leak;</desc></svg>",
            "<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xi=\"http://www.w3.org/2001/XInclude\" version=\"1.1\">"
                + "<xi:include href=\"\(secretFile.path)\" parse=\"text\"/></svg>",
        ]
        for document in documents {
            let diagnostics = validation(Array(document.utf8))
            #expect(diagnostics.contains { $0.severity == .error }, "\(document)")
            #expect(!diagnostics.contains { $0.description.contains(secret) }, "\(document)")
        }
    }

    @Test("a quadratic blow-up (one large entity referenced thousands of times) is refused, never expanded")
    func quadraticBlowUp() {
        let entity = String(repeating: "a", count: 40_000)
        let references = String(repeating: "&a;", count: 4_000)
        let document = "<!DOCTYPE svg [<!ENTITY a \"\(entity)\">]>\n<svg xmlns=\"http://www.w3.org/2000/svg\" "
            + "version=\"1.1\"><desc>\(references)</desc><title id=\"\(references)\"/></svg>"
        let diagnostics = validation(Array(document.utf8))
        #expect(diagnostics.map(\.description) == ["hostile.svg:1:15: \(Self.subsetRefused)"])
    }

    @Test("absurd nesting is refused by the depth bound before parsing, not by a stack overflow")
    func deepNesting() {
        let document = "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\">"
            + String(repeating: "<g>", count: 100_000) + String(repeating: "</g>", count: 100_000) + "</svg>"
        let diagnostics = validation(Array(document.utf8))
        #expect(diagnostics.first?.message.hasPrefix("elements are nested 100001 levels deep; at most 256 levels") == true)
    }
}
