import Foundation
import RippleTestSupport
import Testing

/// The README's filmstrips are what ripplegen makes now (librsvg rasterizes the still frames).
struct FilmstripTests {
    static var manifest: [(name: String, arguments: [String])] {
        let url = Golden.root.appendingPathComponent("docs/filmstrips/filmstrips.txt")
        let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").compactMap { line in
            let words = line.split(separator: " ").map(String.init)
            guard let name = words.first, !name.hasPrefix("#") else { return nil }
            return (name, Array(words.dropFirst()))
        }
    }

    @Test(Requirement.rasterizer.trait) func filmstripsAreUpToDate() throws {
        let entries = Self.manifest
        #expect(entries.map(\.name) == ["ring", "fill", "material", "splash", "pulse"])
        for entry in entries {
            let png = Golden.root.appendingPathComponent("docs/filmstrips/\(entry.name).png").path
            let result = try CLI.run(entry.arguments + ["--filmstrip", "8", "-o", png, "--check"])
            #expect(result.status == 0, "\(entry.name): \(result.stderr) — run Scripts/filmstrips.sh")
        }
    }

    @Test(Requirement.rasterizer.trait) func aFilmstripIsAPNGOfNFrames() throws {
        let directory = try BinaryRunner.temporaryDirectory()
        let result = try CLI.run(["--style", "ring", "--filmstrip", "5", "-o", "strip.png"], in: directory)
        #expect(result.status == 0, "\(result.stderr)")
        let data = try Data(contentsOf: directory.appendingPathComponent("strip.png"))
        #expect(data.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        // IHDR: width and height, big-endian, at bytes 16…23. The ring's document is 208×208; each frame has a
        // 1-px border and 8 px of transparency separate the frames.
        let width = data[16..<20].reduce(0) { $0 << 8 | Int($1) }
        let height = data[20..<24].reduce(0) { $0 << 8 | Int($1) }
        #expect(width == 5 * 210 + 4 * 8 && height == 210)
    }

    @Test func filmstripErrors() throws {
        let noOutput = try CLI.run(["--filmstrip", "4"])
        #expect(noOutput.status == 64)
        #expect(noOutput.stderr.contains("give -o FILE.png"))
        let tooMany = try CLI.run(["--filmstrip", "500", "-o", "/tmp/x.png"])
        #expect(tooMany.status == 64)
        #expect(tooMany.stderr.contains("from 1 to 120"))
    }
}
