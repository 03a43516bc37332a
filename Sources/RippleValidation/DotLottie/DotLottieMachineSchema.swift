import RippleJSON

/// A state machine file: `{initial, states, inputs, interactions}` as the dotLottie state-machine format
/// writes them, every name it uses existing: the initial state and each transition's `toState` among the
/// states, each `segment` among the animations' markers, each `animation` listed, each guard's and action's
/// input declared with the right type, each `OnComplete`'s state existing, each `SetTheme` a listed theme.
struct DotLottieMachineSchema: DotLottieSchema {
    var problems: [(path: String, message: String)] = []
    let markers: Set<String>
    let themes: Set<String>
    let animations: Set<String>
    /// The declared inputs' types, by name.
    private var inputs: [String: String] = [:]
    private var states: Set<String> = []

    init(markers: Set<String>, themes: Set<String>, animations: Set<String>) {
        self.markers = markers
        self.themes = themes
        self.animations = animations
    }

    static let inputTypes: Set<String> = ["Boolean", "Numeric", "String", "Event"]
    static let conditions: Set<String> = ["Equal", "NotEqual", "GreaterThan", "GreaterThanOrEqual", "LessThan", "LessThanOrEqual"]
    static let interactionTypes: Set<String> = ["PointerDown", "PointerUp", "PointerEnter", "PointerMove", "PointerExit", "Click",
                                                "OnComplete", "OnLoopComplete"]
    /// Each action type and the input type it needs (`nil`: no input).
    static let actionInputs: [String: String?] = [
        "Fire": "Event", "SetBoolean": "Boolean", "Toggle": "Boolean", "SetNumeric": "Numeric", "Increment": "Numeric",
        "Decrement": "Numeric", "SetString": "String", "Reset": "", "SetTheme": nil, "SetFrame": nil, "SetProgress": nil,
        "OpenUrl": nil, "FireCustomEvent": nil,
    ]

    mutating func check(_ root: JSONValue) {
        unknown(root, at: "", known: ["initial", "states", "inputs", "interactions", "descriptor"])
        for (index, input) in (member(root, "inputs", at: "", required: false, kind: "an array")?.array ?? []).enumerated() {
            checkInput(input, at: "inputs[\(index)]")
        }
        let stateList = member(root, "states", at: "", kind: "an array")?.array ?? []
        for (index, state) in stateList.enumerated() {
            guard let name = member(state, "name", at: "states[\(index)]", kind: "a string")?.string else { continue }
            if states.contains(name) { report("states[\(index)].name", "'\(name)' names two states") }
            states.insert(name)
        }
        if let initial = member(root, "initial", at: "", kind: "a string")?.string, !states.contains(initial) {
            report("initial", "no state is named '\(initial)'")
        }
        for (index, state) in stateList.enumerated() { checkState(state, at: "states[\(index)]") }
        for (index, interaction) in (member(root, "interactions", at: "", required: false, kind: "an array")?.array ?? []).enumerated() {
            checkInteraction(interaction, at: "interactions[\(index)]")
        }
    }

    private mutating func checkInput(_ input: JSONValue, at path: String) {
        guard let type = member(input, "type", at: path, kind: "a string")?.string,
              let name = member(input, "name", at: path, kind: "a string")?.string else { return }
        guard Self.inputTypes.contains(type) else { return report("\(path).type", "'\(type)' is not an input type (Boolean, Numeric, String, Event)") }
        if inputs[name] != nil { report("\(path).name", "'\(name)' names two inputs") }
        inputs[name] = type
        switch type {
        case "Boolean": _ = member(input, "value", at: path, kind: "a boolean")
        case "Numeric": _ = member(input, "value", at: path, kind: "a number")
        case "String": _ = member(input, "value", at: path, kind: "a string")
        default: if input["value"] != nil { report("\(path).value", "an Event input has no value") }
        }
    }

