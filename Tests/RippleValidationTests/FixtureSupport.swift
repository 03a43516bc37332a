import Foundation
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
    /// Whether the catalog resolves the SVG 1.1 DTD (Debian `w3c-sgml-lib`).
    static let hasSVGDTD = SVGValidator().dtdStatus.isLoaded
    /// CI sets `RIPPLEGEN_REQUIRE_DTD=1`: DTD tests must then run (and fail) rather than be skipped.
    static let requiresSVGDTD = ProcessInfo.processInfo.environment["RIPPLEGEN_REQUIRE_DTD"] == "1"
    /// Whether tests that need the DTD run.
    static let runsDTDTests = hasSVGDTD || requiresSVGDTD
    static let xmllint = "/usr/bin/xmllint"
    static let hasXmllint = FileManager.default.isExecutableFile(atPath: xmllint)
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
