import Foundation
import RippleSerializers

/// One batch worker thread's own tools, each made on first use and used by that thread only: its
/// validator (a parsed DTD must not be shared between threads), its memo of the last resolved style
/// and of the last web asset.
final class BatchThread {
    private let environment: [String: String]
    private var session: ValidationSession?
    private var lastWeb: (source: BatchSource, arguments: [BatchTable<BatchValue>.Member], asset: WebAsset)?
    /// The last resolved style, shared by the formats of one asset.
    let memo = ResolveMemo()

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

    /// The web files of `recipe`, rendered by `make` unless the previous web job had the same style and
    /// arguments (the style sheet's job and the script's job of one asset run one after the other on one
    /// thread, see `BatchRunner.units`). Errors are never remembered.
    func webAsset(for recipe: BatchJob.Recipe, make: () throws(CLIError) -> WebAsset) throws(CLIError) -> WebAsset {
        if let lastWeb, lastWeb.source == recipe.source, lastWeb.arguments == recipe.arguments { return lastWeb.asset }
        let asset = try make()
        lastWeb = (recipe.source, recipe.arguments, asset)
        return asset
    }
}
