import Foundation
import RippleTestSupport
import Testing

/// A spec's parameter flags are checked as the command line uses them, and its values against their
/// documented ranges, when the file is read: exit 65 at the line and column of the value.
struct SpecFlagTests {
    static let spec = """
        {
          "name": "flagged",
          "summary": "a fill with parameters",
          "source": "tests",
          "defaults": { "size": [48, 48], "color": "#1e88e5", "duration": 1, "repeat": 1, "easing": "ease-out" },
          "parameters": [
            { "name": "hold", "flag": "--hold", "kind": "seconds", "default": 0.2, "min": 0, "max": 10, "help": "hold" },
            { "name": "mode", "flag": "--mode", "kind": "choice", "default": "a", "help": "mode",
              "choices": [{ "name": "a" }, { "name": "b" }], "aliases": [{ "flag": "--bee", "choice": "b" }] }
          ],
          "layers": [
            { "size": ["W/4"], "paint": "fill", "center": ["cx", "cy"], "rest": { "opacity": 0 },
              "tracks": { "opacity": [{ "at": 0, "dur": 1, "from": 1, "to": 0.5 }] } }
          ]
        }
        """

    struct Case: Sendable, CustomTestStringConvertible {
        let id: String
        /// The line and column of the value refused.
        let at: String
        /// The text replaced, and what replaces it.
        let edit: (from: String, to: String)
        let message: String
        var testDescription: String { id }
    }

    static let own = "is one of ripplegen's own options; give the parameter another flag"
    static let form = "is not a flag: -- then lowercase letters, digits and dashes (--hold)"

