import RippleDiagnostics
import Foundation
import RippleTestSupport
import RippleValidation
import Testing

/// `--format web -o DIR/FILE.css`, run as a user runs it: both files for every style, byte-stable, `--check`,
/// the refused flags, `--id-prefix`, `batch`, the web reference cases' scripts (`Fixtures/cases/web-*`), and `node --check`.
struct WebFormatTests {
    static let styles = ["ring", "fill", "material", "splash", "pulse"]

    /// The two files of one `--format web` run in a fresh directory.
    struct Run {
        let result: BinaryRunner.Result
        let directory: URL
        let name: String
        var css: URL { directory.appendingPathComponent(name + ".css") }
        var js: URL { directory.appendingPathComponent(name + ".js") }
        var mjs: URL { directory.appendingPathComponent(name + ".mjs") }
        var types: URL { directory.appendingPathComponent(name + ".d.mts") }
        /// The four files, in the order ripplegen reports them.
        var files: [URL] { [css, js, mjs, types] }
    }

    /// Runs `ripplegen ARGUMENTS --format web -o DIR/NAME.css`.
    static func web(_ arguments: [String], name: String = "asset", in directory: URL? = nil,
                    environment: [String: String] = [:]) throws -> Run {
        let directory = try directory ?? BinaryRunner.temporaryDirectory()
        let output = directory.appendingPathComponent(name + ".css").path
        let result = try CLI.run(arguments + ["--format", "web", "-o", output], environment: environment)
        return Run(result: result, directory: directory, name: name)
    }

    /// `WebLint`'s problems with a file, read from disk.
    static func lint(_ url: URL) throws -> [Diagnostic] {
        let bytes = [UInt8](try Data(contentsOf: url))
        return url.pathExtension != "css" ? WebLint.problems(script: bytes, file: url.path) : WebLint.problems(styleSheet: bytes, file: url.path)
    }

