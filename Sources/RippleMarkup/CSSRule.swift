/// A style rule: a selector, its declarations, then the rules and `@media` nested in it (CSS nesting, where
/// `&` is the element the rule matched).
package struct CSSRule: Equatable, Sendable {
    /// The selector.
    package var selector: CSSSelector
    /// Declarations in output order.
    package var declarations: [CSSDeclaration]
    /// Rules and `@media` nested in this one, after the declarations (no `@keyframes`: they cannot nest).
    package var nested: [CSSStatement]

    /// Creates a rule.
    ///
    /// - Parameters:
    ///   - selector: the selector; a relative one (`> i`) only makes sense nested, which the writer checks.
    ///   - declarations: the declarations, in output order.
    ///   - nested: rules and `@media` statements nested in this one.
    package init(_ selector: CSSSelector, declarations: [CSSDeclaration] = [], nested: [CSSStatement] = []) {
        precondition(nested.allSatisfy(\.canNest), "a @keyframes rule cannot be nested in a style rule")
        self.selector = selector
        self.declarations = declarations
        self.nested = nested
    }

    /// Creates a rule from a simple selector's text: `.ident`, `#ident` or a plain element name.
    package init(selector: String, declarations: [CSSDeclaration]) {
        self.init(CSSSelector(simple: selector), declarations: declarations)
    }
}

extension CSSStatement {
    /// Whether the statement may stand inside a style rule.
    var canNest: Bool {
        if case .keyframes = self { return false }
        return true
    }
}

/// One frame of a `@keyframes` rule: one or more offsets sharing the same declarations
/// (`33.33%,to{opacity:1}`).
package struct CSSKeyframe: Equatable, Sendable {
    /// The offsets 0…1, written as percentages (the compact layouts write `to` for 1).
    package var offsets: [Double]
    /// Declarations in output order.
    package var declarations: [CSSDeclaration]

    /// Creates a keyframe at one offset.
    package init(offset: Double, declarations: [CSSDeclaration]) {
        self.init(offsets: [offset], declarations: declarations)
    }

    /// Creates a keyframe at several offsets (a keyframe selector list).
    package init(offsets: [Double], declarations: [CSSDeclaration]) {
        precondition(!offsets.isEmpty && offsets.allSatisfy { $0 >= 0 && $0 <= 1 }, "keyframe offset out of range")
        self.offsets = offsets
        self.declarations = declarations
    }
}

/// `property: value`, optionally `!important`.
package struct CSSDeclaration: Equatable, Sendable {
    /// A lower-case CSS property name, or a custom property (`--name`).
    package var property: String
    /// A value free of statement-ending characters.
    package var value: String
    /// Whether the declaration is `!important` (beats every normal declaration and every animation).
    package var important: Bool

    /// Creates a declaration; both parts are checked.
    package init(_ property: String, _ value: String, important: Bool = false) {
        precondition(CSSText.isProperty(property) || CSSText.isCustomProperty(property), "invalid CSS property \(property)")
        precondition(CSSText.isSafeValue(value), "unsafe CSS value \(value)")
        self.property = property
        self.value = value
        self.important = important
    }
}
