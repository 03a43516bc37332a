import Foundation
import RippleTestSupport
import Testing

/// Every path of the CLI reaches the file system through `FileSystem` (the exact bytes, `ArgumentBytes`):
/// a system call given a `String` path, or Foundation's file APIs, would use the UTF-8 of an escaped byte,
/// so one missed call site writes or reads another file (issue 30, finding 4). This test reads the sources
/// and refuses such a call anywhere else in RippleCLI and main.
struct PathCallSourceTests {
    /// C calls that take a path, called directly (not `FileSystem.openFile`, not `stat()`, the empty struct),
    /// and Foundation's path APIs.
    static let forbidden = try! NSRegularExpression(pattern: #"""
        (?<![\w.])(open|stat|lstat|unlink|rename|link|mkdir|rmdir|opendir|realpath|access|chmod|chown|fopen|truncate|symlink|readlink|inotify_add_watch)\((?!\))|FileManager|fileURLWithPath:(?!\s*")|contentsOf:|FileHandle\(|fileSystemRepresentation|withCString
        """#)

    /// The one file allowed to make those calls.
    static let gateway = "Sources/RippleCLI/System/FileSystem.swift"

    @Test func noPathBypassesFileSystem() throws {
        var offending: [String] = []
        for folder in ["Sources/RippleCLI", "Sources/ripplegen"] {
            let root = Golden.root.appendingPathComponent(folder)
            let files = FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") } ?? []
            #expect(!files.isEmpty, "\(folder) has no sources")
            for file in files where "\(folder)/\(file)" != Self.gateway {
                let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
                for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                    let code = String(line)
                    // Comments may name the calls; a call already handed the exact bytes is fine.
                    if code.trimmingCharacters(in: .whitespaces).hasPrefix("//") || code.contains("withPlatformPath") { continue }
                    if Self.forbidden.firstMatch(in: code, range: NSRange(code.startIndex..., in: code)) != nil {
                        offending.append("\(folder)/\(file):\(number + 1): \(code.trimmingCharacters(in: .whitespaces))")
                    }
                }
            }
        }
        #expect(offending.isEmpty, "path calls outside FileSystem:\n\(offending.joined(separator: "\n"))")
    }

    /// The pattern finds what it is for (a grep that matches nothing would pass whatever the sources hold).
    @Test(arguments: ["open(path, O_RDONLY)", "guard lstat(p, &s) == 0", "FileManager.default.fileExists(atPath: p)",
                      "URL(fileURLWithPath: path)", "unlink(temporary)", "path.withCString { $0 }"])
    func patternCatches(_ line: String) {
        #expect(Self.forbidden.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)) != nil)
    }

    @Test(arguments: ["FileSystem.openFile(path, O_RDONLY)", "var info = stat()", "URL(fileURLWithPath: \"/usr/bin/env\")",
                      "FileSystem.status(path, &info)", "openInBrowser(address, context: context)"])
    func patternAllows(_ line: String) {
        #expect(Self.forbidden.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)) == nil)
    }
}
