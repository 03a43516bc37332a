/// A colour with alpha, each channel 0…1 (sRGB, not premultiplied).
public struct RGBA: Equatable, Hashable, Sendable, Codable {
    /// Red, 0…1.
    public var red: Double
    /// Green, 0…1.
    public var green: Double
    /// Blue, 0…1.
    public var blue: Double
    /// Alpha, 0…1.
    public var alpha: Double
    /// CSS `currentColor`: the text colour where the document is inline (black in a standalone file or an
    /// `<img>`, where nothing sets one). The channels are black's, so what measures colours still works.
    package var isCurrentColor: Bool

    /// `currentColor`.
    package static let currentColor: RGBA = {
        var color = RGBA(red: 0, green: 0, blue: 0)
        color.isCurrentColor = true
        return color
    }()

    /// Creates a colour; channels are clamped to 0…1.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = Self.clamp(red)
        self.green = Self.clamp(green)
        self.blue = Self.clamp(blue)
        self.alpha = Self.clamp(alpha)
        isCurrentColor = false
    }

    /// Creates an opaque colour from 0xRRGGBB.
    public init(hex: UInt32, alpha: Double = 1) {
        self.init(
            red: Double((hex >> 16) & 0xFF) / 255,
            green: Double((hex >> 8) & 0xFF) / 255,
            blue: Double(hex & 0xFF) / 255,
            alpha: alpha
        )
    }

    /// The same colour with its alpha multiplied by `factor`.
    package func multiplyingAlpha(by factor: Double) -> RGBA {
        var color = RGBA(red: red, green: green, blue: blue, alpha: alpha * factor)
        color.isCurrentColor = isCurrentColor
        return color
    }

    /// The same colour, opaque.
    package var opaque: RGBA {
        var color = self
        color.alpha = 1
        return color
    }

    /// `#rrggbb` (channels rounded to 8 bits), the form every SVG 1.1 renderer accepts.
    package var hexRGB: String {
        if isCurrentColor { return "currentColor" }
        let digits = Array("0123456789abcdef")
        var text = "#"
        for channel in [red, green, blue] {
            let byte = Int((channel * 255).rounded())
            text.append(digits[byte >> 4])
            text.append(digits[byte & 0xF])
        }
        return text
    }

    /// `#rgb` when every channel's two hex digits are equal (the same colour), else `#rrggbb`.
    package var shortHexRGB: String {
        if isCurrentColor { return "currentColor" }
        let long = Array(hexRGB.utf8)
        guard long[1] == long[2], long[3] == long[4], long[5] == long[6] else { return hexRGB }
        return String(decoding: [long[0], long[1], long[3], long[5]], as: UTF8.self)
    }

    /// Parses a CSS colour: `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`, `rgb(r,g,b)`, `rgba(r,g,b,a)`
    /// (numbers or percentages, commas or spaces, optional `/ alpha`), a CSS named colour, `transparent` or `currentColor`.
    ///
    /// - Returns: the colour, or `nil` when the text is not one of these forms. Being strict here is what
    ///   keeps user text out of the output: only a parsed value is ever written back.
    public static func parse(_ text: String) -> RGBA? {
        let trimmed = text.trimmingASCIIWhitespace().lowercased()
        if trimmed.hasPrefix("#") { return parseHex(String(trimmed.dropFirst())) }
        if trimmed == "transparent" { return RGBA(red: 0, green: 0, blue: 0, alpha: 0) }
        if trimmed == "currentcolor" { return .currentColor }
        if let hex = CSSNamedColors.table[trimmed] { return RGBA(hex: hex) }
        for prefix in ["rgba(", "rgb("] where trimmed.hasPrefix(prefix) && trimmed.hasSuffix(")") {
            return parseFunction(String(trimmed.dropFirst(prefix.count).dropLast()))
        }
        return nil
    }

    private static func parseHex(_ digits: String) -> RGBA? {
        guard [3, 4, 6, 8].contains(digits.count), let value = UInt64(digits, radix: 16),
              digits.allSatisfy(\.isHexDigit) else { return nil }
        let nibbles = digits.count <= 4
        let count = nibbles ? digits.count : digits.count / 2
        var channels: [Double] = []
        for index in 0..<count {
            let shift = UInt64((count - 1 - index) * (nibbles ? 4 : 8))
            let raw = nibbles ? (value >> shift) & 0xF : (value >> shift) & 0xFF
            channels.append(nibbles ? Double(raw * 17) / 255 : Double(raw) / 255)
        }
        return RGBA(red: channels[0], green: channels[1], blue: channels[2], alpha: channels.count == 4 ? channels[3] : 1)
    }

    private static func parseFunction(_ body: String) -> RGBA? {
        var parts = body.split(whereSeparator: { $0 == "," || $0 == " " || $0 == "/" }).map(String.init)
        parts.removeAll { $0.isEmpty }
        guard parts.count == 3 || parts.count == 4 else { return nil }
        var channels: [Double] = []
        for (index, part) in parts.enumerated() {
            let isAlpha = index == 3
            if part.hasSuffix("%") {
                guard let number = Double(part.dropLast()), number.isFinite, (0...100).contains(number) else { return nil }
                channels.append(number / 100)
            } else {
                guard let number = Double(part), number.isFinite else { return nil }
                if isAlpha {
                    guard (0...1).contains(number) else { return nil }
                    channels.append(number)
                } else {
                    guard (0...255).contains(number) else { return nil }
                    channels.append(number / 255)
                }
            }
        }
        return RGBA(red: channels[0], green: channels[1], blue: channels[2], alpha: channels.count == 4 ? channels[3] : 1)
    }

    private static func clamp(_ value: Double) -> Double {
        value.isNaN ? 0 : min(max(value, 0), 1)
    }
}

extension String {
    /// The string without leading and trailing ASCII spaces, tabs and line breaks (no Foundation needed).
    func trimmingASCIIWhitespace() -> String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        guard let start = firstIndex(where: { !isSpace($0) }), let end = lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(self[start...end])
    }
}
