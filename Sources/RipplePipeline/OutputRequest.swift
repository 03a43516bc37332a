import RippleKit

/// What to make: a style with its options, an output kind and that kind's settings, all typed and checked when
/// the request is built. It names no path: the files it makes are returned by `Pipeline.render`.
///
/// ```swift
/// let request = try OutputRequest(style: try BuiltinStyles.template(named: "material")!, kind: .named("web")!)
/// ```
public struct OutputRequest: Sendable {
    /// The style.
    package let source: StyleSource
    /// The kind (`--format`).
    package let format: Format
    /// What is made, as far as the flag table is concerned (its column).
    package let mode: Mode
    /// The style's options (the web format resolves the style for presses with them too).
    package let style: StyleOptions
    /// What is made, with its settings (batch sets the web format's shared engine).
    package var plan: any OutputPlan
    /// Whether the files are checked (not `--no-validate`).
    package let validate: Bool

    /// The template.
    package var template: StyleTemplate { source.template }

    /// The descriptors of the files the request makes, in order: its kind's, or the file of the mode that
    /// makes another (`--evaluate`, `--filmstrip`).
    package var files: [OutputKind.File] { plan.files(of: format.kind) }

    /// A request with every value typed and checked (the command line builds it from its flags).
    package init(source: StyleSource, format: Format, mode: Mode, style: StyleOptions, plan: any OutputPlan, validate: Bool) {
        self.source = source
        self.format = format
        self.mode = mode
        self.style = style
        self.plan = plan
        self.validate = validate
    }

    /// The files of `kind` for `template` with `options`, at the kind's default settings (as `ripplegen`
    /// without any of the kind's own flags): the web format's class is `rg-STYLE`, an SVG is indented, a PNG is
    /// the frame at 0 s, an animated image has 30 frames a second, every image is at scale 1.
    ///
    /// - Parameter validate: whether each file is checked by its kind's validator (libxml2 for SVG, the web,
    ///   Lottie and dotLottie lints).
    /// - Throws: `PipelineError` when the kind refuses its defaults for the style (none of the built-in kinds does).
    public init(style template: StyleTemplate, options: StyleOptions = StyleOptions(), kind: OutputKind, validate: Bool = true) throws(PipelineError) {
        self.init(source: StyleSource(template: template), format: kind.format, mode: Mode(kind.format, pressKind: template.pressKind()),
                  style: options, plan: try kind.plan(KindSettings(style: template.name)), validate: validate)
    }
}