    static let cases: [Case] = [
        Case(id: "--format", at: "7:31", edit: (#""--hold""#, #""--format""#), message: "parameters[0].flag: '--format' \(own)"),
        Case(id: "--spec", at: "7:31", edit: (#""--hold""#, #""--spec""#), message: "parameters[0].flag: '--spec' \(own)"),
        Case(id: "--output", at: "8:31", edit: (#""--mode""#, #""--output""#), message: "parameters[1].flag: '--output' \(own)"),
        Case(id: "-o", at: "7:31", edit: (#""--hold""#, #""-o""#), message: "parameters[0].flag: '-o' \(own)"),
        Case(id: "--color", at: "8:31", edit: (#""--mode""#, #""--color""#), message: "parameters[1].flag: '--color' \(own)"),
        Case(id: "--help", at: "9:76", edit: (#""--bee""#, #""--help""#), message: "parameters[1].aliases[0].flag: '--help' \(own)"),
        Case(id: "-h", at: "7:31", edit: (#""--hold""#, #""-h""#), message: "parameters[0].flag: '-h' \(own)"),
        Case(id: "--version", at: "7:31", edit: (#""--hold""#, #""--version""#), message: "parameters[0].flag: '--version' \(own)"),
        Case(id: "alias --version", at: "9:76", edit: (#""--bee""#, #""--version""#), message: "parameters[1].aliases[0].flag: '--version' \(own)"),
        Case(id: "no dashes", at: "7:31", edit: (#""--hold""#, #""hold""#), message: "parameters[0].flag: 'hold' \(form)"),
        Case(id: "one dash", at: "7:31", edit: (#""--hold""#, #""-hold""#), message: "parameters[0].flag: '-hold' \(form)"),
        Case(id: "capitals", at: "7:31", edit: (#""--hold""#, #""--Hold""#), message: "parameters[0].flag: '--Hold' \(form)"),
        Case(id: "a value", at: "7:31", edit: (#""--hold""#, #""--hold=1""#), message: "parameters[0].flag: '--hold=1' \(form)"),
        Case(id: "a trailing dash", at: "7:31", edit: (#""--hold""#, #""--hold-""#), message: "parameters[0].flag: '--hold-' \(form)"),
        Case(id: "an escape", at: "7:31", edit: (#""--hold""#, #""--ho\u001bld""#), message: #"parameters[0].flag: '--ho\u{1b}ld' "# + form),
        Case(id: "twice", at: "8:31", edit: (#""--mode""#, #""--hold""#), message: "parameters[1].flag: '--hold' is given twice (first at parameters[0].flag)"),
        Case(id: "alias twice", at: "9:76", edit: (#""--bee""#, #""--mode""#),
             message: "parameters[1].aliases[0].flag: '--mode' is given twice (first at parameters[1].flag)"),
        Case(id: "name twice", at: "8:15", edit: (#""name": "mode""#, #""name": "hold""#),
             message: "parameters[1].name: 'hold' is given twice (first at parameters[0].name)"),
        Case(id: "alias to no choice", at: "9:95", edit: (#""choice": "b""#, #""choice": "nope""#),
             message: "parameters[1].aliases[0].choice: 'nope' is not a choice of --mode (one of a, b)"),
        Case(id: "alias to a choice's help", at: "9:95", edit: (#""choice": "b""#, #""choice": "B""#),
             message: "parameters[1].aliases[0].choice: 'B' is not a choice of --mode; did you mean 'b'? (one of a, b)"),
        Case(id: "alias of a number", at: "7:124", edit: (#""help": "hold" }"#, #""help": "hold", "aliases": [{ "flag": "--long", "choice": "5" }] }"#),
             message: "parameters[0].aliases: only a choice parameter has aliases (this one's kind is seconds)"),
        Case(id: "opacity past 1", at: "13:69", edit: (#""to": 0.5"#, #""to": 5"#), message: "layers[0].tracks.opacity[0].to: must be from 0 to 1 (got 5)"),
        Case(id: "opacity below 0", at: "13:60", edit: (#""from": 1"#, #""from": -0.5"#),
             message: "layers[0].tracks.opacity[0].from: must be from 0 to 1 (got -0.5)"),
        Case(id: "rest opacity", at: "12:86", edit: (#""opacity": 0 }"#, #""opacity": 2 }"#), message: "layers[0].rest.opacity: must be from 0 to 1 (got 2)"),
        Case(id: "at past a day", at: "13:39", edit: (#""at": 0"#, #""at": 1e12"#),
             message: "layers[0].tracks.opacity[0].at: must be from 0 to 86400 s (got 1000000000000)"),
        Case(id: "dur past a day", at: "13:49", edit: (#""dur": 1,"#, #""dur": 86401,"#),
             message: "layers[0].tracks.opacity[0].dur: must be from 0 to 86400 s (got 86401)"),
    ]

    @Test(arguments: cases)
    func refusedAtTheirLineAndColumn(_ item: Case) throws {
        let directory = try BinaryRunner.temporaryDirectory()
        let edited = Self.spec.replacingOccurrences(of: item.edit.from, with: item.edit.to)
        #expect(edited != Self.spec)
        try edited.write(to: directory.appendingPathComponent("spec.json"), atomically: true, encoding: .utf8)
        let result = try CLI.run(["--spec", "spec.json", "-o", "out.svg"], in: directory)
        #expect(result.status == 65)
        #expect(result.stderr == "spec.json:\(item.at): error: \(item.message)\n")
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("out.svg").path))
    }

    @Test func theUneditedSpecIsUsable() throws {
        let directory = try BinaryRunner.temporaryDirectory()
        try Self.spec.write(to: directory.appendingPathComponent("spec.json"), atomically: true, encoding: .utf8)
        let result = try CLI.run(["--spec", "spec.json", "--hold", "0.5", "--bee"], in: directory)
        #expect(result.status == 0, "\(result.stderr)")
    }

    @Test(arguments: ["ring", "fill", "material", "splash", "pulse"])
    func theBuiltInStylesPassAsSpecs(_ style: String) throws {
        let path = Golden.root.appendingPathComponent("Templates/styles/\(style).json").path
        let result = try CLI.run(["--spec", path])
        #expect(result.status == 0, "\(result.stderr)")
    }
}
