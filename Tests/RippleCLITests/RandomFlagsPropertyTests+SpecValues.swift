import Foundation
import RippleTestSupport
import Testing

/// Random spec VALUES across the whole number range (issue 40): every number of a spec — view size, stroke,
/// times, repeat, origin, a layer's count, size, alpha, centre, delay, rest values, and every track's `at`,
/// `dur`, `from`, `to` and `when` — is, now and then, an extreme: zero and negative zero, subnormals, the
/// smallest and largest doubles, 1e308 and past it (1e400), a power of ten anywhere from 1e-320 to 1e300 of
/// either sign, an expression scaling the view by 10^8, or just past a bound. Each spec is made into every
/// format by the built binary, a process of its own: a value may be refused (64, 65) but never crash the
/// program (a signal, exit ≥ 128) or be an internal error (70). Same seed as the flags' property test
/// (`RIPPLEGEN_PROPERTY_SEED`, `Scripts/fuzz.sh --property-seed random`).
extension RandomFlagsPropertyTests {
    /// Every format a spec can be made into, as the command line's arguments.
    static let specFormats: [String: [String]] = [
        "smil": ["-o", "x.svg"], "css": ["--format", "css", "-o", "x.svg"], "web": ["--format", "web", "-o", "x.css"],
        "lottie": ["--format", "lottie", "-o", "x.json"], "png": ["--format", "png", "--at", "0.35", "-o", "x.png"],
        "apng": ["--format", "apng", "--fps", "4", "-o", "x.png"], "gif": ["--format", "gif", "--fps", "4", "-o", "x.gif"],
        "webp": ["--format", "webp", "--fps", "4", "-o", "x.webp"], "filmstrip": ["--filmstrip", "3", "-o", "x.png"],
    ]

    /// Rounds per format: a few, each a process (an extreme is mostly refused at once; what is made is small).
    static let specRounds = 16

    /// The spec, each number a `{NAME}` the rounds fill in, with its ordinary value.
    static let specValues: [(name: String, ordinary: String)] = [
        ("W", "40"), ("H", "30"), ("STROKE", "4"), ("DURATION", "0.7"), ("DELAY", "0"), ("REPEAT", "1"), ("OPACITY", "1"),
        ("OX", "20"), ("OY", "15"), ("FADE", "0.075"), ("COUNT", "2"), ("RX", "\"W/2\""), ("RY", "\"H/2\""), ("ALPHA", "1"),
        ("CX", "\"px\""), ("CY", "\"py\""), ("LDELAY", "\"i*0.1\""), ("RSCALE", "1"), ("ROPACITY", "0"), ("AT", "0"), ("DUR", "0.7"),
        ("S0", "1"), ("S1", "2"), ("O0", "1"), ("O1", "0"), ("TX", "5"), ("TY", "-5"), ("W0", "4"), ("W1", "1"), ("WHEN", "1"), ("V", "3"),
    ]

    static let specTemplate = """
        { "name": "values", "summary": "random values", "source": "RandomFlagsPropertyTests",
          "defaults": { "size": [{W}, {H}], "color": "#3366ff", "strokeWidth": {STROKE}, "duration": {DURATION}, "delay": {DELAY},
                        "repeat": {REPEAT}, "opacity": {OPACITY}, "easing": "ease-out", "origin": [{OX}, {OY}] },
          "variables": [{ "name": "v", "value": {V} }],
          "press": { "dragFade": {FADE} },
          "layers": [
            { "count": {COUNT}, "size": [{RX}, {RY}], "paint": "{PAINT}", "alpha": {ALPHA}, "center": [{CX}, {CY}], "delay": {LDELAY},
              "rest": { "scale": {RSCALE}, "opacity": {ROPACITY} },
              "tracks": {
                "scale": [{ "at": {AT}, "dur": {DUR}, "from": {S0}, "to": {S1}, "easing": "main", "when": {WHEN} }],
                "opacity": [{ "at": {AT}, "dur": {DUR}, "from": {O0}, "to": {O1} }],
                "translate": [{ "at": {AT}, "dur": {DUR}, "from": [0, 0], "to": [{TX}, {TY}] }]{STROKETRACK} } } ] }
        """

