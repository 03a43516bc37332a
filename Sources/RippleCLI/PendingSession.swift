import Dispatch

/// A `ValidationSession` being made on another thread: `batch` starts loading the DTD (catalog lookup
/// and parse) before it reads the manifest, so the two overlap, and collects it with `wait()`.
///
/// The session is made on the loading thread and used only after `wait()` returns on the waiting one,
/// never by both at once: that hand-over is why the box may be `@unchecked Sendable`.
final class PendingSession: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private var session: ValidationSession?

    /// Starts making a session with `environment`'s DTD policy.
    init(environment: [String: String]) {
        DispatchQueue.global(qos: .userInitiated).async {
            self.session = ValidationSession(environment: environment)
            self.done.signal()
        }
    }

    /// The session, once it is made (blocks until then).
    func wait() -> ValidationSession {
        done.wait()
        guard let session else { preconditionFailure("the session is set before the semaphore is signalled") }
        return session
    }
}
