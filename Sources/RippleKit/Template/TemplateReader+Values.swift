import RippleJSON

/// The template's values that are not objects: quantities, repeat counts, origins and option strings.
extension TemplateReader {
    /// A JSON number or an expression string.
    static func quantity(_ node: JSONNode) throws(SpecError) -> Quantity {
        switch node.value.kind {
        case .number(let number, _):
            return Quantity(number)
        case .string(let text):
            do {
                return Quantity(expression: try Expression(parsing: text))
            } catch {
                // A hostile expression can be long: quote its start only.
                let quoted = text.count > 48 ? text.prefix(48) + "…" : Substring(text)
                throw node.error("expression '\(quoted)': \(error)")
            }
        default:
            throw node.mismatch("a number or a string")
        }
    }

    /// A quantity or an array of them.
    static func quantities(_ node: JSONNode) throws(SpecError) -> Quantities {
        switch node.value.kind {
        case .array: return Quantities(values: try node.array(quantity))
        case .number, .string: return Quantities(values: [try quantity(node)])
        default: throw node.mismatch("a number, a string or an array")
        }
    }

    /// A number or `"indefinite"`.
    static func repeatValue(_ node: JSONNode) throws(SpecError) -> RepeatValue {
        switch node.value.kind {
        case .number(let count, _): return RepeatValue(value: .count(count))
        case .string("indefinite"): return RepeatValue(value: .indefinite)
        case .string: throw node.error("expected a number or \"indefinite\"")
        default: throw node.mismatch("a number or a string")
        }
    }

    /// `"center"` or `[x, y]`.
    static func origin(_ node: JSONNode) throws(SpecError) -> OriginValue {
        switch node.value.kind {
        case .string("center"): return OriginValue(point: nil)
        case .string: throw node.error("expected \"center\" or [x, y]")
        case .array: return OriginValue(point: try node.array(quantity))
        default: throw node.mismatch("a string or an array")
        }
    }

    /// A string read by one of the model's option parsers (`ShapeOption.parse`), its error placed at the value.
    static func option<Option>(
        _ parse: @escaping (String) throws(StyleError) -> Option
    ) -> (JSONNode) throws(SpecError) -> Option {
        { (node: JSONNode) throws(SpecError) -> Option in
            let text = try JSONNode.string(node)
            do throws(StyleError) {
                return try parse(text)
            } catch {
                throw node.error(error.message)
            }
        }
    }
}
