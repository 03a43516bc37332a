import Foundation
@testable import RippleCLI
import RippleDiagnostics
import RippleTestSupport
import Testing

/// The byte sizes the documentation states are the sizes ripplegen writes today: the tables are generated from
/// the outputs (`RIPPLEGEN_REGENERATE=1 swift test --filter DocumentedSizesTests` rewrites them), and the figures
/// quoted in the text are checked against the same outputs. A change that makes a file larger or smaller then
/// says so in the docs in the same commit. (Timings are not checked: they are measurements of one run, each
/// stated with its command in `Benchmarks/`.)
struct DocumentedSizesTests {
    /// The bytes a command writes to standard output.
    func written(_ arguments: [String]) throws -> [UInt8] {
        let result = try CLI.run(arguments)
        #expect(result.status == 0, "\(arguments): \(result.stderr)")
        return Array(result.stdout.utf8)
    }

    /// Bytes and `gzip -9` bytes (batch's gzip column, which is `gzip -9 -n`'s size).
    func sizes(_ bytes: [UInt8]) -> (bytes: Int, gzip: Int) {
        (bytes.count, bytes.withUnsafeBytes { Gzip.size(of: $0) } ?? -1)
    }

    func grouped(_ value: Int) -> String { Bound.grouped(value) }

    /// docs/lottie.md's table: each asset as Lottie (explicit and minified), SMIL and CSS (minified).
    @Test(Requirement.raster.trait) func lottieSizesTable() throws {
        let assets: [(label: String, flags: [String])] = [
            ("ring", ["--style", "ring"]), ("ring --rings 2", ["--style", "ring", "--rings", "2"]),
            ("ring --rings 3", ["--style", "ring", "--rings", "3"]), ("ring --rings 6", ["--style", "ring", "--rings", "6"]),
            ("fill", ["--style", "fill"]), ("material", ["--style", "material"]), ("splash", ["--style", "splash"]),
            ("pulse", ["--style", "pulse"]),
        ]
        var table = "| asset | Lottie explicit | Lottie `--minify` | SMIL `--minify` | CSS `--minify` |\n|---|---:|---:|---:|---:|\n"
        for asset in assets {
            let cells = try [["--format", "lottie"], ["--format", "lottie", "--minify"], ["--minify"], ["--format", "css", "--minify"]]
                .enumerated().map { index, format in
                    let size = sizes(try written(asset.flags + format))
                    let bytes = index == 1 ? "**\(grouped(size.bytes))**" : grouped(size.bytes)
                    return "\(bytes) / \(grouped(size.gzip))"
                }
            table += "| `\(asset.label)` | " + cells.joined(separator: " | ") + " |\n"
        }
        try GeneratedSection(file: "docs/lottie.md", begin: Self.marker("lottie sizes"), end: "\n\n",
                             rewrite: Self.rewrite).expect(String(table.dropLast()))
    }

    /// docs/cli.md's table of minified SVG sizes beside the published assets doing the nearest job.
    @Test func minifiedSizesTable() throws {
        func both(_ flags: [String]) throws -> (smil: Int, css: Int) {
            (try written(flags + ["--minify"]).count, try written(flags + ["--minify", "--format", "css"]).count)
        }
        let ring = try both(["--style", "ring"]), three = try both(["--style", "ring", "--rings", "3"])
        let two = try both(["--style", "ring", "--rings", "2"]), pulse = try both(["--style", "pulse"])
        let press = try ["fill", "material", "splash"].map { try both(["--style", $0]) }
        func range(_ values: [Int]) -> String { "\(grouped(values.min() ?? 0))–\(grouped(values.max() ?? 0))" }
        let table = """
        | asset | SMIL | CSS | anchor |
        |---|---:|---:|---|
        | `--style ring --minify` | \(grouped(ring.smil)) B | \(grouped(ring.css)) B | svg-spinners `pulse-ring`: 683 B / 461 B |
        | `--style ring --rings 3 --minify` | \(grouped(three.smil)) B | \(grouped(three.css)) B | svg-spinners `pulse-rings-3`: 1,994 B / 853 B |
        | `--style ring --rings 2 --minify` | \(grouped(two.smil)) B | \(grouped(two.css)) B | SVG-Loaders `rings.svg`: 1,784 B (SMIL) |
        | `--style fill\\|material\\|splash --minify` | \(range(press.map(\.smil))) B | \(range(press.map(\.css))) B | SVG-Loaders `puff.svg`: 1,460 B (SMIL) |
        | `--style pulse --minify` | \(grouped(pulse.smil)) B | \(grouped(pulse.css)) B | (`pulse-rings-3` does a simpler job) |
        """
        try GeneratedSection(file: "docs/cli.md", begin: Self.marker("minified sizes"), end: "\n\n", rewrite: Self.rewrite).expect(table)
    }

    /// Figures quoted in the text: each file must contain the sentence with today's number.
    @Test(Requirement.raster.trait) func quotedFigures() throws {
        let directory = try BinaryRunner.temporaryDirectory()
        func web(_ style: String) throws -> [String: (bytes: Int, gzip: Int)] {
            let result = try CLI.run(["--style", style, "--format", "web", "-o", "\(style).css"], in: directory)
            #expect(result.status == 0, "\(result.stderr)")
            var files: [String: (bytes: Int, gzip: Int)] = [:]
            for ending in ["css", "js", "mjs", "d.mts"] {
                files[ending] = sizes(Array(try Data(contentsOf: directory.appendingPathComponent("\(style).\(ending)"))))
            }
            return files
        }
        let material = try web("material"), ring = try web("ring"), pulse = try web("pulse")
        let lottie = try written(["--style", "ring", "--format", "lottie", "--minify"]).count
        let quoted: [(file: String, text: String)] = [
            ("README.md", "\(grouped(lottie)) bytes minified"),
            ("docs/lottie.md", "# no whitespace: \(grouped(lottie)) bytes"),
            ("docs/web.md", "Bytes: material.css \(grouped(material["css"]!.bytes)) B + material.js \(grouped(material["js"]!.bytes)) B "
                + "(\(grouped(material["css"]!.gzip)) + \(grouped(material["js"]!.gzip)) gzipped, each file alone)"),
            ("docs/web.md", "**Decorations' sheets:** `ring` \(grouped(ring["css"]!.bytes)) B and `pulse` \(grouped(pulse["css"]!.bytes)) B"),
        ]
        for (file, text) in quoted {
            let document = try String(contentsOf: Golden.root.appendingPathComponent(file), encoding: .utf8)
            #expect(document.replacingOccurrences(of: "\n", with: " ").contains(text), "\(file) should say: \(text)")
        }
    }

    static func marker(_ name: String) -> String {
        "<!-- \(name): generated by DocumentedSizesTests; \(rewrite) rewrites it -->\n"
    }
    static let rewrite = "RIPPLEGEN_REGENERATE=1 swift test --filter DocumentedSizesTests"
}
