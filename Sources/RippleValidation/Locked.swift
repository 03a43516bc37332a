import Foundation

/// A value that any thread may use, one at a time: libxml2 calls the entity loader on the thread that parses.
final class Locked<Value>: @unchecked Sendable {
    // @unchecked: `value` is only reached through `withLock`, which holds `lock`.
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` on the value with the lock held.
    func withLock<Result>(_ body: (inout Value) -> Result) -> Result {
        lock.withLock { body(&value) }
    }
}
