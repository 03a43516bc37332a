import RippleDiagnostics
import RippleJSON
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import RippleKit
import RipplePipeline
import RippleTemplates

extension StyleSource {
    /// Spec files larger than this are refused before parsing (a style is a few kilobytes).
    static let maximumSpecBytes = 1024 * 1024

    /// Finds `--style NAME` or `--spec FILE` in `arguments` (default: the ring) and loads it.
    static func load(from arguments: [String]) throws(CLIError) -> StyleSource {
        let style = value(of: "--style", in: arguments)
        let spec = value(of: "--spec", in: arguments)
        if style != nil, spec != nil {
            throw CLIError.usage("--style and --spec cannot be used together")
        }
        if let spec { return try parse(try InputFile.read(spec, limit: maximumSpecBytes, what: "spec"), file: spec) }
        return StyleSource(template: try builtin(style ?? "ring"))
    }

    /// A spec's bytes read as a style (`serve` passes the text being edited), refused past `maximumSpecBytes`;
    /// `file` names it in messages and locations.
    static func parse(_ bytes: [UInt8], file: String) throws(CLIError) -> StyleSource {
        guard bytes.count <= maximumSpecBytes else {
            throw CLIError(.dataError, "spec \(file): \(InputFile.tooLarge(maximumSpecBytes).reason)")
        }
        do {
            let root = try JSONParser.parse(bytes, file: file)
            let source = StyleSource(template: try StyleTemplate(json: JSONNode(root: root, file: file)), specPath: file, specTree: root)
            try source.checkTexts()
            try source.checkParameters()
            return source
        } catch {
            throw CLIError(error)
        }
    }

    /// Refuses control characters in the spec's texts that reach a document or the terminal: the `name` makes
    /// the default `<title>` (as `--title` is refused), the `summary` and each `help` are printed by `--help`.
    private func checkTexts() throws(SpecError) {
        if ValueParsers.hasControlCharacters(template.name) {
            throw specError(at: "name", "must not contain control characters (the name makes the document's default <title>, as --title does)")
        }
        var texts = [("summary", template.summary)]
        for (index, parameter) in (template.parameters ?? []).enumerated() {
            texts.append(("parameters[\(index)].help", parameter.help))
            for (choice, item) in (parameter.choices ?? []).enumerated() {
                if let help = item.help { texts.append(("parameters[\(index)].choices[\(choice)].help", help)) }
            }
        }
        for (path, text) in texts where ValueParsers.hasControlCharacters(text) {
            throw specError(at: path, "must not contain control characters (it is printed by --help)")
        }
    }

    /// A built-in template by name, or a usage error with "did you mean" about `flag` of `command`.
    static func builtin(_ name: String, flag: String = "--style", command: String? = nil) throws(CLIError) -> StyleTemplate {
        let found: StyleTemplate?
        do {
            found = try BuiltinStyles.template(named: name)
        } catch {
            throw CLIError(.software, "built-in style \(error)")
        }
        guard let template = found else {
            let hint = Suggest.closest(to: name, in: BuiltinStyles.names).map { "; did you mean '\($0)'?" } ?? ""
            throw CLIError.usage("\(flag): unknown style '\(ValueParsers.printable(name))'\(hint) (see 'ripplegen styles')", command: command)
        }
        return template
    }

    /// The value given to `flag` (`--flag value` or `--flag=value`), if any; the full parser checks the rest.
    private static func value(of flag: String, in arguments: [String]) -> String? {
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            if argument == "--" { return nil }
            if argument == flag { return index + 1 < arguments.count ? arguments[index + 1] : nil }
            if argument.hasPrefix(flag + "=") { return String(argument.dropFirst(flag.count + 1)) }
            index += 1
        }
        return nil
    }
}

/// Reading input files with clear errors: missing, a directory, unreadable, too large.
enum InputFile {
    /// Why a file could not be read: the exit code and a short reason (`no such file`).
    struct Failure: Error {
        let code: ExitCode
        let reason: String
    }

    /// The file's bytes.
    ///
    /// - Throws: `Failure` with exit 66 (cannot open) or 65 (too large).
    static func bytes(_ path: String, limit: Int) throws(Failure) -> [UInt8] {
        // stat follows symlinks; a FIFO, a device or a socket is refused before it is opened (opening a FIFO
        // with no writer would block for ever).
        var info = stat()
        guard FileSystem.status(path, &info) == 0 else {
            if errno == ELOOP { throw Failure(code: .noInput, reason: "the symbolic link loops") }
            var link = stat()
            if FileSystem.linkStatus(path, &link) == 0 { throw Failure(code: .noInput, reason: "is a symbolic link to a missing file") }
            throw Failure(code: .noInput, reason: "no such file")
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw Failure(code: .noInput, reason: "is a directory")
        case S_IFIFO: throw Failure(code: .noInput, reason: "is a FIFO, not a regular file; refused (it could block)")
        default: throw Failure(code: .noInput, reason: "is not a regular file; refused")
        }
        // An oversized file is refused from its size, unread (the read below still stops one byte past the limit
        // for a file that grows meanwhile).
        guard Int(info.st_size) <= limit else { throw tooLarge(limit) }
        // O_NONBLOCK and fstat: a FIFO put in its place since the stat is neither waited on nor read.
        let descriptor = FileSystem.openFile(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else {
            throw Failure(code: .noInput, reason: "cannot be read (permission denied)")
        }
        defer { close(descriptor) }
        var opened = stat()
        guard fstat(descriptor, &opened) == 0, opened.st_mode & S_IFMT == S_IFREG else {
            throw Failure(code: .noInput, reason: "is not a regular file; refused")
        }
        return try contents(of: descriptor, limit: limit)
    }

    /// The refusal of a file past `limit` bytes.
    static func tooLarge(_ limit: Int) -> Failure {
        Failure(code: .dataError, reason: "larger than \(limit / 1024) KiB (\(Bound.grouped(limit)) bytes); refused")
    }

    /// Standard input, read to its end but refused past `limit`.
    static func standardInput(limit: Int) throws(Failure) -> [UInt8] {
        try contents(of: 0, limit: limit)
    }

    /// What `descriptor` holds, read to its end but refused past `limit` (one byte further is read to know,
    /// so an oversized file is refused without reading all of it).
    private static func contents(of descriptor: Int32, limit: Int) throws(Failure) -> [UInt8] {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while bytes.count <= limit {
            // Qualified: this type's own `read(_:limit:what:)` hides the C function.
            #if canImport(Glibc)
            let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, min($0.count, limit + 1 - bytes.count)) }
            #elseif canImport(Darwin)
            let count = buffer.withUnsafeMutableBytes { Darwin.read(descriptor, $0.baseAddress, min($0.count, limit + 1 - bytes.count)) }
            #endif
            if count < 0 {
                if errno == EINTR { continue }
                throw Failure(code: .noInput, reason: "cannot be read")
            }
            if count == 0 { return bytes }
            bytes += buffer[0..<count]
        }
        throw tooLarge(limit)
    }

    /// The file's bytes, with errors as `ripplegen: error: WHAT PATH: reason`.
    static func read(_ path: String, limit: Int, what: String) throws(CLIError) -> [UInt8] {
        do {
            return try bytes(path, limit: limit)
        } catch {
            throw CLIError(error.code, "\(what) \(path): \(error.reason)")
        }
    }
}
