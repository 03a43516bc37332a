#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import RippleJSON
import Foundation
import RippleTemplates

/// `ripplegen batch MANIFEST.json -o OUTDIR`: many assets from one manifest, made in parallel, each
/// exactly as `ripplegen` would make it alone with the same flags, validated, and written atomically.
enum BatchCommand: Subcommand {
    static let name = "batch"
    static let usage = "batch MANIFEST.json -o OUTDIR [--jobs N] [--check | --prune]"
    static let about = [
        "Makes every asset a manifest lists, in parallel, each validated and written atomically as OUTDIR/NAME.svg (NAME-FORMAT.svg when an entry has several formats); files whose bytes would not change are left untouched. Prints a summary (file, bytes, gzip bytes, valid, status) on stdout. Each file is byte-identical to 'ripplegen' run alone with the entry's flags.",
        "\"format\": \"web\" makes four files, NAME.css, NAME.js, NAME.mjs and NAME.d.mts (NAME-web.css… with several formats), as 'ripplegen --format web -o OUTDIR/NAME.css' does; all four are checked with the web lint. \"format\": \"lottie\" makes NAME.json. \"format\": [\"apng\", \"webp\", \"gif\"] makes NAME-apng.png, NAME-webp.webp and NAME-gif.gif from frames rendered once; \"format\": \"png\" with \"args\": { \"at\": T } a still frame.",
    ]
    static let epilogue = [
        "",
        "MANIFEST:",
        "  { \"defaults\": { \"format\": [\"smil\", \"css\"],",
        "                  \"args\": { \"repeat\": \"indefinite\" } },",
        "    \"assets\": [",
        "      { \"name\": \"ring-25\", \"style\": \"ring\", \"args\": { \"repeat\": 25 } },",
        "      { \"name\": \"press\", \"spec\": \"specs/press.json\", \"format\": \"css\",",
        "        \"args\": { \"origin\": \"20,30\" } },",
        "      { \"name\": \"{style}-{size}\",",
        "        \"matrix\": { \"style\": [\"ring\", \"pulse\"], \"size\": [\"48x48\", \"96x96\"] } } ] }",
        "  args are the generate flags without '--' (true for a flag without a value); spec paths are relative to the manifest; {axis} in a name is a matrix value (characters a name may not hold dropped).",
        "",
        "EXIT CODES: 0 all made (or --check: all up to date), 1 --check: files out of date or missing, 64 usage error, 65 bad manifest or an entry's bad data, 66 manifest not readable, 70 a generated document failed validation, 73 a file or OUTDIR cannot be written; when entries fail differently the highest code wins, and the other entries are still made",
    ]
    /// The command's options (the help table is built from them).
    static let options: [OptionSpec] = [
        OptionSpec("--output", short: "-o", value: "OUTDIR", "the directory to write into (created if missing; its parent must exist)"),
        OptionSpec("--jobs", short: "-j", value: "N", "worker threads (default: the number of active processors)"),
        OptionSpec("--check", "compare with the files in OUTDIR instead of writing: exit 0 if all match, 1 listing the others (and stray files, temporary files of killed runs too)"),
        OptionSpec("--prune", "after writing, delete the .svg, .css, .js, .mjs and .d.mts files in OUTDIR that the manifest does not make (a script only when ripplegen wrote it, never a link), and temporary files that killed runs left"),
        OptionSpec("--help", short: "-h", "show this help"),
    ]

    /// The most worker threads `--jobs` accepts.
    static let maximumJobs = 1024

    /// Runs `ripplegen batch`.
    ///
    /// - Returns: 0 when every file was made (or is up to date), else the highest code a row asks for:
    ///   1 (`--check`: out of date or missing), 65 (an entry's data), 70 (validation), 73 (writing).
    /// - Throws: `CLIError` for what stops the batch before any work: usage (64), a manifest that cannot
    ///   be read (66) or decoded (65), a required DTD that is missing (70), an OUTDIR that cannot be made (73).
    static func run(_ parsed: ParsedArguments, context: CommandContext) throws(CLIError) -> ExitCode {
        let console = context.console, environment = context.environment
        guard let manifestPath = parsed.positionals.first else {
            throw usageError("batch needs a MANIFEST (a JSON file listing the assets)")
        }
        if let extra = parsed.positionals.dropFirst().first {
            throw usageError("unexpected argument '\(ValueParsers.printable(extra))'; batch takes one MANIFEST")
        }
        guard let output = parsed.value("--output") else {
            throw usageError("batch needs -o OUTDIR, the directory to write the assets into")
        }
        let workers = try jobs(parsed.value("--jobs"))
        let check = parsed.has("--check")
        if check, parsed.has("--prune") {
            throw usageError("--prune deletes files and --check never writes: use one of them")
        }

        // Everything that can stop the whole batch is checked before any work starts.
        let bytes = try InputFile.read(manifestPath, limit: JSONParser.maximumDocumentSize, what: "manifest")
        let root: JSONValue
        let manifest: BatchManifest
        do {
            root = try JSONParser.parse(bytes, file: manifestPath)
            manifest = try BatchManifest(json: JSONNode(root: root, file: manifestPath))
        } catch {
            throw CLIError(error)
        }
        let jobs = try BatchPlan.jobs(for: manifest, file: manifestPath, root: root)
        try refuseOwnInputs(jobs, directory: output, manifest: manifestPath, check: check)
        let styles = BatchStyles(for: jobs)
        // The DTD's policy is checked after the manifest's own errors; this session then becomes the
        // first worker's validator.
        let session = ValidationSession(environment: environment)
        try session.checkDTD(console: console)
        let directory = try prepare(output, check: check)

        let worker = BatchWorker(directory: directory, check: check, styles: styles)
        let progress = ProgressLine("ripplegen batch:", total: jobs.count, enabled: ProgressLine.wanted(for: console))
        let results = BatchRunner.run(jobs, worker: worker, workers: workers, environment: environment,
                                      session: session, progress: progress)
        progress.finish()
        let strays = strayFiles(in: directory, made: Set(jobs.map(\.file)))
        var rows = results
        if check {
            rows += strays.map { BatchResult(label: "-", file: $0, status: .stray) }
        } else if parsed.has("--prune") {
            for name in strays where FileSystem.removeFile(worker.path(of: name)) == 0 { rows.append(BatchResult(label: "-", file: name, status: .pruned)) }
        } else if !strays.isEmpty {
            console.err("ripplegen: note: OUTDIR has \(strays.count) file\(strays.count == 1 ? "" : "s") the manifest does not make "
                        + "(\(strays.prefix(3).joined(separator: ", "))\(strays.count > 3 ? ", …" : "")); --prune deletes them")
        }

        if case .failure(let reason) = Gzip.shared, results.contains(where: { $0.bytes != nil }) {
            console.err("ripplegen: warning: \(reason)")
        }
        for line in BatchReport.messages(rows, path: worker.path(of:), check: check) { console.err(line) }
        try console.out(BatchReport.table(rows, check: check))
        return BatchReport.exitCode(rows)
    }

