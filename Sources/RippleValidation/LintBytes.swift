/// UTF-8 text borrowed from a `LintDocument` for the duration of one lint run.
///
/// The lint works on bytes because building a `String` per attribute (and walking it by
/// `Character`) cost several times more than libxml2's own parse. Every rule still has to behave
/// exactly as it did on `String`s, so the byte helpers are only used where bytes and characters
/// agree: on ASCII text. Text with any other byte goes through the `String` code (see `SMILList`).
typealias LintBytes = UnsafeBufferPointer<UInt8>

extension UnsafeBufferPointer where Element == UInt8 {
    /// Whether every byte is ASCII, so that each byte is one `Character` (apart from CR LF, which
    /// every rule treats like its two halves: whitespace, not a digit, letter or delimiter).
    var isASCII: Bool {
        for byte in self where byte >= 0x80 { return false }
        return true
    }

    /// The bytes in `range`, as a buffer of their own (indices start at 0 again).
    func slice(_ range: Range<Int>) -> LintBytes {
        LintBytes(rebasing: self[range])
    }

    /// The bytes from `start` to the end.
    func dropping(_ start: Int) -> LintBytes {
        slice(Swift.min(start, count)..<count)
    }

    /// Whether the bytes spell `literal` exactly. For the ASCII literals the lint compares with
    /// (none holds `K`, `;` or `` ` ``, the only ASCII targets of canonical singletons), byte
    /// equality is the same as `String` equality.
    func equals(_ literal: StaticString) -> Bool {
        guard count == literal.utf8CodeUnitCount else { return false }
        return literal.withUTF8Buffer { other in
            for index in 0..<count where self[index] != other[index] { return false }
            return true
        }
    }

    /// Whether the bytes start with `literal` (byte-wise; callers make sure the text is ASCII).
    func hasPrefix(_ literal: StaticString) -> Bool {
        count >= literal.utf8CodeUnitCount && slice(0..<literal.utf8CodeUnitCount).equals(literal)
    }

    /// Whether the bytes end with `literal` (byte-wise; callers make sure the text is ASCII).
    func hasSuffix(_ literal: StaticString) -> Bool {
        count >= literal.utf8CodeUnitCount && dropping(count - literal.utf8CodeUnitCount).equals(literal)
    }

    /// The index of the first `byte`, if any.
    func firstIndex(of byte: UInt8) -> Int? {
        for index in 0..<count where self[index] == byte { return index }
        return nil
    }

    /// The text as a `String`, for diagnostics and the rare non-ASCII paths.
    var string: String {
        String(decoding: self, as: UTF8.self)
    }

    /// The range these bytes occupy inside `outer`, when they were sliced from it.
    func offsets(in outer: LintBytes) -> Range<Int> {
        guard let base = baseAddress, let outerBase = outer.baseAddress else { return 0..<0 }
        let start = outerBase.distance(to: base)
        return start..<start + count
    }
}

extension UInt8 {
    /// `Character.isWhitespace` restricted to ASCII: tab, LF, VT, FF, CR and space.
    var isASCIIWhitespace: Bool {
        self == 0x20 || (0x09...0x0D).contains(self)
    }

    /// `0`…`9`.
    var isASCIIDigit: Bool {
        (0x30...0x39).contains(self)
    }

    /// `A`…`Z`.
    var isASCIIUppercase: Bool {
        (0x41...0x5A).contains(self)
    }
}

extension UnsafeBufferPointer where Element == UInt8 {
    /// The bytes of a literal of more than one character (static storage, valid for the whole run).
    init(_ literal: StaticString) {
        precondition(literal.hasPointerRepresentation)
        self.init(start: literal.utf8Start, count: literal.utf8CodeUnitCount)
    }
}
