import RippleJSON
import RippleTemplates
import Testing

/// Documents that are not strict JSON, reported through the decoder as a spec file would be.
struct SyntaxErrorTests {
    static let cases: [BadSpecCase] = [
        BadSpecCase("trailing-comma-in-object", """
            {
              "name": "ring",
              "layers": [],
            }
            """, 3, 15, "error: trailing comma before '}'"),
        BadSpecCase("trailing-comma-in-array", #"{"defaults": {"size": [1, 2, ]}}"#, 1, 28, "defaults.size: trailing comma before ']'"),
        BadSpecCase("missing-comma-in-object", """
            {
              "name": "ring"
              "layers": []
            }
            """, 3, 3, #"expected ',' or '}' after an object member, found '"'"#),
        BadSpecCase("missing-comma-in-array", "[1 2]", 1, 4, "expected ',' or ']' after an array element, found '2'"),
        BadSpecCase("missing-colon", #"{"a" 1}"#, 1, 6, "expected ':' after the key 'a', found '1'"),
        BadSpecCase("unterminated-string-at-end-of-file", #"{"name": "ring"#, 1, 10, "name: unterminated string"),
        BadSpecCase("unterminated-string-at-end-of-line", "{\"name\": \"ring,\n\"layers\": []}", 1, 10, "unterminated string"),
        BadSpecCase("trailing-garbage", "{} x", 1, 4, "unexpected 'x' after the end of the JSON value"),
        BadSpecCase("two-documents", "{}\n{}", 2, 1, "unexpected '{' after the end of the JSON value"),
        BadSpecCase("empty-document", "", 1, 1, "expected a JSON value, found end of file"),
        BadSpecCase("blank-document", "\n  ", 2, 3, "expected a JSON value, found end of file"),
        BadSpecCase("leading-zero", #"{"a": 01}"#, 1, 7, "a: invalid number '01': leading zeros are not allowed"),
        BadSpecCase("hexadecimal", #"{"a": 0x1F}"#, 1, 7, "invalid number '0x1F': hexadecimal numbers are not allowed"),
        BadSpecCase("nan", #"{"a": NaN}"#, 1, 7, "NaN is not a JSON number"),
        BadSpecCase("infinity", #"{"a": Infinity}"#, 1, 7, "Infinity is not a JSON number"),
        BadSpecCase("negative-infinity", #"{"a": -Infinity}"#, 1, 7, "invalid number '-Infinity'"),
        BadSpecCase("plus-sign", "[+1]", 1, 2, "invalid number '+1': a number must start with a digit or '-'"),
        BadSpecCase("leading-dot", "[.5]", 1, 2, "invalid number '.5'"),
        BadSpecCase("trailing-dot", "[1.]", 1, 2, "invalid number '1.': a digit must follow '.'"),
        BadSpecCase("empty-exponent", "[1e]", 1, 2, "invalid number '1e': the exponent has no digits"),
        BadSpecCase("two-dots", "[1.2.3]", 1, 2, "invalid number '1.2.3'"),
        BadSpecCase("unit-suffix", "[12px]", 1, 2, "invalid number '12px'"),
        BadSpecCase("number-out-of-range", "[1e400]", 1, 2, "the number 1e400 is out of range"),
        BadSpecCase("invalid-escape", #"{"a": "\x"}"#, 1, 8, #"invalid escape '\x' in a string"#),
        BadSpecCase("short-unicode-escape", #"{"a": "\u12G4"}"#, 1, 8, #"invalid \u escape: expected four hexadecimal digits"#),
        BadSpecCase("lone-high-surrogate", #"{"a": "x\uD83D"}"#, 1, 9, #"unpaired surrogate \uD83D in a string"#),
        BadSpecCase("high-surrogate-without-low", #"{"a": "\uD83D\u0041"}"#, 1, 8, #"unpaired surrogate \uD83D"#),
        BadSpecCase("lone-low-surrogate", #"{"a": "\uDE00"}"#, 1, 8, #"unpaired surrogate \uDE00 in a string: a low surrogate"#),
        BadSpecCase("raw-tab-in-string", "{\"a\": \"x\ty\"}", 1, 9, "control character U+0009 must be escaped"),
        BadSpecCase("single-quoted-key", "{'a': 1}", 1, 2, "keys must be in double quotes"),
        BadSpecCase("unclosed-object", "{\n  \"a\": 1\n", 3, 1,
            "expected ',' or '}' after an object member, found end of file: the object opened at line 1, column 1 is not closed"),
        BadSpecCase("unclosed-array", #"{"a": [1, 2"#, 1, 12,
            "a: expected ',' or ']' after an array element, found end of file: the array opened at line 1, column 7 is not closed"),
        BadSpecCase("unclosed-after-a-comma", "{\"a\": 1,", 1, 9, "unexpected end of file: the object opened at line 1, column 1"),
        BadSpecCase("single-quoted-value", #"{"a": 'x'}"#, 1, 7, "strings must be in double quotes"),
        BadSpecCase("comment", "// ripple\n{}", 1, 1, "comments are not allowed in JSON"),
        BadSpecCase("unquoted-key", "{name: 1}", 1, 2, "expected a key in double quotes, found 'n'"),
        BadSpecCase("unquoted-value", #"{"shape": circle}"#, 1, 11, "found 'circle' (strings must be in double quotes)"),
        BadSpecCase("capitalised-literal", "[True]", 1, 2, "expected a JSON value, found 'True'"),
        BadSpecCase("duplicate-key", """
            {
              "name": "ring",
              "name": "wave"
            }
            """, 3, 3, "duplicate key 'name'; it is already defined on line 2, column 3"),
        BadSpecCase("duplicate-key-nested", #"{"defaults": {"size": [1], "size": [2]}}"#, 1, 28, "defaults: duplicate key 'size'; it is already defined on line 1, column 15"),
        BadSpecCase("non-ascii-outside-a-string", #"{"é": é}"#, 1, 7, "expected a JSON value, found 'é'"),
        BadSpecCase("non-breaking-space", "{\"a\":\u{A0}1}", 1, 6, "expected a JSON value, found U+00A0"),
        BadSpecCase("crlf-line-ends", "{\r\n  \"name\": 5\r\n}", 2, 11, "name: expected a string, found a number"),
        BadSpecCase("lone-cr-line-ends", "{\r\"name\": 5}", 2, 9, "name: expected a string, found a number"),
        BadSpecCase("byte-order-mark-is-skipped", "\u{FEFF}{\"name\": 5}", 1, 10, "name: expected a string, found a number"),
        BadSpecCase("byte-order-mark-only-at-the-start", " \u{FEFF}{}", 1, 2, "expected a JSON value, found U+FEFF"),
        BadSpecCase("too-deep", String(repeating: "[", count: 100_000), 1, 65, "nested more than 64 levels deep"),
        BadSpecCase("too-deep-objects", String(repeating: #"{"a":"#, count: 70), 1, 321, "a.a.a.a"),
        // Not UTF-8: the column counts the scalars before the bad byte.
        BadSpecCase("latin-1-in-a-string", bytes: Array(#"{"name": "caf"#.utf8) + [0xE9] + Array(#""}"#.utf8),
            1, 14, "name: invalid UTF-8 (byte 0xE9); JSON files must be UTF-8"),
        BadSpecCase("bad-byte-after-a-multibyte-character", bytes: Array(#"{"name": "é"#.utf8) + [0xFF, 0x22, 0x7D],
            1, 12, "invalid UTF-8 (byte 0xFF)"),
        BadSpecCase("bad-byte-outside-a-string", bytes: Array("{\n  \"a\": ".utf8) + [0xFF, 0x7D], 2, 8, "invalid UTF-8 (byte 0xFF)"),
        BadSpecCase("overlong-encoding", bytes: [0x5B, 0x22, 0xC0, 0x80, 0x22, 0x5D], 1, 3, "invalid UTF-8 (byte 0xC0)"),
        BadSpecCase("encoded-surrogate", bytes: [0x5B, 0x22, 0xED, 0xA0, 0x80, 0x22, 0x5D], 1, 3, "invalid UTF-8 (byte 0xED)"),
        BadSpecCase("beyond-U+10FFFF", bytes: [0x5B, 0x22, 0xF4, 0x90, 0x80, 0x80, 0x22, 0x5D], 1, 3, "invalid UTF-8 (byte 0xF4)"),
        BadSpecCase("truncated-sequence-at-end", bytes: [0x5B, 0x22, 0xE2, 0x82], 1, 3, "invalid UTF-8 (byte 0xE2)"),
        BadSpecCase("utf-16", bytes: [0xFF, 0xFE, 0x7B, 0x00, 0x7D, 0x00], 1, 1, "the file is UTF-16; JSON files must be UTF-8"),
    ]

    @Test(arguments: cases)
    func reportsTheFirstErrorWhereItIs(_ item: BadSpecCase) {
        item.check()
    }

    @Test func refusesLargeDocumentsBeforeParsing() {
        // Not even valid JSON: the size is checked first, so the message is about the size.
        let bytes = [UInt8](repeating: UInt8(ascii: "x"), count: JSONParser.maximumDocumentSize + 1)
        #expect(throws: SpecError(
            file: "big.json", line: 1, column: 1, path: "",
            message: "the file is 1048577 bytes; JSON files (specs, manifests) are limited to 1048576 bytes (1 MiB)"
        )) {
            try TemplateDecoder.decode(bytes, file: "big.json")
        }
    }
}
