/// The `Decoder` for one value of the tree, made for each `init(from:)` call.
///
/// It remembers the objects its type opened containers on (nested containers included) and the
/// decoders it handed out through `superDecoder`, so that when the type's init returns normally all
/// of them can be marked completed: their asked keys are then the whole schema.
final class NodeDecoder: Decoder {
    let state: DecodingState
    /// The value being decoded.
    let node: JSONValue
    /// Its key path.
    let path: [JSONPathComponent]
    private var usages: [ObjectUsage] = []
    private var superDecoders: [NodeDecoder] = []

    init(state: DecodingState, node: JSONValue, path: [JSONPathComponent]) {
        self.state = state
        self.node = node
        self.path = path
    }

    var codingPath: [any CodingKey] { path.map(\.codingKey) }

    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        try keyedContainer(keyedBy: type, for: node, path: path)
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        try unkeyedContainer(for: node, path: path)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        SingleValueContainer(decoder: self)
    }

    /// A keyed container on `value`, which this decoder's type reached through its own containers.
    func keyedContainer<Key: CodingKey>(
        keyedBy type: Key.Type, for value: JSONValue, path: [JSONPathComponent]
    ) throws -> KeyedDecodingContainer<Key> {
        guard case .object(let object) = value.kind else {
            throw state.wrongKind([String: Any].self, expected: "an object", value: value, path: path)
        }
        let usage = state.usage(of: object, at: value.position, path: path)
        usage.register(type)
        usages.append(usage)
        return KeyedDecodingContainer(KeyedContainer<Key>(decoder: self, object: object, usage: usage))
    }

    /// An unkeyed container on `value`, which this decoder's type reached through its own containers.
    func unkeyedContainer(for value: JSONValue, path: [JSONPathComponent]) throws -> UnkeyedContainer {
        guard case .array(let elements) = value.kind else {
            throw state.wrongKind([Any].self, expected: "an array", value: value, path: path)
        }
        return UnkeyedContainer(decoder: self, array: value, elements: elements, path: path)
    }

    /// A decoder for `value` that the type will use itself; it completes when this one does.
    func superDecoder(for value: JSONValue, path: [JSONPathComponent]) -> NodeDecoder {
        let decoder = NodeDecoder(state: state, node: value, path: path)
        superDecoders.append(decoder)
        return decoder
    }

    /// Marks the objects this decoder's type opened as fully asked.
    func markCompleted() {
        for usage in usages { usage.completed = true }
        for decoder in superDecoders { decoder.markCompleted() }
    }
}