    @Test(arguments: styles)
    func bothFilesAreWrittenForEveryStyle(_ style: String) throws {
        let run = try Self.web(["--style", style])
        #expect(run.result.status == 0, "\(run.result.stderr)")
        #expect(run.result.stdout.isEmpty)
        #expect(run.result.stderr.isEmpty, "\(run.result.stderr)")
        let css = try String(contentsOf: run.css, encoding: .utf8)
        let js = try String(contentsOf: run.js, encoding: .utf8)
        #expect(css.contains(".rg-\(style)"), "the style sheet styles the default class")
        #expect(js.hasPrefix("/* ripplegen"), "the script starts with its comment")
        #expect(try Self.lint(run.css).isEmpty)
        #expect(try Self.lint(run.js).isEmpty)
        #expect(try Self.lint(run.mjs).isEmpty)
        #expect(try Self.lint(run.types).isEmpty)
        #expect(try String(contentsOf: run.types, encoding: .utf8).contains("export declare function attach"), "the module's types")
        #expect(try String(contentsOf: run.mjs, encoding: .utf8).contains("export"), "the module exports the engine's API")
        #expect(try FileManager.default.contentsOfDirectory(atPath: run.directory.path).sorted() == ["asset.css", "asset.d.mts", "asset.js", "asset.mjs"],
                "nothing else, no temporary file")
    }

    /// The decorations' sheets as written stay within issue 20's budgets: ring 1 KiB, pulse 2 KiB (the
    /// pulse's was 7,220 B with its springs in Bézier pieces, 2,449 B before its rules were nested).
    @Test(arguments: [("ring", 1_024), ("pulse", 2_048)])
    func decorationSheetsStayWithinTheirBudget(_ style: String, _ budget: Int) throws {
        let run = try Self.web(["--style", style])
        #expect(run.result.status == 0, "\(run.result.stderr)")
        let size = try Data(contentsOf: run.css).count
        #expect(size <= budget, "\(style).css is \(size) B")
    }

    /// Material's FILE.css and FILE.js together, as written and gzipped (`gzip -9 -n`, each file compressed
    /// alone), within the ceiling measured for the engine as it is (issue 27 asks for 2,560 B and 1,024 B, which
    /// the engine's features do not fit: docs/web.md, "Cost (measured)"), so that it can only shrink. (Raised
    /// once, from 5,000 and 2,800, for one animation per layer, whose merged keyframes cost 349 B of engine and
    /// save 16 % of a material press's style work; the sheet's nesting took 140 B back. Raised again, from 5,200
    /// and 2,950, for issue 36's defects: a press released by the root that took it, `rippleend` always, the
    /// element's clock, clones, the touch delay, releases on blur/hidden/context menu, `bounded`, `pressed`,
    /// `cancel` and the development build's warning: 447 B gzipped of script, 12 of sheet. Raised again, from
    /// 6,150 and 3,400, for one engine for every style: a root's listeners serve every style of every copy,
    /// and `release`/`pressed`/`cancel` are the element's, 56 B gzipped; and for the lookup by which every engine finds an element's `<rg-ripple>` (the classic script answers the elements the module defined). Issue 36's budget is 2,400 B
    /// gzipped, which this engine does not meet: docs/web.md, "Cost (measured)". Lowered from 6,340 and 3,490
    /// when esbuild's target became ES2021, which keeps `||=` as written; from 6,329 and 3,480 when programs
    /// became JavaScript that ripplegen compiles: no evaluator, no generic keyframe or release code; from 4,993 and
    /// 2,598 when terser minified the engine again after esbuild, programs left out a timing's defaults and the
    /// sheet masked a press's container in one rule. Raised from 4,919 and 2,551 when a release past the press's
    /// animations' end (the literal rule released late) ended the ripple at once: WebKit sent no finish event
    /// for it, so it never ended, 26 B and 14 gzipped. Lowered from 4,935 and 2,565 when material's release
    /// left out two keyframes that changed nothing, tracks that end together ended in one keyframe and the
    /// engine wrote its development check out in place; from 4,847 and 2,553 when the engine stopped writing
    /// its animations' `startTime`.)
    static let materialPairCeiling = (written: 4_833, gzipped: 2_547)

    /// material, splash and fill on one page (each style's FILE.css and FILE.js, each file gzipped alone),
    /// within the ceiling measured as it is, so that it can only shrink: one set of listeners, but each
    /// script still carries the engine (issue 36's budget, 3,600 B, needs a shared engine file). Lowered from
    /// 18,800 and 10,335 when programs became JavaScript; from 14,987 and 8,156 with terser after esbuild;
    /// raised from 14,826 and 7,989 for the release past the end (WebKit, above); lowered from 14,874 and
    /// 8,031 with material's shorter release, one end keyframe and the development check written out in place
    /// (above); 2 B more gzipped for `display:none` on the ripple's pseudo-elements (less style work in Chromium);
    /// lowered from 14,747 and 8,001 when the engine stopped writing its animations' `startTime`.
    static let threeStylesCeiling = (written: 14_705, gzipped: 7_982)

    @Test func threeStylesOnOnePageStayWithinTheirCeiling() throws {
        let directory = try BinaryRunner.temporaryDirectory()
        let runs = try ["material", "splash", "fill"].map { try Self.web(["--style", $0], name: $0, in: directory) }
        for run in runs { #expect(run.result.status == 0, "\(run.result.stderr)") }
        let files = runs.flatMap { [$0.css, $0.js] }
        let size = try files.map { try Data(contentsOf: $0).count }.reduce(0, +)
        let gzipped = try files.map { try Self.gzipSize($0) }.reduce(0, +)
        #expect(size <= Self.threeStylesCeiling.written, "the three styles' sheets and scripts are \(size) B")
        #expect(gzipped <= Self.threeStylesCeiling.gzipped, "the three styles' sheets and scripts are \(gzipped) B gzipped")
    }

    @Test func materialPairStaysWithinItsCeiling() throws {
        let run = try Self.web(["--style", "material"])
        #expect(run.result.status == 0, "\(run.result.stderr)")
        let size = try [run.css, run.js].map { try Data(contentsOf: $0).count }.reduce(0, +)
        #expect(size <= Self.materialPairCeiling.written, "material.css + material.js are \(size) B")
        let gzipped = try [run.css, run.js].map { try Self.gzipSize($0) }.reduce(0, +)
        #expect(gzipped <= Self.materialPairCeiling.gzipped, "material.css + material.js are \(gzipped) B gzipped")
    }

    /// `gzip -9 -n -c FILE`'s size in bytes.
    static func gzipSize(_ file: URL) throws -> Int {
        let gzip = Process()
        gzip.executableURL = URL(fileURLWithPath: "/bin/sh")
        gzip.arguments = ["-c", "gzip -9 -n -c \"$1\" | wc -c", "sh", file.path]
        let pipe = Pipe()
        gzip.standardOutput = pipe
        try gzip.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        gzip.waitUntilExit()
        return try #require(Int(String(decoding: output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)))
    }

    @Test(arguments: styles)
    func outputIsByteStable(_ style: String) throws {
        let first = try Self.web(["--style", style])
        let second = try Self.web(["--style", style], environment: ["LC_ALL": "de_DE.UTF-8", "TZ": "Asia/Kolkata"])
        #expect(first.result.status == 0 && second.result.status == 0, "\(first.result.stderr)\(second.result.stderr)")
        #expect(try Data(contentsOf: first.css) == Data(contentsOf: second.css))
        #expect(try Data(contentsOf: first.js) == Data(contentsOf: second.js))
        #expect(try Data(contentsOf: first.mjs) == Data(contentsOf: second.mjs))
    }

    @Test(arguments: styles)
    func checkPassesOnFreshOutput(_ style: String) throws {
        let made = try Self.web(["--style", style])
        #expect(made.result.status == 0, "\(made.result.stderr)")
        let check = try Self.web(["--style", style, "--check"], in: made.directory)
        #expect(check.result.status == 0, "\(check.result.stderr)")
        #expect(check.result.stderr == made.files.map { "\($0.path): up to date\n" }.joined())
    }

    /// What happens to one of the two files before `--check`.
    enum Change: String, CaseIterable, Sendable {
        case editCSS, editJS, deleteCSS, deleteJS
        var isScript: Bool { self == .editJS || self == .deleteJS }
        var deletes: Bool { self == .deleteCSS || self == .deleteJS }
    }

    @Test(arguments: styles, Change.allCases)
    func checkFailsNamingTheChangedFile(_ style: String, _ change: Change) throws {
        let made = try Self.web(["--style", style])
        #expect(made.result.status == 0, "\(made.result.stderr)")
        let (changed, other) = change.isScript ? (made.js, made.css) : (made.css, made.js)
        let edited = Data("/* edited by hand */\n".utf8) + (try Data(contentsOf: changed))
        if change.deletes {
            try FileManager.default.removeItem(at: changed)
        } else {
            try edited.write(to: changed)
        }
        let check = try Self.web(["--style", style, "--check"], in: made.directory)
        #expect(check.result.status == 1, "\(check.result.stderr)")
        #expect(check.result.stdout.isEmpty)
        let verdict = change.deletes ? "missing; generate it without --check" : "out of date; regenerate it without --check"
        #expect(check.result.stderr.contains("\(changed.path): \(verdict)"), "stderr was: \(check.result.stderr)")
        #expect(check.result.stderr.contains("\(other.path): up to date"), "stderr was: \(check.result.stderr)")
        #expect(!check.result.stderr.contains("\(other.path): out of date"))
        // --check never writes: the changed file is as the test left it.
        if change.deletes {
            #expect(!FileManager.default.fileExists(atPath: changed.path))
        } else {
            #expect(try Data(contentsOf: changed) == edited)
        }
    }

    /// A command line `--format web` refuses.
    struct Refusal: Sendable, CustomTestStringConvertible {
        let id: String
        let arguments: [String]
        let stderr: String
        /// `-o`, when the case is not about it.
        var output: String? = "out.css"
        var testDescription: String { id }
    }

    static let refusals: [Refusal] = [
        Refusal(id: "--at", arguments: ["--style", "material", "--at", "0.1"], stderr: "--format web and --at cannot be used together"),
        Refusal(id: "--stroke-width on a press", arguments: ["--style", "material", "--stroke-width", "3"],
                stderr: "--stroke-width: the web format draws a press's layers filled; a stroked layer (a ring) is drawn only by a looping decoration"),
        Refusal(id: "--filmstrip", arguments: ["--style", "material", "--filmstrip", "4"], stderr: "--format web and --filmstrip cannot be used together"),
        Refusal(id: "--evaluate", arguments: ["--style", "material", "--evaluate", "0.1"], stderr: "--format web and --evaluate cannot be used together"),
        Refusal(id: "--hold on material", arguments: ["--style", "material", "--hold", "0.3"],
                stderr: "--hold: the web format releases when the press ends"),
        Refusal(id: "--origin on material", arguments: ["--style", "material", "--origin", "1,2"],
                stderr: "--origin means nothing for --format web with style 'material'"),
        Refusal(id: "--size on fill", arguments: ["--style", "fill", "--size", "10x10"],
                stderr: "--size means nothing for --format web with style 'fill'"),
        // The mode is the style's own (ring loops, fill is a tap), whatever the refused --repeat asks for.
        Refusal(id: "--repeat 2 on ring", arguments: ["--style", "ring", "--repeat", "2"],
                stderr: "--repeat means nothing for --format web with style 'ring': the decoration loops as long as its element is on the page"),
        Refusal(id: "--repeat indefinite on fill", arguments: ["--style", "fill", "--repeat", "indefinite"],
                stderr: "--repeat means nothing for --format web with style 'fill': a press plays once"),
        Refusal(id: "--repeat indefinite on pulse", arguments: ["--style", "pulse", "--repeat", "indefinite"],
                stderr: "--repeat means nothing for --format web with style 'pulse': the decoration loops"),
        Refusal(id: "--repeat 1 on material", arguments: ["--style", "material", "--repeat", "1"],
                stderr: "--repeat means nothing for --format web with style 'material': a press plays once"),
        Refusal(id: "--profile", arguments: ["--style", "material", "--profile", "svg2"], stderr: "--profile and --format web cannot be used together"),
        Refusal(id: "--decorative", arguments: ["--style", "material", "--decorative"], stderr: "--decorative and --format web cannot be used together"),
        Refusal(id: "-o without .css", arguments: ["--style", "material"], stderr: "-o must name the style sheet, DIR/FILE.css (got 'out.svg')",
                output: "out.svg"),
        Refusal(id: "no -o", arguments: ["--style", "material"], stderr: "give -o DIR/FILE.css", output: nil),
    ]

    @Test(arguments: refusals)
    func refusedFlagsWriteNeitherFile(_ item: Refusal) throws {
        let directory = try BinaryRunner.temporaryDirectory()
        let output = item.output.map { ["-o", $0] } ?? []
        let result = try CLI.run(item.arguments + ["--format", "web"] + output, in: directory)
        #expect(result.status == 64, "\(result.stderr)")
        #expect(result.stderr.contains(item.stderr), "stderr was: \(result.stderr)")
        #expect(result.stdout.isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty, "neither file, no temporary file")
    }

    @Test(arguments: styles)
    func idPrefixChangesTheClassInBothFiles(_ style: String) throws {
        let plain = try Self.web(["--style", style])
        let prefixed = try Self.web(["--style", style, "--id-prefix", "btn"])
        #expect(plain.result.status == 0 && prefixed.result.status == 0, "\(plain.result.stderr)\(prefixed.result.stderr)")
        for (before, after) in zip(plain.files, prefixed.files) {
            let old = try String(contentsOf: before, encoding: .utf8)
            let new = try String(contentsOf: after, encoding: .utf8)
            #expect(old.contains("rg-\(style)"), "the default class is rg-\(style) in \(before.lastPathComponent)")
            #expect(!new.contains("rg-\(style)"), "\(after.lastPathComponent) still names rg-\(style)")
            #expect(new.contains("btn"), "\(after.lastPathComponent) does not name btn")
            #expect(new == old.replacingOccurrences(of: "rg-\(style)", with: "btn"), "only the class changes")
        }
        #expect(try String(contentsOf: prefixed.css, encoding: .utf8).contains(".btn"))
    }

    /// A title in the sheet's header comment cannot end the comment, nor a `<style>` the sheet is inlined in.
    @Test(arguments: ["material", "ring"])
    func aTitleStaysInsideTheHeaderComment(_ style: String) throws {
        let run = try Self.web(["--style", style, "--title", "</style><script>alert(1)</script> */ body{color:red}"])
        #expect(run.result.status == 0, "\(run.result.stderr)")
        let sheet = try String(contentsOf: run.css, encoding: .utf8)
        let header = sheet.prefix { $0 != "\n" }
        #expect(!sheet.lowercased().contains("</style"), "\(header)")
        #expect(header.hasPrefix("/*") && header.hasSuffix("*/") && header.dropFirst(2).dropLast(2).contains("*/") == false, "\(header)")
        #expect(!sheet.dropFirst(header.count).contains("color:red"), "the title's CSS left the comment")
    }
}

