import RippleDiagnostics
import RippleJSON

/// Turns a decoded manifest into the list of files to make, in manifest order: matrices expanded,
/// names filled in and checked, duplicates found. Nothing here reads a style or a spec file.
enum BatchPlan {
    /// The most assets a manifest may expand to (matrix products included).
    static let maximumAssets = 100_000

    /// The jobs of a manifest.
    ///
    /// - Parameters:
    ///   - file: the manifest's path, for messages; spec paths are relative to its directory.
    ///   - root: the parsed manifest, to give per-entry problems a line and column.
    /// - Throws: `CLIError` (65) when the matrices would expand to more than `maximumAssets`, checked
    ///   from the products before anything is expanded.
    static func jobs(for manifest: BatchManifest, file: String, root: JSONValue) throws(CLIError) -> [BatchJob] {
        func located(_ problem: BatchEntry.Problem, label: String) -> CLIError {
            let place = root.locate(problem.path).map { Diagnostic.Location(file: file, line: $0.line, column: $0.column) } ?? .init(file: file)
            return CLIError(.dataError, "\(label): \(problem.message)", at: place)
        }
        try checkSize(manifest, file: file, root: root)
        let directory = file.contains("/") ? String(file[..<file.lastIndex(of: "/")!]) : ""
        var entries: [BatchEntry] = []
        for (index, asset) in manifest.assets.enumerated() {
            let axes = asset.matrix?.members ?? []
            if let empty = axes.first(where: { $0.value.isEmpty }) {
                let problem = BatchEntry.Problem(path: "assets[\(index)].matrix.\(empty.key)",
                                                 message: "matrix axis '\(empty.key)' has no values, so the entry makes no asset")
                entries.append(BatchEntry.failed(index, asset.name, problem))
                continue
            }
            for combination in combinations(axes) {
                entries.append(BatchEntry.make(index: index, asset: asset, combination: combination,
                                               defaults: manifest.defaults, directory: directory))
            }
        }
        markDuplicates(&entries)
        let web = entries.contains { $0.files.contains { $0.format == .web } }
        let engine = !web ? [] : manifest.engine == .shared ? sharedEngineFiles : manifest.engine == .bundle ? bundleFiles : []
        let layout = manifest.engine == .bundle ? "the style bundle's (\"engine\": \"bundle\")" : "the shared engine's (\"engine\": \"shared\")"
        var jobs: [BatchJob] = []
        var members: [(label: String, recipe: BatchJob.Recipe)] = []
        var failed: [String] = []
        for entry in entries {
            let clash = entry.files.first { file in engine.contains { $0.lowercased() == file.file.lowercased() } }
            for (format, part, name) in entry.files {
                if let problem = entry.problem ?? clash.map({ BatchEntry.Problem(path: "assets[\(entry.index)].name",
                                                                              message: "file '\($0.file)' is \(layout)") }) {
                    jobs.append(BatchJob(label: entry.label, file: name, plan: .failure(located(problem, label: entry.label))))
                    if format == .web, part == .styleSheet { failed.append(entry.label) }
                } else {
                    var recipe = BatchJob.Recipe(source: entry.source, format: format, part: part, arguments: entry.arguments)
                    recipe.sharedEngine = manifest.engine == .shared && format == .web
                    jobs.append(BatchJob(label: entry.label, file: name, plan: .success(recipe)))
                    if format == .web, part == .styleSheet { members.append((entry.label, recipe)) }
                }
            }
        }
        // The shared engine's or the bundle's files, once, after the styles that use them. A bundle without one
        // of the folder's web styles would be a page without it: it is not made when one fails here.
        for file in engine {
            var recipe = BatchJob.Recipe(source: .style(""), format: .web, part: .engine(String(file.dropFirst("ripplegen".count))), arguments: [])
            let label = manifest.engine == .bundle ? "bundle" : "engine"
            if manifest.engine == .bundle, !failed.isEmpty {
                let error = CLIError(.dataError, "bundle: not made, as \(failed.joined(separator: ", ")) failed (the bundle holds every web entry)")
                jobs.append(BatchJob(label: label, file: file, plan: .failure(error)))
                continue
            }
            if manifest.engine == .bundle { recipe.bundle = members }
            jobs.append(BatchJob(label: label, file: file, plan: .success(recipe)))
        }
        return jobs
    }

