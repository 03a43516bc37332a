#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Why a write failed, in the system's words: every message names the path and the error the system gave
/// (no space left on device, file name too long, permission denied, read-only file system), not a guess.
extension OutputWriter {
    /// The current `errno` as a lower-case sentence (`no space left on device`).
    static func systemReason() -> String {
        reason(errno)
    }

    /// `code` as a lower-case sentence.
    static func reason(_ code: Int32) -> String {
        String(cString: strerror(code)).lowercased()
    }

    /// Why the temporary file for `path` could not be created, `code` being `open`'s `errno` and `mkdirCode`
    /// `mkdir`'s for its missing folder. The directory is made absolute only here, on the error path, and
    /// only when the working directory still exists.
    static func creationFailure(_ path: String, _ code: Int32, mkdirCode: Int32? = nil) -> CLIError {
        let folder = String(split(path).directory)
        let relative = !path.hasPrefix("/")
        if relative, !FileSystem.workingDirectoryExists() {
            return failure(path, "the working directory no longer exists (it was deleted or moved away)")
        }
        let directory = FileSystem.absolute(folder.isEmpty ? "." : folder)
        if code == ENOENT {
            if FileSystem.isDirectory(directory) != true {
                let parent = FileSystem.folder(of: directory)
                if FileSystem.isDirectory(parent) != true {
                    return failure(path, "directory \(directory) does not exist (nor does its parent \(parent), so it was not created)")
                }
                // The parent is there, so mkdir refused: its words (read-only file system, permission denied).
                return failure(path, "cannot create directory \(directory): \(reason(mkdirCode ?? code))")
            }
        }
        return failure(path, "cannot create a file in \(directory): \(reason(code))")
    }

    static func failure(_ path: String, _ reason: String) -> CLIError {
        CLIError(.cannotCreate, "cannot write \(path): \(reason)")
    }
}
