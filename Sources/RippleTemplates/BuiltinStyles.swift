import RippleJSON
import RippleKit

/// The built-in styles: the JSON files of `Templates/styles/`, embedded into the binary at build time
/// so `ripplegen` is one self-contained executable.
public enum BuiltinStyles {
    /// The embedded files by style name, in the order `ripplegen styles` lists them.
    /// A test checks that this list and `Templates/styles/` hold the same files.
    static let files: [(name: String, json: [UInt8])] = [
        ("ring", PackageResources.ring_json),
        ("fill", PackageResources.fill_json),
        ("material", PackageResources.material_json),
        ("splash", PackageResources.splash_json),
        ("pulse", PackageResources.pulse_json),
    ]

    /// The style names.
    public static var names: [String] { files.map(\.name) }

    /// The template of a built-in style.
    ///
    /// - Returns: `nil` when there is no style of that name.
    /// - Throws: `SpecError` when the embedded file does not decode (a build defect the tests catch).
    public static func template(named name: String) throws(SpecError) -> StyleTemplate? {
        guard let file = files.first(where: { $0.name == name }) else { return nil }
        return try TemplateDecoder.decode(file.json, file: "Templates/styles/\(name).json")
    }

    /// The spec file of a built-in style, exactly as in `Templates/styles/`.
    package static func json(named name: String) -> String? {
        files.first { $0.name == name }.map { String(decoding: $0.json, as: UTF8.self) }
    }

    /// Every built-in template, in listing order.
    public static func all() throws(SpecError) -> [StyleTemplate] {
        var templates: [StyleTemplate] = []
        for name in names {
            if let template = try template(named: name) { templates.append(template) }
        }
        return templates
    }
}

/// Reads style templates from JSON strictly: unknown keys are errors, and every error names the
/// file, line, column and key path (`JSONParser`, then `StyleTemplate.init(json:)`).
public enum TemplateDecoder {
    /// Decodes a template.
    ///
    /// - Parameters:
    ///   - json: the file's bytes (UTF-8 JSON, at most `JSONParser.maximumDocumentSize`).
    ///   - file: the name used in messages.
    /// - Throws: `SpecError` pointing at the problem.
    public static func decode(_ json: [UInt8], file: String) throws(SpecError) -> StyleTemplate {
        try StyleTemplate(json: JSONNode(root: try JSONParser.parse(json, file: file), file: file))
    }
}
