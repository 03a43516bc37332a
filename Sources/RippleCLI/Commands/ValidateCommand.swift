import Foundation
import RippleDiagnostics
import RippleKit
import RipplePipeline
import RippleSerializers
import RippleValidation

/// `ripplegen validate FILE…`: validate any SVG files against the SVG 1.1 DTD and the profile lint, and
/// Lottie JSON documents (a file whose first character is `{` or `[`) with the Lottie lint: its structure
/// and the player profile, at the same `file:line:col` as SVG's messages; dotLottie files (a ZIP archive) with
/// `DotLottieLint`, located inside the archive (`FILE.lottie:s/press.json:12:5`).
enum ValidateCommand: Subcommand {
    static let name = "validate"
    static let usage = "validate FILE... (- for standard input)"
    static let about = [
        "Validates SVG files against the official W3C SVG 1.1 DTD (offline, through the XML catalog of Debian's w3c-sgml-lib) and ripplegen's profile lint (keyTimes, keySplines, clock values, repeatCount, ids and references), Lottie JSON files (a file starting with { or [) with the Lottie lint, and dotLottie files (a ZIP archive) by their structure, manifest, animations (the Lottie lint), themes and state machines, read in memory (at most 64 entries, 8 MiB inflated each, 16 MiB together). Prints 'file:line:col: error: message' for each problem. Files beyond the limits (16 MiB, 200,000 elements, 256 attributes on one element, 256 levels of nesting, a comment, text or value of 10,000,000 bytes) are refused before they are parsed (docs/cli.md, Bounds).",
        "EXIT CODES: 0 every file valid, 1 a file invalid, 65 a file beyond the limits, 66 a file not readable",
    ]
    static let options: [OptionSpec] = [
        OptionSpec("--profile", value: "svg11|svg2", "svg11 (default): strict SVG 1.1; svg2: also allow role, aria-label, aria-hidden on <svg>"),
        OptionSpec("--help", short: "-h", "show this help"),
    ]

    /// Files larger than this are refused rather than parsed (SVG assets are kilobytes).
    static var maximumBytes: Int { DocumentBounds.fileBytes.limit }

    static func run(_ parsed: ParsedArguments, context: CommandContext) throws(CLIError) -> ExitCode {
        let console = context.console
        guard !parsed.positionals.isEmpty else {
            throw usageError("validate needs at least one FILE")
        }
        var allowed: Set<String> = []
        if let text = parsed.value("--profile") { allowed = try ValueParsers.profile(text).extraRootAttributes }
        let session = ValidationSession(environment: context.environment)
        try session.checkDTD(console: console)
        var worst = ExitCode.ok
        if parsed.positionals.filter({ $0 == "-" }).count > 1 {
            throw usageError("'-' (standard input) can be given once")
        }
        for argument in parsed.positionals {
            let bytes: [UInt8]
            let path = argument == "-" ? "<stdin>" : argument
            do {
                bytes = argument == "-" ? try InputFile.standardInput(limit: maximumBytes) : try InputFile.bytes(path, limit: maximumBytes)
            } catch {
                console.err(Diagnostic(.error, error.reason, at: .init(file: path)).description)
                worst = max(worst, error.code)
                continue
            }
            // libxml2 reads the bytes itself, so documents in any encoding their XML declaration names work. Beyond
            // the stated bounds (DocumentBounds) a document is refused unparsed, 65 like an oversized file.
            let problems: [Diagnostic]
            let checked: Result<[Diagnostic], BoundViolation> = if DotLottieLint.isArchive(bytes) {
                DotLottieLint.check(bytes, file: path)
            } else if isJSON(bytes) {
                .success(LottieLint.problems(bytes, file: path))
            } else {
                session.check(bytes, file: path, allowing: allowed)
            }
            switch checked {
            case .success(let found): problems = found
            case .failure(let violation):
                console.err(violation.diagnostic.description)
                worst = max(worst, .dataError)
                continue
            }
            for problem in problems { console.err(problem.description) }
            if problems.contains(where: { $0.severity == .error }) {
                worst = max(worst, .invalid)
            } else {
                try console.out("\(path): valid\n")
            }
        }
        return worst
    }

    /// Whether a file is JSON rather than XML: its first character after a byte order mark and whitespace
    /// is `{` or `[` (no SVG document starts so), so a Lottie file gets the Lottie lint, not "start tag expected".
    static func isJSON(_ bytes: [UInt8]) -> Bool {
        let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? bytes.dropFirst(3) : bytes[...]
        let first = body.first { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }
        return first == UInt8(ascii: "{") || first == UInt8(ascii: "[")
    }
}
