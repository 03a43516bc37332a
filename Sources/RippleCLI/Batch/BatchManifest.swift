import RippleJSON

/// A batch manifest: defaults, and the assets to make (`ripplegen batch MANIFEST.json -o OUTDIR`).
///
/// Read strictly (`init(json:)`), so a malformed manifest or an unknown key is reported with the
/// file, line, column and key path before any work starts (`assets[1]: unknown key 'nmae'; did you mean 'name'?`).
/// Whatever depends on the styles (flag names and values, spec files) is checked per entry later, so that
/// one bad entry does not stop the others.
struct BatchManifest: Sendable {
    /// What every entry starts from.
    struct Defaults: Sendable {
        /// A built-in style (default `ring`).
        var style: String?
        /// A spec file, relative to the manifest's directory.
        var spec: String?
        /// One format or several (`"css"`, `["smil", "css"]`).
        var format: Formats?
        /// Generate flags without `--`; an entry's own `args` override them key by key.
        var args: BatchTable<BatchValue>?
    }

    /// One entry of `assets`: one asset, or with `matrix` one asset per combination of values.
    struct Asset: Sendable {
        /// The file name without `.svg`; with a matrix, a template such as `{style}-{size}`.
        var name: String
        /// A built-in style; replaces the defaults' style or spec.
        var style: String?
        /// A spec file, relative to the manifest's directory; replaces the defaults' style or spec.
        var spec: String?
        /// One format or several; replaces the defaults' formats.
        var format: Formats?
        /// Generate flags without `--`, overriding the defaults' key by key.
        var args: BatchTable<BatchValue>?
        /// Axes: a flag name (or `style`, `spec`, `format`) and the values it takes; the entry is expanded
        /// into the product, the first axis varying slowest.
        var matrix: BatchTable<[BatchValue]>?
    }

    /// `"css"` or `["smil", "css"]`.
    struct Formats: Sendable {
        /// The format names, checked per entry with the generate command's `--format` parser.
        var names: [String]

        /// Reads one string or an array of strings.
        init(json node: JSONNode) throws(SpecError) {
            switch node.value.kind {
            case .string(let single): names = [single]
            case .array: names = try node.array(JSONNode.string)
            default: throw node.mismatch("a string or an array")
            }
        }
    }

    /// Shared settings.
    var defaults: Defaults?
    /// The entries, in the order the summary lists them.
    var assets: [Asset]
    /// Where a folder's web styles find the engine (`"engine"`).
    enum Engine: Sendable {
        /// `"inline"` (the default): each style's scripts carry the engine.
        case inline
        /// `"shared"`: the web press styles' scripts are their programs alone, beside one shared engine
        /// (`ripplegen.js`, `.mjs`, `.d.mts` in OUTDIR).
        case shared
        /// `"bundle"`: each style's files as `inline` makes them, and one bundle of them all in OUTDIR
        /// (`ripplegen.css`, every style's sheet; `ripplegen.js`, `.mjs`, `.d.mts`, the engine with every press
        /// style's program).
        case bundle
    }

    /// The web engine's layout.
    var engine = Engine.inline
}

extension BatchManifest {
    /// Reads a manifest from its parsed file.
    init(json node: JSONNode) throws(SpecError) {
        self = try node.object(keys: ["defaults", "assets", "engine"]) { f throws(SpecError) in
            BatchManifest(defaults: try f.optional("defaults", Defaults.init(json:)), assets: try f.required("assets", JSONNode.array(Asset.init(json:))),
                          engine: try f.optional("engine", Self.engine) ?? .inline)
        }
    }

    /// `"inline"`, `"shared"` or `"bundle"`.
    private static func engine(_ node: JSONNode) throws(SpecError) -> Engine {
        switch try JSONNode.string(node) {
        case "inline": return .inline
        case "shared": return .shared
        case "bundle": return .bundle
        default: throw node.mismatch("\"inline\", \"shared\" or \"bundle\"")
        }
    }
}

extension BatchManifest.Defaults {
    init(json node: JSONNode) throws(SpecError) {
        self = try node.object(keys: ["style", "spec", "format", "args"]) { f throws(SpecError) in
            Self(style: try f.optional("style", JSONNode.string), spec: try f.optional("spec", JSONNode.string),
                 format: try f.optional("format", BatchManifest.Formats.init(json:)),
                 args: try f.optional("args", BatchTable.reader(BatchValue.init(json:))))
        }
    }
}

extension BatchManifest.Asset {
    init(json node: JSONNode) throws(SpecError) {
        self = try node.object(keys: ["name", "style", "spec", "format", "args", "matrix"]) { f throws(SpecError) in
            Self(name: try f.required("name", JSONNode.string), style: try f.optional("style", JSONNode.string),
                 spec: try f.optional("spec", JSONNode.string), format: try f.optional("format", BatchManifest.Formats.init(json:)),
                 args: try f.optional("args", BatchTable.reader(BatchValue.init(json:))),
                 matrix: try f.optional("matrix", BatchTable.reader(JSONNode.array(BatchValue.init(json:)))))
        }
    }
}