    /// The shared engine's files in OUTDIR (`"engine": "shared"`).
    static let sharedEngineFiles = ["ripplegen.js", "ripplegen.mjs", "ripplegen.d.mts"]

    /// The style bundle's files in OUTDIR (`"engine": "bundle"`): every style's sheet, and the engine with every
    /// press style's program.
    static let bundleFiles = ["ripplegen.css"] + sharedEngineFiles

    /// Refuses a manifest whose matrices multiply out beyond the limit, without expanding them.
    private static func checkSize(_ manifest: BatchManifest, file: String, root: JSONValue) throws(CLIError) {
        var total = 0
        for (index, asset) in manifest.assets.enumerated() {
            var product = 1
            for axis in asset.matrix?.members ?? [] {
                let (next, overflow) = product.multipliedReportingOverflow(by: axis.value.count)
                product = overflow ? Int.max : next
            }
            let (sum, overflow) = total.addingReportingOverflow(product)
            total = overflow ? Int.max : sum
            if total > maximumAssets {
                let path = asset.matrix == nil ? "assets[\(index)]" : "assets[\(index)].matrix"
                let place = root.locate(path).map { Diagnostic.Location(file: file, line: $0.line, column: $0.column) } ?? .init(file: file)
                let alone = product == Int.max ? "more than \(Int.max)" : "\(product)"
                throw CLIError(.dataError, "\(path): the manifest expands to more than \(maximumAssets) assets "
                                   + "(this entry makes \(alone)); split it into several manifests", at: place)
            }
        }
    }

    /// Every combination of the axes' values, the first axis varying slowest.
    private static func combinations(_ axes: [BatchTable<[BatchValue]>.Member]) -> [[(key: String, value: BatchValue)]] {
        var result: [[(key: String, value: BatchValue)]] = [[]]
        for axis in axes {
            result = result.flatMap { prefix in axis.value.map { prefix + [(key: axis.key, value: $0)] } }
        }
        return result
    }

    /// Fails every entry whose name or file name another entry also has, naming the others.
    ///
    /// Names are compared without case, because two files differing only in case are one file on the
    /// default macOS and Windows file systems.
    private static func markDuplicates(_ entries: inout [BatchEntry]) {
        var owners: [String: [Int]] = [:]
        for (position, entry) in entries.enumerated() where entry.problem == nil {
            var keys = Set(["name:" + entry.name.lowercased()])
            for file in entry.files { keys.insert("file:" + file.file.lowercased()) }
            for key in keys { owners[key, default: []].append(position) }
        }
        var clashes: [Int: Set<Int>] = [:]
        for positions in owners.values where positions.count > 1 {
            for position in positions { clashes[position, default: []].formUnion(positions.filter { $0 != position }) }
        }
        for (position, others) in clashes {
            let entry = entries[position]
            let names = others.sorted().map { entries[$0].label }.joined(separator: ", ")
            let sameName = others.contains { entries[$0].name.lowercased() == entry.name.lowercased() }
            let otherFiles = Set(others.flatMap { entries[$0].files.map { $0.file.lowercased() } })
            let shared = entry.files.first { otherFiles.contains($0.file.lowercased()) }?.file ?? entry.name
            let message = sameName
                ? "duplicate name '\(entry.name)': also used by \(names)"
                : "file '\(shared)' is also made by \(names)"
            entries[position].problem = BatchEntry.Problem(path: "assets[\(entry.index)].name", message: message)
        }
    }
}
