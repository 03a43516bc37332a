import RippleKit

/// The files of a dotLottie (`.lottie`, version 2) container, from the same model as `--format lottie`: the
/// manifest, the animation with its colours and opacities bound to slots and its markers (`a/ripple.json`),
/// one file per theme (`t/ID.json`) and, for press styles, the `press` state machine (`s/press.json`). The
/// archive itself is written by the caller (ZIP through libzip), entries in the order returned here.
package enum DotLottieSerializer {
    /// The animation's id: `a/ripple.json`.
    package static let animationID = "ripple"

    /// One file of the container.
    package struct File: Equatable, Sendable {
        /// Its path in the archive.
        package let name: String
        /// Its bytes.
        package let bytes: [UInt8]
    }

    /// The container's files, in archive order: `manifest.json`, `a/ripple.json`, the themes, the machine.
    ///
    /// - Parameters:
    ///   - animation: the model resolved for slots: at opacity 1, with an opaque colour (`slots` holds both).
    ///   - slots: the slots' defaults and the markers.
    ///   - themes: at least one; their ids are unique names (the caller checks).
    ///   - machine: the press state machine, or `nil` for a decoration (it loops).
    ///   - fps: `fr`, or `nil` for the serializer's choice; `minified`: JSON without whitespace.
    package static func files(_ animation: RippleAnimation, slots: LottieSlots, themes: [DotLottieTheme],
                             machine: DotLottieStateMachine.Kind?, fps: Double? = nil, minified: Bool = false) throws(LottieError) -> [File] {
        let document = try LottieSerializer.document(for: animation, fps: fps, slots: slots)
        let pretty = !minified
        var files = [
            File(name: "manifest.json", bytes: manifest(themes: themes, machine: machine != nil).rendered(pretty: pretty)),
            File(name: "a/\(animationID).json", bytes: document.json.rendered(pretty: pretty)),
        ]
        files += themes.map { File(name: "t/\($0.id).json", bytes: $0.json.rendered(pretty: pretty)) }
        if let machine {
            files.append(File(name: "s/\(DotLottieStateMachine.id).json", bytes: DotLottieStateMachine.json(machine).rendered(pretty: pretty)))
        }
        return files
    }

    /// The manifest: version 2, the generator, the lists of animations, themes and state machines, and the
    /// machine to start with.
    static func manifest(themes: [DotLottieTheme], machine: Bool) -> LottieJSON {
        var members: [(String, LottieJSON)] = [
            ("version", .string("2")), ("generator", .string("ripplegen")),
            ("animations", .array([.object([("id", .string(animationID))])])),
            ("themes", .array(themes.map { .object([("id", .string($0.id))]) })),
        ]
        if machine {
            members.append(("stateMachines", .array([.object([("id", .string(DotLottieStateMachine.id))])])))
            members.append(("initial", .object([("animation", .string(animationID)), ("stateMachine", .string(DotLottieStateMachine.id))])))
        }
        return .object(members)
    }
}
