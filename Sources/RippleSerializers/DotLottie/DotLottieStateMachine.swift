/// The `press` state machine (`s/press.json`) that plays a press ripple's markers on pointer events inside
/// the dotLottie players, written from the dotLottie state-machine format: states, transitions with guards
/// over inputs, and interactions whose actions set the inputs.
///
/// A held press (material, splash): `PointerDown` sets `pressed`, which moves `idle` (or `released`) to
/// `pressing`, playing the `press` segment once; `PointerUp` clears it. `pressing` moves to `released`
/// (playing `release`) only once `pressed` is false **and** `grown` is true, which the `OnComplete` of
/// `pressing` sets: a release during the touch-down animation waits for its end, a later one plays at once.
/// That is material's rule exactly (its fade starts at max(release, 0.225 s), the press segment's end);
/// splash's model cuts its appearance short instead, which a segment cannot (docs/lottie.md gives the
/// measured difference).
///
/// A tap (fill): `PointerDown` fires `tap`, which moves `idle` to `tapping`, playing the whole tap (the
/// `press` segment); its `OnComplete` fires `done`, back to `idle`. The release changes nothing, as in the
/// model; a press during a tap is ignored.
package enum DotLottieStateMachine {
    /// The machine's id (`s/press.json`, the manifest's `stateMachines`).
    package static let id = "press"

    /// What kind of press the machine plays.
    package enum Kind: Equatable, Sendable {
        /// Touch-down segment, held, then the release segment.
        case held
        /// The whole tap on touch-down.
        case tap
    }

    /// The machine's JSON.
    package static func json(_ kind: Kind) -> LottieJSON {
        switch kind {
        case .held:
            let pressing = state("pressing", segment: "press", autoplay: true, entry: [set("grown", false)],
                                 to: [("released", [boolean("pressed", false), boolean("grown", true)])])
            return machine(
                initial: "idle",
                states: [
                    state("idle", segment: "press", autoplay: false, to: [("pressing", [boolean("pressed", true)])]),
                    pressing,
                    state("released", segment: "release", autoplay: true, to: [("pressing", [boolean("pressed", true)])]),
                ],
                inputs: [input("Boolean", "pressed", value: .bool(false)), input("Boolean", "grown", value: .bool(false))],
                interactions: [
                    interaction("PointerDown", [set("pressed", true)]),
                    interaction("PointerUp", [set("pressed", false)]),
                    .object([("type", .string("OnComplete")), ("stateName", .string("pressing")), ("actions", .array([set("grown", true)]))]),
                ])
        case .tap:
            return machine(
                initial: "idle",
                states: [
                    state("idle", segment: "press", autoplay: false, to: [("tapping", [event("tap")])]),
                    state("tapping", segment: "press", autoplay: true, to: [("idle", [event("done")])]),
                ],
                inputs: [input("Event", "tap", value: nil), input("Event", "done", value: nil)],
                interactions: [
                    interaction("PointerDown", [fire("tap")]),
                    .object([("type", .string("OnComplete")), ("stateName", .string("tapping")), ("actions", .array([fire("done")]))]),
                ])
        }
    }

    private static func machine(initial: String, states: [LottieJSON], inputs: [LottieJSON], interactions: [LottieJSON]) -> LottieJSON {
        .object([("initial", .string(initial)), ("states", .array(states)), ("inputs", .array(inputs)), ("interactions", .array(interactions))])
    }

    /// A `PlaybackState` of the current animation (`animation` ""), playing `segment` once.
    private static func state(_ name: String, segment: String, autoplay: Bool, entry: [LottieJSON] = [],
                              to transitions: [(String, [LottieJSON])]) -> LottieJSON {
        var members: [(String, LottieJSON)] = [
            ("type", .string("PlaybackState")), ("name", .string(name)), ("animation", .string("")), ("segment", .string(segment)),
            ("loop", .bool(false)), ("autoplay", .bool(autoplay)),
        ]
        if !entry.isEmpty { members.append(("entryActions", .array(entry))) }
        members.append(("transitions", .array(transitions.map { target, guards in
            .object([("type", .string("Transition")), ("toState", .string(target)), ("guards", .array(guards))])
        })))
        return .object(members)
    }

    private static func input(_ type: String, _ name: String, value: LottieJSON?) -> LottieJSON {
        .object([("type", .string(type)), ("name", .string(name))] + (value.map { [("value", $0)] } ?? []))
    }

    private static func interaction(_ type: String, _ actions: [LottieJSON]) -> LottieJSON {
        .object([("type", .string(type)), ("actions", .array(actions))])
    }

    private static func boolean(_ input: String, _ value: Bool) -> LottieJSON {
        .object([("type", .string("Boolean")), ("inputName", .string(input)), ("conditionType", .string("Equal")), ("compareTo", .bool(value))])
    }

    private static func event(_ input: String) -> LottieJSON {
        .object([("type", .string("Event")), ("inputName", .string(input))])
    }

    private static func set(_ input: String, _ value: Bool) -> LottieJSON {
        .object([("type", .string("SetBoolean")), ("inputName", .string(input)), ("value", .bool(value))])
    }

    private static func fire(_ input: String) -> LottieJSON {
        .object([("type", .string("Fire")), ("inputName", .string(input))])
    }
}
