/// One damage to a sound text document for a case table: which text becomes what, and a part of the
/// message the checker must give (the Lottie lint's tests and `validate FILE.json`'s). Test targets make
/// it `CustomTestStringConvertible` by its `id`.
public struct TextDamage: Sendable {
    public let id: String, replace: String, with: String, expected: String

    public init(id: String, replace: String, with: String, expected: String) {
        self.id = id
        self.replace = replace
        self.with = with
        self.expected = expected
    }
}
