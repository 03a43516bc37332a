/// The command layer of the SVG 1.1 path grammar, normalizing to absolute `PathCommand`s as it goes.
///
/// Tracks what normalization needs: the current point (relative coordinates), the subpath start
/// (`Z`, and relative commands after it) and the previous segment (`S`/`T` reflection).
struct PathParser {
    /// Longest accepted text, in characters (Unicode scalars): a limit, not a crash or a stall on hostile input.
    static let maxCharacters = 65_536
    /// Most segments (stored commands, `Z` included) one path may have.
    static let maxSegments = 10_000

    private var scanner: PathScanner
    private var commands: [PathCommand] = []
    private var current = Vector.zero
    private var subpathStart = Vector.zero
    /// The command letter being read, as written, for messages such as `expected a number after 'l'`.
    private var letter: UInt8 = 0

    /// Checks the length before anything is copied, so that oversized input costs one count and no more.
    init(_ text: String) throws(PathError) {
        // Every character has at least one byte, so only text with more bytes than the limit needs counting.
        if text.utf8.count > Self.maxCharacters, text.unicodeScalars.count > Self.maxCharacters {
            throw PathError("path is longer than \(Self.maxCharacters) characters", at: Self.maxCharacters + 1)
        }
        scanner = PathScanner(text)
    }

    mutating func parse() throws(PathError) -> [PathCommand] {
        scanner.skipWhitespace()
        guard let first = scanner.current else { throw PathError("path is empty", at: 1) }
        guard first == UInt8(ascii: "M") || first == UInt8(ascii: "m") else {
            throw failure("path must start with a moveto", at: scanner.offset)
        }
        while true {
            scanner.skipWhitespace()
            guard let byte = scanner.current else { return commands }
            guard Self.commandLetters.contains(byte) else { throw unexpected(at: scanner.offset) }
            letter = byte
            scanner.offset += 1
            try parseArguments()
        }
    }

    private static let commandLetters = Set("MmLlHhVvCcSsQqTtAaZz".utf8)

    /// Reads every argument set after the command letter; extra sets repeat the command (`M` repeats as `L`).
    private mutating func parseArguments() throws(PathError) {
        let relative = letter >= UInt8(ascii: "a")
        let command = relative ? letter - 32 : letter
        if command == UInt8(ascii: "Z") {
            try append(.close, at: scanner.offset - 1)
            current = subpathStart
            return
        }
        scanner.skipWhitespace()
        var isFirstSet = true
        repeat {
            let start = scanner.offset
            switch command {
            case UInt8(ascii: "M"):
                let point = try point(relative)
                try append(isFirstSet ? .move(point) : .line(point), at: start)
                if isFirstSet { subpathStart = point }
            case UInt8(ascii: "L"):
                try append(.line(try point(relative)), at: start)
            case UInt8(ascii: "H"):
                try append(.line(Vector(try coordinate(relativeTo: relative ? current.x : 0), current.y)), at: start)
            case UInt8(ascii: "V"):
                try append(.line(Vector(current.x, try coordinate(relativeTo: relative ? current.y : 0))), at: start)
            case UInt8(ascii: "C"):
                let control1 = try point(relative)
                scanner.skipCommaWhitespace()
                let control2 = try point(relative)
                scanner.skipCommaWhitespace()
                try append(.cubic(control1, control2, try point(relative)), at: start)
            case UInt8(ascii: "S"):
                // The first control point mirrors the previous cubic's second one, else it is the current point.
                var control1 = current
                if case .cubic(_, let previous, _) = commands.last { control1 = try reflect(previous, at: start) }
                let control2 = try point(relative)
                scanner.skipCommaWhitespace()
                try append(.cubic(control1, control2, try point(relative)), at: start)
            case UInt8(ascii: "Q"):
                let control = try point(relative)
                scanner.skipCommaWhitespace()
                try append(.quad(control, try point(relative)), at: start)
            case UInt8(ascii: "T"):
                var control = current
                if case .quad(let previous, _) = commands.last { control = try reflect(previous, at: start) }
                try append(.quad(control, try point(relative)), at: start)
            default: // "A"
                try parseArc(relative, at: start)
            }
            isFirstSet = false
        } while try hasAnotherArgumentSet()
    }

