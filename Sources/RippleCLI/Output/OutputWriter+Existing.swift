#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension OutputWriter {
    /// What is at an output path, compared with the bytes about to be written there.
    enum Existing: Equatable {
        /// Nothing (or a path through a non-directory): the file would be new.
        case missing
        /// A regular file with exactly these bytes.
        case same
        /// A regular file with other bytes, or something that cannot be read (it is replaced anyway,
        /// as it always was: the rename needs only the directory's permission).
        case different
        /// Something else (a directory, a FIFO, a device), of this mode: never read, never replaced.
        case other(mode_t)
    }

    /// Compares the file at `path` with `bytes` using at most open, fstat, read and close: the size
    /// decides most differences without reading, and nothing goes through `Data` or `FileManager`.
    static func existing(_ path: String, comparedWith bytes: UnsafeRawBufferPointer) -> Existing {
        var status = stat()
        return existing(path, comparedWith: bytes, status: &status)
    }

    /// The same, keeping the file's status (its mode and owner, for the file that replaces it).
    static func existing(_ path: String, comparedWith bytes: UnsafeRawBufferPointer, status: inout stat) -> Existing {
        // O_NONBLOCK: opening a FIFO for reading must not wait for a writer.
        let descriptor = FileSystem.openFile(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { return errno == ENOENT || errno == ENOTDIR ? .missing : .different }
        defer { close(descriptor) }
        guard fstat(descriptor, &status) == 0 else { return .different }
        guard status.st_mode & S_IFMT == S_IFREG else { return .other(status.st_mode) }
        guard Int(status.st_size) == bytes.count else { return .different }
        if bytes.isEmpty { return .same }
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: bytes.count, alignment: 16)
        defer { buffer.deallocate() }
        var offset = 0
        while offset < bytes.count {
            let count = read(descriptor, buffer.baseAddress! + offset, bytes.count - offset)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return .different }
            offset += count
        }
        return memcmp(buffer.baseAddress!, bytes.baseAddress!, bytes.count) == 0 ? .same : .different
    }
}
