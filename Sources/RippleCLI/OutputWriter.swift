import Foundation

/// Writes output files so that a reader never sees a partial file.
///
/// The document goes to a temporary file in the target's directory and is renamed over the target
/// only when complete (rename is atomic within a file system); on any failure the temporary file is
/// removed and an existing target is left untouched. A target whose content would not change is not
/// rewritten, so its modification time stays (build tools and snapshot workflows rely on that).
enum OutputWriter {
    /// Writes `text` to `path`.
    ///
    /// - Throws: `CLIError` with exit code 73 naming the path and the reason.
    static func write(_ text: String, to path: String) throws(CLIError) {
        try write(Data(text.utf8), to: path)
    }

    /// Writes `data` to `path`, the same way.
    static func write(_ data: Data, to path: String) throws(CLIError) {
        let url = URL(fileURLWithPath: path)
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        if manager.fileExists(atPath: path, isDirectory: &isDirectory) {
            if isDirectory.boolValue { throw failure(path, "is a directory") }
            if let existing = manager.contents(atPath: path), existing == data { return }
        }
        let directory = url.deletingLastPathComponent()
        guard manager.fileExists(atPath: directory.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw failure(path, "directory \(directory.path) does not exist")
        }
        let temporary = directory.appendingPathComponent(".\(url.lastPathComponent).ripplegen-\(getpid()).tmp")
        try InterruptCleanup.guarding(temporary.path) { () throws(CLIError) in
            guard writeNew(data, to: temporary.path) else {
                try? manager.removeItem(at: temporary)
                throw failure(path, "cannot create a file in \(directory.path) (permission denied or read-only)")
            }
            if rename(temporary.path, path) != 0 {
                let reason = String(cString: strerror(errno))
                try? manager.removeItem(at: temporary)
                throw failure(path, reason.lowercased())
            }
        }
    }

    /// Writes `data` to a new file with plain `open`/`write`/`close`. (FileManager's `createFile` writes a
    /// temporary file of its own, fsyncs and renames it: three times the system calls and a disk flush per
    /// file, which dominated batch runs. The rename over the target is what makes the result atomic.)
    private static func writeNew(_ data: Data, to path: String) -> Bool {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return false }
        var ok = true
        data.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = posixWrite(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    ok = false
                    return
                }
                offset += written
            }
        }
        return close(descriptor) == 0 && ok
    }

    private static func failure(_ path: String, _ reason: String) -> CLIError {
        CLIError(.cannotCreate, ["ripplegen: error: cannot write \(path): \(reason)"])
    }
}

/// The C `write(2)`, named apart from `OutputWriter.write` (inside the type the name would resolve to it).
private func posixWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}
