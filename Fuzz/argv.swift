/// libFuzzer target `argv`: the whole CLI in memory, `RippleGen.run` with arbitrary argument vectors.
///
/// The input is split into arguments on NUL bytes (argv can hold no NUL), each decoded byte for byte
/// (`ArgumentBytes`) as `RippleGen.processArguments()` decodes the real argv, so bytes that are not UTF-8
/// reach the parser, the text flags' refusal and the messages. The CLI must never crash or hang,
/// whatever the exit code.
///
/// The harness keeps the fuzzer away from the file system, because a fuzzer that can name paths
/// would write, overwrite or block on anything (`-o ~/.bashrc`, `validate /dev/stdin`):
/// - `-o`/`--output` (with its value) and `--output=…` are dropped, so nothing is ever written;
/// - the value of `--spec` and the files of `validate` are replaced by one of a fixed list of
///   fixtures (plus a missing path and a directory), chosen by the length of the fuzzed value, so
///   the reading and decoding paths are still reached;
/// - every other `/` becomes `_`, so whatever path a command added later takes (a `batch` manifest,
///   a new FILE flag) can only name a file in the working directory, which `Scripts/fuzz.sh` makes
///   an empty scratch folder and checks afterwards (this costs the argv target only the
///   `rgb(r g b / a)` colour syntax, which the spec target covers);
/// - the environment is empty (no `RIPPLEGEN_REQUIRE_DTD`).
///
/// Fast mode (`RIPPLEGEN_FUZZ_NO_VALIDATE=1`, `Scripts/fuzz.sh --argv-no-validate`) adds `--no-validate`
/// to generate commands. Every run that validates parses the SVG 1.1 DTD afresh (a new
/// `ValidationSession` per `RippleGen.run`, 30–50 ms under ASan, against ~10 ms for the rest of a
/// typical run), so skipping it explores parsing, resolution and rendering about 1.5–2× faster; the
/// validator target covers validation. Strict mode needs validation, so it wins over fast mode.
///
/// Strict mode (`RIPPLEGEN_FUZZ_STRICT=1`, `Scripts/fuzz.sh --strict`) also stops on exit code 70:
/// with an empty environment that code means an internal error (above all, a generated document that
/// failed its own validation), which the README counts as a bug, not as an answer to bad input.
import Foundation
import RippleCLI
import RippleDiagnostics

/// Whether exit code 70 (internal error) counts as a finding.
private let strict = ProcessInfo.processInfo.environment["RIPPLEGEN_FUZZ_STRICT"] == "1"

/// Whether generate commands get `--no-validate` (see the file comment).
private let fast = !strict && ProcessInfo.processInfo.environment["RIPPLEGEN_FUZZ_NO_VALIDATE"] == "1"

/// The commands other than generate (`RippleGen.run` dispatches on the first argument).
private let commands: Set<String> = ["styles", "preview", "batch", "validate", "help", "--version"]

/// `arguments` with `--no-validate` added when they make a generate command that lacks it: before a
/// `--` (after it, the flag would be a positional).
private func withoutValidation(_ arguments: [String]) -> [String] {
    guard let first = arguments.first, !commands.contains(first), !arguments.contains("--no-validate") else {
        return arguments
    }
    var result = arguments
    result.insert("--no-validate", at: arguments.firstIndex(of: "--") ?? arguments.endIndex)
    return result
}

