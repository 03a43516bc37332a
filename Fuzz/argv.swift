/// libFuzzer target `argv`: the whole CLI in memory, `RippleGen.run` with arbitrary argument vectors.
///
/// The input is split into arguments on NUL bytes (argv can hold no NUL), each decoded as UTF-8 with
/// invalid sequences replaced, as `CommandLine.arguments` would be. The CLI must never crash or hang,
/// whatever the exit code.
///
/// The harness keeps the fuzzer away from the file system, because a fuzzer that can name paths
/// would write, overwrite or block on anything (`-o ~/.bashrc`, `validate /dev/stdin`):
/// - `-o`/`--output` (with its value) and `--output=…` are dropped, so nothing is ever written;
/// - the value of `--spec` and the files of `validate` are replaced by one of a fixed list of
///   fixtures (plus a missing path and a directory), chosen by the length of the fuzzed value, so
///   the reading and decoding paths are still reached;
/// - the environment is empty (no `RIPPLEGEN_REQUIRE_DTD`).
/// `Scripts/fuzz.sh` also runs the fuzzer from a scratch directory, in case anything slips through.
import Foundation
import RippleCLI

/// The repository root: `RIPPLEGEN_FUZZ_ROOT` (set by `Scripts/fuzz.sh`), else this file's parent's parent.
private let root: String = ProcessInfo.processInfo.environment["RIPPLEGEN_FUZZ_ROOT"]
    ?? URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().path

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
                result.append(argument)
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
        result.append(argument)
    }
    return result
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzArgv(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    let arguments = bytes.split(separator: 0, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
    // An empty input is `ripplegen` with no arguments (the default ring), not one empty argument.
    let argv = size == 0 ? [] : safeArguments(arguments)
    let console = BufferConsole()
    _ = RippleGen.run(argv, environment: [:], console: console)
    return 0
}
