import RippleJSON

extension StyleTemplate {
    /// Reads a template from a parsed spec file (see `TemplateReader`).
    package init(json node: JSONNode) throws(SpecError) {
        self = try TemplateReader.template(node)
    }
}

/// Reads every template type from the parsed JSON tree, one reader per type, each listing its object's
/// whole schema (see `Templates/README.md` and `JSONNode.object(keys:_:)`).
///
/// Choices (`kind`, `paint`, `fill`, `shape`, `clip`) become enums here, so a bad value is reported at
/// its line and column when the file is read, not later by resolution.
enum TemplateReader {
    typealias T = StyleTemplate
    static let string = JSONNode.string, number = JSONNode.number

    static func template(_ node: JSONNode) throws(SpecError) -> T {
        try node.object(keys: ["name", "summary", "source", "defaults", "parameters", "curves", "variables", "layers", "press"]) { f throws(SpecError) in
            T(name: try f.required("name", string), summary: try f.required("summary", string), source: try f.required("source", string),
              defaults: try f.required("defaults", defaults), parameters: try f.optional("parameters", JSONNode.array(parameter, bound: SpecBounds.definitions)),
              curves: try f.optional("curves", JSONNode.array(curve, bound: SpecBounds.definitions)), variables: try f.optional("variables", JSONNode.array(variable, bound: SpecBounds.definitions)),
              layers: try f.required("layers", JSONNode.array(layer, bound: SpecBounds.layerEntries)), press: try f.optional("press", press))
        }
    }

    static func press(_ node: JSONNode) throws(SpecError) -> T.PressTemplate {
        try node.object(keys: ["release", "dragFade"]) { f throws(SpecError) in
            T.PressTemplate(release: try f.optional("release", string), dragFade: try f.optional("dragFade", seconds))
        }
    }

    /// A number of seconds from 0 to `Timing.maximumSeconds`, refused at its line and column when read.
    static func seconds(_ node: JSONNode) throws(SpecError) -> Double {
        let value = try number(node)
        guard value >= 0, value <= Timing.maximumSeconds else {
            throw node.error("must be from 0 to \(Int(Timing.maximumSeconds)) s (got \(StyleError.text(value)))")
        }
        return value
    }

    static func defaults(_ node: JSONNode) throws(SpecError) -> T.Defaults {
        let keys = ["size", "color", "opacity", "strokeWidth", "duration", "delay", "repeat", "fill", "easing", "origin", "shape", "clip"]
        return try node.object(keys: keys) { f throws(SpecError) in
            T.Defaults(size: try f.required("size", JSONNode.array(number)), color: try f.required("color", string),
                       opacity: try f.optional("opacity", number), strokeWidth: try f.optional("strokeWidth", number),
                       duration: try f.required("duration", quantity), delay: try f.optional("delay", number),
                       repeat: try f.required("repeat", repeatValue), fill: try f.optional("fill", JSONNode.choice(FillMode.self)),
                       easing: try f.required("easing", string), origin: try f.optional("origin", origin),
                       shape: try f.optional("shape", option(ShapeOption.parse)), clip: try f.optional("clip", option(ClipOption.parse)))
        }
    }

    static func variable(_ node: JSONNode) throws(SpecError) -> T.Variable {
        try node.object(keys: ["name", "value"]) { f throws(SpecError) in
            T.Variable(name: try f.required("name", string), value: try f.required("value", quantity))
        }
    }

    static func curve(_ node: JSONNode) throws(SpecError) -> T.NamedCurve {
        try node.object(keys: ["name", "curve"]) { f throws(SpecError) in
            T.NamedCurve(name: try f.required("name", string), curve: try f.required("curve", string))
        }
    }

