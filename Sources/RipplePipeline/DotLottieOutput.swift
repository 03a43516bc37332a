import RippleArchive
import RippleKit
import RippleMarkup
import RippleSerializers
import RippleValidation

/// `--format dotlottie -o FILE.lottie`: the dotLottie container, a ZIP archive (libzip) of the manifest, the
/// animation with slots and markers, the themes and, for press styles, the `press` state machine.
///
/// The animation is the `--format lottie` document of the same style, resolved for slots: at opacity 1 and
/// with the colour opaque (both go to the slots, whose defaults draw what `--format lottie` draws) and, for a
/// held press, released when its touch-down animation ends (the state machine decides the release). Its
/// markers: a held press's `press` (touch-down to that end) and `release` (the rest); a tap's `press` (the
/// whole tap) and a `release` of no length at its end; a looping decoration has none and no machine.
package enum DotLottieOutput {
    /// The descriptor.
    static let kind = OutputKind(
        name: "dotlottie", help: "a dotLottie file (.lottie: the Lottie animation with themes and a press state machine)",
        files: [OutputKind.File(part: part, endings: [".lottie"], what: "a dotLottie file", mediaType: "application/zip")],
        // Standard output is text to the console: an archive's bytes go to a file (or -o /dev/stdout).
        needs: "writes a ZIP archive: give -o FILE.lottie", purpose: "the dotLottie format writes the animation"
    ) { _ in .lottie } plan: { settings throws(PipelineError) in
        Plan(fps: try LottieOutput.frameRate(settings), minified: settings.minified, themes: try settings.themes?.get() ?? [])
    }

    /// The archive.
    static let part = OutputPart("dotLottie")

    /// The archive's settings: as `lottie`'s, and `--theme`'s themes.
    package struct Plan: OutputPlan, Equatable {
        package let fps: Double?
        package let minified: Bool
        package let themes: [ThemeOption]

        package func render(_ resolved: ResolvedRequest, progress: ((Int, Int) -> Void)?, memo: ThreadMemo?) throws(PipelineError) -> [OutputFile] {
            [OutputFile(part: part, bytes: try DotLottieOutput.render(resolved, fps: fps, minified: minified, themes: themes),
                        check: .dotLottie(layers: LottieOutput.layerCount(of: resolved.animation)))]
        }
    }

    /// The archive's bytes, not yet validated.
    package static func render(_ resolved: ResolvedRequest, fps: Double?, minified: Bool, themes: [ThemeOption]) throws(PipelineError) -> [UInt8] {
        let files = try files(resolved, fps: fps, minified: minified, themes: themes)
        let zip: ZipArchive
        switch ZipArchive.shared {
        case .success(let library): zip = library
        case .failure(let missing): throw PipelineError(.software, "--format dotlottie: \(missing); nothing was written")
        }
        do {
            return try zip.archive(files.map { ZipArchive.Entry(name: $0.name, bytes: $0.bytes) })
        } catch {
            throw PipelineError(.software, "--format dotlottie: \(error)")
        }
    }

    /// The container's files (`batch` and the tests read them before they are archived).
    ///
    /// - Parameter themes: `--theme`'s themes, each replacing the standard theme of its id or added after them.
    package static func files(_ resolved: ResolvedRequest, fps: Double?, minified: Bool, themes extra: [ThemeOption]) throws(PipelineError) -> [DotLottieSerializer.File] {
        let template = resolved.template
        let source = resolved.request.source
        var options = resolved.request.style
        if let release = template.press?.release, options.parameters[release] != nil {
            let flag = template.parameters?.first { $0.name == release }?.flag ?? release
            throw PipelineError.badValue(flag, "the dotLottie state machine releases the press on PointerUp; leave \(flag) out")
        }
        let kind = template.pressKind(options)
        let paint: (color: RGBA, opacity: Double)
        var pressEnd: Double?
        var states: [DotLottieTheme] = []
        do {
            paint = try template.paint(options)
            states = try stateThemes(template, options: options)
            // A held press is released when its touch-down animation ends: the press program knows when that is.
            if kind == .held, let release = template.press?.release {
                let end = try template.pressProgram(options).layers.map { $0.delay + $0.pressDuration }.max() ?? 0
                options.parameters[release] = NumberFormat.format(end)
                pressEnd = end
            }
        } catch {
            throw source.cliError(for: error)
        }
        options.opacity = 1
        options.color = paint.color
        let animation: RippleAnimation
        do {
            animation = try template.resolve(options)
        } catch {
            throw source.cliError(for: error)
        }
        let paints = animation.layers.flatMap { [$0.paint.fill, $0.paint.stroke].compactMap { $0 } }
        if paints.contains(where: { abs($0.alpha - 1) > 1e-9 }) {
            throw PipelineError(.dataError, "--format dotlottie: a layer has an alpha of its own, which one opacity slot cannot hold; give every layer the style's opacity (alpha)")
        }
        let end = animation.endTime
        var markers: [LottieSlots.Marker] = []
        var machine: DotLottieStateMachine.Kind?
        switch kind {
        case .held:
            let split = pressEnd ?? 0, total = end ?? split
            markers = [.init(name: "press", start: 0, duration: split), .init(name: "release", start: split, duration: max(0, total - split))]
            machine = .held
        case .tap:
            let total = end ?? 0
            markers = [.init(name: "press", start: 0, duration: total), .init(name: "release", start: total, duration: 0)]
            machine = .tap
        case .loop:
            break
        }
        let slots = LottieSlots(color: paint.color, opacity: paint.opacity, markers: markers)
        var themes = DotLottieTheme.standard(color: paint.color, opacity: paint.opacity, background: animation.canvas.background)
        for state in states where !themes.contains(where: { $0.id == state.id }) {
            themes.append(DotLottieTheme(id: state.id, color: state.color, opacity: state.opacity, background: animation.canvas.background))
        }
        for theme in extra {
            let placed = DotLottieTheme(id: theme.id, color: theme.color.opaque, opacity: (theme.opacity ?? paint.opacity) * theme.color.alpha,
                                        background: animation.canvas.background)
            if let index = themes.firstIndex(where: { $0.id == theme.id }) { themes[index] = placed } else { themes.append(placed) }
        }
        do {
            return try DotLottieSerializer.files(animation, slots: slots, themes: themes, machine: machine, fps: fps, minified: minified)
        } catch {
            throw LottieOutput.cliError(error, format: "dotlottie")
        }
    }

    /// A theme per choice of each parameter whose choices are colours (material's `--state`: `normal`,
    /// `selected`, …), each the colour and opacity the style has in that state; none when `--color` or
    /// `--opacity` overrides every state alike.
    private static func stateThemes(_ template: StyleTemplate, options: StyleOptions) throws(StyleError) -> [DotLottieTheme] {
        guard options.color == nil, options.opacity == nil else { return [] }
        var themes: [DotLottieTheme] = []
        for parameter in template.parameters ?? [] {
            guard let choices = parameter.choices, choices.contains(where: { $0.color != nil }) else { continue }
            for choice in choices {
                var state = options
                state.parameters[parameter.name] = choice.name
                let paint = try template.paint(state)
                themes.append(DotLottieTheme(id: choice.name, color: paint.color, opacity: paint.opacity))
            }
        }
        return themes
    }
}

extension OutputFile.Check {
    /// The dotLottie validation (archive, manifest, animation lint, themes, state machine), with the number
    /// of layers the animation must have.
    package static func dotLottie(layers: Int) -> Self {
        Self("dotLottie file") { bytes, file, _ in DotLottieLint.problems(bytes, file: file, layers: layers) }
    }
}
