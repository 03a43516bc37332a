/// The unkeyed container on a JSON array. As with Foundation's, a failed decode does not advance
/// `currentIndex`, so a type may retry the same element as another type.
struct UnkeyedContainer: UnkeyedDecodingContainer {
    let decoder: NodeDecoder
    /// The array value (for the position of "too few elements").
    let array: JSONValue
    let elements: [JSONValue]
    let path: [JSONPathComponent]
    private(set) var currentIndex = 0

    init(decoder: NodeDecoder, array: JSONValue, elements: [JSONValue], path: [JSONPathComponent]) {
        self.decoder = decoder
        self.array = array
        self.elements = elements
        self.path = path
    }

    var codingPath: [any CodingKey] { path.map(\.codingKey) }
    var count: Int? { elements.count }
    var isAtEnd: Bool { currentIndex >= elements.count }

    mutating func decodeNil() throws -> Bool {
        guard try next(Any?.self).value.kind == .null else { return false }
        currentIndex += 1
        return true
    }

    mutating func decode(_ type: Bool.Type) throws -> Bool { try read(type) }
    mutating func decode(_ type: String.Type) throws -> String { try read(type) }
    mutating func decode(_ type: Double.Type) throws -> Double { try read(type) }
    mutating func decode(_ type: Float.Type) throws -> Float { try read(type) }
    mutating func decode(_ type: Int.Type) throws -> Int { try read(type) }
    mutating func decode(_ type: Int8.Type) throws -> Int8 { try read(type) }
    mutating func decode(_ type: Int16.Type) throws -> Int16 { try read(type) }
    mutating func decode(_ type: Int32.Type) throws -> Int32 { try read(type) }
    mutating func decode(_ type: Int64.Type) throws -> Int64 { try read(type) }
    mutating func decode(_ type: UInt.Type) throws -> UInt { try read(type) }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try read(type) }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try read(type) }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try read(type) }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try read(type) }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        let (value, path) = try next(type)
        let decoded = try decoder.state.decode(type, node: value, path: path)
        currentIndex += 1
        return decoded
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type
    ) throws -> KeyedDecodingContainer<NestedKey> {
        let (value, path) = try next([String: Any].self)
        let container = try decoder.keyedContainer(keyedBy: type, for: value, path: path)
        currentIndex += 1
        return container
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        let (value, path) = try next([Any].self)
        let container = try decoder.unkeyedContainer(for: value, path: path)
        currentIndex += 1
        return container
    }

    mutating func superDecoder() throws -> any Decoder {
        let (value, path) = try next(Any.self)
        currentIndex += 1
        return decoder.superDecoder(for: value, path: path)
    }

    private mutating func read<S: JSONScalar>(_ type: S.Type) throws -> S {
        let (value, path) = try next(type)
        let decoded = try decoder.state.read(type, value, path)
        currentIndex += 1
        return decoded
    }

    /// The current element and its path, or "too few elements" at the array's `[`.
    private func next(_ type: Any.Type) throws -> (value: JSONValue, path: [JSONPathComponent]) {
        guard !isAtEnd else {
            let count = elements.count
            let message = "expected more elements: the array has only \(count) element\(count == 1 ? "" : "s")"
            throw DecodingError.valueNotFound(type, DecodingFailure(position: array.position, path: path, message: message).context)
        }
        return (elements[currentIndex], path + [.index(currentIndex)])
    }
}
