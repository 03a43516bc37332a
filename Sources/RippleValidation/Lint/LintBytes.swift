/// UTF-8 text borrowed from libxml2's tree (or a run's `LintStore`) for the duration of one lint run.
///
/// The lint works on bytes because building a `String` per attribute (and walking it by
/// `Character`) cost several times more than libxml2's own parse. The grammars it checks (SMIL lists,
/// numbers, clock values, `url(#…)`) are ASCII, so each exists once, on bytes; text with other bytes is
/// read through its `LintShadow`, and a `String` is made only for a message or an id.
typealias LintBytes = UnsafeBufferPointer<UInt8>

extension UnsafeBufferPointer where Element == UInt8 {
    /// The bytes of a literal of more than one character (static storage, valid for the whole run).
    init(_ literal: StaticString) {
        precondition(literal.hasPointerRepresentation)
        self.init(start: literal.utf8Start, count: literal.utf8CodeUnitCount)
    }

    var isASCII: Bool {
        !contains { $0 >= 0x80 }
    }

    /// The bytes in `range`, as a buffer of their own (indices start at 0 again).
    func slice(_ range: Range<Int>) -> LintBytes {
        LintBytes(rebasing: self[range])
    }

    func dropping(_ start: Int) -> LintBytes {
        slice(Swift.min(start, count)..<count)
    }

    /// Whether the bytes spell `literal` exactly.
    func equals(_ literal: StaticString) -> Bool {
        count == literal.utf8CodeUnitCount && literal.withUTF8Buffer { elementsEqual($0) }
    }

    func hasPrefix(_ literal: StaticString) -> Bool {
        count >= literal.utf8CodeUnitCount && slice(0..<literal.utf8CodeUnitCount).equals(literal)
    }

    func hasSuffix(_ literal: StaticString) -> Bool {
        count >= literal.utf8CodeUnitCount && dropping(count - literal.utf8CodeUnitCount).equals(literal)
    }

    /// The end of the run of ASCII digits (possibly empty) that starts at `start`.
    func digitsEnd(from start: Int) -> Int {
        self[start...].firstIndex { !$0.isASCIIDigit } ?? count
    }

    /// The text as a `String`, for diagnostics and ids.
    var string: String {
        String(decoding: self, as: UTF8.self)
    }
}

extension UInt8 {
    /// Whitespace to the grammars: tab, LF, VT, FF, CR and space (`Character.isWhitespace` on ASCII), and
    /// the rest of a Unicode space in a `LintShadow`.
    var isLintSpace: Bool {
        self == 0x20 || (0x09...0x0D).contains(self) || self == LintShadow.space
    }

    var isASCIIDigit: Bool {
        (0x30...0x39).contains(self)
    }

    var isASCIIUppercase: Bool {
        (0x41...0x5A).contains(self)
    }
}
