import Foundation
import RipplePipeline

/// One batch worker thread's own tools, each made on first use and used by that thread only: its
/// validator (a parsed DTD must not be shared between threads) and its memo (`ThreadMemo`).
final class BatchThread {
    private let environment: [String: String]
    private var session: ValidationSession?
    /// What the thread remembers of the asset it made last.
    let memo = ThreadMemo()

    /// - Parameters:
    ///   - environment: for the validators' DTD policy.
    ///   - session: the session the command already made (to check the DTD policy), for the first worker,
    ///     which uses it instead of parsing the DTD once more.
    init(environment: [String: String], session: ValidationSession?) {
        self.environment = environment
        self.session = session
    }

    /// This thread's validator.
    func validator() -> ValidationSession {
        if let session { return session }
        let made = ValidationSession(environment: environment)
        session = made
        return made
    }
}
