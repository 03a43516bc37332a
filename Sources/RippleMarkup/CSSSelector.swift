/// A selector list, `a, b`: typed parts from identifiers, so no selector can hold what would end a rule.
///
/// An array literal of parts is a list of one complex selector: `[.element("i"), .before]` is `i::before`.
package struct CSSSelector: Equatable, Sendable, ExpressibleByArrayLiteral {
    /// The complex selectors of the list, in output order.
    package let alternatives: [CSSComplexSelector]

    /// Creates a selector list.
    package init(_ alternatives: [CSSComplexSelector]) {
        precondition(!alternatives.isEmpty, "an empty selector list")
        self.alternatives = alternatives
    }

    /// Creates a list of one complex selector.
    package init(_ complex: CSSComplexSelector) {
        self.init([complex])
    }

    /// Creates a list of one complex selector from its parts.
    package init(arrayLiteral parts: CSSSelectorPart...) {
        self.init(CSSComplexSelector(parts))
    }

    /// A simple selector's text: `.ident`, `#ident` or a plain element name.
    init(simple text: String) {
        let name = String(text.dropFirst())
        switch text.first {
        case ".": self = [.className(name)]
        case "#": self = [.id(name)]
        default: self = [.element(text)]
        }
    }

    /// Whether some alternative starts with a combinator (`> i`): only a nested rule may say that.
    package var isRelative: Bool { alternatives.contains(where: \.isRelative) }
}

/// Compound selectors joined by combinators, as their parts in order: `rg-c:not(#_#_)>i::before` is
/// `[.element("rg-c"), .not([.id("_"), .id("_")]), .child, .element("i"), .before]`.
package struct CSSComplexSelector: Equatable, Sendable, ExpressibleByArrayLiteral {
    /// The parts in output order.
    package let parts: [CSSSelectorPart]

    /// Creates a complex selector; the parts are checked: no empty compound, a combinator only between
    /// compounds (or first, for a relative selector), an element name only at a compound's start, a
    /// pseudo-element only at the end, names that are identifiers.
    package init(_ parts: [CSSSelectorPart]) {
        precondition(!parts.isEmpty && parts.last != .child, "an empty compound selector")
        for (index, part) in parts.enumerated() {
            let start = index == 0 || parts[index - 1] == .child
            precondition(part.isValid, "invalid selector part \(part)")
            precondition(part != .child || index == 0 || parts[index - 1] != .child, "two combinators in a row")
            if case .element = part { precondition(start, "an element name inside a compound selector") }
            if part.isPseudoElement { precondition(index == parts.count - 1, "a pseudo-element before the end") }
        }
        self.parts = parts
    }

    /// Creates a complex selector from its parts.
    package init(arrayLiteral parts: CSSSelectorPart...) {
        self.init(parts)
    }

    /// This selector, then `>` and `parts`: what matches `parts` among the children of what this matches.
    package func child(_ parts: [CSSSelectorPart]) -> CSSComplexSelector {
        CSSComplexSelector(self.parts + [.child] + parts)
    }

    /// Whether the selector starts with a combinator.
    package var isRelative: Bool { parts.first == .child }
}

/// One part of a complex selector: a simple selector, a pseudo-element or a combinator.
package enum CSSSelectorPart: Equatable, Sendable {
    /// An element name, `i` (a compound's first part).
    case element(String)
    /// `&`: what the enclosing rule matched (CSS nesting).
    case nesting
    /// `.name`.
    case className(String)
    /// `#name`.
    case id(String)
    /// `[name]`, or `[name~=word]` with `includes`: the attribute is a list of words containing `word`.
    case attribute(String, includes: String? = nil)
    /// `:active`.
    case active
    /// `:nth-child(K)`, K from 1; nil is `:nth-child(n)` (every child, with a pseudo-class's weight).
    case nthChild(Int?)
    /// `:not(list)`; its weight is the heaviest alternative's.
    case not(CSSSelector)
    /// `:where(list)`; its weight is zero.
    case `where`(CSSSelector)
    /// `:has(list)`: an element with a relative match (`:has(> name)`: a child named so).
    case has(CSSSelector)
    /// `::before`.
    case before
    /// `::after`.
    case after
    /// The child combinator, `>`.
    case child

    var isPseudoElement: Bool { self == .before || self == .after }

    /// Whether the part's names are identifiers and its arguments hold complete, non-relative selectors
    /// without pseudo-elements (which `:not()` and `:where()` cannot match; `:has()` takes relative ones).
    var isValid: Bool {
        switch self {
        case .element(let name), .className(let name), .id(let name):
            return CSSText.isIdentifier(name)
        case .attribute(let name, let word):
            return CSSText.isIdentifier(name) && (word.map(CSSText.isIdentifier) ?? true)
        case .nthChild(let index):
            return (index ?? 1) >= 1
        case .not(let list), .where(let list):
            return list.alternatives.allSatisfy { !$0.isRelative && !($0.parts.last?.isPseudoElement ?? false) }
        case .has(let list):
            return list.alternatives.allSatisfy { !($0.parts.last?.isPseudoElement ?? false) }
        case .nesting, .active, .before, .after, .child:
            return true
        }
    }
}
