/// One stated limit on what ripplegen reads: what it counts and the largest count accepted.
///
/// Every module declares its bounds as `Bound` values and its checks read `limit` from them; docs/cli.md's
/// bounds table is rendered from the same values (`BoundsTable` in RippleCLI, kept current by a test), so a
/// limit cannot be documented without being enforced, or enforced with another number than the documented one.
package struct Bound: Sendable, Hashable {
    /// What is counted, in words a message can use after "at most N": `layers in one spec`.
    package let subject: String
    /// The largest count accepted; one more is refused.
    package let limit: Int

    /// A bound of `limit` on `subject`.
    package init(_ limit: Int, _ subject: String) {
        self.limit = limit
        self.subject = subject
    }

    /// Whether `count` is within the bound (at most `limit`).
    package func admits(_ count: Int) -> Bool { count <= limit }

    /// The bound in words, with the limit written with separators: `at most 64 layers in one spec`.
    package var phrase: String { "at most \(Self.grouped(limit)) \(subject)" }

    /// The message for a count past the bound: `65 layers in one spec; at most 64 are accepted`.
    package func refusal(_ count: Int) -> String {
        "\(Self.grouped(count)) \(subject); at most \(Self.grouped(limit)) are accepted"
    }

    /// `1048576` as `1,048,576`: limits are long numbers, read more easily grouped.
    package static func grouped(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var text = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { text.append(",") }
            text.append(digit)
        }
        return value < 0 ? "-" + text : text
    }
}
