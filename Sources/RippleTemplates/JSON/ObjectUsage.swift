import RippleKit

/// What the Decodable types asked about one JSON object, gathered over every attempt to decode it.
///
/// A key is "asked" once any container on the object mentions it: `contains`, `decode`,
/// `decodeIfPresent`, `decodeNil`, `nestedContainer`… Since `decodeIfPresent` asks even for an absent
/// key, after a successful decode the asked keys are exactly the type's schema, and every other
/// member is an unknown key, most likely a typo.
///
/// The record is per object, not per attempt: a type that tries `try? decode(A.self)` and then
/// `decode(B.self)` asks A's keys and B's keys of the same object, and both count. The decoder cannot
/// tell which attempts the type kept, and keeping the union never reports a key some attempt used.
final class ObjectUsage {
    /// The object.
    let object: JSONObject
    /// Where its `{` is.
    let position: JSONPosition
    /// Its key path.
    let path: [JSONPathComponent]
    /// Set once a type's `init(from:)` that opened a container on the object returned normally; until
    /// then the asked keys may be only the first part of the schema (the init threw half-way).
    var completed = false

    /// The asked keys in the order they were first asked, so suggestions do not depend on hashing.
    private(set) var asked: [String] = []
    private var askedSet: Set<String> = []
    /// The `CodingKey` types of the containers opened on the object.
    private var keyTypes: [any CodingKey.Type] = []

    init(object: JSONObject, position: JSONPosition, path: [JSONPathComponent]) {
        self.object = object
        self.position = position
        self.path = path
    }

    /// Records that a type asked about `key`.
    func ask(_ key: String) {
        if askedSet.insert(key).inserted { asked.append(key) }
    }

    /// Records the key type of a container opened on the object.
    func register(_ keyType: any CodingKey.Type) {
        if !keyTypes.contains(where: { ObjectIdentifier($0) == ObjectIdentifier(keyType) }) {
            keyTypes.append(keyType)
        }
    }

    /// Whether no key type used on the object can even represent `key` (for a synthesized `CodingKeys`
    /// enum: it has no such case). Such a key is unknown whatever the rest of the type's init would
    /// have asked, which makes it reportable even when that init threw before the end.
    func isUnrepresentable(_ key: String) -> Bool {
        !keyTypes.isEmpty && keyTypes.allSatisfy { $0.init(stringValue: key) == nil }
    }

    /// The unknown keys, in document order.
    ///
    /// - Parameter trustAsked: whether the asked keys are the whole schema (a decode completed);
    ///   when not, only keys no key type can represent are reported.
    func unknownKeys(trustAsked: Bool) -> [DecodingFailure] {
        object.members
            .filter { !askedSet.contains($0.key) && (trustAsked || isUnrepresentable($0.key)) }
            .map { unknownKey($0, listKnownKeys: trustAsked) }
    }

    /// A member that is probably a misspelling of the missing required `key`: never asked, not
    /// representable by the key types, and closer to `key` than to any other absent asked key.
    ///
    /// `"duraton": 1` with `duration` required is better reported as the typo it is than as a
    /// missing `duration` at the object's `{`.
    func misspelling(of key: String) -> JSONMember? {
        object.members.first {
            !askedSet.contains($0.key) && isUnrepresentable($0.key) && suggestion(for: $0.key) == key
        }
    }

    /// `unknown key 'duraton'; did you mean 'duration'?`, at the key.
    func unknownKey(_ member: JSONMember, listKnownKeys: Bool) -> DecodingFailure {
        var message = "unknown key '\(member.key)'"
        if let suggestion = suggestion(for: member.key) {
            message += "; did you mean '\(suggestion)'?"
        } else if listKnownKeys, !asked.isEmpty {
            message += "; expected one of " + asked.map { "'\($0)'" }.joined(separator: ", ")
        }
        return DecodingFailure(position: member.keyPosition, path: path, message: message)
    }

    /// The closest asked key the object does not already have: suggesting `color` for `colour`
    /// when `color` is also there would only confuse.
    private func suggestion(for key: String) -> String? {
        Suggest.closest(to: key, in: asked.filter { object.indexByKey[$0] == nil })
    }
}
