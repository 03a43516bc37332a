#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An advisory lock on output directories (`flock` on the directory itself, so no lock file is left behind):
/// ripplegen runs that replace several files of one directory together take turns, and no run can end up with
/// one file of another run's pair. Runs writing single files do not lock (one rename is atomic on its own).
enum DirectoryLock {
    /// Locks `directories` (folder parts of paths, `""` for the working directory), each once. A directory that
    /// cannot be opened is not locked: the write that follows reports the real problem.
    ///
    /// - Returns: the descriptors to pass to `release`.
    static func acquire(_ directories: Set<Substring>) -> [Int32] {
        // Two names of one directory (`a.css` a link to `/abs/real.css` beside `a.js`) are locked once: a second
        // `flock` through another descriptor would wait for this process's own first one.
        var opened: [(device: UInt64, inode: UInt64, descriptor: Int32)] = []
        for directory in directories {
            let descriptor = FileSystem.openFile(directory.isEmpty ? "." : String(directory), O_RDONLY | O_CLOEXEC | O_DIRECTORY)
            guard descriptor >= 0 else { continue }
            var info = stat()
            guard fstat(descriptor, &info) == 0,
                  !opened.contains(where: { $0.device == UInt64(info.st_dev) && $0.inode == UInt64(info.st_ino) }) else {
                close(descriptor)
                continue
            }
            opened.append((UInt64(info.st_dev), UInt64(info.st_ino), descriptor))
        }
        // A fixed order (by device and inode, whatever the names), so two runs cannot wait for each other.
        let ordered = opened.sorted { ($0.device, $0.inode) < ($1.device, $1.inode) }
        for item in ordered {
            while flock(item.descriptor, LOCK_EX) != 0, errno == EINTR {}
        }
        return ordered.map(\.descriptor)
    }

    /// Unlocks and closes.
    static func release(_ descriptors: [Int32]) {
        for descriptor in descriptors { close(descriptor) }
    }
}
