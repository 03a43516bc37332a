import Foundation
import RippleJSON
import RippleKit
@testable import RippleSerializers
import RippleTemplates
import RippleTestSupport
import Testing

/// `WebProgramScript`: a press program compiled to JavaScript. Material, splash and fill are pinned where they
/// show a rule of the compiler (the template's arithmetic as JavaScript over the press inputs, a release
/// written out when its cut comes after the press phase, `release.js`'s function where it may not, a spring as
/// `linear()`); every compiled program parses; and `Templates/web/test-support/compiled.js`, the programs the
/// node tests check against the former data engine, is what this compiler writes.
struct WebProgramScriptTests {
    static func script(_ style: String, parameters: [String: String] = [:], slow: Double? = nil) throws -> String {
        let template = try #require(try BuiltinStyles.template(named: style))
        let program = try template.pressProgram(StyleOptions(parameters: parameters))
        return WebProgramScript(program: program, className: "rg-\(style)", slowFactor: slow).render()
    }

    struct PinnedCase: Sendable, CustomTestStringConvertible {
        let style: String
        var parameters: [String: String] = [:]
        /// Fragments of the script, in order.
        let fragments: [String]
        /// Fragments it must not hold.
        var absent: [String] = []
        var testDescription: String { ([style] + parameters.map { "\($0.key)=\($0.value)" }.sorted()).joined(separator: " ") }
    }

    static let pinned: [PinnedCase] = [
        PinnedCase(style: "material", fragments: [
            #"{c:"rg-material",k:0,f:.075,"#,
            // R = hyp/2 + 10 is read twice: a definition, a default parameter named by its number.
            "p:(W,H,x,y,$0=Math.hypot(W,H)/2+10)=>[[[",
            // The disc starts at 0.6·max(W,H) (0.3·max(W,H)/R times the box's R/50: R cancels) at the press point
            // and drifts to the centre: scale and translate share their keyframe times and easings, one animation.
            // (A scale of one component is the number: animate() takes it as its string.)
            #"{offset:0,scale:.3*Math.max(W,H)/50,translate:x+"px "+y+"px",easing:"cubic-bezier(.42,0,.58,1)"}"#,
            // The tracks that end together end in one keyframe (its easing would never be used). No delay, one
            // iteration, an empty style: the engine's defaults, not written.
            #"{offset:1,scale:$0/50,translate:W/2+"px "+H/2+"px",opacity:1}],{duration:225,fill:"both"}]]"#,
            // The web release rule: a 0.15 s fade from 1 at max(hold, 0.225), after the press phase: written out.
            // Opacity holds 1 from 0.075 s to the cut, then fades: no keyframe at the press phase's end (it would
            // hold the value before it) and none for the start value (1, the value held).
            "r:(W,H,x,y,h,$0=Math.hypot(W,H)/2+10,P0=Math.max(h,.225),T0=P0+.15)=>[[0,[",
            "{offset:.3333*.225/T0,opacity:1},{offset:.225/T0,scale:$0/50,translate:W/2+\"px \"+H/2+\"px\"},{offset:P0/T0,opacity:1},{offset:1,",
            "scale:$0/50,translate:W/2+\"px \"+H/2+\"px\",opacity:0}],{duration:T0*1e3,iterations:1}]]}",
        ], absent: ["X=", "{offset:.225/T0,opacity:1}", "{offset:P0/T0,opacity:1},{offset:P0/T0,opacity:1}", "{offset:1,opacity"]),
        PinnedCase(style: "material", parameters: ["releaseRule": "literal"], fragments: [
            // The literal rule's window depends on the hold and may begin inside the press phase: cut at run time.
            "X=(", #"[0,...X([[[0,{scale:"#, "Math.max((.225-h>0?Math.max(h,.15):h),0)",
        ]),
        PinnedCase(style: "splash", fragments: [
            // The appearance is cut at the release: no start value, the release function takes the press track's.
            #"r:(W,H,x,y,h,$0=.8*Math.max(W,H),X=("#, #"["scale",[[0,[.3*($0/100)],"cubic-bezier(0,0,.58,1)"],[.4,[$0/100]]],Math.max(h,0),0,[3.6358*($0/100)],.4]"#,
            // The fade from where it is cut.
            #"["opacity",[[0,[0],"cubic-bezier(0,0,.58,1)"],[.4,[1]]],Math.max(h+.1,0),0,[0],.4]"#,
        ]),
        PinnedCase(style: "splash", parameters: ["disappear": "opacity"], fragments: [
            // The critically damped spring is written as linear() through the model's spring table.
            #""linear(0,"#,
        ]),
        PinnedCase(style: "fill", fragments: [
            #"{c:"rg-fill",k:1,p:"#,
            // A transform no track moves is the layer's style (the box has no position of its own).
            #"{translate:x+"px "+y+"px"}]]}"#,
        ], absent: ["r:"]),
    ]

