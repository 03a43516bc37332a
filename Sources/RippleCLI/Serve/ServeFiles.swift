import Foundation
import RippleJSON
import RipplePipeline

/// The files named on `serve`'s command line (the spec, or the manifest and the specs it names), as the
/// page sees them: their text and one version number that grows whenever one of them changes on disk (the
/// watcher calls `reload`) or is saved from the page. Nothing else of the file system is ever read.
final class ServeFiles: @unchecked Sendable {
    /// One file: its path as given, its text when it last loaded (or why it could not be read).
    struct File: Sendable {
        let path: String
        var text: String?
        var problem: String?
    }

    private let lock = NSLock()
    private var files: [File]
    private var number = 1

    /// The files, read now.
    init(paths: [String]) {
        files = paths.map { Self.read($0) }
    }

    /// The version: the page reloads what it shows when it grows.
    var version: Int {
        lock.lock()
        defer { lock.unlock() }
        return number
    }

    /// A file's state by path (the first file when `path` is nil).
    func file(_ path: String? = nil) -> File? {
        lock.lock()
        defer { lock.unlock() }
        return path.map { path in files.first { $0.path == path } } ?? files.first
    }

    /// The version and the first file, read together (a request works on one snapshot of the files).
    func snapshot() -> (version: Int, file: File?) {
        lock.lock()
        defer { lock.unlock() }
        return (number, files.first)
    }

    /// Every file.
    var all: [File] {
        lock.lock()
        defer { lock.unlock() }
        return files
    }

    /// The paths, for the watcher.
    var paths: [String] { all.map(\.path) }

    /// Reads the files again; the version grows if any text changed.
    func reload() {
        let fresh = paths.map { Self.read($0) }
        lock.lock()
        defer { lock.unlock() }
        if zip(fresh, files).contains(where: { $0.text != $1.text || $0.problem != $1.problem }) || fresh.count != files.count {
            files = fresh
            number += 1
        }
    }

    /// Why a save was not made: the HTTP status (409: the file changed on disk or is not a regular file any
    /// more; 500: the write failed) and the error.
    struct SaveFailure: Error {
        let status: UInt32
        let error: CLIError
    }

    /// Saves the page's text of the first file, unless the file changed on disk since version `base` or is not
    /// a regular file (a FIFO, a device, a link put in its place): nothing that is not a regular file is
    /// opened for writing, and nothing here waits (the lock is held).
    ///
    /// - Returns: the new version.
    func save(_ text: String, base: Int) throws(SaveFailure) -> Int {
        lock.lock()
        defer { lock.unlock() }
        guard let first = files.first else {
            throw SaveFailure(status: 409, error: CLIError(.usage, "serve has no spec file to save to (start it with --spec FILE)"))
        }
        let rule = WriteRule(use: .save)
        do throws(CLIError) {
            _ = try rule.target(of: first.path)
        } catch {
            throw SaveFailure(status: 409, error: error)
        }
        let disk = Self.read(first.path)
        guard base == number, disk.text == first.text else {
            throw SaveFailure(status: 409, error: CLIError(.dataError, "\(first.path) changed on disk since the page loaded it; reload it (your edit is kept in the page)"))
        }
        do throws(CLIError) {
            _ = try Array(text.utf8).withUnsafeBytes { bytes in
                Result { () throws(CLIError) in try OutputWriter.write(bytes, to: first.path, rule: rule) }
            }.get()
        } catch {
            throw SaveFailure(status: 500, error: error)
        }
        files[0].text = text
        files[0].problem = nil
        number += 1
        return number
    }

    private static func read(_ path: String) -> File {
        do {
            let bytes = try InputFile.bytes(path, limit: StyleSource.maximumSpecBytes)
            return File(path: path, text: String(decoding: bytes, as: UTF8.self))
        } catch {
            return File(path: path, text: nil, problem: "\(path): \(error.reason)")
        }
    }
}
