import Foundation
import RippleTestSupport
import Testing

/// Names and modes that do not lie: an `-o` extension that belongs to another format is refused (exit 64,
/// naming `--format`), preview refuses what it cannot show, `validate --help` lists every exit it gives,
/// and a batch error shared by a whole matrix is said once.
struct NamesAndModesTests {
    /// A command line, its `-o`, and whether the name fits what is written.
    static let outputs: [(arguments: [String], output: String, fits: Bool)] = [
        (["--style", "ring"], "ring.png", false),
        (["--style", "ring"], "ring.json", false),
        (["--style", "ring"], "ring.css", false),
        (["--style", "ring", "--format", "css"], "ring.webp", false),
        (["--style", "ring", "--format", "lottie"], "a.svg", false),
        (["--style", "ring", "--format", "lottie"], "a.gif", false),
        (["--style", "ring", "--at", "0.2"], "still.png", false),
        (["--style", "ring", "--evaluate", "0.1"], "values.svg", false),
        (["--style", "ring", "--format", "apng"], "a.svg", false),
        (["--style", "ring", "--filmstrip", "2"], "a.svg", false),
        (["--style", "ring"], "ring.html", false),
        (["--style", "ring"], "ring.svg", true),
        (["--style", "ring"], "RING.SVG", true),
        (["--style", "ring"], "ring.txt", true),
        (["--style", "ring"], "ring", true),
        (["--style", "ring", "--format", "lottie"], "a.json", true),
        (["--style", "ring", "--evaluate", "0.1"], "values.json", true),
        (["--style", "ring", "--format", "lottie"], "/dev/null", true),
    ]

    @Test(arguments: outputs)
    func anExtensionOfAnotherFormatIsRefused(_ arguments: [String], _ output: String, _ fits: Bool) throws {
        let directory = try BinaryRunner.temporaryDirectory()
        let result = try CLI.run(arguments + ["-o", output], in: directory)
        if fits {
            #expect(result.status == 0, "\(result.stderr)")
        } else {
            #expect(result.status == 64)
            // The mode's own flag: --format, or --filmstrip, which insists on .png.
            #expect(result.stderr.contains(arguments.contains("--filmstrip") ? "--filmstrip" : "--format"), "\(result.stderr)")
            #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
        }
    }

