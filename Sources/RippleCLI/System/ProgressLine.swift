#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// `ripplegen batch: 120/400` (files) or `ripplegen: frames 120/400` (a long raster export) on one
/// self-overwriting stderr line, only when stderr is a terminal: logs and CI output stay free of
/// carriage-return noise, and stdout (the summary, or a document) is never touched.
final class ProgressLine: @unchecked Sendable {
    private let label: String
    private let total: Int
    private let enabled: Bool
    private var done = 0
    private let lock = NSLock()

    /// - Parameters:
    ///   - label: what is counted, before the count (`ripplegen batch:`).
    ///   - total: the number of things to do.
    ///   - enabled: whether to draw at all (the caller checks `isatty(2)`).
    init(_ label: String, total: Int, enabled: Bool) {
        self.label = label
        self.total = total
        self.enabled = enabled && total > 0
    }

    /// Whether progress should be shown for this console: the process's own stderr, and a terminal.
    static func wanted(for console: Console) -> Bool {
        console is StandardConsole && isatty(2) == 1
    }

    /// Counts one finished file or frame (any thread).
    func advance() {
        guard enabled else { return }
        lock.lock()
        defer { lock.unlock() }
        done += 1
        // At most about a hundred redraws, whatever the total.
        let step = max(1, total / 100)
        if done == total || done % step == 0 { draw("\r\(label) \(done)/\(total)") }
    }

    /// Clears the line, before the summary and messages are printed.
    func finish() {
        guard enabled else { return }
        draw("\r\u{1B}[K")
    }

    private func draw(_ text: String) {
        var bytes = Array(text.utf8)
        _ = bytes.withUnsafeMutableBytes { write(2, $0.baseAddress, $0.count) }
    }
}
