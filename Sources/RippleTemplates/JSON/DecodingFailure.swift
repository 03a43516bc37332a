/// A decoding problem with the place it belongs to, before it becomes a `SpecError`.
///
/// It travels inside the `DecodingError`s the containers throw, as the context's `underlyingError`,
/// so that Decodable types see the standard errors they may catch (`catch DecodingError.keyNotFound`)
/// while the position survives the trip back up through their `init(from:)`. Nothing about a failure
/// is stored in the decoder: a failure a type swallows with `try?` leaves no trace behind.
struct DecodingFailure: Error, Sendable {
    /// Where the problem is: the offending value, the unknown key, or the `{` of an object missing a key.
    var position: JSONPosition
    /// The key path of that object or value.
    var path: [JSONPathComponent]
    /// What is wrong.
    var message: String

    /// The context of a `DecodingError` carrying this failure.
    var context: DecodingError.Context {
        DecodingError.Context(codingPath: path.map(\.codingKey), debugDescription: message, underlyingError: self)
    }

    /// The error for a value of the wrong kind: `valueNotFound` for null, as Foundation's decoder does.
    func mismatch(_ type: Any.Type, foundNull: Bool) -> DecodingError {
        foundNull ? .valueNotFound(type, context) : .typeMismatch(type, context)
    }

    /// The failure inside an error the decoder threw, if it is one.
    static func carried(by error: any Error) -> DecodingFailure? {
        guard let error = error as? DecodingError else { return nil }
        switch error {
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .keyNotFound(_, let context),
             .dataCorrupted(let context):
            return context.underlyingError as? DecodingFailure
        @unknown default:
            return nil
        }
    }

    /// The public error, naming the file.
    func specError(file: String) -> SpecError {
        SpecError(
            file: file, line: position.line, column: position.column,
            path: JSONPathComponent.format(path), message: message
        )
    }
}
