import Foundation
import RippleTestSupport
import Testing

/// Nothing a user types can add an element, an attribute, a CSS rule or a script: every hostile string
/// through every text-taking flag is either refused (exit 64/65) or escaped so the document keeps the
/// exact structure of a benign run.
struct HostileInputTests {
    static let corpus: [String] = [
        "red;}</style><script>alert(1)</script>",
        "\"><script>alert(1)</script>",
        "' onload='alert(1)",
        "]]><script>alert(1)</script><![CDATA[",
        "</title><script>alert(1)</script>",
        "url(javascript:alert(1))",
        "expression(alert(1))",
        "a{}b",
        "--><!--",
        "&amp;&#x3c;&lt;",
        "path:M0 0 L10 10 Z\"/><script>alert(1)</script>",
        "x\u{0}y",
        "\u{202E}evil",
        String(repeating: "A", count: 5000),
    ]

    /// Flags taking text, with a benign value giving the reference structure.
    static let flags: [(flag: String, benign: String, extra: [String])] = [
        ("--color", "red", []), ("--background", "white", []), ("--title", "Loading", []),
        ("--id-prefix", "brand", ["--format", "css"]), ("--shape", "heart", []), ("--clip", "bounds", []),
        ("--easing", "ease-in", []), ("--origin", "10,10", []), ("--format", "css", []),
        ("--state", "selected", ["--style", "material"]), ("--hold", "0.3", ["--style", "material"]),
        ("--size", "90x90", []), ("--opacity", "0.5", []),
    ]

    struct Case: Sendable, CustomTestStringConvertible {
        let flag: String
        let benign: String
        let extra: [String]
        var testDescription: String { flag }
    }

    static let cases = flags.map { Case(flag: $0.flag, benign: $0.benign, extra: $0.extra) }

    /// Element names and attribute names in document order: the document's structure.
    static func structure(_ document: String) -> [String] {
        var result: [String] = []
        let scanner = document.unicodeScalars
        var index = scanner.startIndex
        var inTag = false
        var token = ""
        var quote: Unicode.Scalar?
        while index < scanner.endIndex {
            let c = scanner[index]
            if let open = quote {
                if c == open { quote = nil }
            } else if inTag {
                if c == "\"" || c == "'" { quote = c }
                if c == "=" { result.append("@" + token.trimmingCharacters(in: .whitespaces)); token = "" }
                else if c == ">" { inTag = false; token = "" }
                else if c == " " { token = "" } else { token.unicodeScalars.append(c) }
            } else if c == "<" {
                inTag = true
                var name = ""
                var next = scanner.index(after: index)
                while next < scanner.endIndex, scanner[next] != " ", scanner[next] != ">", scanner[next] != "/" || name.isEmpty {
                    name.unicodeScalars.append(scanner[next])
                    next = scanner.index(after: next)
                }
                result.append(name)
                index = next
                continue
            }
            index = scanner.index(after: index)
        }
        return result
    }

    @Test(arguments: cases)
    func hostileValuesAreRefusedOrInert(_ item: Case) throws {
        let reference = try CLI.run(item.extra + [item.flag, item.benign])
        #expect(reference.status == 0, "\(reference.stderr)")
        let expected = Self.structure(reference.stdout)
        for hostile in Self.corpus {
            let result = try CLI.run(item.extra + [item.flag, hostile])
            if result.status == 0 {
                #expect(Self.structure(result.stdout) == expected, "\(item.flag) \(hostile.prefix(40)) changed the structure")
                #expect(!result.stdout.contains("<script"))
            } else {
                #expect([64, 65].contains(result.status), "\(item.flag) \(hostile.prefix(40)): \(result.status) \(result.stderr)")
                #expect(result.stdout.isEmpty)
                #expect(!result.stderr.contains("\u{0}"), "control characters are not echoed")
            }
        }
    }

    @Test func hostileSpecNamesAreInert() throws {
        let directory = try BinaryRunner.temporaryDirectory()
        let example = try String(contentsOf: Golden.fixtures.appendingPathComponent("specs/double-ring.json"), encoding: .utf8)
        let reference = try CLI.run(["--spec", Golden.fixtures.appendingPathComponent("specs/double-ring.json").path, "--format", "css"])
        for hostile in Self.corpus where !hostile.contains("\u{0}") {
            let encoded = String(data: try JSONEncoder().encode(hostile), encoding: .utf8)!
            let spec = example.replacingOccurrences(of: "\"double-ring\"", with: encoded)
            try spec.write(to: directory.appendingPathComponent("s.json"), atomically: true, encoding: .utf8)
            let result = try CLI.run(["--spec", "s.json", "--format", "css"], in: directory)
            #expect(result.status == 0, "\(result.stderr)")
            #expect(Self.structure(result.stdout) == Self.structure(reference.stdout), "name \(hostile.prefix(40))")
            #expect(!result.stdout.contains("<script"))
        }
    }
}