// MARK: - batch

extension WebFormatTests {
    /// Every style in `web` alone, and one asset in two formats (so `-FORMAT` names).
    static let batchManifest = """
        { "assets": [
          { "name": "{style}", "format": "web", "matrix": { "style": ["ring", "fill", "material", "splash", "pulse"] } },
          { "name": "button", "style": "material", "format": ["smil", "web"], "args": { "id-prefix": "btn" } } ] }
        """

    static let batchFiles = styles.flatMap { ["\($0).css", "\($0).js", "\($0).mjs", "\($0).d.mts"] }
        + ["button-smil.svg", "button-web.css", "button-web.js", "button-web.mjs", "button-web.d.mts"]

    /// Writes the manifest into a fresh directory and runs `batch` into `out/` there.
    static func batch(_ extra: [String] = [], in base: URL? = nil) throws -> (out: URL, result: BinaryRunner.Result) {
        let base = try base ?? BinaryRunner.temporaryDirectory()
        let manifest = base.appendingPathComponent("web.json")
        if !FileManager.default.fileExists(atPath: manifest.path) { try Data(batchManifest.utf8).write(to: manifest) }
        let out = base.appendingPathComponent("out")
        return (out, try CLI.run(["batch", manifest.path, "-o", out.path] + extra))
    }

