import Foundation
import RippleKit
import RippleMarkup
@testable import RippleSerializers
import RippleTemplates
import Testing

/// `WebLoopRules`: a looping decoration's rules that come from the template. The ring is pinned (a sized
/// ring following the element's outline); both decorations are held to the structural properties (keyframes
/// named in order and all used, custom properties defined before they are read, balanced text).
struct WebLoopRulesTests {
    static func rules(_ style: String, className: String? = nil) throws -> WebLoopRules {
        let template = try #require(try BuiltinStyles.template(named: style))
        return WebLoopRules(program: try template.pressProgram(), className: className ?? "rg-\(style)")
    }

    /// The rules as the sheet writes them, one statement a line: the layers' rule nested in a container's
    /// (`c{>i{…}}`: a relative selector stands only in a nested rule), then the `@keyframes`.
    static func lines(_ rules: WebLoopRules, paint: String, still: Double? = nil) -> [String] {
        let written = rules.rules(paint: paint, still: still)
        let sheet = StyleSheet([.rule(CSSRule([.element("c")], nested: [.rule(written.layers)]))] + written.keyframes)
        return sheet.render(.lines).split(separator: "\n").map(String.init)
    }

    /// Statements as text, each on its own.
    static func text(_ statements: [CSSStatement]) -> [String] {
        statements.map { StyleSheet([$0]).render(.compact) }
    }

    struct PinnedCase: Sendable, CustomTestStringConvertible {
        let style: String
        let strokes: Bool
        /// Fragments of the rules' text, in order.
        let fragments: [String]
        var testDescription: String { style }
    }

    static let pinned: [PinnedCase] = [
        PinnedCase(style: "ring", strokes: true, fragments: [
            // A loop's layers are one block, nested in the container's rule by the sheet; a ring follows the
            // element's outline (its border-radius, through the container's).
            "all:unset;position:absolute;border-radius:inherit;color:PAINT;",
            // A ring is a sized border box half a stroke wider on each side, following the element's size.
            "width:calc(1px*2*(var(--W)/2 + 2));height:calc(1px*2*(var(--H)/2 + 2))", "box-sizing:border-box;border:4px solid",
            "animation:rg-ring-0 .7s linear infinite",
            "@keyframes rg-ring-0{0%{scale:1;opacity:1;animation-timing-function:cubic-bezier(0,0,.58,1)}to{scale:2;opacity:0}}",
        ]),
        PinnedCase(style: "pulse", strokes: false, fragments: [
            "all:unset;position:absolute;border-radius:50%;background:PAINT;",
        ]),
    ]

    @Test(arguments: pinned)
    func pinnedStyles(_ item: PinnedCase) throws {
        let rules = try Self.rules(item.style)
        #expect(rules.strokes == item.strokes && rules.fills == !item.strokes)
        let text = Self.lines(rules, paint: "PAINT").joined(separator: "\n")
        TextFragments.expectInOrder(item.fragments, in: text)
    }

    static let styles = ["ring", "pulse"]

