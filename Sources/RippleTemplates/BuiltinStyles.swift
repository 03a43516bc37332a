import Foundation
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
    /// - Throws: `StyleError` when the embedded file does not decode (a build defect the tests catch).
    public static func template(named name: String) throws(StyleError) -> StyleTemplate? {
        guard let file = files.first(where: { $0.name == name }) else { return nil }
        return try TemplateDecoder.decode(file.json, file: "Templates/styles/\(name).json")
    }

    /// The spec file of a built-in style, exactly as in `Templates/styles/`.
    public static func json(named name: String) -> String? {
        files.first { $0.name == name }.map { String(decoding: $0.json, as: UTF8.self) }
    }

    /// Every built-in template, in listing order.
    public static func all() throws(StyleError) -> [StyleTemplate] {
        var templates: [StyleTemplate] = []
        for name in names {
            if let template = try template(named: name) { templates.append(template) }
        }
        return templates
    }
}

/// Decodes style templates from JSON, turning decoding failures into key-path messages.
public enum TemplateDecoder {
    /// Decodes a template.
    ///
    /// - Parameters:
    ///   - json: the file's bytes (UTF-8 JSON).
    ///   - file: the name used in messages.
    /// - Throws: `StyleError` whose path is `file: key.path`.
    public static func decode(_ json: [UInt8], file: String) throws(StyleError) -> StyleTemplate {
        do {
            return try JSONDecoder().decode(StyleTemplate.self, from: Data(json))
        } catch let error as DecodingError {
            throw StyleError(path: file, message: describe(error))
        } catch {
            throw StyleError(path: file, message: "\(error)")
        }
    }

    private static func describe(_ error: DecodingError) -> String {
        func path(_ keys: [any CodingKey]) -> String {
            keys.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined().trimmingCharacters(in: ["."])
        }
        switch error {
        case .typeMismatch(let type, let context):
            return "\(path(context.codingPath)): expected \(type)"
        case .valueNotFound(_, let context):
            return "\(path(context.codingPath)): missing value"
        case .keyNotFound(let key, let context):
            return "\(path(context.codingPath + [key])): missing key"
        case .dataCorrupted(let context):
            let location = path(context.codingPath)
            return location.isEmpty ? "not valid JSON" : "\(location): \(context.debugDescription)"
        @unknown default:
            return "\(error)"
        }
    }
}
