import Foundation
import RippleArchive
import RippleTestSupport
import RippleValidation
import Testing

/// `DotLottieLint` (`ripplegen validate FILE.lottie`): the goldens' entries are valid; each mutation of them
/// (a manifest, theme or machine naming what does not exist) is one error located in its entry; hostile
/// archives (`..` names, 10,000 entries, a zip bomb, too much in total, no archive at all) are refused by
/// their bound, in memory.
@Suite(Requirement.zip.trait)
struct DotLottieLintTests {
    /// The golden's files: the manifest, the animation, every theme it lists, the machine.
    static let names: [String] = {
        let folder = Golden.fixtures.appendingPathComponent("golden/dotlottie-material/t").path
        let themes = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted().map { "t/" + $0 }
        return ["manifest.json", "a/ripple.json"] + themes + ["s/press.json"]
    }()

    /// The material golden's entries, with `edit` applied to the text of one of them.
    static func material(editing name: String? = nil, _ edit: (String) -> String = { $0 }) throws -> [ZipArchive.Entry] {
        try names.map { entry in
            let text = try String(contentsOf: Golden.fixtures.appendingPathComponent("golden/dotlottie-material/\(entry)"), encoding: .utf8)
            return ZipArchive.Entry(name: entry, bytes: Array((entry == name ? edit(text) : text).utf8))
        }
    }

    static func problems(_ entries: [ZipArchive.Entry]) throws -> [String] {
        let bytes = try ZipArchive.shared.get().archive(entries)
        return DotLottieLint.problems(bytes, file: "press.lottie", layers: 1).map(\.description)
    }

    @Test func goldensAreValid() throws {
        #expect(try Self.problems(try Self.material()) == [])
    }

    struct Mutant: Sendable, CustomTestStringConvertible {
        let name: String
        let entry: String
        let from: String
        let to: String
        /// The start of the one message expected (file, entry, line and column).
        let message: String
        /// How many problems it makes (a renamed theme is a missing file and an unlisted one).
        var count = 1
        var testDescription: String { name }
    }

    static let mutants: [Mutant] = [
        Mutant(name: "version 1", entry: "manifest.json", from: #""version": "2""#, to: #""version": "1.0""#,
               message: "press.lottie:manifest.json:2:14: error: version: '1.0' is not version 2"),
        Mutant(name: "unlisted theme file", entry: "manifest.json", from: #""id": "dark""#, to: #""id": "night""#,
               message: "press.lottie:manifest.json:14:13: error: themes[1].id: the archive has no t/night.json", count: 2),
        Mutant(name: "theme naming a missing slot", entry: "t/dark.json", from: #""id": "ripple_color""#, to: #""id": "ripple_colour""#,
               message: "press.lottie:t/dark.json:4:13: error: rules[0].id: no animation has a slot 'ripple_colour'"),
        Mutant(name: "colour out of range", entry: "t/dark.json", from: "[1,1,1]", to: "[255,255,255]",
               message: "press.lottie:t/dark.json:6:16: error: rules[0].value: a Color is 3 or 4 numbers from 0 to 1"),
        Mutant(name: "segment that is no marker", entry: "s/press.json", from: #""segment": "release""#, to: #""segment": "relase""#,
               message: "press.lottie:s/press.json:65:18: error: states[2].segment: no animation has a marker 'relase'"),
        Mutant(name: "transition to no state", entry: "s/press.json", from: #""toState": "released""#, to: #""toState": "release""#,
               message: "press.lottie:s/press.json:43:22: error: states[1].transitions[0].toState: no state is named 'release'"),
        Mutant(name: "input renamed where it is declared", entry: "s/press.json", from: #""name": "grown""#, to: #""name": "grow""#, message: ""),
        Mutant(name: "OnComplete of no state", entry: "s/press.json", from: #""stateName": "pressing""#, to: #""stateName": "pressed""#,
               message: "press.lottie:s/press.json:119:20: error: interactions[2].stateName: no state is named 'pressed'"),
        Mutant(name: "marker renamed in the animation", entry: "a/ripple.json", from: #""cm": "release""#, to: #""cm": "up""#,
               message: "press.lottie:s/press.json:65:18: error: states[2].segment: no animation has a marker 'release'"),
    ]

    @Test(arguments: mutants)
    func mutantIsLocated(_ mutant: Mutant) throws {
        let entries = try Self.material(editing: mutant.entry) { text in
            #expect(text.contains(mutant.from), "\(mutant.name): the golden has no '\(mutant.from)'")
            return text.replacingOccurrences(of: mutant.from, with: mutant.to)
        }
        let found = try Self.problems(entries)
        #expect(!found.isEmpty, "\(mutant.name) passed")
        if !mutant.message.isEmpty {
            #expect(found.count == mutant.count && found[0].hasPrefix(mutant.message), "\(mutant.name): \(found)")
        }
    }

    @Test func namesThatLeaveTheFolderAreRefused() throws {
        for name in ["../evil.json", "/etc/passwd", "a/..\\x.json", "a//b.json", "C:/x.json", "x.json"] {
            let found = try Self.problems(try Self.material() + [ZipArchive.Entry(name: name, bytes: Array("{}".utf8))])
            #expect(found.count == 1 && found[0].hasPrefix("press.lottie: error: entry"), "\(name): \(found)")
        }
    }

    @Test func hostileArchivesAreRefusedByTheirBound() throws {
        let zip = try ZipArchive.shared.get()
        let many = (0..<10_000).map { ZipArchive.Entry(name: "i/\($0).png", bytes: []) }
        let bomb = [ZipArchive.Entry(name: "a/ripple.json", bytes: [UInt8](repeating: 0x20, count: 9 << 20))]
        let large = (0..<3).map { ZipArchive.Entry(name: "i/\($0).png", bytes: [UInt8](repeating: 0, count: 6 << 20)) }
        let cases: [([UInt8], String)] = [
            (try zip.archive(many), "the archive has 10000 entries, more than the 64"),
            (try zip.archive(bomb), "a/ripple.json inflates to more than 8388608 bytes"),
            (try zip.archive(large), "the entries inflate to more than 16777216 bytes together"),
            (Array("PK\u{3}\u{4} not really".utf8), "not a ZIP archive"),
        ]
        for (bytes, message) in cases {
            let found = DotLottieLint.problems(bytes, file: "hostile.lottie").map(\.description)
            #expect(found.count == 1 && found[0].hasPrefix("hostile.lottie: error: \(message)"), "\(found)")
        }
        // The bomb is small on disk: the bound is on what it inflates to.
        #expect(try zip.archive(bomb).count < 20_000)
    }
}