    private mutating func checkState(_ state: JSONValue, at path: String) {
        guard let type = member(state, "type", at: path, kind: "a string")?.string else { return }
        guard type == "PlaybackState" || type == "GlobalState" else { return report("\(path).type", "'\(type)' is not a state type (PlaybackState, GlobalState)") }
        if type == "PlaybackState" {
            if let animation = member(state, "animation", at: path, kind: "a string")?.string, !animation.isEmpty, !animations.contains(animation) {
                report("\(path).animation", "no animation '\(animation)' is listed")
            }
            if let segment = member(state, "segment", at: path, required: false, kind: "a string")?.string, !markers.contains(segment) {
                report("\(path).segment", "no animation has a marker '\(segment)' (markers: \(markers.sorted().joined(separator: ", ")))")
            }
            for key in ["loop", "autoplay", "final"] { _ = member(state, key, at: path, required: false, kind: "a boolean") }
            _ = member(state, "speed", at: path, required: false, kind: "a number")
            if let mode = member(state, "mode", at: path, required: false, kind: "a string")?.string,
               !["Forward", "Reverse", "Bounce", "ReverseBounce"].contains(mode) {
                report("\(path).mode", "'\(mode)' is not a mode (Forward, Reverse, Bounce, ReverseBounce)")
            }
        }
        for key in ["entryActions", "exitActions"] {
            for (index, action) in (member(state, key, at: path, required: false, kind: "an array")?.array ?? []).enumerated() {
                checkAction(action, at: "\(path).\(key)[\(index)]")
            }
        }
        for (index, transition) in (member(state, "transitions", at: path, kind: "an array")?.array ?? []).enumerated() {
            let here = "\(path).transitions[\(index)]"
            if let type = member(transition, "type", at: here, kind: "a string")?.string, type != "Transition", type != "Tweened" {
                report("\(here).type", "'\(type)' is not a transition type (Transition, Tweened)")
            }
            if let target = member(transition, "toState", at: here, kind: "a string")?.string, !states.contains(target) {
                report("\(here).toState", "no state is named '\(target)'")
            }
            for (offset, guardValue) in (member(transition, "guards", at: here, required: false, kind: "an array")?.array ?? []).enumerated() {
                checkGuard(guardValue, at: "\(here).guards[\(offset)]")
            }
        }
    }

    private mutating func checkGuard(_ guardValue: JSONValue, at path: String) {
        guard let type = member(guardValue, "type", at: path, kind: "a string")?.string,
              let name = member(guardValue, "inputName", at: path, kind: "a string")?.string else { return }
        guard Self.inputTypes.contains(type) else { return report("\(path).type", "'\(type)' is not a guard type (Boolean, Numeric, String, Event)") }
        guard let declared = inputs[name] else { return report("\(path).inputName", "no input is named '\(name)'") }
        if declared != type { report("\(path).inputName", "'\(name)' is a \(declared) input, not \(type)") }
        guard type != "Event" else { return }
        if let condition = member(guardValue, "conditionType", at: path, kind: "a string")?.string {
            if !Self.conditions.contains(condition) { report("\(path).conditionType", "'\(condition)' is not a condition") }
            else if type != "Numeric", !["Equal", "NotEqual"].contains(condition) { report("\(path).conditionType", "a \(type) guard compares with Equal or NotEqual") }
        }
        guard let compare = member(guardValue, "compareTo", at: path, kind: "any") else { return }
        if let reference = compare.string, reference.hasPrefix("$") {
            if inputs[String(reference.dropFirst())] == nil { report("\(path).compareTo", "no input is named '\(reference.dropFirst())'") }
            return
        }
        let fits = switch type {
        case "Boolean": compare.bool != nil
        case "Numeric": compare.number != nil
        default: compare.string != nil
        }
        if !fits { report("\(path).compareTo", "must be a \(type == "Numeric" ? "number" : type.lowercased()) (or \"$input\")") }
    }

    private mutating func checkInteraction(_ interaction: JSONValue, at path: String) {
        guard let type = member(interaction, "type", at: path, kind: "a string")?.string else { return }
        guard Self.interactionTypes.contains(type) else { return report("\(path).type", "'\(type)' is not an interaction type") }
        if type == "OnComplete" || type == "OnLoopComplete" {
            if let state = member(interaction, "stateName", at: path, kind: "a string")?.string, !states.contains(state) {
                report("\(path).stateName", "no state is named '\(state)'")
            }
        }
        _ = member(interaction, "layerName", at: path, required: false, kind: "a string")
        for (index, action) in (member(interaction, "actions", at: path, kind: "an array")?.array ?? []).enumerated() {
            checkAction(action, at: "\(path).actions[\(index)]")
        }
    }

    private mutating func checkAction(_ action: JSONValue, at path: String) {
        guard let type = member(action, "type", at: path, kind: "a string")?.string else { return }
        guard let needs = Self.actionInputs[type] else { return report("\(path).type", "'\(type)' is not an action type") }
        if let input = needs, !input.isEmpty, let name = member(action, "inputName", at: path, kind: "a string")?.string {
            if let declared = inputs[name] {
                if declared != input { report("\(path).inputName", "'\(name)' is a \(declared) input; \(type) needs a \(input) input") }
            } else {
                report("\(path).inputName", "no input is named '\(name)'")
            }
        }
        if type == "SetBoolean" { _ = member(action, "value", at: path, kind: "a boolean") }
        if type == "SetTheme", let theme = member(action, "value", at: path, kind: "a string")?.string, !themes.contains(theme) {
            report("\(path).value", "no theme '\(theme)' is listed")
        }
    }
}
