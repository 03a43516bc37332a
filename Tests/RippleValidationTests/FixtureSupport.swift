import RippleDiagnostics
import Foundation
import RippleTestSupport
import RippleValidation
import Testing

/// The hand-made documents in `Fixtures/validation/`, found relative to this source file.
enum Fixtures {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // RippleValidationTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()  // package root
        .appendingPathComponent("Fixtures/validation")

    static func path(_ name: String) -> String {
        directory.appendingPathComponent(name).path
    }

    /// The fixture's bytes; empty (and so reported as an empty document) if it is missing.
    static func bytes(_ name: String) -> [UInt8] {
        Array(FileManager.default.contents(atPath: path(name)) ?? Data())
    }

    static func text(_ name: String) -> String {
        String(decoding: bytes(name), as: UTF8.self)
    }

    /// Every fixture file name, sorted.
    static var all: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".svg") }.sorted()
    }
}

/// Facts about this machine that decide whether some tests can run.
enum Machine {
    /// The SVG 1.1 DTD through the XML catalog (Debian `w3c-sgml-lib`); CI sets `RIPPLEGEN_REQUIRE_DTD=1`, so
    /// the DTD tests run there (and fail) rather than be skipped.
    static let dtd: Requirement = {
        if case .missing(let reason) = SVGValidator().dtdStatus { return Requirement("DTD", missing: reason) }
        return Requirement("DTD", missing: nil)
    }()
    /// xmllint, the second opinion (Debian `libxml2-utils`).
    static let xmllintRequirement = Requirement.onPath("xmllint")
    static let xmllint = BinaryRunner.onPath("xmllint")?.path ?? "/usr/bin/xmllint"
}

/// A diagnostic without its file name, `line[:column]: severity: message`, for exact expectations.
func rendered(_ diagnostic: Diagnostic) -> String {
    var position = "\(diagnostic.location.line ?? 0)"
    if let column = diagnostic.location.column { position += ":\(column)" }
    return "\(position): \(diagnostic.severity.rawValue): \(diagnostic.message)"
}

/// A document and exactly the diagnostics it must produce (rendered, in order).
struct LintCase: Sendable, CustomTestStringConvertible {
    /// The fixture's file name or a short name for an inline document.
    let id: String
    /// The document text.
    let svg: String
    /// `rendered(_:)` of every expected diagnostic, in the validator's (line, column) order.
    let expectedMessages: [String]

    var testDescription: String { id }

    /// A case reading `Fixtures/validation/<name>`.
    static func fixture(_ name: String, _ expectedMessages: [String]) -> LintCase {
        LintCase(id: name, svg: Fixtures.text(name), expectedMessages: expectedMessages)
    }
}