    /// The summary's rows: file and the other columns.
    static func rows(_ stdout: String) -> [[String]] {
        stdout.split(separator: "\n").dropFirst().dropLast().map { $0.split(separator: " ").map(String.init) }
    }

    @Test func batchMakesBothFilesOfEveryWebAsset() throws {
        let (out, result) = try Self.batch()
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasSuffix("\n\(Self.batchFiles.count) files: \(Self.batchFiles.count) written\n"), "\(result.stdout)")
        #expect(Self.rows(result.stdout).map { $0[0] } == Self.batchFiles)
        for row in Self.rows(result.stdout) { #expect(Array(row[3...]) == ["yes", "written"], "\(row)") }
        #expect(try FileManager.default.contentsOfDirectory(atPath: out.path).sorted() == Self.batchFiles.sorted(),
                "nothing else, no temporary file")

        // Each pair is what `ripplegen --format web` makes alone with the same flags.
        let singles: [(name: String, arguments: [String])] = Self.styles.map { (name: $0, arguments: ["--style", $0]) }
            + [(name: "button-web", arguments: ["--style", "material", "--id-prefix", "btn"])]
        for single in singles {
            let run = try Self.web(single.arguments, name: single.name)
            #expect(run.result.status == 0, "\(run.result.stderr)")
            for file in run.files {
                #expect(try Data(contentsOf: out.appendingPathComponent(file.lastPathComponent)) == Data(contentsOf: file),
                        "\(file.lastPathComponent) differs from ripplegen \(single.arguments.joined(separator: " ")) --format web")
            }
        }
        let svg = try CLI.run(["--style", "material", "--format", "smil", "--id-prefix", "btn"])
        #expect(svg.status == 0, "\(svg.stderr)")
        #expect(try Data(contentsOf: out.appendingPathComponent("button-smil.svg")) == Data(svg.stdout.utf8))
    }

    @Test func batchCheckAgreesAndNamesTheChangedFiles() throws {
        let (out, made) = try Self.batch()
        #expect(made.status == 0, "\(made.stderr)")
        let fresh = try Self.batch(["--check"], in: out.deletingLastPathComponent())
        #expect(fresh.result.status == 0, "\(fresh.result.stderr)")
        #expect(fresh.result.stdout.hasSuffix("\n\(Self.batchFiles.count) files: \(Self.batchFiles.count) up to date\n"))

        let edited = out.appendingPathComponent("material.js")
        try (Data("/* edited */\n".utf8) + (try Data(contentsOf: edited))).write(to: edited)
        let deleted = out.appendingPathComponent("button-web.css")
        try FileManager.default.removeItem(at: deleted)
        let stale = try Self.batch(["--check"], in: out.deletingLastPathComponent())
        #expect(stale.result.status == 1, "\(stale.result.stderr)")
        let lines = stale.result.stderr.split(separator: "\n").map(String.init)
        #expect(lines == ["\(edited.path): out of date", "\(deleted.path): missing",
                          "2 of \(Self.batchFiles.count) files out of date or missing; run without --check to regenerate them"])
        let statuses = Dictionary(uniqueKeysWithValues: Self.rows(stale.result.stdout).map { ($0[0], $0[4...].joined(separator: " ")) })
        #expect(statuses["material.js"] == "out of date")
        #expect(statuses["button-web.css"] == "missing")
        #expect(statuses["material.css"] == "up to date")
        #expect(statuses["button-web.js"] == "up to date")
    }
}

// MARK: - goldens and node

extension WebFormatTests {
    /// `node` on PATH, for a second opinion on the scripts.
    static let node = BinaryRunner.onPath("node")

    /// Every web reference case's flags (`Fixtures/cases/web-*`, compared byte for byte and linted by
    /// `ReferenceCaseTests`), and a renamed class.
    static let scriptCases: [[String]] = ReferenceCaseTests.cases.filter { $0.name.hasPrefix("web-") }
        .map { Array($0.arguments.prefix { $0 != "--format" }) } + [["--style", "material", "--id-prefix", "btn"]]
        + ["material", "splash", "fill"].map { ["--style", $0, "--reduced-motion", "slow"] }

    @Test(Requirement.onPath("node").trait, arguments: scriptCases)
    func nodeAcceptsEveryScript(_ arguments: [String]) throws {
        let run = try Self.web(arguments)
        #expect(run.result.status == 0, "\(run.result.stderr)")
        let node: URL = try #require(Self.node)
        for script in [run.js, run.mjs] {
            let check = try BinaryRunner.run(["--check", script.path], executable: node)
            #expect(check.status == 0, "node --check \(script.lastPathComponent) of \(arguments.joined(separator: " ")): \(check.stderr)")
        }
    }
}
