import RippleDiagnostics
import RippleJSON
import Foundation
import RippleKit
import RippleMarkup
import RippleSerializers

/// Strict parsers for flag values. Each returns a typed value or throws a usage error naming the flag;
/// only typed values ever reach the model, which is what keeps user text out of the documents.
enum ValueParsers {
    /// Seconds: `0.7`, `0.7s` or `700ms`.
    static func seconds(_ given: OptionValue, flag: String, allowNegative: Bool) throws(CLIError) -> Double {
        let text = given.text
        // The one seconds grammar (StrictNumber.seconds, shared with --at and the templates): 700ms is 0.7.
        let limit = Timing.maximumSeconds
        let range = allowNegative ? "from -\(Int(limit)) to \(Int(limit)) s" : "from 0.001 to \(Int(limit)) s"
        guard let seconds = try number(given, flag: flag, seconds: true) else {
            throw .badValue(flag, "'\(printable(text))' is not a number of seconds (e.g. 0.7, 0.7s or 700ms)")
        }
        if allowNegative {
            guard abs(seconds) <= limit else { throw .badValue(flag, "\(text) is out of range: \(flag) takes \(range)") }
        } else {
            guard seconds > 0 else { throw .badValue(flag, "must be greater than 0 (got \(text))") }
            // Below a millisecond a duration is 0 at the documents' precision (4 decimals), which SMIL refuses.
            guard seconds >= Timing.minimumDuration else {
                throw .badValue(flag, "\(text) is too short: \(flag) takes \(range)")
            }
            guard seconds <= limit else { throw .badValue(flag, "\(text) is out of range: \(flag) takes \(range)") }
        }
        return seconds
    }

    /// A moment of the animation in seconds, 0 or later (`--at`).
    static func time(_ given: OptionValue, flag: String) throws(CLIError) -> Double {
        guard let value = try number(given, flag: flag, seconds: true), value >= 0, value <= Timing.maximumSeconds else {
            throw .badValue(flag, "'\(printable(given.text))' is not a time from 0 to \(Int(Timing.maximumSeconds)) s (e.g. 0.35 or 350ms)")
        }
        return value
    }

    /// A comma-separated list of times (`--evaluate`), at most 10 000.
    static func times(_ text: String) throws(CLIError) -> [Double] {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        guard FlagBounds.evaluateTimes.admits(parts.count) else { throw .badValue("--evaluate", "at most \(FlagBounds.evaluateTimes.limit) times") }
        var times: [Double] = []
        for part in parts { times.append(try time(.text(String(part).trimmingCharacters(in: .whitespaces)), flag: "--evaluate")) }
        return times
    }

    /// `--profile svg11|svg2` (generate and validate share it).
    static func profile(_ text: String) throws(CLIError) -> Profile {
        guard let profile = Profile(rawValue: text) else {
            throw .badValue("--profile", "'\(printable(text))' is not svg11 or svg2\(hint(text, Profile.allCases.map(\.rawValue)))")
        }
        return profile
    }

    /// `; did you mean 'X'?` for a value close to one of `choices`, else nothing.
    static func hint(_ text: String, _ choices: [String]) -> String {
        Suggest.closest(to: text, in: choices).map { "; did you mean '\($0)'?" } ?? ""
    }

    /// `N` (≥ 1, fractions allowed) or `indefinite`/`infinite`.
    static func repeatCount(_ given: OptionValue) throws(CLIError) -> Repeat {
        let text = given.text
        if text == "indefinite" || text == "infinite" { return .indefinite }
        guard let count = try number(given, flag: "--repeat") else {
            throw .badValue("--repeat", "'\(printable(text))' is not a number or 'indefinite'\(hint(text, ["indefinite"]))")
        }
        guard RepeatLimit.model.admits(count) else {
            guard count >= 1 else { throw .badValue("--repeat", "must be at least 1 (got \(text))") }
            throw .badValue("--repeat", "must be at most \(Int(RepeatLimit.model.maximum)) (got \(text)); use 'indefinite' to loop forever")
        }
        return .count(count)
    }