/// The repository root: `RIPPLEGEN_FUZZ_ROOT` (set by `Scripts/fuzz.sh`), else the folder above this
/// file's real location (the generated package reaches `Fuzz/` through a symlink).
private let root: String = ProcessInfo.processInfo.environment["RIPPLEGEN_FUZZ_ROOT"]
    ?? URL(fileURLWithPath: #filePath).resolvingSymlinksInPath().deletingLastPathComponent().deletingLastPathComponent().path

/// Absolute paths of the files in `directory` (relative to the root) with `suffix`, sorted so a
/// fuzzed length always picks the same file.
private func files(in directory: String, suffix: String) -> [String] {
    let path = root + "/" + directory
    let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
    return names.filter { $0.hasSuffix(suffix) }.sorted().map { path + "/" + $0 }
}

/// What `--spec FILE` may name: good and bad specs, a missing file and a directory.
private let specFiles: [String] = files(in: "Templates/styles", suffix: ".json")
    + files(in: "Fixtures/specs", suffix: ".json") + files(in: "Fixtures/specs/bad", suffix: ".json")
    + [root + "/Fixtures/specs/no-such-spec.json", root + "/Fixtures/specs"]

/// What `validate FILE…` may name: valid and invalid documents, a missing file and a directory.
private let svgFiles: [String] = files(in: "Fixtures/validation", suffix: ".svg")
    + files(in: "Fixtures/golden", suffix: ".svg").prefix(4)
    + [root + "/Fixtures/validation/no-such-file.svg", root + "/Fixtures/validation"]

/// A fixture for a fuzzed path: the fuzzer still steers which one through the value's length.
private func fixture(for value: String, in list: [String]) -> String {
    list.isEmpty ? "/nonexistent" : list[value.utf8.count % list.count]
}

/// `validate`'s options that take a value (the value is not a file).
private let validateValueOptions: Set<String> = ["--profile"]

/// `text` with every `/` scalar replaced by `_`. Scalars, not Characters: `/` followed by a combining
/// mark is one Character that is not equal to "/", yet the file system still sees a separator.
private func confined(_ text: String) -> String {
    var scalars = String.UnicodeScalarView()
    scalars.append(contentsOf: text.unicodeScalars.lazy.map { $0 == "/" ? "_" : $0 })
    return String(scalars)
}

/// The argument vector with every file-system-reaching value made safe (see the file comment).
func safeArguments(_ arguments: [String]) -> [String] {
    var result: [String] = []
    let validating = arguments.first == "validate"
    var onlyPositionals = false
    var index = 0
    while index < arguments.count {
        let argument = arguments[index]
        index += 1
        // Same comparisons as `ArgumentParser` and `StyleSource` (String ==, hasPrefix), so no
        // spelling of the flag the CLI accepts can get past them.
        if argument == "-o" || argument == "--output" {
            index += 1
            continue
        }
        if argument.hasPrefix("--output=") { continue }
        if validating && result.isEmpty {
            result.append(argument)
            continue
        }
        if validating {
            // `validate`'s positionals are files: everything that `ArgumentParser` treats as one.
            if !onlyPositionals && argument == "--" {
                onlyPositionals = true
                result.append(argument)
            } else if onlyPositionals || !argument.hasPrefix("-") || argument == "-" {
                result.append(fixture(for: argument, in: svgFiles))
            } else {
                result.append(confined(argument))
                if validateValueOptions.contains(argument), index < arguments.count {
                    result.append(confined(arguments[index]))
                    index += 1
                }
            }
            continue
        }
        if argument == "--spec" {
            result.append(argument)
            if index < arguments.count {
                result.append(fixture(for: arguments[index], in: specFiles))
                index += 1
            }
            continue
        }
        if argument.hasPrefix("--spec=") {
            result.append("--spec=" + fixture(for: argument, in: specFiles))
            continue
        }
        result.append(confined(argument))
    }
    return result
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzArgv(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    let arguments = bytes.split(separator: 0, omittingEmptySubsequences: false).map { ArgumentBytes.decode($0) }
    // An empty input is `ripplegen` with no arguments (the default ring), not one empty argument.
    let safe = size == 0 ? [] : safeArguments(arguments)
    let argv = fast ? withoutValidation(safe) : safe
    let console = BufferConsole()
    let code = RippleGen.run(argv, environment: [:], console: console)
    if strict && code == 70 {
        fatalError("exit code 70 (internal error) for \(argv):\n\(console.stderr)")
    }
    return 0
}
