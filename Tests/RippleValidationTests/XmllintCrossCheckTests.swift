import Foundation
import RippleValidation
import Testing

/// Our verdicts against `xmllint --nonet --noout --dtdvalidfpi "-//W3C//DTD SVG 1.1//EN"`.
@Suite(Machine.xmllintRequirement.trait, Machine.dtd.trait)
struct XmllintCrossCheckTests {
    /// xmllint's exit status and its `validity error` / parser messages for one file.
    private func xmllint(_ path: String) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Machine.xmllint)
        process.arguments = ["--nonet", "--noout", "--dtdvalidfpi", "-//W3C//DTD SVG 1.1//EN", path]
        let pipe = Pipe()
        process.standardError = pipe
        process.standardOutput = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, output)
    }

    static let dtdFixtures = [
        "valid-smil-ring.svg", "valid-css-keyframes.svg", "dtd-transform-origin.svg", "dtd-style-without-type.svg",
        "dtd-fill-forwards.svg", "dtd-version-2.svg", "xml-not-well-formed.svg",
    ]

    @Test("same verdict and same messages as xmllint", arguments: dtdFixtures)
    func sameVerdict(_ name: String) throws {
        let ours = SVGValidator().validate(Fixtures.bytes(name), file: name)
        let theirs = try xmllint(Fixtures.path(name))
        #expect(ours.isEmpty == (theirs.status == 0), "xmllint said: \(theirs.output)")
        // Every problem we report, xmllint reports too (same line, same text apart from case).
        let output = theirs.output.lowercased()
        for diagnostic in ours {
            #expect(output.contains("\(name):\(diagnostic.location.line ?? 0):"), "\(diagnostic)")
            #expect(output.contains(diagnostic.message.lowercased()), "\(diagnostic) not in \(theirs.output)")
        }
    }

    @Test("the lint catches what the DTD accepts", arguments: ["lint-fill-freeze-on-shape.svg", "lint-keytimes.svg",
        "lint-keysplines.svg", "lint-clock-values.svg", "lint-repeat-count.svg", "lint-sync-base-hyphen.svg",
        "lint-root.svg"])
    func lintBeyondDTD(_ name: String) throws {
        #expect(try xmllint(Fixtures.path(name)).status == 0)
        // (lint-ids-and-references.svg is not here: the DTD types `id` as ID and sees duplicates too.)
        #expect(SVGValidator().validate(Fixtures.bytes(name), file: name).contains { $0.severity == .error })
    }
}
