import RippleDiagnostics
import RippleJSON
import RippleKit

/// Where the style comes from: a built-in template (`--style`) or a user's spec file (`--spec`).
///
/// It is found before the rest of the command line is parsed, because a style's parameters are flags
/// of their own (`--hold`, `--rings`, …) that only that style accepts.
package struct StyleSource: Sendable {
    /// The template.
    package let template: StyleTemplate
    /// The spec file's path, when the style came from one.
    package let specPath: String?
    /// The parsed spec file, to point resolution errors at a line and column.
    package var specTree: JSONValue?

    /// A style from a built-in template or a spec's text (`specPath` names it in messages, `specTree` locates
    /// its errors).
    package init(template: StyleTemplate, specPath: String? = nil, specTree: JSONValue? = nil) {
        self.template = template
        self.specPath = specPath
        self.specTree = specTree
    }

    /// A resolution error as the CLI reports it: an option's or a parameter's problem is a usage error (64)
    /// naming its flag; a template's is bad data (65), at its line and column when it came from a spec file.
    package func cliError(for error: StyleError) -> PipelineError {
        switch error.subject {
        case .option(let key):
            return PipelineError(.usage, error.message, at: .init(flag: Self.flag(for: key)))
        case .parameter(let name):
            let flag = template.parameters?.first { $0.name == name }?.flag ?? name
            return PipelineError(.usage, error.message, at: .init(flag: flag))
        case .template(let path):
            let message = path.isEmpty ? error.message : "\(path): \(error.message)"
            guard let specPath else { return PipelineError(.dataError, message) }
            let location = specTree?.locate(path).map { Diagnostic.Location(file: specPath, line: $0.line, column: $0.column) } ?? .init(file: specPath)
            return PipelineError(.dataError, message, at: location)
        }
    }

    /// The flag of one of the options every style has, for the model's errors about it.
    package static func flag(for key: StyleOptions.Key) -> String {
        switch key {
        case .strokeWidth: "--stroke-width"
        case .repeatCount: "--repeat"
        default: "--" + key.rawValue
        }
    }
}
