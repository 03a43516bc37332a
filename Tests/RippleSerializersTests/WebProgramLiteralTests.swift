import Foundation
import RippleKit
@testable import RippleSerializers
import RippleTemplates
import Testing

/// `WebProgramLiteral`: a press program as the web engine's data. Material and splash are pinned where they
/// show a rule of the literal (the template's arithmetic as expression trees over the press inputs, a release
/// that starts from a value and one that cuts its press track, a spring as `linear()`); every press style is
/// held to the structural properties (names defined before they are read, every definition read).
struct WebProgramLiteralTests {
    static func literal(_ style: String, parameters: [String: String] = [:], slow: Double? = nil) throws -> String {
        let template = try #require(try BuiltinStyles.template(named: style))
        let program = try template.pressProgram(StyleOptions(parameters: parameters))
        return WebProgramLiteral(program: program, className: "rg-\(style)", slowFactor: slow).render()
    }

    struct PinnedCase: Sendable, CustomTestStringConvertible {
        let style: String
        var parameters: [String: String] = [:]
        /// Fragments of the literal, in order.
        let fragments: [String]
        var testDescription: String { ([style] + parameters.map { "\($0.key)=\($0.value)" }.sorted()).joined(separator: " ") }
    }

    static let pinned: [PinnedCase] = [
        PinnedCase(style: "material", fragments: [
            #"{c:"rg-material",k:0,"#,
            // R = hyp/2 + 10 is read twice: a definition, named by its number.
            #"v:[["0",["+",["/",["hypot","W","H"],2],10]]]"#,
            // The disc starts at 0.6·max(W,H) (0.3·max(W,H)/R times the box's R/50: R cancels) at the press point
            // and drifts to the centre: scale and translate share their keyframe times and easings, one animation.
            #"{p:["scale","translate"],k:[[0,[[["/",["*",.3,["max","W","H"]],50]],["x","y"]],"cubic-bezier(.42,0,.58,1)"],"#,
            #"[1,[[["/","0",50]],[["/","W",2],["/","H",2]]]]]}"#,
            // The web release rule: a 0.15 s fade from 1 at max(hold, 0.225).
            #"u:{b:["max","h",.225],d:.15,f:[1],t:[0]}"#,
            // The drag-out fade.
            "f:.075}",
        ]),
        PinnedCase(style: "material", parameters: ["releaseRule": "literal"], fragments: [
            // The literal rule's window depends on the hold: its begin, length and start value are expressions.
            #"u:{b:["ifpos",["-",.225,"h"],["max","h",.15],"h"]"#, "t:[0]}",
        ]),
        PinnedCase(style: "splash", fragments: [
            // The appearance is cut at the release: no start value, the engine takes it from the press track.
            #"u:{b:"h",d:.4,t:[["*",3.6358,"#,
            // The fade from where it is cut.
            #"u:{b:["+","h",.1],d:.4,t:[0]}"#,
        ]),
        PinnedCase(style: "splash", parameters: ["disappear": "opacity"], fragments: [
            // The critically damped spring is written as linear() through the model's spring table.
            #"e:"linear(0,"#,
        ]),
        PinnedCase(style: "fill", fragments: [
            #"{c:"rg-fill",k:1,"#,
            // A transform no track moves is one keyframe: the engine sets it (the box has no position of its own).
            #"{p:["translate"],k:[[0,[["x","y"]]]]}"#,
        ]),
    ]

    @Test(arguments: pinned)
    func pinnedStyles(_ item: PinnedCase) throws {
        let text = try Self.literal(item.style, parameters: item.parameters)
        TextFragments.expectInOrder(item.fragments, in: text)
    }

    static let styles = ["fill", "material", "splash"]

    /// The literal as JSON (keys quoted, leading zeros back), parsed.
    static func parsed(_ literal: String) throws -> [String: Any] {
        var json = literal.replacingOccurrences(of: #"([{,])([a-z]):"#, with: "$1\"$2\":", options: .regularExpression)
        json = json.replacingOccurrences(of: #"([\[,:])(-?)\.([0-9])"#, with: "$1$20.$3", options: .regularExpression)
        return try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    }

    /// The engine's operators (`Templates/web/README.md`).
    static let operators: Set<String> = ["+", "-", "*", "/", "n", "min", "max", "abs", "sqrt", "floor", "hypot", "ifpos"]

    /// The strings of an expression tree, or of a list of them: its names and its operators.
    static func names(_ value: Any, into names: inout [String]) {
        if let name = value as? String { names.append(name) }
        for element in value as? [Any] ?? [] { Self.names(element, into: &names) }
    }

    /// Every name an expression reads is an input (`W H x y`, `h` at the release) or a definition given
    /// before it, and every definition is read.
    @Test(arguments: styles + ["material-literal"])
    func namesAreDefinedBeforeTheyAreRead(_ style: String) throws {
        let text = style == "material-literal" ? try Self.literal("material", parameters: ["releaseRule": "literal"]) : try Self.literal(style)
        let program = try Self.parsed(text)
        var known: Set<String> = ["W", "H", "x", "y"]
        var read: [String] = []
        for (key, extra) in [("v", []), ("w", ["h"])] {
            known.formUnion(extra)
            for case let definition as [Any] in try #require(program[key] as? [Any]) {
                var names: [String] = []
                Self.names(definition[1], into: &names)
                #expect(Set(names).subtracting(Self.operators).isSubset(of: known), "\(definition) reads \(Set(names).subtracting(known))")
                read += names
                known.insert(try #require(definition[0] as? String))
            }
        }
        for case let layer as [String: Any] in try #require(program["l"] as? [Any]) {
            for case let track as [String: Any] in try #require(layer["t"] as? [Any]) {
                for case let frame as [Any] in try #require(track["k"] as? [Any]) { Self.names(frame[1], into: &read) }
                if let release = track["u"] as? [String: Any] {
                    for key in ["b", "d", "f", "t"] { if let value = release[key] { Self.names(value, into: &read) } }
                }
            }
        }
        let unknown = Set(read).subtracting(known).subtracting(Self.operators)
        #expect(unknown.isEmpty, "read and never defined: \(unknown.sorted()) in \(text)")
        let definitions = ((program["v"] as? [[Any]]) ?? []) + ((program["w"] as? [[Any]]) ?? [])
        for definition in definitions {
            let name = try #require(definition[0] as? String)
            #expect(read.contains(name), "\(name) is defined and never read in \(text)")
        }
    }

    @Test func theSlowFactorIsData() throws {
        #expect(try Self.literal("material", slow: 4).hasSuffix(",f:.075,s:4}"))
        #expect(!(try Self.literal("material")).contains("s:"))
    }

    private static func matches(of pattern: String, in text: String) -> [String] {
        let regex = try! NSRegularExpression(pattern: pattern)
        return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { Range($0.range, in: text).map { String(text[$0]) } }
    }
}