    private mutating func parseArc(_ relative: Bool, at start: Int) throws(PathError) {
        // Negative radii are read and made positive, as SVG 1.1 F.6.6 step 1 says to.
        let rx = abs(try number())
        scanner.skipCommaWhitespace()
        let ry = abs(try number())
        scanner.skipCommaWhitespace()
        let rotation = try number()
        scanner.skipCommaWhitespace()
        let largeArc = try flag()
        scanner.skipCommaWhitespace()
        let sweep = try flag()
        scanner.skipCommaWhitespace()
        let end = try point(relative)
        try append(.arc(rx: rx, ry: ry, rotation: rotation, largeArc: largeArc, sweep: sweep, to: end), at: start)
    }

    /// After an argument set: `comma-wsp?`, then another set if a number follows. A comma promises one.
    private mutating func hasAnotherArgumentSet() throws(PathError) -> Bool {
        let hadComma = scanner.skipCommaWhitespace()
        if scanner.atNumberStart { return true }
        if hadComma { throw failure("expected a number after ','", at: scanner.offset) }
        return false
    }

    private mutating func append(_ command: PathCommand, at start: Int) throws(PathError) {
        guard commands.count < Self.maxSegments else {
            throw failure("path has more than \(Self.maxSegments) segments", at: start)
        }
        commands.append(command)
        if let end = command.endPoint { current = end }
    }

    /// A coordinate pair, made absolute. It does not skip what follows: only the caller knows whether a
    /// comma there must be followed by more arguments.
    private mutating func point(_ relative: Bool) throws(PathError) -> Vector {
        let x = try coordinate(relativeTo: relative ? current.x : 0)
        scanner.skipCommaWhitespace()
        let y = try coordinate(relativeTo: relative ? current.y : 0)
        return Vector(x, y)
    }

    /// One coordinate, made absolute. The absolute value is range-checked too, so that relative steps cannot
    /// add up to a number that the path's own text output could not be parsed back from.
    private mutating func coordinate(relativeTo base: Double) throws(PathError) -> Double {
        let start = scanner.offset
        let value = base + (try number())
        guard abs(value) <= PathScanner.maxMagnitude else { throw failure("number out of range", at: start) }
        return value
    }

    private func reflect(_ control: Vector, at start: Int) throws(PathError) -> Vector {
        let mirrored = Vector(2 * current.x - control.x, 2 * current.y - control.y)
        guard max(abs(mirrored.x), abs(mirrored.y)) <= PathScanner.maxMagnitude else {
            throw failure("number out of range", at: start)
        }
        return mirrored
    }

    private mutating func number() throws(PathError) -> Double {
        do {
            return try scanner.number()
        } catch {
            throw failure(error)
        }
    }

    private mutating func flag() throws(PathError) -> Bool {
        do {
            return try scanner.flag()
        } catch {
            throw failure(error)
        }
    }

    private func failure(_ reason: PathScanner.Failure) -> PathError {
        switch reason {
        case .noNumber:
            return failure("expected a number after '\(Character(Unicode.Scalar(letter)))'", at: scanner.offset)
        case .malformedNumber:
            return failure("malformed number", at: scanner.offset)
        case .outOfRange:
            return failure("number out of range", at: scanner.offset)
        case .badFlag:
            return failure("arc flag must be 0 or 1", at: scanner.offset)
        }
    }

    /// The error for a byte that cannot start a command.
    private func unexpected(at offset: Int) -> PathError {
        let byte = scanner.bytes[offset]
        let isLetter = (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
        if isLetter { return failure("unknown command '\(Character(Unicode.Scalar(byte)))'", at: offset) }
        return failure("expected a command, found \(describe(at: offset))", at: offset)
    }

    /// Quotes printable ASCII and names anything else by code point, so that a message never echoes control
    /// characters or invisible text from user input to a terminal.
    private func describe(at offset: Int) -> String {
        let byte = scanner.bytes[offset]
        if byte > 0x20, byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        let tail = scanner.bytes[offset..<min(offset + 4, scanner.bytes.count)]
        let scalar = String(decoding: tail, as: UTF8.self).unicodeScalars.first?.value ?? UInt32(byte)
        let hex = String(scalar, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }

    private func failure(_ message: String, at offset: Int) -> PathError {
        PathError(message, at: characterPosition(ofByte: offset))
    }

    /// The 1-based position of the character (Unicode scalar, as in expression errors) starting at byte
    /// `offset`, or one past the last for the end: one plus the number of scalars before it, which are the
    /// bytes that are not UTF-8 continuation bytes (0b10xxxxxx).
    private func characterPosition(ofByte offset: Int) -> Int {
        1 + scanner.bytes[..<offset].count { $0 & 0xC0 != 0x80 }
    }
}
