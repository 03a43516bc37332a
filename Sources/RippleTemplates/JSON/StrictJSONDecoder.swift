/// Decodes spec files strictly: the JSON must be well-formed (see `JSONParser`), must fit the
/// `Decodable` type, and may hold no key the type does not know.
///
/// Every failure is a `SpecError` with the file, line, column and key path of the offending value or
/// key, unlike Foundation's `JSONDecoder`, which gives no position and ignores unknown keys, so a
/// misspelled optional key (`"strokeWdith"`) would silently fall back to its default.
///
/// Messages:
/// - a value of the wrong kind, at the value: `expected a number, found a string`;
/// - a missing required key, at the object's `{`: `missing key 'duration'`;
/// - a key the type never asked about, at the key: `unknown key 'duraton'; did you mean 'duration'?`;
/// - an error the type throws itself (`DecodingError.dataCorruptedError(in:debugDescription:)` or any
///   other), at the value whose `init(from:)` threw, with the type's message.
public enum StrictJSONDecoder {
    /// Parses and decodes a spec file.
    ///
    /// When there are several problems, the first in document order among those found is reported:
    /// decoding stops at the first error the type throws, so the unknown keys of the objects decoded
    /// until then compete with it, and parts of the file not yet reached cannot.
    ///
    /// - Parameters:
    ///   - type: the type to decode, for example `StyleTemplate.self`.
    ///   - bytes: the file's bytes (UTF-8 JSON, at most `JSONParser.maximumDocumentSize`).
    ///   - file: the name used in errors.
    /// - Throws: `SpecError` pointing at the problem.
    public static func decode<T: Decodable>(_ type: T.Type, from bytes: [UInt8], file: String) throws(SpecError) -> T {
        let root = try JSONParser.parse(bytes, file: file)
        let state = DecodingState(root: root)
        let result = Result { () throws -> T in try state.decode(type, node: root, path: []) }
        let failure: DecodingFailure?
        switch result {
        case .success:
            failure = nil
        case .failure(let error):
            // `DecodingState.decode` gives every error it throws a position, the root's at least.
            failure = DecodingFailure.carried(by: error)
                ?? DecodingFailure(position: root.position, path: [], message: "\(error)")
        }
        let candidates = (failure.map { [$0] } ?? []) + state.unknownKeys(failurePath: failure?.path)
        // `min` keeps the first of equal elements, so the type's own error wins a tie.
        if let first = candidates.min(by: { $0.position < $1.position }) {
            throw first.specError(file: file)
        }
        guard case .success(let value) = result else {
            preconditionFailure("a failed decode always leaves a failure to report")
        }
        return value
    }
}
