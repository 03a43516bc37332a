import RippleDiagnostics
import RippleJSON
import RipplePipeline

/// An error that ends a command: the pipeline's error type, whose code the process exits with.
package typealias CLIError = PipelineError

extension CLIError {
    /// A `--check` finding about `file`: missing or out of date, with the lines that explain it.
    static func drift(_ file: String, _ message: String, details: [String] = []) -> CLIError {
        CLIError(.invalid, problems: [Diagnostic(.finding, message, at: .init(file: file), notes: details)])
    }

    /// A problem in a JSON file (spec or manifest), at its line and column.
    init(_ error: SpecError) {
        self.init(.dataError, problems: [error.diagnostic])
    }
}