    static func parameter(_ node: JSONNode) throws(SpecError) -> T.Parameter {
        try node.object(keys: ["name", "flag", "kind", "default", "min", "max", "help", "choices", "aliases"]) { f throws(SpecError) in
            T.Parameter(name: try f.required("name", string), flag: try f.required("flag", string),
                        kind: try f.required("kind", JSONNode.choice(T.ParameterKind.self)), default: try f.required("default", parameterDefault),
                        min: try f.optional("min", number), max: try f.optional("max", number), help: try f.required("help", string),
                        choices: try f.optional("choices", JSONNode.array(choice, bound: SpecBounds.definitions)), aliases: try f.optional("aliases", JSONNode.array(alias, bound: SpecBounds.definitions)))
        }
    }

    /// A number, or a string that is a choice name or an expression.
    static func parameterDefault(_ node: JSONNode) throws(SpecError) -> T.ParameterDefault {
        switch node.value.kind {
        case .number(let number, _): return T.ParameterDefault(quantity: Quantity(number))
        case .string(let text): return T.ParameterDefault(quantity: try? quantity(node), choice: text)
        default: throw node.mismatch("a number or a string")
        }
    }

    static func choice(_ node: JSONNode) throws(SpecError) -> T.Choice {
        try node.object(keys: ["name", "help", "color", "clip", "variables", "curves"]) { f throws(SpecError) in
            T.Choice(name: try f.required("name", string), help: try f.optional("help", string), color: try f.optional("color", string),
                     clip: try f.optional("clip", option(ClipOption.parse)), variables: try f.optional("variables", JSONNode.array(variable, bound: SpecBounds.definitions)),
                     curves: try f.optional("curves", JSONNode.array(curve, bound: SpecBounds.definitions)))
        }
    }

    static func alias(_ node: JSONNode) throws(SpecError) -> T.Alias {
        try node.object(keys: ["flag", "choice"]) { f throws(SpecError) in
            T.Alias(flag: try f.required("flag", string), choice: try f.required("choice", string))
        }
    }

    static func layer(_ node: JSONNode) throws(SpecError) -> T.LayerTemplate {
        let keys = ["count", "variables", "shape", "size", "paint", "alpha", "center", "delay", "rest", "tracks"]
        return try node.object(keys: keys) { f throws(SpecError) in
            T.LayerTemplate(count: try f.optional("count", quantity), variables: try f.optional("variables", JSONNode.array(variable, bound: SpecBounds.definitions)),
                            shape: try f.optional("shape", JSONNode.choice(T.ShapeKind.self)), size: try f.required("size", JSONNode.array(quantity)),
                            paint: try f.required("paint", JSONNode.choice(T.PaintKind.self)), alpha: try f.optional("alpha", quantity),
                            center: try f.required("center", JSONNode.array(quantity)), delay: try f.optional("delay", quantity),
                            rest: try f.optional("rest", rest), tracks: try f.required("tracks", tracks))
        }
    }

    static func rest(_ node: JSONNode) throws(SpecError) -> T.RestTemplate {
        try node.object(keys: ["scale", "opacity"]) { f throws(SpecError) in
            T.RestTemplate(scale: try f.optional("scale", quantity), opacity: try f.optional("opacity", quantity))
        }
    }

    static func tracks(_ node: JSONNode) throws(SpecError) -> T.TracksTemplate {
        try node.object(keys: ["scale", "opacity", "translate", "strokeWidth"]) { f throws(SpecError) in
            T.TracksTemplate(scale: try f.optional("scale", JSONNode.array(segment, bound: SpecBounds.segments)), opacity: try f.optional("opacity", JSONNode.array(segment, bound: SpecBounds.segments)),
                             translate: try f.optional("translate", JSONNode.array(segment, bound: SpecBounds.segments)),
                             strokeWidth: try f.optional("strokeWidth", JSONNode.array(segment, bound: SpecBounds.segments)))
        }
    }

    static func segment(_ node: JSONNode) throws(SpecError) -> T.SegmentTemplate {
        try node.object(keys: ["at", "dur", "from", "to", "easing", "when"]) { f throws(SpecError) in
            T.SegmentTemplate(at: try f.required("at", quantity), dur: try f.optional("dur", quantity), from: try f.optional("from", quantities),
                              to: try f.required("to", quantities), easing: try f.optional("easing", string), when: try f.optional("when", quantity))
        }
    }
}
