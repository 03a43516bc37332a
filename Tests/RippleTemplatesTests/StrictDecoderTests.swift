import Foundation
import RippleKit
import RippleTemplates
import Testing

/// Documents that decode, including through the patterns that make strict decoding tricky.
struct StrictDecoderTests {
    private func decode<T: Decodable>(_ type: T.Type, _ json: String) throws -> T {
        try StrictJSONDecoder.decode(type, from: Array(json.utf8), file: "test.json")
    }

    @Test func decodesAFullSpec() throws {
        let spec = try decode(Spec.self, """
            {
              "name": "ring",
              "summary": null,
              "defaults": {
                "size": [100, 100],
                "color": "#ffff00",
                "duration": 0.7,
                "repeat": "indefinite",
                "iterations": 3.0
              },
              "metadata": { "author": "me", "any key at all": "is fine" },
              "layers": [
                {
                  "shape": { "rx": 30, "ry": 10 },
                  "paint": "stroke",
                  "center": ["cx", 50],
                  "priority": -128,
                  "visible": false,
                  "tracks": {
                    "scale": [
                      { "at": 0, "value": 1, "easing": "main" },
                      { "at": "duration", "value": [2, "H"] }
                    ]
                  }
                },
                { "shape": { "r": 5 }, "tracks": { "opacity": [] } }
              ]
            }
            """)
        let expected = Spec(
            name: "ring",
            summary: nil,
            defaults: Spec.Defaults(
                size: [100, 100], color: HexColor("#ffff00"), strokeWidth: nil, duration: 0.7,
                repeat: .indefinite, iterations: 3
            ),
            metadata: ["author": "me", "any key at all": "is fine"],
            layers: [
                Spec.Layer(
                    shape: .ellipse(rx: 30, ry: 10), paint: .stroke,
                    center: Point(x: .expression("cx"), y: .number(50)), priority: -128, visible: false,
                    tracks: Spec.Tracks(
                        scale: [
                            Spec.Frame(at: .number(0), value: [.number(1)], easing: "main"),
                            Spec.Frame(at: .expression("duration"), value: [.number(2), .expression("H")]),
                        ],
                        opacity: nil
                    )
                ),
                Spec.Layer(
                    shape: .circle(r: 5), paint: nil, center: nil, priority: nil, visible: nil,
                    tracks: Spec.Tracks(scale: nil, opacity: [])
                ),
            ]
        )
        #expect(spec == expected)
    }

