#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An advisory lock on output directories (`flock` on the directory itself, so no lock file is left behind):
/// ripplegen runs that replace several files of one directory together take turns, and no run can end up with
/// one file of another run's pair. Runs writing single files do not lock (one rename is atomic on its own).
enum DirectoryLock {
    /// Locks `directories` (folder parts of paths, `""` for the working directory) in a fixed order, so two
    /// runs cannot wait for each other. A directory that cannot be opened is not locked: the write that
    /// follows reports the real problem.
    ///
    /// - Returns: the descriptors to pass to `release`.
    static func acquire(_ directories: Set<Substring>) -> [Int32] {
        var descriptors: [Int32] = []
        for directory in directories.sorted() {
            let descriptor = open(directory.isEmpty ? "." : String(directory), O_RDONLY | O_CLOEXEC | O_DIRECTORY)
            guard descriptor >= 0 else { continue }
            while flock(descriptor, LOCK_EX) != 0, errno == EINTR {}
            descriptors.append(descriptor)
        }
        return descriptors
    }

    /// Unlocks and closes.
    static func release(_ descriptors: [Int32]) {
        for descriptor in descriptors { close(descriptor) }
    }
}