    /// Every animation an `animation` list names is a `@keyframes` of the rules, named `CLASS-0`, `CLASS-1`…
    /// in order, and every `@keyframes` is used.
    @Test(arguments: styles)
    func keyframesAreNamedInOrderAndAllUsed(_ style: String) throws {
        let lines = Self.lines(try Self.rules(style, className: "btn"), paint: "red")
        let defined = lines.compactMap { line -> String? in
            guard line.hasPrefix("@keyframes ") else { return nil }
            return String(line.dropFirst(11).prefix { $0 != "{" })
        }
        #expect(defined == defined.indices.map { "btn-\($0)" })
        // Named in an `animation` list (followed by its duration) or in `animation-name` (pulse's rings).
        let named = Set(lines.flatMap { Self.matches(of: #"btn-[0-9]+(?=[ ,;}])"#, in: $0) })
        #expect(named == Set(defined))
        #expect(!lines.joined().contains("rg-"), "the class is the one given")
    }

    /// Every custom property a rule reads is an input of the script (`--W`, `--H`, `--px`, `--py`)
    /// or defined on the layers, and every definition is read.
    @Test(arguments: styles)
    func customPropertiesAreDefinedAndRead(_ style: String) throws {
        let text = Self.lines(try Self.rules(style), paint: "red").joined(separator: "\n")
        let read = Set(Self.matches(of: #"(?<=var\(--)[A-Za-z0-9]+"#, in: text))
        let defined = Set(Self.matches(of: #"(?<=[;{]--)[A-Za-z0-9]+(?=:)"#, in: text))
        #expect(read.subtracting(defined).isSubset(of: ["W", "H", "px", "py"]), "\(read.subtracting(defined).sorted())")
        #expect(defined.isSubset(of: read), "defined and never read: \(defined.subtracting(read).sorted())")
    }

    @Test(arguments: styles)
    func everyRuleIsBalanced(_ style: String) throws {
        for line in Self.lines(try Self.rules(style), paint: "red") {
            var depth = (brace: 0, paren: 0)
            for character in line {
                switch character {
                case "{": depth.brace += 1
                case "}": depth.brace -= 1
                case "(": depth.paren += 1
                case ")": depth.paren -= 1
                default: break
                }
                #expect(depth.brace >= 0 && depth.paren >= 0, "\(line)")
            }
            #expect(depth == (0, 0), "\(line)")
        }
    }

    /// A loop under reduced motion: one rule per layer, paused at a still frame (one rule for rings that
    /// share their timing, each ring's delay in its `--r`), slowed, or none.
    @Test(arguments: ["ring", "pulse"])
    func loopReducedMotionHasOneRulePerLayer(_ style: String) throws {
        let rules = try Self.rules(style)
        let layers = rules.program.layers.count
        #expect(Self.text(rules.loopReducedMotion(.none, calm: 0.2)).isEmpty)
        let still = Self.text(rules.loopReducedMotion(.still(at: nil), calm: 0.2))
        #expect(still.count == (style == "pulse" ? 1 : layers) && still.allSatisfy { $0.contains("animation-play-state:paused") })
        let slow = Self.text(rules.loopReducedMotion(.slow(factor: 4), calm: 0.2))
        // Nested in the layers' block: `&` is a layer.
        #expect(slow.count == layers && slow.allSatisfy { $0.hasPrefix("&") && $0.contains("animation-duration:") })
        if style == "ring" {
            // 700 ms four times slower; the still frame at 0.2 s is a delay of -200 ms.
            #expect(slow == ["&{animation-duration:2.8s;animation-delay:0s}"])
            #expect(still == ["&{animation-play-state:paused;animation-delay:-.2s}"])
        }
    }

    /// The pulse's rings: their shared timing and their spring said once, the boxes and rest values they
    /// share once, the first ring's own declarations with them, and each ring's still-frame delay (`--r`)
    /// its delay less the still frame's time.
    @Test func pulseRingsShareTheirTimingAndSpring() throws {
        let rules = try Self.rules("pulse")
        let text = Self.lines(rules, paint: "red", still: 0.91).joined(separator: "\n")
        let spring = SpringCurve.linear(response: 0.5)
        #expect(text.components(separatedBy: spring).count == 2, "the spring's linear() once")
        #expect(text.contains(";animation-duration:2.3s;animation-timing-function:\(spring);animation-iteration-count:infinite"))
        #expect(text.components(separatedBy: "width:").count == 2, "one box for the three rings")
        #expect(text.components(separatedBy: ";opacity:0;").count == 2, "one rest frame for the three rings (transparent: no scale)")
        #expect(text.contains(";animation-name:rg-pulse-0,rg-pulse-1;--r:-.91s;&:nth-child(2){"), "the first ring's own, with all")
        for (ring, delay) in [(2, "-.76s"), (3, "-.61s")] {
            #expect(text.contains("&:nth-child(\(ring)){animation-name:rg-pulse-\(2 * ring - 2),rg-pulse-\(2 * ring - 1)"))
            #expect(text.contains("--r:\(delay)"))
        }
        #expect(!text.contains("nth-child(1)"))
        // The extension's end is the number S·s for each ring (S = 1/0.6·2 + 0.1).
        for end in ["3.4333", "2.9183", "2.4033"] { #expect(text.contains("to{scale:\(end)}")) }
        // No spring left in pieces: every keyframe's own easing is the main curve's (or a cut of it).
        #expect(!text.contains("cubic-bezier(.3333,"))
    }

    private static func matches(of pattern: String, in text: String) -> [String] {
        let regex = try! NSRegularExpression(pattern: pattern)
        return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { Range($0.range, in: text).map { String(text[$0]) } }
    }
}