    /// Refuses, before anything is written, a batch that would write over its own manifest or a spec file
    /// it reads (as the single-file mode refuses `-o` naming its `--spec`); with `--check`, which writes
    /// nothing, because the comparison would be with that input.
    private static func refuseOwnInputs(_ jobs: [BatchJob], directory: String, manifest: String, check: Bool) throws(CLIError) {
        var inputs = [FileSystem.canonical(manifest): "the manifest"]
        for job in jobs {
            if case .success(let recipe) = job.plan, case .spec(let spec) = recipe.source { inputs[FileSystem.canonical(spec)] = "the spec file \(spec)" }
        }
        for job in jobs {
            let path = FileSystem.canonical(directory + "/" + job.file)
            if let what = inputs[path] {
                let refusal = check ? "--check would compare it with that file" : "refusing to overwrite it (nothing was written)"
                throw CLIError(.dataError, "\(job.label): its output \(path) is \(what); \(refusal)")
            }
        }
    }

    /// The files of OUTDIR with an extension batch writes (`.svg`, `.css`, `.js`, `.mjs`) that no job makes and that
    /// the write rule would let batch replace (regular files, not links; a script only when ripplegen wrote it), and
    /// the temporary files of ripplegen runs that have ended without removing them (a SIGKILL cannot be caught),
    /// sorted; none when OUTDIR does not exist.
    static func strayFiles(in directory: String, made: Set<String>) -> [String] {
        let names = FileSystem.names(in: directory) ?? []
        return names.filter { name in
            let path = directory + "/" + name
            if OutputWriter.isAbandonedTemporary(name) {
                var info = stat()
                return FileSystem.linkStatus(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
            }
            guard !made.contains(name), !name.hasPrefix("."), [".svg", ".css", ".js", ".mjs", ".d.mts"].contains(where: { name.hasSuffix($0) }) else {
                return false
            }
            // `--prune` deletes what it lists: the same rule as a write, so a user's own script or a link stays.
            let rule = WriteRule(guarded: [".js", ".mjs", ".d.mts"].contains(where: { name.hasSuffix($0) }))
            var info = stat()
            return (try? rule.target(of: path)) == .file && FileSystem.linkStatus(path, &info) == 0
        }.sorted()
    }

    /// `--jobs N`: 1 … `maximumJobs`, default the active processor count.
    private static func jobs(_ text: String?) throws(CLIError) -> Int {
        guard let text else { return max(1, ProcessInfo.processInfo.activeProcessorCount) }
        return try ValueParsers.whole(.text(text), flag: "--jobs", in: 1...maximumJobs, what: "a number of jobs")
    }

    /// Makes sure OUTDIR is a directory or can be made one (its parent exists); it is created on the first write.
    ///
    /// - Returns: the path without trailing slashes.
    /// - Throws: `CLIError` (73) when OUTDIR is a file or cannot be created.
    private static func prepare(_ path: String, check: Bool) throws(CLIError) -> String {
        var directory = path
        while directory.count > 1, directory.hasSuffix("/") { directory.removeLast() }
        var link = stat()
        let isDirectory = FileSystem.isDirectory(directory)
        // A link to a missing folder: creating OUTDIR would make a folder through it (WriteRule).
        if FileSystem.linkStatus(directory, &link) == 0, link.st_mode & S_IFMT == S_IFLNK, isDirectory == nil {
            throw CLIError(.cannotCreate, "cannot write into \(directory): it is a symbolic link to a missing folder; no folder is created through a link")
        }
        if let isDirectory {
            guard isDirectory else {
                throw CLIError(.cannotCreate, "cannot write into \(directory): not a directory")
            }
            return directory
        }
        // With --check a missing OUTDIR only means every file is missing.
        if check { return directory }
        let parent = FileSystem.folder(of: FileSystem.absolute(directory))
        guard FileSystem.isDirectory(parent) == true else {
            throw CLIError(.cannotCreate, "cannot create \(directory): directory \(parent) does not exist")
        }
        // OUTDIR is made by the first file written (BatchWorker), so a batch that writes nothing leaves nothing.
        return directory
    }
}
