import Foundation
import RippleSerializers

/// One batch worker thread's own tools, each made on first use and used by that thread only: its
/// validator (a parsed DTD must not be shared between threads), its interrupt-cleanup slot (so
/// writes need no lock), its memo of the last resolved style and of the last web asset.
final class BatchThread {
    private let environment: [String: String]
    private let handoff: BatchHandoff
    private var session: ValidationSession?
    private var madeLease: InterruptCleanup.Lease?
    private var lastWeb: (source: BatchSource, arguments: [BatchTable<BatchValue>.Member], asset: WebAsset)?
    /// The last resolved style, shared by the formats of one asset.
    let memo = ResolveMemo()

    /// - Parameters:
    ///   - environment: for the validators' DTD policy.
    ///   - handoff: the session the command already made (to check the DTD policy); the first thread
    ///     that needs a validator takes it instead of parsing the DTD once more.
    init(environment: [String: String], handoff: BatchHandoff) {
        self.environment = environment
        self.handoff = handoff
    }

    deinit {
        if let madeLease { InterruptCleanup.release(madeLease) }
    }

    /// This thread's validator.
    func validator() -> ValidationSession {
        if let session { return session }
        let made = handoff.take() ?? ValidationSession(environment: environment)
        session = made
        return made
    }

    /// The web files of `recipe`, rendered by `make` unless the previous web job had the same style and
    /// arguments (the style sheet's job and the script's job of one asset run one after the other on one
    /// thread, see `BatchRunner.units`). Errors are never remembered.
    func webAsset(for recipe: BatchJob.Recipe, make: () throws(CLIError) -> WebAsset) throws(CLIError) -> WebAsset {
        if let lastWeb, lastWeb.source == recipe.source, lastWeb.arguments == recipe.arguments { return lastWeb.asset }
        let asset = try make()
        lastWeb = (recipe.source, recipe.arguments, asset)
        return asset
    }

    /// This thread's slot for removing a temporary file on SIGINT/SIGTERM.
    func lease() -> InterruptCleanup.Lease {
        if let madeLease { return madeLease }
        let made = InterruptCleanup.lease()
        madeLease = made
        return made
    }
}

/// A validation session handed from the command's thread to the first worker that needs one.
///
/// `ValidationSession` is not `Sendable` because its validator must be used by one thread at a time;
/// the hand-over is exactly that: the command thread stops using it before the workers start, and the
/// lock makes sure only one worker takes it.
final class BatchHandoff: @unchecked Sendable {
    private let lock = NSLock()
    private var session: ValidationSession?

    /// Holds `session` for one worker.
    init(_ session: ValidationSession?) {
        self.session = session
    }

    /// The session, the first time; `nil` afterwards.
    func take() -> ValidationSession? {
        lock.withLock {
            defer { session = nil }
            return session
        }
    }
}
