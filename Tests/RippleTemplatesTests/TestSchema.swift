// A small spec schema in the manner of `StyleTemplate`: nested structs, optionals, arrays, a
// number-or-string value with a custom init, a keyframe that tries one type and then another, and
// types that throw their own errors. The decoder's tests run against it so they do not break when
// the real template schema evolves.

struct Spec: Decodable, Equatable, Sendable {
    var name: String
    var summary: String?
    var defaults: Defaults
    var metadata: [String: String]?
    var layers: [Layer]

    struct Defaults: Decodable, Equatable, Sendable {
        var size: [Double]?
        var color: HexColor?
        var strokeWidth: Double?
        var duration: Double
        var `repeat`: Count?
        var iterations: Int?
    }

    struct Layer: Decodable, Equatable, Sendable {
        var shape: Shape
        var paint: Paint?
        var center: Point?
        var priority: Int8?
        var visible: Bool?
        var tracks: Tracks?
    }

    struct Tracks: Decodable, Equatable, Sendable {
        var scale: [Frame]?
        var opacity: [Frame]?
    }

    /// Like `StyleTemplate.KeyframeTemplate`: `value` is one amount or an array of them.
    struct Frame: Decodable, Equatable, Sendable {
        var at: Amount
        var value: [Amount]
        var easing: String?

        enum CodingKeys: String, CodingKey { case at, value, easing }

        init(at: Amount, value: [Amount], easing: String? = nil) {
            self.at = at
            self.value = value
            self.easing = easing
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            at = try container.decode(Amount.self, forKey: .at)
            easing = try container.decodeIfPresent(String.self, forKey: .easing)
            if let single = try? container.decode(Amount.self, forKey: .value) {
                value = [single]
            } else {
                value = try container.decode([Amount].self, forKey: .value)
            }
        }
    }
}

/// Like `Quantity`: a number or a (non-empty) expression string.
enum Amount: Decodable, Equatable, Sendable {
    case number(Double)
    case expression(String)

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let number = try? container.decode(Double.self) {
            self = .number(number)
            return
        }
        let text = try container.decode(String.self)
        guard !text.isEmpty else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "an expression cannot be empty")
        }
        self = .expression(text)
    }
}

/// Like `RepeatValue`: a count or `"indefinite"`.
enum Count: Decodable, Equatable, Sendable {
    case times(Int)
    case indefinite

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let count = try? container.decode(Int.self) {
            self = .times(count)
        } else if try container.decode(String.self) == "indefinite" {
            self = .indefinite
        } else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "expected a count or \"indefinite\"")
        }
    }
}

/// A type throwing an error of its own, not a `DecodingError`.
struct HexColor: Decodable, Equatable, Sendable {
    var text: String

    struct NotHex: Error, CustomStringConvertible {
        var text: String
        var description: String { "'\(text)' is not a #rrggbb colour" }
    }

    init(_ text: String) {
        self.text = text
    }

    init(from decoder: any Decoder) throws {
        text = try decoder.singleValueContainer().decode(String.self)
        guard text.count == 7, text.first == "#" else { throw NotHex(text: text) }
    }
}

/// `[x, y]` through an unkeyed container.
struct Point: Decodable, Equatable, Sendable {
    var x: Amount
    var y: Amount

    init(x: Amount, y: Amount) {
        self.x = x
        self.y = y
    }

    init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        x = try container.decode(Amount.self)
        y = try container.decode(Amount.self)
    }
}

/// Two shapes with different keys in one object, told apart by trying one and then the other.
enum Shape: Decodable, Equatable, Sendable {
    case circle(r: Double)
    case ellipse(rx: Double, ry: Double)

    struct Circle: Decodable { var r: Double }
    struct Ellipse: Decodable { var rx: Double, ry: Double }

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let circle = try? container.decode(Circle.self) {
            self = .circle(r: circle.r)
        } else {
            let ellipse = try container.decode(Ellipse.self)
            self = .ellipse(rx: ellipse.rx, ry: ellipse.ry)
        }
    }
}

/// A raw-value enum, decoded by the standard library's own `init(from:)`.
enum Paint: String, Decodable, Equatable, Sendable {
    case fill, stroke
}
