/// A directive of the script's readable sources, written as a block comment that starts with `@`. The
/// sources are templates: what differs between scripts (a held press or a tap, reduced motion slowed or
/// not, a drag-out fade, the number of layers) is chosen where it is, in the source, by these.
enum ScriptDirective: Equatable, Sendable {
    /// `/*@if NAME*/`: what follows, up to `/*@else*/` or `/*@end*/`, only when the flag `NAME` is set.
    case ifSet(String)
    /// `/*@else*/`: what follows, up to `/*@end*/`, only when the flag is not set.
    case otherwise
    /// `/*@repeat NAME*/`: what follows, up to `/*@end*/`, `NAME` times, separated by commas.
    case repeated(String)
    /// `/*@slot NAME*/`: the text given for `NAME` (a number the script is made with).
    case slot(String)
    /// `/*@end*/`: closes `if` or `repeat`.
    case end

    /// Reads the text of a directive comment after its `@` (`if held`, `end`).
    init?(_ text: String) {
        let words = text.split(separator: " ").map(String.init)
        switch (words.first, words.count) {
        case ("if", 2): self = .ifSet(words[1])
        case ("else", 1): self = .otherwise
        case ("repeat", 2): self = .repeated(words[1])
        case ("slot", 2): self = .slot(words[1])
        case ("end", 1): self = .end
        default: return nil
        }
    }
}

/// A minified script with its directives still in it: `ScriptMinifier` makes one from a readable source
/// (checked in as `WebScriptPart+Templates.swift`), and `expand` makes each script from it, so that
/// writing a script costs string joins only.
struct ScriptTemplate: Equatable, Sendable {
    indirect enum Node: Equatable, Sendable {
        case text(String)
        case choice(flag: String, then: [Node], otherwise: [Node])
        case repeated(count: String, body: [Node])
        case slot(String)
    }

    /// What one script is made with: the flags that are set, the counts of `repeat` and the texts of `slot`.
    struct Context: Equatable, Sendable {
        var flags: Set<String> = []
        var counts: [String: Int] = [:]
        var slots: [String: String] = [:]
    }

    var nodes: [Node]

    /// The script for `context`. A flag that is not given is not set, a count that is not given is 0 and a
    /// slot that is not given is empty (`names` lists what a template reads, so tests hold each template
    /// to what its caller gives).
    func expand(_ context: Context) -> String {
        var out = ""
        Self.expand(nodes, context, into: &out)
        return out
    }

    /// Every flag, count and slot name the template reads, sorted.
    var names: [String] {
        var found = Set<String>()
        func walk(_ nodes: [Node]) {
            for node in nodes {
                switch node {
                case .text: break
                case .choice(let flag, let then, let otherwise): found.insert(flag); walk(then); walk(otherwise)
                case .repeated(let count, let body): found.insert(count); walk(body)
                case .slot(let name): found.insert(name)
                }
            }
        }
        walk(nodes)
        return found.sorted()
    }

    private static func expand(_ nodes: [Node], _ context: Context, into out: inout String) {
        for node in nodes {
            switch node {
            case .text(let text):
                join(text, to: &out)
            case .choice(let flag, let then, let otherwise):
                expand(context.flags.contains(flag) ? then : otherwise, context, into: &out)
            case .repeated(let count, let body):
                for index in 0..<max(0, context.counts[count] ?? 0) {
                    if index > 0 { out += "," }
                    expand(body, context, into: &out)
                }
            case .slot(let name):
                join(context.slots[name] ?? "", to: &out)
            }
        }
    }

    /// Appends a piece, with the space the minifier could not decide at a directive when the text on either
    /// side turns out to need one (two words, `+ +`, `- -`, or a `/` before `/` or `*`).
    private static func join(_ text: String, to out: inout String) {
        if let last = out.utf8.last, let first = text.utf8.first, ScriptMinifier.needsSpace(last, first) { out += " " }
        out += text
    }
}
