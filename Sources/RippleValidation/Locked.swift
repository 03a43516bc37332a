import Foundation

/// A value that any thread may use, one at a time: libxml2 calls the entity loader on the thread that
/// parses, and the batch's worker threads share their job counter and results.
package final class Locked<Value>: @unchecked Sendable {
    // @unchecked: `value` is only reached through `withLock`, which holds `lock`.
    private let lock = NSLock()
    private var value: Value

    /// Wraps `value`.
    package init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` on the value with the lock held.
    package func withLock<Result>(_ body: (inout Value) -> Result) -> Result {
        lock.withLock { body(&value) }
    }
}
