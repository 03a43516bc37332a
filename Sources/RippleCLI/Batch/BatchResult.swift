import RipplePipeline

/// What happened to one output file of a batch: one row of the summary.
struct BatchResult: Sendable {
    /// The file's fate.
    enum Status: String, Sendable {
        /// Written (created or replaced).
        case written
        /// Already had these bytes; not touched (its modification time stays).
        case unchanged
        /// `--check`: the file in OUTDIR has these bytes.
        case upToDate = "up to date"
        /// `--check`: the file in OUTDIR differs.
        case outOfDate = "out of date"
        /// `--check`: there is no such file in OUTDIR.
        case missing
        /// Not made: see the error.
        case failed
        /// `--check`: a file in OUTDIR that the manifest does not make (any more).
        case stray
        /// `--prune`: such a file, deleted.
        case pruned
    }

    /// The validation verdict.
    enum Validity: String, Sendable {
        /// Valid (DTD where installed, and the profile lint; `WebLint` for a web file).
        case yes
        /// Invalid: not written.
        case no
        /// `"no-validate": true`.
        case skipped
        /// No document was made.
        case none = "-"
    }

    /// The entry, for messages.
    let label: String
    /// The file name inside OUTDIR.
    let file: String
    /// The document's size in bytes, when one was made.
    var bytes: Int?
    /// Its size gzipped (level 9), when one was made and zlib is available.
    var gzipBytes: Int?
    /// The validation verdict.
    var validity: Validity = .none
    /// The outcome.
    var status: Status
    /// The error, labelled with the entry, when the status is `failed`.
    var error: CLIError?

    /// The exit code this row asks for; the batch exits with the highest of its rows.
    var exitCode: ExitCode {
        switch status {
        case .written, .unchanged, .upToDate: .ok
        case .outOfDate, .missing, .stray: .invalid
        case .pruned: .ok
        case .failed: error?.code ?? .software
        }
    }

    /// A failed row.
    static func failed(_ job: BatchJob, _ error: CLIError, validity: Validity = .none) -> BatchResult {
        BatchResult(label: job.label, file: job.file, validity: validity, status: .failed, error: error)
    }

    /// An entry's error code as a batch reports it: anything about the entry's data (a usage error in its
    /// args, an unreadable or bad spec file) is 65; a document failing validation stays 70 and a file that
    /// cannot be written 73, so the worst kind of failure decides the exit code.
    static func batchCode(for code: ExitCode) -> ExitCode {
        switch code {
        case .ok: .ok
        case .software: .software
        case .cannotCreate: .cannotCreate
        case .invalid, .usage, .dataError, .noInput: .dataError
        }
    }
}
