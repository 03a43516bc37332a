#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
@testable import RippleCLI
import RippleTestSupport
import Testing

/// The files `serve` reads and saves, in memory: a save over anything but a regular file is refused without
/// opening it, and the watch keeps working when the spec's folder is removed and made again (issue 40,
/// finding 5 and finding 10).
struct ServeFilesTests {
    /// What is put where the spec was.
    enum Replacement: String, CaseIterable, Sendable {
        case fifo, linkToAFIFO
    }

    /// A FIFO (or a link to one) in place of the spec, seen by the page (the version it saves with is the one
    /// that already shows the change): the save opened the FIFO for writing with the files' lock held, and
    /// waited for a reader for ever. Now it is refused (409) and the FIFO is left as it was.
    @Test(arguments: Replacement.allCases)
    func aSaveOverAFIFOIsRefusedWithoutOpeningIt(_ replacement: Replacement) throws {
        let folder = try BinaryRunner.temporaryDirectory()
        let spec = folder.appendingPathComponent("spec.json").path
        try Data("{}\n".utf8).write(to: URL(fileURLWithPath: spec))
        let files = ServeFiles(paths: [spec])
        #expect(unlink(spec) == 0)
        switch replacement {
        case .fifo: #expect(mkfifo(spec, 0o600) == 0)
        case .linkToAFIFO:
            let pipe = folder.appendingPathComponent("pipe").path
            #expect(mkfifo(pipe, 0o600) == 0)
            #expect(symlink(pipe, spec) == 0)
        }
        files.reload()
        let version = files.version
        let outcome = Outcome()
        Thread.detachNewThread {
            do throws(ServeFiles.SaveFailure) {
                _ = try files.save("{\"saved\": true}\n", base: version)
                outcome.finish(200, "saved")
            } catch {
                outcome.finish(error.status, error.error.lines.joined(separator: "\n"))
            }
        }
        let finished = outcome.done.wait(timeout: .now() + 30) == .success
        if !finished { Self.drain(spec) }
        #expect(finished, "the save still waits on the FIFO")
        #expect(outcome.status == 409, "\(outcome.status): \(outcome.message)")
        #expect(outcome.message.contains(replacement == .fifo ? "is a FIFO" : "is a symbolic link"), "\(outcome.message)")
        var status = stat()
        #expect(lstat(spec, &status) == 0 && status.st_mode & S_IFMT == (replacement == .fifo ? S_IFIFO : S_IFLNK), "left as it was")
        // The files still answer (the lock is free).
        #expect(files.snapshot().version == version)
    }

    /// Lets a writer blocked on the FIFO go (the code before the fix): reads what it writes to its end.
    static func drain(_ path: String) {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK)
        guard descriptor >= 0 else { return }
        _ = fcntl(descriptor, F_SETFL, 0)
        var buffer = [UInt8](repeating: 0, count: 4096)
        while buffer.withUnsafeMutableBytes({ read(descriptor, $0.baseAddress, $0.count) }) > 0 {}
        close(descriptor)
    }

    /// The watch is on the spec's folder: removed, the folder took its watch with it, and a folder made again
    /// under the same name was never watched (the page stayed stale until `serve` was restarted).
    @Test func theWatchRecoversWhenTheFolderIsRemovedAndMadeAgain() throws {
        let root = try BinaryRunner.temporaryDirectory()
        let folder = root.appendingPathComponent("specs")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let spec = folder.appendingPathComponent("spec.json")
        try Data("{\"n\": 0}\n".utf8).write(to: spec)
        let files = ServeFiles(paths: [spec.path])
        ServeWatch.start(files)
        // The watch starts on its own thread: edits are made until one is seen.
        var edit = 0
        #expect(Self.eventually {
            edit += 1
            try? Data("{\"n\": \(edit)}\n".utf8).write(to: spec, options: .atomic)
            // An edit of this loop (the watcher may lag one behind), never the file's first text ("n": 0).
            return files.file()?.text?.contains("\"n\": \(edit)") == true || (edit > 1 && files.file()?.text?.contains("\"n\": \(edit - 1)") == true)
        }, "an edit is seen")
        try FileManager.default.removeItem(at: folder)
        #expect(Self.eventually { files.file()?.text == nil }, "the removal is seen")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("{\"back\": true}\n".utf8).write(to: spec, options: .atomic)
        #expect(Self.eventually { files.file()?.text == "{\"back\": true}\n" }, "the spec in the folder made again is seen")
        try Data("{\"again\": true}\n".utf8).write(to: spec, options: .atomic)
        #expect(Self.eventually { files.file()?.text == "{\"again\": true}\n" }, "and so is its next edit")
    }

    /// Whether `condition` becomes true before a generous deadline (checked every 10 ms; the deadline only
    /// fails a test whose condition never comes).
    static func eventually(_ condition: () -> Bool) -> Bool {
        let deadline = Date(timeIntervalSinceNow: 30)
        while Date() < deadline {
            if condition() { return true }
            usleep(10_000)
        }
        return condition()
    }
}

/// What a save on another thread ended with.
final class Outcome: @unchecked Sendable {
    let done = DispatchSemaphore(value: 0)
    private(set) var status: UInt32 = 0
    private(set) var message = ""

    func finish(_ status: UInt32, _ message: String) {
        self.status = status
        self.message = message
        done.signal()
    }
}
