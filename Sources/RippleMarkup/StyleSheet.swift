/// A CSS style sheet as typed statements: inside an SVG document's `<style>` (a CDATA section, or plain
/// character data when compact) or as a file of its own (the web format's sheet).
///
/// This is the only content ripplegen writes unescaped, so it is built from checked parts: selectors are
/// typed (`CSSSelector`) from identifiers, property names are lower-case CSS names or custom properties,
/// media queries are a feature and an identifier, and values may not contain anything that could end a
/// declaration, a block, the CDATA section or the element (`; { } < > \ " '` and line breaks); comments
/// are rewritten so that they cannot end early. A part that breaks these rules is a programming error
/// (serializers build values from numbers and parsed colours), so it traps instead of being written.
package struct StyleSheet: Equatable, Sendable {
    /// The statements in output order.
    package var statements: [CSSStatement]

    /// Creates a style sheet.
    package init(_ statements: [CSSStatement] = []) {
        self.statements = statements
    }

    /// How a sheet is written.
    package enum Layout: Sendable {
        /// One rule per line, indented: readable diffs for golden documents.
        case pretty
        /// No optional whitespace at all, the shortest spellings (`to` for `100%`, `@media(…)`): a minified
        /// document's `<style>`.
        case compact
        /// Compact statements, each top-level one on a line of its own: a sheet served as a file, short as
        /// written and still readable in a diff. Spelled as the web format's sheets have always been
        /// (`@media (…)` keeps its space, percentages drop their leading zero like every number there),
        /// so that their bytes, which pages and budgets pin, do not move.
        case lines
    }
}

/// A CSS statement: at the top level of a sheet, inside `@media`, or nested in a rule (CSS nesting).
package enum CSSStatement: Equatable, Sendable {
    /// `selector { declarations nested }`.
    case rule(CSSRule)
    /// `@keyframes name { frames }` (top level or in `@media` only).
    case keyframes(name: String, frames: [CSSKeyframe])
    /// `@media query { declarations statements }`. Declarations directly inside are for a `@media` nested
    /// in a rule, where they apply to the rule's own elements.
    case media(query: CSSMediaQuery, declarations: [CSSDeclaration] = [], statements: [CSSStatement] = [])
    /// `/* text */`; the text is made safe when written (`CSSText.comment`).
    case comment(String)
}

/// One media feature in parentheses, `(forced-colors: active)`, or alone in a boolean context,
/// `(forced-colors)` (true exactly when the value is not `none`: Media Queries 5).
package struct CSSMediaQuery: Equatable, Sendable {
    /// A lower-case feature name, `prefers-reduced-motion`.
    package var feature: String
    /// An identifier, `reduce`; nil for the boolean form.
    package var value: String?

    /// Creates a query; both parts are checked.
    package init(_ feature: String, _ value: String? = nil) {
        precondition(CSSText.isProperty(feature) && !feature.hasPrefix("-"), "invalid media feature \(feature)")
        precondition(value.map(CSSText.isIdentifier) ?? true, "invalid media feature value \(value ?? "")")
        self.feature = feature
        self.value = value
    }

    /// `(prefers-reduced-motion: reduce)`, or the boolean form.
    package static func reducedMotion(boolean: Bool = false) -> CSSMediaQuery {
        CSSMediaQuery("prefers-reduced-motion", boolean ? nil : "reduce")
    }

    /// `(forced-colors: active)`, or the boolean form.
    package static func forcedColors(boolean: Bool = false) -> CSSMediaQuery {
        CSSMediaQuery("forced-colors", boolean ? nil : "active")
    }

    /// `(scripting: none)`: a page where scripts do not run.
    package static let noScripting = CSSMediaQuery("scripting", "none")
}
