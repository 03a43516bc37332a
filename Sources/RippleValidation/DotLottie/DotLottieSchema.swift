import RippleJSON

/// What the dotLottie schemas share: problems kept with their JSON paths, and the checks of one member.
protocol DotLottieSchema {
    var problems: [(path: String, message: String)] { get set }
}

extension DotLottieSchema {
    mutating func report(_ path: String, _ message: String) {
        problems.append((path, message))
    }

    /// Member `key` of `object` (at `path`), reported when missing and `required`, or of the wrong kind.
    mutating func member(_ object: JSONValue, _ key: String, at path: String, required: Bool = true, kind: String) -> JSONValue? {
        let here = path.isEmpty ? key : "\(path).\(key)"
        guard let value = object[key] else {
            if required { report(path, "missing member '\(key)' (\(kind))") }
            return nil
        }
        let matches = switch kind {
        case "a string": value.string != nil
        case "a boolean": value.bool != nil
        case "a number": value.number != nil
        case "an array": value.array != nil
        case "an object": value.object != nil
        default: true
        }
        guard matches else {
            report(here, "must be \(kind), not \(value.kindDescription)")
            return nil
        }
        return value
    }

    /// An id: a non-empty name of letters, digits, `_`, `-` and `.` (it names a file in the archive).
    mutating func identifier(_ object: JSONValue, _ key: String = "id", at path: String) -> String? {
        guard let text = member(object, key, at: path, kind: "a string")?.string else { return nil }
        let allowed = text.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || "_-.".unicodeScalars.contains($0) }
        guard !text.isEmpty, allowed, text != ".", text != ".." else {
            report(path.isEmpty ? key : "\(path).\(key)", "'\(text)' is not an id (letters, digits, _, - and .)")
            return nil
        }
        return text
    }

    /// Members of `object` not in `known`.
    mutating func unknown(_ object: JSONValue, at path: String, known: Set<String>) {
        for member in object.object?.members ?? [] where !known.contains(member.key) {
            report(path.isEmpty ? member.key : "\(path).\(member.key)", "unknown member '\(member.key)'")
        }
    }
}

/// The manifest of a version 2 container: `version` "2", `generator`, `animations` (at least one, each
/// `{id, name?, themes?, initialTheme?, background?}`), `themes` and `stateMachines` (`{id, name?}`) and
/// `initial` (`{animation?, stateMachine?}`), ids unique and every reference listed.
struct DotLottieManifestSchema: DotLottieSchema {
    var problems: [(path: String, message: String)] = []
    private(set) var animations: [String] = []
    private(set) var themes: [String] = []
    private(set) var machines: [String] = []

    mutating func check(_ root: JSONValue) {
        unknown(root, at: "", known: ["version", "generator", "author", "animations", "themes", "stateMachines", "initial"])
        if let version = member(root, "version", at: "", kind: "a string")?.string, version != "2" {
            report("version", "'\(version)' is not version 2 (a version 1 manifest says \"1.0\" and keeps animations under animations/)")
        }
        _ = member(root, "generator", at: "", required: false, kind: "a string")
        themes = list(root, "themes", known: ["id", "name"])
        machines = list(root, "stateMachines", known: ["id", "name"])
        animations = list(root, "animations", known: ["id", "name", "themes", "initialTheme", "background"], required: true)
        for (index, animation) in (root["animations"]?.array ?? []).enumerated() {
            let path = "animations[\(index)]"
            for (offset, theme) in (member(animation, "themes", at: path, required: false, kind: "an array")?.array ?? []).enumerated() {
                if let id = theme.string { if !themes.contains(id) { report("\(path).themes[\(offset)]", "no theme '\(id)' is listed") } }
                else { report("\(path).themes[\(offset)]", "must be a string") }
            }
            if let id = member(animation, "initialTheme", at: path, required: false, kind: "a string")?.string, !themes.contains(id) {
                report("\(path).initialTheme", "no theme '\(id)' is listed")
            }
            _ = member(animation, "background", at: path, required: false, kind: "a string")
            _ = member(animation, "name", at: path, required: false, kind: "a string")
        }
        if let initial = member(root, "initial", at: "", required: false, kind: "an object") {
            unknown(initial, at: "initial", known: ["animation", "stateMachine"])
            if let id = member(initial, "animation", at: "initial", required: false, kind: "a string")?.string, !animations.contains(id) {
                report("initial.animation", "no animation '\(id)' is listed")
            }
            if let id = member(initial, "stateMachine", at: "initial", required: false, kind: "a string")?.string, !machines.contains(id) {
                report("initial.stateMachine", "no state machine '\(id)' is listed")
            }
        }
    }