    /// The spec of a stroked ring with a stroke-width track; for the web format a filled disc without one (a
    /// press's layers are filled, and a page animates only what browsers composite).
    static func specTemplate(for format: String) -> String {
        let track = #", "strokeWidth": [{ "at": {AT}, "dur": {DUR}, "from": {W0}, "to": {W1} }]"#
        return specTemplate.replacingOccurrences(of: "{STROKETRACK}", with: format == "web" ? "" : track)
            .replacingOccurrences(of: "{PAINT}", with: format == "web" ? "fill" : "stroke")
    }

    /// A number from anywhere in the range of a double (and one past it), as JSON text, or an expression.
    static func extreme(using rng: inout SplitMix) -> String {
        let sign = Bool.random(using: &rng) ? "" : "-"
        switch Int.random(in: 0..<12, using: &rng) {
        case 0: return ["0", "-0", "-0.0", "1", "-1", "0.5"].randomElement(using: &rng)!
        case 1: return sign + ["5e-324", "2.2250738585072014e-308", "1e-310", "4.9e-320"].randomElement(using: &rng)!
        case 2: return sign + ["1.7976931348623157e308", "1e308", "1e300"].randomElement(using: &rng)!
        case 3: return sign + ["1e400", "1e-400"].randomElement(using: &rng)!
        case 4: return sign + "1e\(Int.random(in: -320...300, using: &rng))"
        case 5: return sign + ["1000000", "1000001", "10000", "10001", "86400", "86401", "19230.7692", "1e10", "1e12", "1e20"].randomElement(using: &rng)!
        case 6: return "\"W*100000000\""
        case 7: return "\"\(sign)v*v*v*1000000\""
        case 8: return "\"1/(v-3)\""
        case 9: return String(Int.random(in: -100...100, using: &rng))
        case 10: return sign + String(Double.random(in: 0...1e6, using: &rng))
        default: return sign + String(Double.random(in: 0...1, using: &rng) * pow(10, Double(Int.random(in: -12...12, using: &rng))))
        }
    }

    /// The spec for `format` with two or three of its numbers extreme (each one in twelve).
    static func randomSpec(for format: String, using rng: inout SplitMix) -> String {
        var text = specTemplate(for: format)
        for (name, ordinary) in specValues {
            let value = Int.random(in: 0..<12, using: &rng) == 0 ? extreme(using: &rng) : ordinary
            text = text.replacingOccurrences(of: "{\(name)}", with: value)
        }
        return text
    }

    @Test(arguments: specFormats.keys.sorted())
    func randomSpecValuesNeverCrashOrFailInternally(_ format: String) throws {
        var rng = SplitMix(state: UInt64(format.utf8.reduce(40) { $0 &* 131 &+ UInt64($1) }) ^ (Self.seed &* 0x9E37_79B9_7F4A_7C15))
        let arguments = try #require(Self.specFormats[format])
        for round in 0..<Self.specRounds {
            let spec = Self.randomSpec(for: format, using: &rng)
            let directory = try BinaryRunner.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: directory) }
            try Data(spec.utf8).write(to: directory.appendingPathComponent("s.json"))
            let result = try BinaryRunner.run(["--spec", "s.json"] + arguments, in: directory)
            let line = "seed \(Self.seed), \(format) round \(round): exit \(result.status): \(result.stderr.prefix(500))\nspec: \(spec)"
            // A signal is reported as its number (4 for a trap's SIGILL, 11 for SIGSEGV), a timeout as killed.
            #expect(!result.timedOut && [0, 64, 65].contains(result.status), "\(line)")
            #expect(result.status == 0 || !result.stderr.isEmpty, "\(line)")
        }
        // The ordinary values make a file, so a refusal above is an extreme's doing, not the spec's or the harness's.
        let ordinary = Self.specValues.reduce(Self.specTemplate(for: format)) { $0.replacingOccurrences(of: "{\($1.name)}", with: $1.ordinary) }
        let directory = try BinaryRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data(ordinary.utf8).write(to: directory.appendingPathComponent("s.json"))
        let result = try BinaryRunner.run(["--spec", "s.json"] + arguments, in: directory)
        #expect(result.status == 0, "the ordinary spec in \(format): \(result.stderr.prefix(500))")
    }
}