    @Test(arguments: pinned)
    func pinnedStyles(_ item: PinnedCase) throws {
        let text = try Self.script(item.style, parameters: item.parameters)
        TextFragments.expectInOrder(item.fragments, in: text)
        for fragment in item.absent { #expect(!text.contains(fragment), "\(fragment) in \(text)") }
    }

    @Test func theSlowFactorIsData() throws {
        #expect(try Self.script("material", slow: 4).contains(",f:.075,s:4,p:"))
        #expect(!(try Self.script("material")).contains(",s:"))
    }

    /// Every press style's program, with the options that change its release, is an expression Node parses
    /// (a classic script of one parenthesised expression) and evaluates nothing from text (strict CSP).
    @Test func everyProgramParses() throws {
        var sources: [String] = []
        for style in ["fill", "material", "splash"] {
            sources.append(try Self.script(style))
            sources.append(try Self.script(style, slow: 4))
        }
        sources.append(try Self.script("material", parameters: ["releaseRule": "literal"]))
        sources.append(try Self.script("splash", parameters: ["disappear": "opacity"]))
        for source in sources {
            #expect(!source.contains("eval") && !source.contains("Function"), "\(source)")
        }
        guard NodeCheck.node != nil else { return }
        let errors = try NodeCheck.errors(sources.map { "(" + $0 + ")" })
        for (source, error) in zip(sources, errors) { #expect(error == nil, "\(error ?? ""): \(source)") }
    }

    /// The programs the node tests check against the data engine (`compiled.test.js`), as this compiler
    /// writes them; RIPPLEGEN_RECORD=1 rewrites the file (and fails the run, as for goldens).
    @Test func theNodeTestsProgramsAreCurrent() throws {
        let cases: [(String, String, [String: String], Double?)] = [
            ("material", "material", [:], nil), ("splash", "splash", [:], nil), ("fill", "fill", [:], nil),
            ("materialLiteral", "material", ["releaseRule": "literal"], nil),
            ("splashSpring", "splash", ["disappear": "opacity"], 4),
        ]
        var lines = [
            "// The programs ripplegen compiles (WebProgramScript), as it writes them into a style's files: material,",
            "// splash and fill, material with `--release-rule literal` (a release that may cut the press phase: `X`) and",
            "// splash with `--disappear opacity --reduced-motion slow` (a spring release, \"s\"). Generated: WebProgramScriptTests",
            "// checks this file against ripplegen (RIPPLEGEN_RECORD=1 swift test --filter WebProgramScriptTests rewrites it).",
            "export const sources = {",
        ]
        for (name, style, parameters, slow) in cases {
            lines.append("    \(name): " + JSONText.quoted(try Self.script(style, parameters: parameters, slow: slow)) + ",")
        }
        lines += ["};", "", "// Each program as the engine takes it.",
                  "export const compiled = Object.fromEntries(Object.entries(sources).map(([name, source]) => [name, Function(`return ${source}`)()]));", ""]
        let text = lines.joined(separator: "\n")
        let url = Golden.root.appendingPathComponent("Templates/web/test-support/compiled.js")
        let current = try? String(contentsOf: url, encoding: .utf8)
        if Golden.recording {
            try text.write(to: url, atomically: true, encoding: .utf8)
            Issue.record("RIPPLEGEN_RECORD=1: \(current == text ? "checked" : "rewrote") Templates/web/test-support/compiled.js; rerun without it")
        } else if current != text {
            let diff = Golden.lineDiff(current ?? "", text)
            Issue.record("Templates/web/test-support/compiled.js is stale (RIPPLEGEN_RECORD=1 swift test --filter WebProgramScriptTests):\n\(diff)")
        }
    }
}
