#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import RippleDiagnostics

/// The only way a path reaches the file system: every system call gets the path's exact bytes
/// (`ArgumentBytes`), so `-o $'bad\xff.svg'` writes that name and not `bad\u{FFFD}.svg`.
///
/// Swift passes a `String` to a C function as its UTF-8, which turns an escaped byte into four other bytes;
/// `Foundation`'s `FileManager`, `URL(fileURLWithPath:)` and `Data(contentsOf:)` do the same or worse. So
/// RippleCLI calls none of them on a path (`PathBytesSourceTests` greps for them) and comes here instead.
enum FileSystem {
    /// The folder relative paths are taken from when it is not the process's working directory: a caller of
    /// `RippleGen.run(_:environment:console:workingDirectory:)` gives one (tests run commands in memory side by
    /// side, each in its own folder, and a process has only one working directory). Every function here
    /// resolves a relative path against it, so nothing else needs to know.
    @TaskLocal static var base: String?

    /// `path` as the system must see it: relative to `base` when one is set.
    private static func here(_ path: String) -> String {
        guard let base, !path.hasPrefix("/") else { return path }
        return path.isEmpty ? base : base + "/" + path
    }

    /// `open(2)` on the exact bytes of `path`.
    static func openFile(_ path: String, _ flags: Int32, _ mode: mode_t = 0) -> Int32 {
        ArgumentBytes.withPlatformPath(here(path)) { open($0, flags, mode) }
    }

    /// `stat(2)` (following links) into `info`; 0 or -1 with `errno`.
    static func status(_ path: String, _ info: inout stat) -> Int32 {
        ArgumentBytes.withPlatformPath(here(path)) { stat($0, &info) }
    }

    /// `lstat(2)` (the link itself) into `info`; 0 or -1 with `errno`.
    static func linkStatus(_ path: String, _ info: inout stat) -> Int32 {
        ArgumentBytes.withPlatformPath(here(path)) { lstat($0, &info) }
    }

    /// Whether `path` exists (after links) and is a directory; `nil` when nothing is there.
    static func isDirectory(_ path: String) -> Bool? {
        var info = stat()
        guard status(path, &info) == 0 else { return nil }
        return info.st_mode & S_IFMT == S_IFDIR
    }

    /// `unlink(2)`; 0 or -1 with `errno`.
    @discardableResult
    static func removeFile(_ path: String) -> Int32 {
        ArgumentBytes.withPlatformPath(here(path)) { unlink($0) }
    }

    /// `rename(2)`; 0 or -1 with `errno`.
    static func move(_ source: String, to target: String) -> Int32 {
        ArgumentBytes.withPlatformPath(here(source)) { from in ArgumentBytes.withPlatformPath(here(target)) { rename(from, $0) } }
    }

    /// `link(2)`: a hard link `target` to `source`; 0 or -1 with `errno`.
    static func hardLink(_ source: String, to target: String) -> Int32 {
        ArgumentBytes.withPlatformPath(here(source)) { from in ArgumentBytes.withPlatformPath(here(target)) { link(from, $0) } }
    }

    /// `mkdir(2)`; 0 or -1 with `errno`.
    static func makeDirectory(_ path: String, _ mode: mode_t) -> Int32 {
        ArgumentBytes.withPlatformPath(here(path)) { mkdir($0, mode) }
    }

    /// `mkdtemp(3)`: a new folder of mode 700, named `prefix` and six characters the system picks so that no
    /// other user can take the name first; `nil` with `errno` when it cannot be made.
    static func makeTemporaryFolder(_ prefix: String) -> String? {
        ArgumentBytes.withPlatformPath(here(prefix + "XXXXXX")) { template -> String? in
            guard let copy = strdup(template) else { return nil }
            defer { free(copy) }
            return mkdtemp(copy) == nil ? nil : decoded(copy)
        }
    }

    /// `rmdir(2)`, which removes only an empty folder.
    @discardableResult
    static func removeDirectory(_ path: String) -> Int32 {
        ArgumentBytes.withPlatformPath(here(path)) { rmdir($0) }
    }

    /// The names in the folder `path` (not `.` and `..`), each decoded losslessly; `nil` when it cannot be read.
    static func names(in path: String) -> [String]? {
        guard let folder = ArgumentBytes.withPlatformPath(here(path), { opendir($0) }) else { return nil }
        defer { closedir(folder) }
        var names: [String] = []
        while let entry = readdir(folder) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                ArgumentBytes.decode(raw.prefix { $0 != 0 })
            }
            if name != ".", name != ".." { names.append(name) }
        }
        return names
    }

    /// `path` absolute, with `.`, `..` and symbolic links resolved as far as it exists (the rest kept as
    /// written): two names of one file give one string, as `-o` naming its own `--spec` is found.
    static func canonical(_ path: String) -> String {
        if let resolved = resolved(path) { return resolved }
        // A file that does not exist yet: its folder resolved, its name as given.
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed.removeLast() }
        let slash = trimmed.lastIndex(of: "/")
        let folder = slash.map { $0 == trimmed.startIndex ? "/" : String(trimmed[..<$0]) } ?? "."
        let name = slash.map { String(trimmed[trimmed.index(after: $0)...]) } ?? String(trimmed)
        guard let base = resolved(folder) else { return absolute(path) }
        if name == "." || name == ".." { return absolute(base + "/" + name) }
        return (base == "/" ? "" : base) + "/" + name
    }

    /// The folder part of `path` without its slash (`.` for a bare name): what an inotify watch is put on.
    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// `realpath(3)`, decoded; `nil` when some part of `path` does not exist.
    private static func resolved(_ path: String) -> String? {
        guard let buffer = ArgumentBytes.withPlatformPath(here(path), { realpath($0, nil) }) else { return nil }
        defer { free(buffer) }
        return decoded(buffer)
    }

    /// `path` made absolute with `.` and `..` removed by their names alone, no link followed (how a message
    /// names a folder that may not exist).
    static func absolute(_ path: String) -> String {
        let full = path.hasPrefix("/") ? path : workingDirectory() + "/" + path
        var parts: [Substring] = []
        for part in full.split(separator: "/") where part != "." {
            if part == ".." { _ = parts.popLast() } else { parts.append(part) }
        }
        return "/" + parts.joined(separator: "/")
    }

    /// Whether the working directory still exists (`getcwd` fails with ENOENT once it was removed).
    static func workingDirectoryExists() -> Bool {
        if let base { return isDirectory(base) == true }
        guard let buffer = getcwd(nil, 0) else { return false }
        free(buffer)
        return true
    }

    /// The working directory's exact bytes, decoded (`.` when it no longer exists): `base` when set.
    private static func workingDirectory() -> String {
        if let base { return absoluteBase(base) }
        guard let buffer = getcwd(nil, 0) else { return "." }
        defer { free(buffer) }
        return decoded(buffer)
    }
}

/// `base` made absolute against the process's own working directory (a caller may give a relative one).
private func absoluteBase(_ base: String) -> String {
    if base.hasPrefix("/") { return base }
    guard let buffer = getcwd(nil, 0) else { return base }
    defer { free(buffer) }
    return decoded(buffer) + "/" + base
}

/// A C string's exact bytes, decoded losslessly.
private func decoded(_ text: UnsafePointer<CChar>) -> String {
    ArgumentBytes.decode(UnsafeRawBufferPointer(start: text, count: strlen(text)))
}