    @Test(arguments: ["lottie", "web", "png", "apng", "webp", "gif", "svg"])
    func previewRefusesWhatItCannotShow(_ format: String) throws {
        let result = try CLI.run(["preview", "--format", format])
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("--format: preview shows smil, css or both (got '\(format)'"), "\(result.stderr)")
    }

    @Test(arguments: ["p.svg", "p.json", "p.png"])
    func previewWritesOnlyAPage(_ output: String) throws {
        let directory = try BinaryRunner.temporaryDirectory()
        let result = try CLI.run(["preview", "-o", output], in: directory)
        #expect(result.status == 64)
        #expect(result.stderr.contains("ripplegen preview writes a .html or .htm file"), "\(result.stderr)")
    }

    /// Each exit `validate` gives, from a file that causes it; the help's EXIT CODES line names them all.
    @Test func validateHelpListsEveryExit() throws {
        let directory = try BinaryRunner.temporaryDirectory()
        let head = #"<svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="10" height="10">"#
        let files: [(name: String, content: String?, code: Int32)] = [
            ("valid.svg", head + "</svg>\n", 0),
            ("invalid.svg", head + "<bogus/></svg>\n", 1),
            ("crowded.svg", head + "<g " + (0..<300).map { "a\($0)=\"1\"" }.joined(separator: " ") + "/></svg>\n", 65),
            ("huge.svg", head + String(repeating: " ", count: 17 * 1024 * 1024) + "</svg>\n", 65),
            ("missing.svg", nil, 66),
        ]
        let help = try CLI.run(["validate", "--help"]).stdout
        let exits = help.components(separatedBy: "EXIT CODES:").last ?? ""
        for file in files {
            if let content = file.content { try Data(content.utf8).write(to: directory.appendingPathComponent(file.name)) }
            let result = try CLI.run(["validate", file.name], in: directory)
            #expect(result.status == file.code, "\(file.name): \(result.stderr.prefix(300))")
            #expect(exits.contains("\(file.code) "), "validate --help does not list exit \(file.code)")
        }
    }

    /// An axis that is no flag fails every combination of its matrix alike: one line, not one per entry.
    @Test(arguments: [["bogus"], ["bogus", "size"], ["size", "bogus", "style"]])
    func aMatrixErrorIsSaidOnce(_ axes: [String]) throws {
        let directory = try BinaryRunner.temporaryDirectory()
        let values = ["bogus": #"[1, 2, 3]"#, "size": #"["48x48", "96x96"]"#, "style": #"["ring", "pulse"]"#]
        let matrix = axes.map { "\"\($0)\": \(values[$0]!)" }.joined(separator: ", ")
        let name = axes.map { "{\($0)}" }.joined(separator: "-")
        let manifest = #"{ "assets": [ { "name": "a", "style": "ring" }, { "name": "\#(name)", "matrix": { \#(matrix) } } ] }"#
        try Data(manifest.utf8).write(to: directory.appendingPathComponent("m.json"))
        let result = try CLI.run(["batch", "m.json", "-o", "out"], in: directory)
        #expect(result.status == 65)
        let lines = result.stderr.split(separator: "\n").filter { $0.contains("unknown option '--bogus'") }
        let count = axes.reduce(1) { $0 * (values[$1]!.split(separator: ",").count) }
        #expect(lines.count == 1, "\(result.stderr)")
        #expect(lines.first?.contains("and \(count - 1) other combinations of its matrix") == true, "\(result.stderr)")
        #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("out/a.svg").path))
    }

    /// A spec `name` makes the default `<title>`: a newline or another control character in it is refused as in
    /// `--title` (exit 65 at the name's line and column), in every format and in batch; a tab or any printable
    /// text is kept, escaped.
    @Test(arguments: ["ring\n</title><x/>", "a\rb", "bell\u{7}", "next\u{85}line", "esc\u{1B}[31m"], ["smil", "web", "lottie", "batch"])
    func aSpecNameThatWouldBreakTheTitleIsRefused(_ name: String, _ format: String) throws {
        let directory = try BinaryRunner.temporaryDirectory()
        var spec = try JSONSerialization.jsonObject(with: Data(try CLI.run(["styles", "--show", "ring"]).stdout.utf8)) as! [String: Any]
        spec["name"] = name
        try JSONSerialization.data(withJSONObject: spec).write(to: directory.appendingPathComponent("s.json"))
        let result: BinaryRunner.Result
        if format == "batch" {
            try Data(#"{ "assets": [ { "name": "a", "spec": "s.json" } ] }"#.utf8).write(to: directory.appendingPathComponent("m.json"))
            result = try CLI.run(["batch", "m.json", "-o", "out"], in: directory)
        } else {
            result = try CLI.run(["--spec", "s.json", "--format", format] + (format == "web" ? ["-o", "w.css"] : []), in: directory)
        }
        #expect(result.status == 65, "\(result.stderr)")
        #expect(result.stderr.contains("s.json:1:"), "\(result.stderr)")
        #expect(result.stderr.contains("name: must not contain control characters"), "\(result.stderr)")
        #expect(result.stdout.isEmpty || format == "batch")
    }

    @Test func aPrintableSpecNameIsEscapedInTheTitle() throws {
        let directory = try BinaryRunner.temporaryDirectory()
        var spec = try JSONSerialization.jsonObject(with: Data(try CLI.run(["styles", "--show", "ring"]).stdout.utf8)) as! [String: Any]
        spec["name"] = "ring\t</title><x/>&"
        try JSONSerialization.data(withJSONObject: spec).write(to: directory.appendingPathComponent("s.json"))
        let result = try CLI.run(["--spec", "s.json"], in: directory)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("<title>Ring\t&lt;/title&gt;&lt;x/&gt;&amp; ripple</title>"), "\(result.stdout)")
    }
}
