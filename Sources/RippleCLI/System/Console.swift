#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import RippleDiagnostics
import RipplePipeline

/// Where a command writes its output and messages; tests capture both in memory.
package protocol Console: AnyObject {
    /// Writes document or listing text to standard output.
    /// - Throws: `CLIError` when standard output is closed (`| head -c1`).
    func out(_ text: String) throws(CLIError)
    /// Writes one message line (a newline is added) to standard error.
    func err(_ line: String)
}

/// The process's standard output and error, written with `write(2)` so a closed pipe is an error
/// (SIGPIPE is ignored by `main`) instead of a crash.
package final class StandardConsole: Console {
    /// Creates the console.
    package init() {}

    /// Writes all of `text` to file descriptor 1.
    package func out(_ text: String) throws(CLIError) {
        guard Self.writeAll(text, to: 1) else {
            // A reader that went away (`| head -c1`) is the user's choice: end quietly. Anything else
            // (a full disk, an I/O error) is a failure the user must hear about.
            if errno == EPIPE { throw CLIError(.cannotCreate, problems: []) }
            let reason = String(cString: strerror(errno)).lowercased()
            throw CLIError(.cannotCreate, "cannot write to standard output: \(reason)")
        }
    }

    /// Writes `line` and a newline to file descriptor 2, ignoring failures (nowhere left to report them).
    /// Escaped like a diagnostic: a path's byte that is not UTF-8 shows as `\xff`, a control cannot reach the terminal.
    package func err(_ line: String) {
        _ = Self.writeAll(Printable.escaped(line) + "\n", to: 2)
    }

    private static func writeAll(_ text: String, to descriptor: Int32) -> Bool {
        var text = text
        return text.withUTF8 { POSIXWrite.all(UnsafeRawBufferPointer($0), to: descriptor) }
    }
}

/// A console that keeps everything in memory, for tests and for embedding the CLI.
package final class BufferConsole: Console {
    /// Everything written to standard output.
    package private(set) var stdout = ""
    /// Everything written to standard error.
    package private(set) var stderr = ""

    /// Creates an empty console.
    package init() {}

    /// Appends to `stdout`.
    package func out(_ text: String) throws(CLIError) { stdout += text }

    /// Appends a line to `stderr`, escaped as `StandardConsole` writes it.
    package func err(_ line: String) { stderr += Printable.escaped(line) + "\n" }
}

extension ValidationSession {
    /// Checks the DTD policy, a missing DTD's warning on `console`'s stderr; call before validating.
    ///
    /// - Throws: `CLIError` (exit 70) when the DTD is required but missing.
    func checkDTD(console: Console) throws(CLIError) {
        try checkDTD { console.err($0) }
    }
}
