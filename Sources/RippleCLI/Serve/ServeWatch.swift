#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import RippleDiagnostics

/// Tells `ServeFiles` when a watched file changes: inotify on Linux, on the files' folders (an editor
/// replaces a file by renaming a new one over it, which a watch on the file itself would miss; a folder
/// removed and made again is watched again); elsewhere a check of the files every 200 ms.
enum ServeWatch {
    /// Starts watching on a thread of its own, for the process's life.
    static func start(_ files: ServeFiles) {
        Thread.detachNewThread { watch(files) }
    }

    #if os(Linux)
    /// Watches the folders; a folder removed (or moved away) loses its watch, so until it is back it is looked
    /// for every 200 ms, and once it is there again it is watched again and the files are read again (a watch
    /// lost for good left the page stale until the server was restarted).
    private static func watch(_ files: ServeFiles) {
        let descriptor = inotify_init1(Int32(IN_CLOEXEC))
        guard descriptor >= 0 else { return poll(files) }
        let folders = Set(files.paths.map { FileSystem.folder(of: FileSystem.absolute($0)) }).sorted()
        let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_CREATE | IN_DELETE | IN_MOVED_FROM | IN_ATTRIB | IN_MOVE_SELF)
        var watched: [Int32: String] = [:]
        func watchMissing() -> Bool {
            var added = false
            for folder in folders where !watched.values.contains(folder) {
                let number = ArgumentBytes.withPlatformPath(folder) { inotify_add_watch(descriptor, $0, mask) }
                if number >= 0 {
                    watched[number] = folder
                    added = true
                }
            }
            return added
        }
        _ = watchMissing()
        // What changed between reading the files and watching them (the thread may start late) is read now.
        files.reload()
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            if watched.count < folders.count {
                var ready = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
                if Glibc.poll(&ready, 1, 200) == 0 {
                    if watchMissing() { files.reload() }
                    continue
                }
            }
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR || errno == EAGAIN { continue }
            guard count > 0 else { return poll(files) }
            forget(events: buffer[0..<count], descriptor: descriptor, watched: &watched)
            // Which file changed does not matter: reading them all again is cheap and finds the change.
            files.reload()
        }
    }

    /// Drops the watches the events say are gone (the folder removed: IN_IGNORED) or no longer on the folder's
    /// path (moved away: the watch follows the moved folder, so it is removed).
    private static func forget(events: ArraySlice<UInt8>, descriptor: Int32, watched: inout [Int32: String]) {
        let header = MemoryLayout<inotify_event>.size
        var offset = events.startIndex
        while offset + header <= events.endIndex {
            let (number, kind, length) = events[offset..<(offset + header)].withUnsafeBytes { raw in
                (raw.loadUnaligned(fromByteOffset: 0, as: Int32.self), raw.loadUnaligned(fromByteOffset: 4, as: UInt32.self),
                 Int(raw.loadUnaligned(fromByteOffset: 12, as: UInt32.self)))
            }
            if kind & UInt32(IN_MOVE_SELF) != 0 { inotify_rm_watch(descriptor, number) }
            if kind & UInt32(IN_IGNORED | IN_MOVE_SELF) != 0 { watched[number] = nil }
            offset += header + length
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
