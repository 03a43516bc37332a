/// The process exit codes (BSD sysexits where one fits), mapped in one place: every `PipelineError` has one,
/// which the command line exits with.
package enum ExitCode: Int32, Sendable, Comparable {
    /// Success.
    case ok = 0
    /// `validate` found an invalid document.
    case invalid = 1
    /// Bad command line: unknown command, flag or style, missing or doubled value.
    case usage = 64
    /// Bad input data: a value or a file's content that cannot be used.
    case dataError = 65
    /// An input file that cannot be opened or read.
    case noInput = 66
    /// An internal error: a generated document failed validation, or the DTD is required but missing.
    case software = 70
    /// The output cannot be written.
    case cannotCreate = 73

    /// Orders codes by value, so `max` picks the most serious of several outcomes.
    package static func < (lhs: ExitCode, rhs: ExitCode) -> Bool { lhs.rawValue < rhs.rawValue }
}
