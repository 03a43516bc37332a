#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import RippleTestSupport
import Testing

/// Files in OUTDIR that the manifest no longer makes: `--check` reports them as drift (exit 1), `--prune`
/// deletes them (only `.svg`, `.css`, `.js` files, never anything else), a plain run mentions them.
struct BatchStrayTests {
    static func setUp() throws -> (URL, URL) {
        let directory = try BinaryRunner.temporaryDirectory()
        let manifest = directory.appendingPathComponent("m.json")
        try Data(#"{ "assets": [ { "name": "a", "style": "ring" }, { "name": "b", "style": "material", "format": "web" } ] }"#.utf8).write(to: manifest)
        #expect(try CLI.run(["batch", manifest.path, "-o", directory.appendingPathComponent("out").path]).status == 0)
        try Data(#"{ "assets": [ { "name": "a", "style": "ring" } ] }"#.utf8).write(to: manifest)
        try Data("keep".utf8).write(to: directory.appendingPathComponent("out/notes.txt"))
        return (manifest, directory.appendingPathComponent("out"))
    }

    @Test func checkReportsStrayFilesAsDrift() throws {
        let (manifest, out) = try Self.setUp()
        let result = try CLI.run(["batch", manifest.path, "-o", out.path, "--check"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("\(out.path)/b.css: stray (the manifest does not make it)"))
        #expect(result.stderr.contains("\(out.path)/b.js: stray"))
        #expect(result.stderr.contains("\(out.path)/b.mjs: stray"))
        #expect(result.stderr.contains("\(out.path)/b.d.mts: stray"))
        #expect(result.stderr.contains("4 stray files in OUTDIR; 'ripplegen batch --prune' deletes them"))
        #expect(!result.stderr.contains("notes.txt"))
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("b.css").path), "--check never deletes")
    }

    @Test func pruneDeletesOnlyWhatBatchWouldWrite() throws {
        let (manifest, out) = try Self.setUp()
        let plain = try CLI.run(["batch", manifest.path, "-o", out.path])
        #expect(plain.status == 0)
        #expect(plain.stderr.contains("OUTDIR has 4 files the manifest does not make (b.css, b.d.mts, b.js, …); --prune deletes them"))
        let pruned = try CLI.run(["batch", manifest.path, "-o", out.path, "--prune"])
        #expect(pruned.status == 0, "\(pruned.stderr)")
        #expect(pruned.stdout.contains("4 pruned"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: out.path).sorted() == ["a.svg", "notes.txt"])
        #expect(try CLI.run(["batch", manifest.path, "-o", out.path, "--check"]).status == 0)
        #expect(try CLI.run(["batch", manifest.path, "-o", out.path, "--check", "--prune"]).status == 64)
    }

    /// `--prune` deletes only what the write rule would let batch replace: a user's own script, or a link, in
    /// OUTDIR is not a stray, so it is neither listed nor deleted.
    @Test func pruneKeepsAUsersScriptAndLinks() throws {
        let (manifest, out) = try Self.setUp()
        try Data("mine()\n".utf8).write(to: out.appendingPathComponent("mine.js"))
        try Data("/* ripplegenX */\n".utf8).write(to: out.appendingPathComponent("mine.mjs"))
        try FileManager.default.createSymbolicLink(atPath: out.appendingPathComponent("link.svg").path, withDestinationPath: "a.svg")
        let check = try CLI.run(["batch", manifest.path, "-o", out.path, "--check"])
        #expect(check.stderr.contains("4 stray files in OUTDIR"), "\(check.stderr)")
        #expect(!check.stderr.contains("mine") && !check.stderr.contains("link.svg"), "\(check.stderr)")
        let pruned = try CLI.run(["batch", manifest.path, "-o", out.path, "--prune"])
        #expect(pruned.status == 0, "\(pruned.stderr)")
        #expect(pruned.stdout.contains("4 pruned"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: out.path).sorted() == ["a.svg", "link.svg", "mine.js", "mine.mjs", "notes.txt"])
    }

    /// A process id that has ended (a child reaped before its id is used).
    static func endedProcessID() throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/true")
        try process.run()
        process.waitUntilExit()
        return process.processIdentifier
    }

    /// Temporary files a killed run left (a SIGKILL cannot be caught) are stray for `--check` and pruned by
    /// `--prune`; a running writer's temporary (this test process's id) is its own and left alone.
    @Test(arguments: [".a.svg.ripplegen-PID-7.tmp", ".b.css.ripplegen-PID-12.old.tmp", ".notes.txt.ripplegen-PID-1.tmp"])
    func temporariesOfKilledRunsAreFoundAndPruned(_ pattern: String) throws {
        let (manifest, out) = try Self.setUp()
        try Data(#"{ "assets": [ { "name": "a", "style": "ring" }, { "name": "b", "style": "material", "format": "web" } ] }"#.utf8).write(to: manifest)
        let dead = pattern.replacingOccurrences(of: "PID", with: String(try Self.endedProcessID()))
        let live = pattern.replacingOccurrences(of: "PID", with: String(getpid()))
        for name in [dead, live] { try Data("partial".utf8).write(to: out.appendingPathComponent(name)) }
        let check = try CLI.run(["batch", manifest.path, "-o", out.path, "--check"])
        #expect(check.status == 1)
        #expect(check.stderr.contains("\(out.path)/\(dead): stray (a temporary file of a ripplegen run that was killed)"), "\(check.stderr)")
        #expect(!check.stderr.contains(live))
        let pruned = try CLI.run(["batch", manifest.path, "-o", out.path, "--prune"])
        #expect(pruned.status == 0, "\(pruned.stderr)")
        #expect(pruned.stdout.contains("1 pruned"))
        let left = try FileManager.default.contentsOfDirectory(atPath: out.path)
        #expect(!left.contains(dead))
        #expect(left.contains(live))
        #expect(try CLI.run(["batch", manifest.path, "-o", out.path, "--check"]).status == 0)
    }
}