    /// `WxH`, each side 0 < side ≤ `StyleOptions.maximumSide`.
    static func size(_ text: String) throws(CLIError) -> Size {
        // Split without lowercasing, so a refused side is quoted as typed (`1E5x10`: '1E5').
        let parts = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "x" || $0 == "X" })
        guard parts.count == 2, let width = try number(String(parts[0]), flag: "--size"),
              let height = try number(String(parts[1]), flag: "--size") else {
            throw .badValue("--size", "'\(printable(text))' is not WIDTHxHEIGHT (e.g. 100x100)")
        }
        let limit = StyleOptions.maximumSide
        guard width > 0, height > 0 else { throw .badValue("--size", "width and height must be greater than 0 (got \(text))") }
        guard width <= limit, height <= limit else { throw .badValue("--size", "each side must be at most \(Int(limit)) (got \(text))") }
        return Size(width, height)
    }

    /// A positive length such as a stroke width, at most `StyleOptions.maximumSide`.
    static func length(_ given: OptionValue, flag: String) throws(CLIError) -> Double {
        let text = given.text
        guard let value = try number(given, flag: flag) else {
            throw .badValue(flag, "'\(printable(text))' is not a number")
        }
        guard value > 0, value <= StyleOptions.maximumSide else {
            throw .badValue(flag, "must be greater than 0 and at most \(Int(StyleOptions.maximumSide)) (got \(text))")
        }
        return value
    }

    /// An opacity 0…1.
    static func fraction(_ given: OptionValue, flag: String) throws(CLIError) -> Double {
        let text = given.text
        let value = try number(given, flag: flag)
        guard let value, value >= 0, value <= 1 else {
            if value != nil {
                throw .badValue(flag, "\(printable(text)) is out of range: \(flag) takes a number from 0 to 1")
            }
            throw .badValue(flag, "'\(printable(text))' is not a number from 0 to 1")
        }
        return value
    }

    /// `X,Y` in view coordinates, or `center`.
    static func origin(_ text: String) throws(CLIError) -> Origin {
        if text == "center" { return .center }
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 2, let x = try number(String(parts[0]).trimmingCharacters(in: .whitespaces), flag: "--origin"),
              let y = try number(String(parts[1]).trimmingCharacters(in: .whitespaces), flag: "--origin") else {
            throw .badValue("--origin", "'\(printable(text))' is not X,Y or center (e.g. 10,20)")
        }
        return .point(Vector(x, y))
    }

    /// `circle`, `ellipse`, `heart` or `path:D`.
    static func shape(_ text: String) throws(CLIError) -> ShapeOption {
        do { return try ShapeOption.parse(text) } catch { throw .badValue("--shape", error.message) }
    }

    /// `none`, `bounds`, `rounded:R`, `circle` or `path:D`.
    static func clip(_ text: String) throws(CLIError) -> ClipOption {
        do { return try ClipOption.parse(text) } catch { throw .badValue("--clip", error.message) }
    }

    /// A CSS colour.
    static func color(_ text: String, flag: String) throws(CLIError) -> RGBA {
        guard let color = RGBA.parse(text) else {
            let names = CSSNamedColors.names + ["currentColor", "transparent"]
            let hint = Suggest.closest(to: text.lowercased(), in: names).map { "; did you mean '\($0)'?" } ?? ""
            throw .badValue(flag, "'\(printable(text))' is not a colour\(hint) (use #rgb, #rrggbb, #rrggbbaa, rgb(), rgba(), a CSS colour name or currentColor)")
        }
        return color
    }

    /// An easing name or `cubic-bezier(a,b,c,d)`.
    static func easing(_ text: String) throws(CLIError) -> Easing {
        do {
            return try Easing.parse(text)
        } catch {
            throw .badValue("--easing", error.description)
        }
    }

    /// An id prefix: a name valid both as an XML id and as a CSS identifier, at most 64 characters.
    static func idPrefix(_ text: String) throws(CLIError) -> String {
        guard text.count <= 64, CSSText.isIdentifier(text) else {
            throw .badValue("--id-prefix", "'\(printable(text))' must start with a letter or '_' and hold only letters, digits, '-' and '_' (at most 64)")
        }
        return text
    }

    /// A title or description: any text without control characters, at most 1000 characters
    /// (escaped when written).
    static func title(_ text: String, flag: String) throws(CLIError) -> String {
        guard FlagBounds.text.admits(text.count) else { throw .badValue(flag, "must be at most \(FlagBounds.text.limit) characters") }
        guard !text.trimmingCharacters(in: .whitespaces).isEmpty else {
            throw .badValue(flag, flag == "--title" ? "an empty title leaves the asset without an accessible name; for an asset that only decorates, use --decorative"
                                                    : "must not be empty (leave it out for no description)")
        }
        guard !hasControlCharacters(text) else {
            throw .badValue(flag, "must not contain control characters")
        }
        return text
    }

    /// Whether `text` holds a character a title may not: a control character other than tab (a newline
    /// would break the one-line `<title>` and the web sheet's header comment) or one XML cannot hold.
    static func hasControlCharacters(_ text: String) -> Bool {
        text.unicodeScalars.contains { ($0.value < 0x20 && $0 != "\t") || (0x7F...0x9F).contains($0.value) || !XMLEscape.isXMLChar($0) }
    }

    /// User text shown in an error message, with control characters made visible and length bounded
    /// (`Printable.text`, the one function every message quoting user text uses).
    static func printable(_ text: String) -> String {
        Printable.text(text)
    }
}
