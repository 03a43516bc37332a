import Foundation
import RippleTestSupport
import Testing

/// The built binary, run as a user runs it: stdout, stderr, exit codes and files.
@Suite(.serialized)
struct EndToEndTests {
    @Test func theReadmeCommandWritesAValidRing() throws {
        let directory = try BinaryRunner.temporaryDirectory()
        let result = try CLI.run(["--style", "ring", "--repeat", "25", "-o", "ring.svg"], in: directory)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.isEmpty)
        let text = try String(contentsOf: directory.appendingPathComponent("ring.svg"), encoding: .utf8)
        #expect(text.contains(#"repeatCount="25""#))
        #expect(text.contains(#"dur="0.7s""#))
        #expect(text.contains(#"keySplines="0 0 0.58 1""#))
        #expect(try Xmllint.accepts(directory.appendingPathComponent("ring.svg")) != false)
    }

    @Test func cssFormatWritesKeyframes() throws {
        let directory = try BinaryRunner.temporaryDirectory()
        let result = try CLI.run(["--style", "ring", "--repeat", "25", "--format", "css", "-o", "ring.svg"], in: directory)
        #expect(result.status == 0, "\(result.stderr)")
        let text = try String(contentsOf: directory.appendingPathComponent("ring.svg"), encoding: .utf8)
        #expect(text.contains("@keyframes ring-"))
        #expect(text.contains(" 25 forwards"))
        #expect(try Xmllint.accepts(directory.appendingPathComponent("ring.svg")) != false)
    }

    @Test func writesToStdoutWithoutOutput() throws {
        let result = try CLI.run(["--repeat", "3"])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\""))
        #expect(result.stdout.hasSuffix("</svg>\n"))
    }

    @Test(arguments: [["LC_ALL": "de_DE.UTF-8"], ["LC_ALL": "fr_FR.UTF-8", "TZ": "Asia/Kolkata"], ["LC_ALL": "ar_EG.UTF-8"],
                      ["LANG": "tr_TR.UTF-8", "TZ": "America/St_Johns"], ["LC_NUMERIC": "de_DE.UTF-8", "TZ": "UTC"]])
    func outputIsTheSameUnderAnyLocaleOrTimeZone(_ environment: [String: String]) throws {
        let arguments = ["--style", "material", "--format", "css", "--delay", "-0.35", "--size", "33.3x47.7", "--hold", "0.5"]
        let reference = try CLI.run(arguments, environment: ["LC_ALL": "C", "TZ": "UTC"])
        let other = try CLI.run(arguments, environment: environment)
        #expect(reference.status == 0)
        #expect(other.stdout == reference.stdout)
    }

    @Test func stylesListsEveryStyle() throws {
        let result = try CLI.run(["styles"])
        #expect(result.status == 0)
        let names = result.stdout.split(separator: "\n").map { $0.split(separator: " ").first.map(String.init) ?? "" }
        #expect(names == ["ring", "fill", "material", "splash", "pulse"])
        #expect(result.stdout.hasPrefix("ring      stroke ring"))
    }

    @Test func versionAndHelp() throws {
        let version = try CLI.run(["--version"])
        #expect(version.status == 0)
        #expect(version.stdout.hasPrefix("ripplegen "))
        let help = try CLI.run(["--help"])
        #expect(help.status == 0)
        for flag in ["--style", "--format", "--repeat", "--duration", "--delay", "--easing", "--size", "--color",
                     "--stroke-width", "--id-prefix", "--title", "--output", "--no-validate"] {
            #expect(help.stdout.contains(flag), "help lacks \(flag)")
        }
        let validateHelp = try CLI.run(["validate", "--help"])
        #expect(validateHelp.stdout.contains("USAGE: ripplegen validate"))
    }

    @Test func validateAcceptsGoldensAndRejectsBrokenFiles() throws {
        let good = Golden.fixtures.appendingPathComponent("golden/ring-smil.svg").path
        let accepted = try CLI.run(["validate", good])
        #expect(accepted.status == 0, "\(accepted.stderr)")
        #expect(accepted.stdout == "\(good): valid\n")

        let directory = try BinaryRunner.temporaryDirectory()
        let bad = directory.appendingPathComponent("bad.svg")
        try """
        <svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="10" height="10">
          <circle r="5">
            <animate attributeName="opacity" values="1;0" keyTimes="0;0.5;1" dur=".5s"/>
          </circle>
        </svg>
        """.write(to: bad, atomically: true, encoding: .utf8)
        let rejected = try CLI.run(["validate", bad.path])
        #expect(rejected.status == 1)
        #expect(rejected.stderr.contains("\(bad.path):3:"))
        let missing = try CLI.run(["validate", directory.appendingPathComponent("nope.svg").path])
        #expect(missing.status == 66)
        #expect(missing.stderr.contains("no such file"))
    }

    @Test func aMissingDTDIsAWarningUnlessRequired() throws {
        let noCatalog = ["XML_CATALOG_FILES": "/nonexistent/catalog", "RIPPLEGEN_REQUIRE_DTD": "0"]
        let lenient = try CLI.run(["--repeat", "2"], environment: noCatalog)
        #expect(lenient.status == 0)
        #expect(lenient.stderr.components(separatedBy: "w3c-sgml-lib").count == 2, "warn exactly once: \(lenient.stderr)")
        var strict = noCatalog
        strict["RIPPLEGEN_REQUIRE_DTD"] = "1"
        let required = try CLI.run(["--repeat", "2"], environment: strict)
        #expect(required.status == 70)
        #expect(required.stdout.isEmpty)
        #expect(required.stderr.contains("w3c-sgml-lib"))
    }
}

/// xmllint as a second opinion, when installed.
enum Xmllint {
    /// `true`/`false` for xmllint's verdict with the SVG 1.1 DTD from the catalog, `nil` when xmllint is absent
    /// (then an issue when `RIPPLEGEN_REQUIRE_XMLLINT=1`: the second opinion may not go missing quietly).
    static func accepts(_ file: URL) throws -> Bool? {
        let requirement = Requirement.onPath("xmllint")
        guard let tool = BinaryRunner.onPath("xmllint") else {
            if requirement.isRequired { Issue.record(Comment(rawValue: requirement.reason)) }
            return nil
        }
        let process = Process()
        process.executableURL = tool
        process.arguments = ["--nonet", "--noout", "--dtdvalidfpi", "-//W3C//DTD SVG 1.1//EN", file.path]
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus == 0
    }
}
