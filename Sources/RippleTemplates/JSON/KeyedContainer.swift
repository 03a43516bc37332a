/// The keyed container on a JSON object; every key it is asked about is recorded as part of the schema.
struct KeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let decoder: NodeDecoder
    let object: JSONObject
    let usage: ObjectUsage

    var codingPath: [any CodingKey] { usage.path.map(\.codingKey) }

    /// The members the key type can represent, which counts as asking about each of them: a type
    /// enumerating keys (a dictionary, an enum with associated values) accepts whatever it finds.
    var allKeys: [Key] {
        object.members.compactMap { member in
            guard let key = Key(stringValue: member.key) else { return nil }
            usage.ask(member.key)
            return key
        }
    }

    func contains(_ key: Key) -> Bool {
        usage.ask(key.stringValue)
        return object.indexByKey[key.stringValue] != nil
    }

    func decodeNil(forKey key: Key) throws -> Bool {
        try member(key).value.kind == .null
    }

    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try read(type, key) }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try read(type, key) }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try read(type, key) }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try read(type, key) }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try read(type, key) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try read(type, key) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try read(type, key) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try read(type, key) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try read(type, key) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try read(type, key) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try read(type, key) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try read(type, key) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try read(type, key) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try read(type, key) }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        let (value, path) = try member(key)
        return try decoder.state.decode(type, node: value, path: path)
    }

    func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type, forKey key: Key
    ) throws -> KeyedDecodingContainer<NestedKey> {
        let (value, path) = try member(key)
        return try decoder.keyedContainer(keyedBy: type, for: value, path: path)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        let (value, path) = try member(key)
        return try decoder.unkeyedContainer(for: value, path: path)
    }

    func superDecoder() throws -> any Decoder {
        superDecoder(named: JSONKey.superKey.stringValue)
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        superDecoder(named: key.stringValue)
    }

    /// As Foundation's decoder: a missing key gives a decoder over `null` (at the object's `{`).
    private func superDecoder(named name: String) -> any Decoder {
        usage.ask(name)
        let value = object.member(named: name)?.value ?? JSONValue(.null, at: usage.position)
        return decoder.superDecoder(for: value, path: usage.path + [.key(name)])
    }

    private func read<S: JSONScalar>(_ type: S.Type, _ key: Key) throws -> S {
        let (value, path) = try member(key)
        return try decoder.state.read(type, value, path)
    }

    /// The value of a required key and its path; asks about the key either way.
    private func member(_ key: Key) throws -> (value: JSONValue, path: [JSONPathComponent]) {
        usage.ask(key.stringValue)
        guard let member = object.member(named: key.stringValue) else { throw missing(key) }
        return (member.value, usage.path + [.key(key.stringValue)])
    }

    /// `missing key 'duration'` at the object's `{`, unless a member looks like its misspelling:
    /// then that member is reported as the unknown key it is.
    private func missing(_ key: Key) -> DecodingError {
        if let member = usage.misspelling(of: key.stringValue) {
            return .keyNotFound(key, usage.unknownKey(member, listKnownKeys: false).context)
        }
        let failure = DecodingFailure(position: usage.position, path: usage.path, message: "missing key '\(key.stringValue)'")
        return .keyNotFound(key, failure.context)
    }
}
