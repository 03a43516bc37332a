@testable import RippleMarkup
import Testing

/// The typed style sheet beyond the SVG formats' simple rules: selectors, nesting, `@media`, `!important`,
/// comments and the three layouts. (The web and SVG goldens pin the whole sheets byte for byte.)
struct StyleSheetTests {
    /// `rg-c:not(#_#_)`, the web container.
    static let container: CSSComplexSelector = [.element("rg-c"), .not([.id("_"), .id("_")])]

    struct SelectorCase: Sendable, CustomTestStringConvertible {
        let selector: CSSSelector
        let compact: String
        let pretty: String
        var testDescription: String { compact }
    }

    static let selectors: [SelectorCase] = [
        SelectorCase(selector: [.where([.className("rg")])], compact: ":where(.rg)", pretty: ":where(.rg)"),
        SelectorCase(selector: [.where(CSSSelector([CSSComplexSelector([.className("rg")]),
                                                    CSSComplexSelector([.has([.child, .element("rg-c")])])]))],
                     compact: ":where(.rg,:has(>rg-c))", pretty: ":where(.rg, :has(> rg-c))"),
        SelectorCase(selector: CSSSelector(container), compact: "rg-c:not(#_#_)", pretty: "rg-c:not(#_#_)"),
        SelectorCase(selector: [.element("rg-c"), .attribute("u"), .not([.id("_"), .id("_")])],
                     compact: "rg-c[u]:not(#_#_)", pretty: "rg-c[u]:not(#_#_)"),
        SelectorCase(selector: CSSSelector([CSSComplexSelector(container.child([.element("i")]).parts + [.before]),
                                            CSSComplexSelector(container.child([.element("i")]).parts + [.after])]),
                     compact: "rg-c:not(#_#_)>i::before,rg-c:not(#_#_)>i::after",
                     pretty: "rg-c:not(#_#_) > i::before, rg-c:not(#_#_) > i::after"),
        SelectorCase(selector: [.where([.className("rg")]), .active], compact: ":where(.rg):active", pretty: ":where(.rg):active"),
        SelectorCase(selector: [.not([.attribute("data-ripple", includes: "unbounded")]), .child, .nesting],
                     compact: ":not([data-ripple~=unbounded])>&", pretty: ":not([data-ripple~=unbounded]) > &"),
        SelectorCase(selector: [.child, .element("i")], compact: ">i", pretty: "> i"),
        SelectorCase(selector: [.nesting, .nthChild(2)], compact: "&:nth-child(2)", pretty: "&:nth-child(2)"),
        SelectorCase(selector: [.nesting, .nthChild(nil)], compact: "&:nth-child(n)", pretty: "&:nth-child(n)"),
        SelectorCase(selector: [.not([.className("a")]), .not(CSSSelector([[.className("b")], [.id("c")]]))],
                     compact: ":not(.a):not(.b,#c)", pretty: ":not(.a):not(.b, #c)"),
    ]

    /// Each selector in a nested rule (a relative one may stand only there), in both layouts.
    @Test(arguments: selectors)
    func selectorsRender(_ item: SelectorCase) {
        let sheet = StyleSheet([.rule(CSSRule([.element("p")], nested: [.rule(CSSRule(item.selector, declarations: [CSSDeclaration("top", "0")]))]))])
        #expect(sheet.render(.compact) == "p{\(item.compact){top:0}}")
        #expect(sheet.render(.pretty) == "p {\n  \(item.pretty) { top: 0; }\n}\n")
    }

    /// A rule's nested rules and `@media` follow its declarations, the first after a `;`; a nested
    /// `@media` may hold declarations of its own. The lines layout puts each top-level statement on a line.
    @Test func nestedRulesAndMedia() {
        let layers = CSSRule([.child, .element("i")], declarations: [CSSDeclaration("all", "unset"), CSSDeclaration("--3", "(.6*var(--W))")],
                             nested: [
                                 .rule(CSSRule([.nesting, .nthChild(2)], declarations: [CSSDeclaration("animation-delay", ".15s")])),
                                 .media(query: .reducedMotion(), statements: [
                                     .rule(CSSRule([.nesting], declarations: [CSSDeclaration("animation-play-state", "paused")])),
                                 ]),
                                 .media(query: .forcedColors(), declarations: [CSSDeclaration("color", "CanvasText")]),
                             ])
        let sheet = StyleSheet([
            .comment("ripplegen: Ring, loop"),
            .rule(CSSRule(CSSSelector(Self.container), declarations: [CSSDeclaration("inset", "0")], nested: [.rule(layers)])),
            .media(query: .noScripting, statements: [.rule(CSSRule(selector: ".rg", declarations: [CSSDeclaration("top", "0")]))]),
        ])
        #expect(sheet.render(.lines) == """
        /* ripplegen: Ring, loop */
        rg-c:not(#_#_){inset:0;>i{all:unset;--3:(.6*var(--W));&:nth-child(2){animation-delay:.15s}\
        @media (prefers-reduced-motion:reduce){&{animation-play-state:paused}}@media (forced-colors:active){color:CanvasText}}}
        @media (scripting:none){.rg{top:0}}