    /// The ids of the list `key` (each entry an object with an `id`), duplicates reported.
    private mutating func list(_ root: JSONValue, _ key: String, known: Set<String>, required: Bool = false) -> [String] {
        guard let items = member(root, key, at: "", required: required, kind: "an array")?.array else { return [] }
        if required, items.isEmpty { report(key, "must list at least one animation") }
        var ids: [String] = []
        for (index, item) in items.enumerated() {
            let path = "\(key)[\(index)]"
            guard item.object != nil else { report(path, "must be an object, not \(item.kindDescription)"); continue }
            unknown(item, at: path, known: known)
            _ = member(item, "name", at: path, required: false, kind: "a string")
            guard let id = identifier(item, at: path) else { continue }
            if ids.contains(id) { report("\(path).id", "'\(id)' is listed twice") } else { ids.append(id) }
        }
        return ids
    }
}

/// A theme file: `{"rules": [...]}`, each rule `{id, type, value | keyframes, animations?}` whose `id` is a
/// slot of the animations and whose value has its type's shape.
struct DotLottieThemeSchema: DotLottieSchema {
    var problems: [(path: String, message: String)] = []
    let slots: Set<String>
    let animations: Set<String>

    static let types: Set<String> = ["Color", "Scalar", "Gradient", "Image", "Text", "Vector", "Position"]

    mutating func check(_ root: JSONValue) {
        unknown(root, at: "", known: ["rules"])
        guard let rules = member(root, "rules", at: "", kind: "an array")?.array else { return }
        for (index, rule) in rules.enumerated() {
            let path = "rules[\(index)]"
            guard rule.object != nil else { report(path, "must be an object, not \(rule.kindDescription)"); continue }
            unknown(rule, at: path, known: ["id", "type", "value", "keyframes", "animations", "expression"])
            if let id = member(rule, "id", at: path, kind: "a string")?.string, !slots.contains(id) {
                report("\(path).id", "no animation has a slot '\(id)' (slots: \(slots.sorted().joined(separator: ", ")))")
            }
            for (offset, animation) in (member(rule, "animations", at: path, required: false, kind: "an array")?.array ?? []).enumerated() {
                if let id = animation.string, !animations.contains(id) { report("\(path).animations[\(offset)]", "no animation '\(id)' is listed") }
            }
            guard let type = member(rule, "type", at: path, kind: "a string")?.string else { continue }
            guard Self.types.contains(type) else {
                report("\(path).type", "'\(type)' is not a rule type (\(Self.types.sorted().joined(separator: ", ")))")
                continue
            }
            if let value = rule["value"] {
                checkValue(value, type: type, at: "\(path).value")
            } else if let keyframes = member(rule, "keyframes", at: path, required: false, kind: "an array")?.array {
                for (offset, frame) in keyframes.enumerated() {
                    let here = "\(path).keyframes[\(offset)]"
                    _ = member(frame, "frame", at: here, kind: "a number")
                    if let value = member(frame, "value", at: here, kind: "any") { checkValue(value, type: type, at: "\(here).value") }
                }
            } else {
                report(path, "a rule needs a 'value' or 'keyframes'")
            }
        }
    }

    private mutating func checkValue(_ value: JSONValue, type: String, at path: String) {
        let numbers = Self.numbers(value)
        switch type {
        case "Color":
            guard let channels = numbers, (3...4).contains(channels.count), channels.allSatisfy({ (0...1).contains($0) }) else {
                return report(path, "a Color is 3 or 4 numbers from 0 to 1")
            }
        case "Scalar":
            if value.number == nil { report(path, "a Scalar is a number") }
        case "Vector", "Position":
            guard let items = numbers, items.count >= 2 else { return report(path, "a \(type) is 2 or 3 numbers") }
        default:
            break
        }
    }

    /// The numbers of an array of numbers only, or `nil`. (A plain loop: Swift 6.3's optimizer crashed on the
    /// same test written as closures over the values, in `swift build -c release`.)
    private static func numbers(_ value: JSONValue) -> [Double]? {
        guard let items = value.array else { return nil }
        var numbers: [Double] = []
        for item in items {
            guard let number = item.number else { return nil }
            numbers.append(number)
        }
        return numbers
    }
}
