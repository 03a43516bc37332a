import RippleArchive
import RippleDiagnostics
import RippleJSON

/// The walk of `DotLottieLint`: the archive's entries in order of dependence (manifest, animations, themes,
/// state machines), each problem located in its entry.
struct DotLottieChecker {
    let file: String
    private(set) var diagnostics: [Diagnostic] = []
    /// Slot ids and marker names of every animation, by animation id.
    private var slots: [String: Set<String>] = [:]
    private var markers: [String: Set<String>] = [:]

    init(file: String) {
        self.file = file
    }

    /// The folders a version 2 container holds, and the one file at its root.
    static let folders = ["a/", "i/", "t/", "s/"]
    static let manifestName = "manifest.json"

    mutating func check(_ entries: [ZipArchive.Entry], layers: Int?) {
        var byName: [String: [UInt8]] = [:]
        for entry in entries {
            if let problem = Self.nameProblem(entry.name) { report(nil, "entry '\(Self.printable(entry.name))': \(problem)"); continue }
            if byName[entry.name] != nil { report(nil, "entry '\(entry.name)' appears twice"); continue }
            if entry.name != Self.manifestName, !Self.folders.contains(where: { entry.name.hasPrefix($0) && entry.name.count > 2 }) {
                report(nil, "entry '\(entry.name)' is neither manifest.json nor under a/, i/, t/ or s/")
                continue
            }
            byName[entry.name] = entry.bytes
        }
        guard let manifestBytes = byName[Self.manifestName] else { return report(nil, "the archive has no manifest.json") }
        guard let manifest = parse(manifestBytes, entry: Self.manifestName) else { return }
        var schema = DotLottieManifestSchema()
        schema.check(manifest)
        for problem in schema.problems { report(Self.manifestName, problem.message, at: manifest.locate(problem.path) ?? manifest.position, path: problem.path) }
        guard schema.problems.isEmpty else { return }
        let listed = Set(schema.animations.map { "a/\($0).json" } + schema.themes.map { "t/\($0).json" } + schema.machines.map { "s/\($0).json" })
        for (index, id) in schema.animations.enumerated() { require("a/\(id).json", in: byName, manifest, path: "animations[\(index)].id") }
        for (index, id) in schema.themes.enumerated() { require("t/\(id).json", in: byName, manifest, path: "themes[\(index)].id") }
        for (index, id) in schema.machines.enumerated() { require("s/\(id).json", in: byName, manifest, path: "stateMachines[\(index)].id") }
        for name in byName.keys.sorted() where !name.hasPrefix("i/") && name != Self.manifestName && !listed.contains(name) {
            report(nil, "entry '\(name)' is not listed in manifest.json")
        }
        for id in schema.animations {
            let name = "a/\(id).json"
            guard let bytes = byName[name] else { continue }
            diagnostics += LottieLint.problems(bytes, file: "\(file):\(name)", layers: layers)
            if let root = try? JSONParser.parse(bytes, file: name, maximumSize: LottieLint.maximumDocumentSize) {
                var found = Set<String>()
                Self.collectSlotIDs(root, into: &found)
                slots[id] = found
                markers[id] = Set((root["markers"]?.array ?? []).compactMap { $0["cm"]?.string })
                for key in (root["slots"]?.object?.members ?? []).map(\.key) where !found.contains(key) {
                    report(name, "slots.\(key): no property of the animation has this slot id", at: root.locate("slots") ?? root.position)
                }
            }
        }
        let allSlots = slots.values.reduce(into: Set<String>()) { $0.formUnion($1) }
        for id in schema.themes {
            let name = "t/\(id).json"
            guard let bytes = byName[name], let root = parse(bytes, entry: name) else { continue }
            var theme = DotLottieThemeSchema(slots: allSlots, animations: Set(schema.animations))
            theme.check(root)
            for problem in theme.problems { report(name, problem.message, at: root.locate(problem.path) ?? root.position, path: problem.path) }
        }
        let allMarkers = markers.values.reduce(into: Set<String>()) { $0.formUnion($1) }
        for id in schema.machines {
            let name = "s/\(id).json"
            guard let bytes = byName[name], let root = parse(bytes, entry: name) else { continue }
            var machine = DotLottieMachineSchema(markers: allMarkers, themes: Set(schema.themes), animations: Set(schema.animations))
            machine.check(root)
            for problem in machine.problems { report(name, problem.message, at: root.locate(problem.path) ?? root.position, path: problem.path) }
        }
    }

    /// Why an entry name is refused: anything that could leave a folder an extractor writes into.
    static func nameProblem(_ name: String) -> String? {
        if name.isEmpty { return "an empty name" }
        if name.hasPrefix("/") { return "an absolute path" }
        if name.contains("\\") { return "a backslash (a Windows path separator)" }
        if name.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) { return "a control character" }
        if name.utf8.count > 255 { return "a name longer than 255 bytes" }
        let parts = name.split(separator: "/", omittingEmptySubsequences: false)
        if parts.contains("..") { return "a '..' part (it leaves the folder it is extracted into)" }
        if parts.contains(".") || parts.dropLast().contains("") { return "an empty or '.' part" }
        if name.hasSuffix("/") { return "a folder entry" }
        if parts.first?.contains(":") == true { return "a drive letter" }
        return nil
    }

    /// Every `sid` of a Lottie document.
    static func collectSlotIDs(_ value: JSONValue, into found: inout Set<String>) {
        switch value.kind {
        case .object(let object):
            for member in object.members {
                if member.key == "sid", let id = member.value.string { found.insert(id) } else { collectSlotIDs(member.value, into: &found) }
            }
        case .array(let items):
            for item in items { collectSlotIDs(item, into: &found) }
        default:
            break
        }
    }

    private mutating func require(_ name: String, in entries: [String: [UInt8]], _ manifest: JSONValue, path: String) {
        if entries[name] == nil { report(Self.manifestName, "\(path): the archive has no \(name)", at: manifest.locate(path) ?? manifest.position) }
    }

    private mutating func parse(_ bytes: [UInt8], entry: String) -> JSONValue? {
        do {
            let root = try JSONParser.parse(bytes, file: entry, maximumSize: LottieLint.maximumDocumentSize)
            guard root.object != nil else { report(entry, "not a JSON object", at: root.position); return nil }
            return root
        } catch {
            report(entry, error.message, at: JSONPosition(line: error.line, column: error.column), path: error.path)
            return nil
        }
    }

    private mutating func report(_ entry: String?, _ message: String, at position: JSONPosition? = nil, path: String = "") {
        let text = path.isEmpty || message.hasPrefix(path) ? message : "\(path): \(message)"
        let location = Diagnostic.Location(file: entry.map { "\(file):\($0)" } ?? file, line: position?.line, column: position?.column)
        diagnostics.append(Diagnostic(.error, text, at: location))
    }

    private static func printable(_ name: String) -> String {
        String(name.unicodeScalars.map { $0.value < 0x20 || $0.value == 0x7F ? "?" : Character($0) })
    }
}
