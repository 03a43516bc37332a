import RippleJSON
import Testing
@testable import RippleCLI

/// `BatchPlan`, in memory: a manifest becomes its files in manifest order, or each entry's located problem.
struct BatchPlanTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let id: String
        let manifest: String
        /// Each job's file, or `!` and the start of its problem.
        let jobs: [String]
        var testDescription: String { id }
    }

    static let cases: [Case] = [
        Case(id: "one asset, the default format", manifest: #"{"assets": [{"name": "a", "style": "ring"}]}"#, jobs: ["a.svg"]),
        Case(id: "several formats name their files", manifest: #"{"assets": [{"name": "a", "format": ["smil", "web", "lottie", "gif"]}]}"#,
             jobs: ["a-smil.svg", "a-web.css", "a-web.js", "a-web.mjs", "a-web.d.mts", "a-lottie.json", "a-gif.gif"]),
        Case(id: "defaults give the format", manifest: #"{"defaults": {"format": "css"}, "assets": [{"name": "a"}]}"#, jobs: ["a.svg"]),
        Case(id: "a matrix expands, the first axis slowest", manifest: #"{"assets": [{"name": "{style}-{size}", "matrix": {"style": ["ring", "pulse"], "size": ["8x8", "9x9"]}}]}"#,
             jobs: ["ring-8x8.svg", "ring-9x9.svg", "pulse-8x8.svg", "pulse-9x9.svg"]),
        Case(id: "an unknown format", manifest: #"{"assets": [{"name": "a", "format": "smill"}]}"#,
             jobs: ["!assets[0] (a): --format: unknown format 'smill'; did you mean 'smil'?"]),
        Case(id: "a format twice", manifest: #"{"assets": [{"name": "a", "format": ["css", "css"]}]}"#,
             jobs: ["!assets[0] (a): format 'css' is listed twice"]),
        Case(id: "an empty axis", manifest: #"{"assets": [{"name": "a", "matrix": {"size": []}}]}"#,
             jobs: ["!assets[0] (a): matrix axis 'size' has no values"]),
        Case(id: "duplicate names fail both", manifest: #"{"assets": [{"name": "a"}, {"name": "A"}]}"#,
             jobs: ["!assets[0] (a): duplicate name 'a': also used by assets[1]", "!assets[1] (A): duplicate name 'A': also used by assets[0]"]),
    ]

    @Test(arguments: cases)
    func aManifestBecomesItsJobs(_ item: Case) throws {
        let root = try JSONParser.parse(Array(item.manifest.utf8), file: "m.json")
        let manifest = try BatchManifest(json: JSONNode(root: root, file: "m.json"))
        let jobs = try BatchPlan.jobs(for: manifest, file: "m.json", root: root)
        let described = jobs.map { job in
            switch job.plan {
            case .success: job.file
            case .failure(let error): "!" + (error.problems.first?.message ?? "")
            }
        }
        #expect(described.count == item.jobs.count, "\(described)")
        for (found, expected) in zip(described, item.jobs) {
            #expect(expected.hasPrefix("!") ? found.hasPrefix(expected) : found == expected, "\(found)")
        }
    }

    @Test func aManifestPastTheLimitIsRefusedBeforeExpanding() throws {
        let values = (0..<1000).map { "\"\($0)x\($0)\"" }.joined(separator: ",")
        let text = #"{"assets": [{"name": "{size}-{color}", "matrix": {"size": [\#(values)], "color": [\#(values)]}}]}"#
        let root = try JSONParser.parse(Array(text.utf8), file: "m.json")
        let manifest = try BatchManifest(json: JSONNode(root: root, file: "m.json"))
        #expect(throws: CLIError.self) { try BatchPlan.jobs(for: manifest, file: "m.json", root: root) }
    }
}