    /// Every built-in style decodes strictly, to what Foundation's lenient decoder makes of it.
    @Test func decodesTheBuiltinStylesLikeFoundation() throws {
        let folder = Repository.root.appendingPathComponent("Templates/styles")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }
        #expect(files.contains("ring.json"))
        for file in files.sorted() {
            let bytes = try Repository.bytes("Templates/styles/\(file)")
            let strict = try StrictJSONDecoder.decode(StyleTemplate.self, from: bytes, file: file)
            let lenient = try JSONDecoder().decode(StyleTemplate.self, from: Data(bytes))
            #expect(strict == lenient, "\(file)")
        }
    }

    @Test func convertsIntegersExactly() throws {
        #expect(try decode([Int64].self, "[9007199254740993, -9223372036854775808, 3.0, 1e2, -0]")
            == [9_007_199_254_740_993, .min, 3, 100, 0])
        #expect(try decode([UInt64].self, "[18446744073709551615, 1e19]") == [.max, 10_000_000_000_000_000_000])
        #expect(try decode([Int8].self, "[-128, 127]") == [-128, 127])
        #expect(decodingError([UInt8].self, "[1, -1]")?.message == "the number -1 is out of range for UInt8 (0…255)")
        #expect(decodingError([Int].self, "[1, 0.5]")?.message == "expected an integer, found 0.5")
        #expect(decodingError([Int].self, "[1e30]")?.message.hasPrefix("the number 1e30 is out of range for Int") == true)
        #expect(decodingError(Int.self, #""1""#)?.message == "expected an integer, found a string")
    }

    @Test func decodesOtherScalarsAtTheTopLevel() throws {
        #expect(try decode(Double.self, " 1.5 ") == 1.5)
        #expect(try decode(Float.self, "0.25") == 0.25)
        #expect(try decode(String.self, #""a\nb""#) == "a\nb")
        #expect(try decode([Bool?].self, "[true, null, false]") == [true, nil, false])
        #expect(try decode([String: [Double]].self, #"{"a": [1], "b": []}"#) == ["a": [1], "b": []])
        #expect(decodingError(Float.self, "1e39")?.message == "the number 1e39 is out of range for Float")
        #expect(decodingError(Bool.self, "1")?.message == "expected a boolean, found a number")
    }

    /// `Shape` tries `Circle` and then `Ellipse` on the same object: the failed attempt leaves no
    /// error behind, and its keys count as asked.
    @Test func aFailedAttemptLeavesNoStaleError() throws {
        #expect(try decode(Shape.self, #"{"rx": 1, "ry": 2}"#) == .ellipse(rx: 1, ry: 2))
        #expect(try decode(Shape.self, #"{"r": 1}"#) == .circle(r: 1))
        #expect(try decode([Spec.Frame].self, #"[{"at": 0, "value": [1, 2]}, {"at": 1, "value": 3}]"#)
            == [Spec.Frame(at: .number(0), value: [.number(1), .number(2)]), Spec.Frame(at: .number(1), value: [.number(3)])])
    }

    /// A type may swallow a failure on purpose (`try?` with a fallback); what that attempt saw is
    /// then none of the user's business, unknown keys included.
    @Test func aSwallowedFailureIsNotReported() throws {
        #expect(try decode(Lenient.self, #"{"inner": {"x": "oops", "bogus": 1}}"#) == Lenient(inner: nil))
        #expect(try decode(Lenient.self, #"{"inner": {"x": 1}}"#) == Lenient(inner: Lenient.Inner(x: 1)))
        #expect(decodingError(Lenient.self, #"{"inner": {"x": 1, "y": 2}}"#)?.description
            == "test.json:1:20: error: inner: unknown key 'y'; expected one of 'x'")
        // The swallowed error comes first in the document; the one the type let through is reported.
        #expect(decodingError(Lenient.self, #"{"inner": {"x": "oops"}, "count": "no"}"#)?.description
            == "test.json:1:35: error: count: expected an integer, found a string")
    }

    /// The kinds a type tried on a value are listed once each, in the order first tried.
    @Test func listsEachKindTriedOnce() {
        #expect(decodingError(Retrying.self, "true")?.message == "expected a number or a string, found a boolean")
        #expect(decodingError(Count.self, "[]")?.message == "expected an integer or a string, found an array")
    }

    /// Keys asked through `nestedContainer` and `superDecoder` count once the owning init returns.
    @Test func nestedContainersAndSuperDecodersAreChecked() throws {
        let json = #"{"size": {"width": 2}, "label": "x", "base": {"id": 7}}"#
        #expect(try decode(Box.self, json) == Box(width: 2, label: "x", id: 7))
        #expect(decodingError(Box.self, #"{"size": {"width": 2, "height": 3}, "label": "x", "base": {"id": 7}}"#)?.description
            == "test.json:1:23: error: size: unknown key 'height'; expected one of 'width'")
        #expect(decodingError(Box.self, #"{"size": {"width": 2}, "label": "x", "base": {"id": 7, "idd": 8}}"#)?.description
            == "test.json:1:56: error: base: unknown key 'idd'; expected one of 'id'")
        #expect(decodingError(Box.self, #"{"size": {"width": 2}, "label": 1, "base": {"id": 7}}"#)?.description
            == "test.json:1:33: error: label: expected a string, found a number")
    }

    /// Synthesized enums with associated values enumerate `allKeys`; keys their `CodingKeys` cannot
    /// represent stay unknown. (No "did you mean 'dx'": the object already has a `dx`.)
    @Test func enumsWithAssociatedValues() throws {
        #expect(try decode([Action].self, #"[{"move": {"dx": 1}}, {"fade": {"to": 0}}]"#) == [.move(dx: 1), .fade(to: 0)])
        #expect(decodingError([Action].self, #"[{"move": {"dx": 1, "dy": 2}}]"#)?.description
            == "test.json:1:21: error: [0].move: unknown key 'dy'; expected one of 'dx'")
    }

    /// A spec of about 100 KB (minified onto one line, the worst case for columns) decodes, and an
    /// error at its very end still gets its exact column.
    @Test func decodesALargeSpec() throws {
        let layer = #"{"shape": {"r": 1}, "tracks": {"scale": [{"at": 0, "value": 1}, {"at": "duration", "value": [2, "H/2"]}]}}"#
        let layers = Array(repeating: layer, count: 1000).joined(separator: ",")
        let head = #"{"name": "big", "defaults": {"duration": 1}, "layers": ["#
        let json = head + layers + "]}"
        #expect(json.utf8.count > 100_000)
        let spec = try decode(Spec.self, json)
        #expect(spec.layers.count == 1000)
        #expect(spec.layers.last?.tracks?.scale?.last?.value == [.number(2), .expression("H/2")])

        let bad = head + layers + #",{"shape": {"r": 1}, "trakcs": {}}]}"#
        let column = head.count + layers.count + 22
        #expect(decodingError(Spec.self, bad)?.description
            == "test.json:1:\(column): error: layers[1000]: unknown key 'trakcs'; did you mean 'tracks'?")
    }
}

/// Swallows a failure to decode `inner`, not one to decode `count`.
struct Lenient: Decodable, Equatable {
    struct Inner: Decodable, Equatable { var x: Int }
    var inner: Inner?
    var count: Int?

    enum CodingKeys: String, CodingKey { case inner, count }

    init(inner: Inner?, count: Int? = nil) {
        self.inner = inner
        self.count = count
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        inner = try? container.decode(Inner.self, forKey: .inner)
        count = try container.decodeIfPresent(Int.self, forKey: .count)
    }
}

/// Tries a number, a string and a number again.
struct Retrying: Decodable {
    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        _ = try? container.decode(Double.self)
        _ = try? container.decode(String.self)
        _ = try container.decode(Double.self)
    }
}

/// Uses a nested container and super decoders.
struct Box: Decodable, Equatable {
    var width: Int
    var label: String
    var id: Int

    enum CodingKeys: String, CodingKey { case size, label, base }
    enum SizeKeys: String, CodingKey { case width }
    struct Base: Decodable { var id: Int }

    init(width: Int, label: String, id: Int) {
        self.width = width
        self.label = label
        self.id = id
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        width = try container.nestedContainer(keyedBy: SizeKeys.self, forKey: .size).decode(Int.self, forKey: .width)
        label = try String(from: container.superDecoder(forKey: .label))
        id = try Base(from: container.superDecoder(forKey: .base)).id
    }
}

/// Synthesized `Decodable` for an enum with associated values.
enum Action: Decodable, Equatable {
    case move(dx: Double)
    case fade(to: Double)
}
