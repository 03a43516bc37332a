import RipplePipeline

/// One file a command line makes and where it goes: the pipeline's file and its path. Generate and batch
/// check, write and report files through this one type (`OutputPipeline`).
struct MadeFile: Sendable {
    /// The file, as `Pipeline.render` made and checked it.
    var file: OutputFile
    /// The path (`-o`, or the script beside a web style sheet); `nil` for standard output.
    var path: String?

    /// The bytes.
    var bytes: [UInt8] { file.bytes }

    /// Replaced only when ripplegen wrote it (`WriteRule.guarded`): the web scripts, files the user did not
    /// name, so an existing `FILE.js` may be the user's own; the shared engine's and the style bundle's scripts
    /// (`ripplegen.js`, …) too.
    var guarded: Bool { file.part.isScript || file.part.isEngine && file.part.fileExtension != ".css" }

    /// The rule this file is written by (`use`: alone, one of several, or in a batch); `force` lifts the guard.
    func rule(_ use: WriteRule.Use, force: Bool) -> WriteRule {
        WriteRule(use: use, guarded: guarded && !force)
    }

    /// The paths of a request's files: the first at `output` (`-o`; `nil`: standard output), the others beside
    /// it, named by their own endings (`DIR/FILE.css`, `DIR/FILE.js`, `DIR/FILE.mjs`; `-o` ends in the first's,
    /// checked when the request was built).
    static func paths(_ output: String?, of files: [OutputKind.File]) -> [String?] {
        guard let output, let first = files.first else { return files.map { _ in nil } }
        let stem = String(output.dropLast(first.endings[0].count))
        return files.indices.map { $0 == 0 ? output : stem + files[$0].endings[0] }
    }
}
