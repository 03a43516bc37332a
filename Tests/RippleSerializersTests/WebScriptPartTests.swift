import Foundation
import RippleKit
@testable import RippleSerializers
import RippleTestSupport
import Testing

/// The web script's parts (`Templates/web/*.js`): each minifies, parses in every variant, ships only the
/// declared short names, and gives the text the goldens pin; `WebScriptNames` is a consistent table.
struct WebScriptPartTests {
    /// Every script the format can make, by kind, drag fade, reduced motion and layer count.
    static let variants: [WebScript] = [PressProgram.Kind.tap, .held, .loop].flatMap { kind in
        [false, true].flatMap { dragFade in
            [nil, 4.0].flatMap { slow in
                [1, 3].compactMap { layers in
                    // A loop never slows in its script, and only a held press has a drag fade (WebRenderer).
                    kind == .loop && slow != nil || kind != .held && dragFade ? nil
                        : WebScript(kind: kind, className: "rg-x", layers: layers, dragFade: dragFade, slowFactor: slow)
                }
            }
        }
    }

    /// What `WebScript.context` may set; a part reading anything else would read nothing.
    static let contextNames: Set<String> = ["held", "slow", "dragFade", "layers", "rate"]

    /// A part's readable source, `Templates/web/NAME.js`.
    static func source(_ part: WebScriptPart) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: Golden.root.appendingPathComponent(part.file)))
    }

    @Test(arguments: WebScriptPart.allCases)
    func partMinifiesAndReadsOnlyWhatTheScriptGives(_ part: WebScriptPart) throws {
        let source = try Self.source(part)
        let template = try ScriptMinifier.minify(source, names: WebScriptNames.mapping)
        #expect(Set(template.names).isSubset(of: Self.contextNames), "\(template.names)")
        #expect(template == part.template, "the shipped template is the source's (see WebScriptGeneratedFileTests)")
        // Readable: the source is at least twice the size of what ships, because of its comments and names.
        #expect(source.count > 2 * template.expand(WebScript.maximal(for: part).context).utf8.count)
    }

    /// Each part of each variant parses on its own (definitions as the parameters of an arrow function,
    /// a body as an expression statement), and so does the whole script.
    @Test(.enabled(if: NodeCheck.node != nil, "node is not on PATH; the parts are not parsed"))
    func everyPartOfEveryVariantParses() throws {
        var sources: [String] = []
        for script in Self.variants {
            let (definitions, body) = script.parts
            for part in definitions { sources.append("((" + part.template.expand(script.context) + ")=>0)") }
            sources.append(body.template.expand(script.context))
            sources.append(script.render())
        }
        let errors = try NodeCheck.errors(sources)
        for (source, error) in zip(sources, errors) {
            #expect(error == nil, "\(error ?? ""): \(source)")
        }
    }

    /// Globals and keywords a script may name; every other name it ships is a declared short name.
    static let globals: Set<String> = [
        "document", "Symbol", "Map", "Promise", "matchMedia", "getComputedStyle", "parseFloat",
        "ResizeObserver", "MutationObserver", "new", "null",
    ]

    @Test(arguments: variants)
    func noReadableNameShips(_ script: WebScript) throws {
        let shipped = Set(WebScriptNames.table.map(\.shipped))
        let tokens = try ScriptLexer.tokens(Array(script.render().utf8))
        for (index, token) in tokens.enumerated() where token.kind == .word {
            let isProperty = index > 0 && [".", "?."].contains(tokens[index - 1].text)
            let isKey = index + 1 < tokens.count && tokens[index + 1].text == ":" && index > 0 && ["{", ","].contains(tokens[index - 1].text)
            guard !isProperty, !isKey else { continue }
            #expect(shipped.contains(token.text) || Self.globals.contains(token.text), "'\(token.text)' in \(script.kind) script")
        }
    }

    struct PartCase: Sendable, CustomTestStringConvertible {
        let part: WebScriptPart
        let script: WebScript
        let expected: String
        var testDescription: String { "\(part.rawValue), \(script.kind)\(script.slowFactor == nil ? "" : ", slow")" }
    }

    static let tap = WebScript(kind: .tap, className: "rg-fill", layers: 1, dragFade: false, slowFactor: nil)
    static let held = WebScript(kind: .held, className: "rg-splash", layers: 1, dragFade: false, slowFactor: nil)
    static let heldSlow = WebScript(kind: .held, className: "rg-splash", layers: 1, dragFade: true, slowFactor: 4)
    static let loop = WebScript(kind: .loop, className: "rg-ring", layers: 1, dragFade: false, slowFactor: nil)

    /// The renamed text of single parts, as the goldens have it.
    static let partCases: [PartCase] = [
        PartCase(part: .pressContext, script: tap, expected: "C,D,K=Symbol.for(C),P=v=>v.composedPath()"),
        PartCase(part: .pressContext, script: heldSlow,
                 expected: #"C,D,K=Symbol.for(C),A=new Map,P=v=>v.composedPath(),Z=()=>matchMedia("(prefers-reduced-motion:reduce)").matches?.25:1"#),
        PartCase(part: .pressTiming, script: tap,
                 expected: #"T=(c,t)=>c.getAnimations({subtree:!0}).map(a=>(a.startTime=t,a)),F=(c,t)=>Promise.all(T(c,t).map(a=>a.finished)).then(()=>(c.className="z",c.z=1),()=>c.remove())"#),
        PartCase(part: .pressTiming, script: heldSlow,
                 expected: #"T=(c,t,z)=>c.getAnimations({subtree:!0}).map(a=>(a.playbackRate=z,a.startTime=t,a)),F=(c,t,z)=>Promise.all(T(c,t,z).map(a=>a.finished)).then(()=>(c.className="z",c.z=1),()=>c.remove())"#),
        PartCase(part: .pressEnd, script: held,
                 expected: #"E=(i,v,[h,c,t]=A.get(i)||[])=>c&&(A.delete(i),P(v).includes(h)?(c.style.setProperty("--h",(v.timeStamp-t)/1e3),c.className="u",F(c,t)):c.remove())"#),
        PartCase(part: .pressEnd, script: heldSlow,
                 expected: #"E=(i,v,[h,c,t,z]=A.get(i)||[])=>c&&(A.delete(i),P(v).includes(h)?(c.style.setProperty("--h",(v.timeStamp-t)/1e3*z),c.className="u",F(c,t,z)):c.remove())"#),
        PartCase(part: .pressInstall, script: tap,
                 expected: #"D[K]||(D[K]=1,D.documentElement.style.setProperty("--"+C+"-s","none"),"pointerdown keydown".split(" ").map(n=>D.addEventListener(n,v=>(v.key?!v.repeat&&/^(Enter| )$/.test(v.key):!v.button)&&S(v),!0)))"#),
        PartCase(part: .pressInstall, script: held,
                 expected: #"D[K]||(D[K]=1,D.documentElement.style.setProperty("--"+C+"-s","none"),"pointerdown pointerup pointercancel keydown keyup".split(" ").map(n=>D.addEventListener(n,(v,y=v.type,k=y<"l",j=y[k?3:7],i=k?"k":v.pointerId)=>k&&!/^(Enter| )$/.test(v.key)||(j=="d"?!(k?v.repeat:v.button)&&S(v,i):E(i,v)),!0)))"#),
        PartCase(part: .loopInstall, script: loop,
                 expected: #"D[K]||(D[K]=1,U(),new MutationObserver(U).observe(D,{childList:!0,subtree:!0,attributeFilter:["class"]}))"#),
    ]

    @Test(arguments: partCases)
    func partShipsAsTheGoldensHaveIt(_ item: PartCase) {
        #expect(item.part.template.expand(item.script.context) == item.expected)
    }

    @Test(arguments: [1, 2, 5])
    func onePerLayer(_ layers: Int) {
        let element = #"D.createElement("i")"#
        let list = Array(repeating: element, count: layers).joined(separator: ",")
        for kind in [PressProgram.Kind.tap, .loop] {
            let script = WebScript(kind: kind, className: "rg-x", layers: layers, dragFade: false, slowFactor: nil)
            let part = kind == .loop ? WebScriptPart.loopContext : .pressStart
            #expect(part.template.expand(script.context).contains("c.append(\(list))"), "\(kind)")
        }
    }

    struct GoldenCase: Sendable, CustomTestStringConvertible {
        let golden: String
        let script: WebScript
        var testDescription: String { golden }
    }

    /// The scripts of the goldens, made here without the CLI: the parts in their frame are the whole script.
    static let goldenCases: [GoldenCase] = [
        GoldenCase(golden: "fill", script: tap),
        GoldenCase(golden: "splash", script: held),
        GoldenCase(golden: "material", script: WebScript(kind: .held, className: "rg-material", layers: 1, dragFade: true, slowFactor: nil)),
        GoldenCase(golden: "ring", script: loop),
        GoldenCase(golden: "pulse", script: WebScript(kind: .loop, className: "rg-pulse", layers: 3, dragFade: false, slowFactor: nil)),
    ]

    @Test(arguments: goldenCases)
    func rendersTheGolden(_ item: GoldenCase) throws {
        let url = Golden.fixtures.appendingPathComponent("golden/web/\(item.golden).js")
        #expect(try String(contentsOf: url, encoding: .utf8) == item.script.render())
    }

    // MARK: - The name table

    @Test func namesAreUniqueShortAndNotReserved() {
        let readable = WebScriptNames.table.map(\.readable)
        #expect(Set(readable).count == readable.count, "a readable name is declared twice")
        let reserved: Set<String> = ["new", "class", "let", "const", "var", "function", "return", "this", "in", "of", "do", "if"]
        for (name, short) in WebScriptNames.table {
            #expect(short.count == 1 && short.utf8.allSatisfy(ScriptLexer.isWord), "\(name) → \(short)")
            #expect(!reserved.contains(name) && !Self.globals.contains(name), "\(name) would hide a keyword or global")
        }
    }

    /// Every declared name is used, and names sharing a letter never meet in one part (where they could
    /// share a scope and the renamed script would mix them up).
    @Test func namesAreUsedAndSharedLettersNeverMeet() throws {
        var used: [WebScriptPart: Set<String>] = [:]
        for part in WebScriptPart.allCases {
            let words = try ScriptLexer.tokens(Self.source(part)).filter { $0.kind == .word }.map(\.text)
            used[part] = Set(words).intersection(WebScriptNames.mapping.keys)
        }
        let all = used.values.reduce(into: Set<String>()) { $0.formUnion($1) }
        #expect(all == Set(WebScriptNames.mapping.keys), "unused: \(Set(WebScriptNames.mapping.keys).subtracting(all).sorted())")
        for (part, names) in used {
            let letters = names.map { WebScriptNames.mapping[$0]! }
            #expect(Set(letters).count == letters.count, "\(part.rawValue): \(names.sorted())")
        }
    }
}

extension WebScript: CustomTestStringConvertible {
    public var testDescription: String {
        "\(kind) \(layers) layer(s)\(dragFade ? ", drag fade" : "")\(slowFactor == nil ? "" : ", slow")"
    }

    /// The variant with every flag of `part`'s kind set, so its text is the longest the part ships.
    static func maximal(for part: WebScriptPart) -> WebScript {
        let loop = part == .loopContext || part == .loopInstall
        return WebScript(kind: loop ? .loop : .held, className: "rg-x", layers: 3, dragFade: !loop, slowFactor: loop ? nil : 4)
    }
}
