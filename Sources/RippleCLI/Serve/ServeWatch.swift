#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import RippleDiagnostics

/// Tells `ServeFiles` when a watched file changes: inotify on Linux, on the files' folders (an editor
/// replaces a file by renaming a new one over it, which a watch on the file itself would miss); elsewhere a
/// check of the files every 200 ms.
enum ServeWatch {
    /// Starts watching on a thread of its own, for the process's life.
    static func start(_ files: ServeFiles) {
        Thread.detachNewThread { watch(files) }
    }

    #if os(Linux)
    private static func watch(_ files: ServeFiles) {
        let descriptor = inotify_init1(Int32(IN_CLOEXEC))
        guard descriptor >= 0 else { return poll(files) }
        let folders = Set(files.paths.map { FileSystem.folder(of: FileSystem.absolute($0)) })
        let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_CREATE | IN_DELETE | IN_MOVED_FROM | IN_ATTRIB)
        for folder in folders where ArgumentBytes.withPlatformPath(folder, { inotify_add_watch(descriptor, $0, mask) }) < 0 {
            return poll(files)
        }
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return }
            // Which file changed does not matter: reading them all again is cheap and finds the change.
            files.reload()
        }
    }
    #else
    private static func watch(_ files: ServeFiles) {
        poll(files)
    }
    #endif

    private static func poll(_ files: ServeFiles) {
        while true {
            usleep(200_000)
            files.reload()
        }
    }
}
