/// A batch manifest: defaults, and the assets to make (`ripplegen batch MANIFEST.json -o OUTDIR`).
///
/// Decoded with `StrictJSONDecoder`, so a malformed manifest or an unknown key is reported with the
/// file, line, column and key path before any work starts (`assets[1]: unknown key 'nmae'; did you mean 'name'?`).
/// Whatever depends on the styles (flag names and values, spec files) is checked per entry later, so that
/// one bad entry does not stop the others.
struct BatchManifest: Decodable, Sendable {
    /// What every entry starts from.
    struct Defaults: Decodable, Sendable {
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
    struct Asset: Decodable, Sendable {
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
    struct Formats: Decodable, Sendable {
        /// The format names, checked per entry with the generate command's `--format` parser.
        var names: [String]

        /// Decodes one string or an array of strings.
        init(from decoder: any Decoder) throws {
            if let single = try? decoder.singleValueContainer().decode(String.self) {
                names = [single]
            } else {
                names = try [String](from: decoder)
            }
        }
    }

    /// Shared settings.
    var defaults: Defaults?
    /// The entries, in the order the summary lists them.
    var assets: [Asset]
}