        """)
        #expect(sheet.render(.compact).hasSuffix("}}}@media(scripting:none){.rg{top:0}}"), "no line breaks, no space after @media")
        #expect(sheet.render(.pretty) == """
        /* ripplegen: Ring, loop */
        rg-c:not(#_#_) { inset: 0;
          > i { all: unset; --3: (.6*var(--W));
            &:nth-child(2) { animation-delay: .15s; }
            @media (prefers-reduced-motion: reduce) {
              & { animation-play-state: paused; }
            }
            @media (forced-colors: active) { color: CanvasText; }
          }
        }
        @media (scripting: none) {
          .rg { top: 0; }
        }

        """)
    }

    @Test func importantDeclarations() {
        let sheet = StyleSheet([.rule(CSSRule(selector: "i", declarations: [CSSDeclaration("inset", "0", important: true), CSSDeclaration("top", "0")]))])
        #expect(sheet.render(.compact) == "i{inset:0!important;top:0}")
        #expect(sheet.render(.pretty) == "i { inset: 0 !important; top: 0; }\n")
    }

    /// Frames sharing their declarations share a selector list; `to` ends a compact one, and the lines
    /// layout drops a percentage's leading zero as the web sheets do.
    @Test func keyframeSelectorLists() {
        let sheet = StyleSheet([.keyframes(name: "k", frames: [
            CSSKeyframe(offsets: [0, 0.005], declarations: [CSSDeclaration("opacity", "0")]),
            CSSKeyframe(offsets: [0.3478, 1], declarations: [CSSDeclaration("opacity", "1")]),
        ])])
        #expect(sheet.render(.lines) == "@keyframes k{0%,.5%{opacity:0}34.78%,to{opacity:1}}\n")
        #expect(sheet.render(.compact) == "@keyframes k{0%,0.5%{opacity:0}34.78%,to{opacity:1}}")
        #expect(sheet.render(.pretty) == "@keyframes k {\n  0%, 0.5% { opacity: 0; }\n  34.78%, 100% { opacity: 1; }\n}\n")
    }

    struct CommentCase: Sendable, CustomTestStringConvertible {
        let text: String
        let written: String
        var testDescription: String { written }
    }

    static let comments: [CommentCase] = [
        CommentCase(text: "a */ b{color:red}", written: "a * / b{color:red}"),
        CommentCase(text: "</style><script>", written: "< /style><script>"),
        CommentCase(text: "x]]>y ]]]>", written: "x]] >y ]]] >"),
        CommentCase(text: "one\ntwo\r\nthree\u{2028}four", written: "one two three four"),
        // A combining mark joins `/` into one Character, but the CSS parser still ends the comment there.
        CommentCase(text: "*/\u{301}", written: "* /\u{301}"),
        CommentCase(text: "**//", written: "** //"),
    ]

    /// A comment can end neither itself, nor a `<style>` element, nor a CDATA section, and stays on one line.
    @Test(arguments: comments)
    func commentsCannotEndEarly(_ item: CommentCase) {
        #expect(CSSText.comment(item.text).unicodeScalars.elementsEqual(item.written.unicodeScalars))
        #expect(StyleSheet([.comment(item.text)]).render(.lines).unicodeScalars.elementsEqual("/* \(item.written) */\n".unicodeScalars))
    }

    @Test(arguments: ["--W", "--3", "--r", "--rg_a-b"])
    func acceptsCustomProperties(_ name: String) {
        #expect(CSSText.isCustomProperty(name))
    }

    @Test(arguments: ["--", "-x", "--a;", "--a:b", "--é", "W"])
    func rejectsCustomProperties(_ name: String) {
        #expect(!CSSText.isCustomProperty(name))
    }

    /// Selector parts whose names are not identifiers, or whose arguments could not match, are refused
    /// (their selectors trap when built).
    @Test func invalidSelectorParts() {
        #expect(!CSSSelectorPart.className("a{").isValid)
        #expect(!CSSSelectorPart.element("a b").isValid)
        #expect(!CSSSelectorPart.attribute("u", includes: "a]").isValid)
        #expect(!CSSSelectorPart.nthChild(0).isValid)
        #expect(!CSSSelectorPart.not([.child, .element("i")]).isValid, "a relative selector in :not()")
        #expect(!CSSSelectorPart.where([.element("i"), .before]).isValid, "a pseudo-element in :where()")
        #expect(CSSSelectorPart.not([.id("_"), .id("_")]).isValid)
        #expect(CSSSelectorPart.has([.child, .element("i")]).isValid, "a relative selector in :has()")
        #expect(!CSSSelectorPart.has([.child, .element("i"), .after]).isValid, "a pseudo-element in :has()")
    }
}
