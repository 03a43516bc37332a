/// The state one `StrictJSONDecoder.decode` call shares among its decoders and containers: the tree,
/// and what was asked of each object. It never holds an error (see `DecodingFailure`).
final class DecodingState {
    /// The document.
    let root: JSONValue
    /// Per object id, what the types asked of the objects they opened containers on.
    private var usages: [Int: ObjectUsage] = [:]
    /// Per value (values never share a start), the kinds types tried to read it as, in order.
    private var expectations: [JSONPosition: [String]] = [:]

    init(root: JSONValue) {
        self.root = root
    }

    /// The usage record of an object, created on first use.
    func usage(of object: JSONObject, at position: JSONPosition, path: [JSONPathComponent]) -> ObjectUsage {
        if let usage = usages[object.id] { return usage }
        let usage = ObjectUsage(object: object, position: position, path: path)
        usages[object.id] = usage
        return usage
    }

    /// Decodes `node` as `T` with a decoder of its own, the one way values are decoded.
    ///
    /// On success the objects the type opened containers on are marked completed; on failure the
    /// error gets the position of the value if it does not carry one yet, so an error a type throws
    /// itself (`dataCorruptedError(in:…)`, or any other) points at the value that type was decoding.
    func decode<T: Decodable>(_ type: T.Type, node: JSONValue, path: [JSONPathComponent]) throws -> T {
        if let scalar = type as? any JSONScalar.Type {
            // `as!` cannot fail: the scalar read returns a value of `scalar`, which is `T`.
            return try read(scalar, node, path) as! T
        }
        let decoder = NodeDecoder(state: self, node: node, path: path)
        do {
            let value = try T(from: decoder)
            decoder.markCompleted()
            return value
        } catch {
            throw locate(error, node: node, path: path)
        }
    }

    /// Reads a scalar, turning a mismatch into the `DecodingError` Foundation would throw.
    func read<S: JSONScalar>(_ type: S.Type, _ value: JSONValue, _ path: [JSONPathComponent]) throws -> S {
        do {
            return try S.read(value)
        } catch {
            if let expected = error.expected { throw wrongKind(type, expected: expected, value: value, path: path) }
            throw DecodingFailure(position: value.position, path: path, message: error.message)
                .mismatch(type, foundNull: value.kind == .null)
        }
    }

    /// The error for a value of the wrong kind: `expected a number, found a string`.
    ///
    /// Kinds tried earlier on the same value join the message, since a type that tries a number and
    /// then a string (`try? decode(Double.self)`, then `decode(String.self)`) accepts either:
    /// `expected a number or a string, found a boolean` says so, where the last attempt alone would
    /// claim only a string will do. This only words the error; it never creates one.
    func wrongKind(
        _ type: Any.Type, expected: String, value: JSONValue, path: [JSONPathComponent]
    ) -> DecodingError {
        var tried = expectations[value.position, default: []]
        if !tried.contains(expected) { tried.append(expected) }
        expectations[value.position] = tried
        let list = tried.count == 1 ? expected : tried.dropLast().joined(separator: ", ") + " or " + tried[tried.count - 1]
        let message = "expected \(list), found \(value.kindDescription)"
        return DecodingFailure(position: value.position, path: path, message: message)
            .mismatch(type, foundNull: value.kind == .null)
    }

    /// The unknown keys of the document, in no particular order.
    ///
    /// Objects whose decode completed report every key never asked; objects on the path of the
    /// error that stopped decoding (their inits threw half-way) report only keys their key types
    /// cannot represent; objects visited only by attempts that failed and were swallowed report
    /// nothing, since the type chose to ignore that failure.
    func unknownKeys(failurePath: [JSONPathComponent]?) -> [DecodingFailure] {
        let interrupted = failurePath.map(objectIDs(along:)) ?? []
        var unknown: [DecodingFailure] = []
        for usage in usages.values {
            if usage.completed {
                unknown += usage.unknownKeys(trustAsked: true)
            } else if interrupted.contains(usage.object.id) {
                unknown += usage.unknownKeys(trustAsked: false)
            }
        }
        return unknown
    }

    /// The ids of the objects from the root down a path, the last value included.
    private func objectIDs(along path: [JSONPathComponent]) -> Set<Int> {
        var ids: Set<Int> = []
        var value = root
        for component in path {
            if case .object(let object) = value.kind { ids.insert(object.id) }
            guard let child = Self.child(of: value, component) else { return ids }
            value = child
        }
        if case .object(let object) = value.kind { ids.insert(object.id) }
        return ids
    }

    private static func child(of value: JSONValue, _ component: JSONPathComponent) -> JSONValue? {
        switch (value.kind, component) {
        case (.object(let object), .key(let key)): object.member(named: key)?.value
        case (.array(let elements), .index(let index)) where elements.indices.contains(index): elements[index]
        default: nil
        }
    }

    // MARK: Errors thrown by Decodable types

    /// `error` with a position: unchanged if it carries one, else placed where its coding path leads
    /// from `node` (the value whose init threw), or at `node` itself.
    private func locate(_ error: any Error, node: JSONValue, path: [JSONPathComponent]) -> any Error {
        if DecodingFailure.carried(by: error) != nil { return error }
        let atNode = DecodingError.dataCorrupted(
            DecodingFailure(position: node.position, path: path, message: "\(error)").context
        )
        // Any other error is wrapped, so that its position survives the inits above; a type catching
        // its own error type from a nested decode would no longer see it (rare in spec types).
        guard let decodingError = error as? DecodingError else { return atNode }
        func failure(_ context: DecodingError.Context, _ message: String) -> DecodingError.Context {
            let (value, valuePath) = resolve(context.codingPath, from: node, at: path)
            return DecodingFailure(position: value.position, path: valuePath, message: message).context
        }
        func describe(_ context: DecodingError.Context) -> String {
            context.debugDescription.isEmpty ? "invalid value" : context.debugDescription
        }
        switch decodingError {
        case .typeMismatch(let type, let context):
            return DecodingError.typeMismatch(type, failure(context, describe(context)))
        case .valueNotFound(let type, let context):
            return DecodingError.valueNotFound(type, failure(context, describe(context)))
        case .keyNotFound(let key, let context):
            return DecodingError.keyNotFound(key, failure(context, "missing key '\(key.stringValue)'"))
        case .dataCorrupted(let context):
            return DecodingError.dataCorrupted(failure(context, describe(context)))
        @unknown default:
            return atNode
        }
    }

    /// The value a coding path leads to, as far as it leads, starting from `node` at `nodePath`.
    ///
    /// Coding paths are absolute, so one that does not start with `nodePath` was made up by the type;
    /// then the error stays at `node`.
    private func resolve(
        _ codingPath: [any CodingKey], from node: JSONValue, at nodePath: [JSONPathComponent]
    ) -> (JSONValue, [JSONPathComponent]) {
        guard codingPath.count >= nodePath.count, zip(nodePath, codingPath).allSatisfy({ $0.matches($1) }) else {
            return (node, nodePath)
        }
        var value = node
        var path = nodePath
        for key in codingPath.dropFirst(nodePath.count) {
            let component: JSONPathComponent
            switch value.kind {
            case .object: component = .key(key.stringValue)
            case .array: component = .index(key.intValue ?? -1)
            default: return (value, path)
            }
            guard let child = Self.child(of: value, component) else { return (value, path) }
            value = child
            path.append(component)
        }
        return (value, path)
    }
}
