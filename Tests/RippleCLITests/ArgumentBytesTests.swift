import RippleDiagnostics
import RippleTestSupport
import Testing

/// `ArgumentBytes`: arguments kept byte for byte in a `String`, and shown escaped (issue 30, finding 4).
struct ArgumentBytesTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let id: String
        let bytes: [UInt8]
        /// The scalars `decode` gives.
        let scalars: [UInt32]
        var testDescription: String { id }
    }

    static let cases: [Case] = [
        Case(id: "ASCII stays", bytes: Array("a.svg".utf8), scalars: "a.svg".unicodeScalars.map(\.value)),
        Case(id: "UTF-8 stays", bytes: Array("é☃😀".utf8), scalars: [0xE9, 0x2603, 0x1F600]),
        Case(id: "a lone byte", bytes: [0x61, 0xFF, 0x62], scalars: [0x61, 0x10FFFF, 0x62]),
        Case(id: "a cut sequence", bytes: [0xE2, 0x98], scalars: [0x10FFE2, 0x10FF98]),
        Case(id: "an overlong slash", bytes: [0xC0, 0xAF], scalars: [0x10FFC0, 0x10FFAF]),
        Case(id: "a surrogate", bytes: [0xED, 0xA0, 0x80], scalars: [0x10FFED, 0x10FFA0, 0x10FF80]),
        Case(id: "above U+10FFFF", bytes: [0xF4, 0x90, 0x80, 0x80], scalars: [0x10FFF4, 0x10FF90, 0x10FF80, 0x10FF80]),
        // U+10FF41 is valid UTF-8 but inside the escape range: escaped byte by byte, so it cannot pass for 'A'.
        Case(id: "the escape range's own encoding", bytes: [0xF4, 0x8F, 0xBD, 0x81], scalars: [0x10FFF4, 0x10FF8F, 0x10FFBD, 0x10FF81]),
        Case(id: "just below the escape range", bytes: [0xF4, 0x8F, 0xBB, 0xBF], scalars: [0x10FEFF]),
    ]

    @Test(arguments: cases)
    func decodes(_ item: Case) {
        let text = ArgumentBytes.decode(item.bytes)
        #expect(text.unicodeScalars.map(\.value) == item.scalars)
        #expect(ArgumentBytes.bytes(of: text) == item.bytes)
    }

    /// The round trip is a bijection: every byte string comes back exactly, and two byte strings never give
    /// one string. Random strings (fixed seed) lean on the bytes that make UTF-8 hard: leads, continuations,
    /// F4 8F (the escape range), and valid text around them.
    @Test func roundTripsRandomBytes() {
        var random = SplitMix(state: 0x5EED_0030_0004)
        let interesting: [UInt8] = [0x00, 0x2F, 0x41, 0x7F, 0x80, 0x8F, 0xBD, 0xBF, 0xC0, 0xC2, 0xDF, 0xE0, 0xED, 0xEF, 0xF0, 0xF4, 0xF5, 0xFF]
        var seen: [String: [UInt8]] = [:]
        for _ in 0..<20_000 {
            let count = Int.random(in: 0...12, using: &random)
            let bytes = (0..<count).map { _ in
                Bool.random(using: &random) ? interesting.randomElement(using: &random)! : UInt8.random(in: 0...255, using: &random)
            }
            let text = ArgumentBytes.decode(bytes)
            #expect(ArgumentBytes.bytes(of: text) == bytes, "\(bytes)")
            #expect(ArgumentBytes.decode(ArgumentBytes.bytes(of: text)) == text)
            if let other = seen[text] { #expect(other == bytes, "two byte strings, one text: \(other) \(bytes)") }
            seen[text] = bytes
        }
    }

    /// A system call gets the exact bytes, NUL-terminated.
    @Test func platformPathIsTheBytes() {
        let bytes: [UInt8] = [0x64, 0xFE, 0x2F, 0x78, 0xF4, 0x8F, 0xBD, 0x81]
        let seen = ArgumentBytes.withPlatformPath(ArgumentBytes.decode(bytes)) { pointer in
            (0..<bytes.count + 1).map { UInt8(bitPattern: pointer[$0]) }
        }
        #expect(seen == bytes + [0])
    }

    /// Messages show an escaped byte as `\xff`, whether they quote it (`text`) or only pass through the printer
    /// (`escaped`); text is untouched.
    @Test func messagesShowTheByte() {
        let path = ArgumentBytes.decode([0x62, 0x61, 0x64, 0xFF, 0x2E, 0x73, 0x76, 0x67, 0x09])
        #expect(Printable.text(path) == "bad\\xff.svg\t")
        #expect(Printable.escaped("cannot write \(path)\nnext") == "cannot write bad\\xff.svg\t\nnext")
        #expect(Printable.text(ArgumentBytes.decode([0x01, 0x80])) == "\\u{1}\\x80")
        #expect(Printable.escaped("é ☃") == "é ☃")
    }

    /// The first escaped byte and its position among the bytes, for a text flag's refusal.
    @Test func findsTheFirstEscapedByte() {
        #expect(ArgumentBytes.firstEscapedByte(in: ArgumentBytes.decode([0x61, 0xFF, 0x62])).map { [Int($0.byte), $0.position] } == [0xFF, 2])
        #expect(ArgumentBytes.firstEscapedByte(in: ArgumentBytes.decode(Array("é".utf8) + [0x80])).map { [Int($0.byte), $0.position] } == [0x80, 3])
        #expect(ArgumentBytes.firstEscapedByte(in: "plain é") == nil)
    }
}
