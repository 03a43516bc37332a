import CRippleLibraries
import RippleLibraries
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// ZIP archives in memory through libzip, loaded at run time (`ripple_zip.h` declares the functions): the
/// dotLottie container (`--format dotlottie`) written, and read back by `ripplegen validate FILE.lottie`.
///
/// Nothing touches the disk: the archive is a libzip buffer source both ways. Written archives are
/// byte-stable: entries in the order given, each deflated at level 9 with the same DOS time (1980-01-01
/// 00:00, the format's earliest) and the same Unix attributes (a regular file, 0644), whatever the machine.
/// Reading is bounded (`ZipLimits`): the entry count is checked before any entry is opened, and no entry is
/// inflated past its limit, so a zip bomb costs at most the limit.
package final class ZipArchive: @unchecked Sendable {
    private let zip: CFunctions<RippleZipFunctions>

    /// The shared instance, or why libzip is not available (each call uses its own archive handle: thread-safe).
    package static let shared: Result<ZipArchive, LibraryMissing> = {
        do throws(LibraryMissing) { return .success(try ZipArchive()) } catch { return .failure(error) }
    }()

    private init() throws(LibraryMissing) {
        zip = try CFunctions([DynamicLibrary(["libzip.so.4", "libzip.5.dylib", "libzip.dylib"], package: "libzip4")], ripple_zip_load)
    }

    /// One file of an archive.
    package struct Entry: Equatable, Sendable {
        /// Its name in the archive (`a/press.json`).
        package let name: String
        /// Its uncompressed bytes.
        package let bytes: [UInt8]

        /// An entry.
        package init(name: String, bytes: [UInt8]) {
            self.name = name
            self.bytes = bytes
        }
    }

    // libzip's constants (zip.h).
    private static let truncate: Int32 = 8, readOnly: Int32 = 16, checkConsistency: Int32 = 4
    private static let deflate: Int32 = 8, utf8Name: UInt32 = 2048, unix: UInt8 = 3
    /// 1980-01-01 00:00 as a DOS date (year − 1980 << 9 | month << 5 | day) and time.
    private static let dosDate: UInt16 = 1 << 5 | 1, dosTime: UInt16 = 0
    /// A regular file, rw-r--r--, in the high half of the external attributes (Unix's convention).
    private static let fileAttributes: UInt32 = 0o100644 << 16

    /// The archive of `entries`, in their order.
    ///
    /// - Throws: `ZipError.failed` with libzip's message (out of memory; never for valid names and data).
    package func archive(_ entries: [Entry]) throws(ZipError) -> [UInt8] {
        let error = ErrorBox(zip)
        defer { error.free() }
        guard let source = zip.zip_source_buffer_create(nil, 0, 0, error.pointer) else { throw .failed(error.message) }
        zip.zip_source_keep(source)
        defer { zip.zip_source_free(source) }
        guard let archive = zip.zip_open_from_source(source, Self.truncate, error.pointer) else { throw .failed(error.message) }
        for entry in entries {
            // libzip frees the copy (freep 1) once the archive is written.
            let copy = malloc(max(1, entry.bytes.count))!
            entry.bytes.withUnsafeBytes { if let base = $0.baseAddress { copy.copyMemory(from: base, byteCount: $0.count) } }
            guard let data = zip.zip_source_buffer(archive, copy, UInt64(entry.bytes.count), 1) else {
                free(copy)
                throw failed(archive)
            }
            let index = zip.zip_file_add(archive, entry.name, data, Self.utf8Name)
            guard index >= 0 else {
                zip.zip_source_free(data)
                throw failed(archive)
            }
            let slot = UInt64(index)
            guard zip.zip_set_file_compression(archive, slot, Self.deflate, 9) == 0,
                  zip.zip_file_set_dostime(archive, slot, Self.dosTime, Self.dosDate, 0) == 0,
                  zip.zip_file_set_external_attributes(archive, slot, 0, Self.unix, Self.fileAttributes) == 0 else { throw failed(archive) }
        }
        guard zip.zip_close(archive) == 0 else { throw failed(archive) }
        return try contents(of: source)
    }

    /// The bytes a buffer source holds after its archive was closed.
    private func contents(of source: OpaquePointer) throws(ZipError) -> [UInt8] {
        guard zip.zip_source_open(source) == 0 else { throw .failed("cannot reopen the written archive") }
        defer { _ = zip.zip_source_close(source) }
        // SEEK_END is 2, SEEK_SET 0.
        guard zip.zip_source_seek(source, 0, 2) == 0 else { throw .failed("cannot measure the written archive") }
        let size = Int(zip.zip_source_tell(source))
        guard size >= 0, zip.zip_source_seek(source, 0, 0) == 0 else { throw .failed("cannot measure the written archive") }
        var bytes = [UInt8](repeating: 0, count: size)
        let read = bytes.withUnsafeMutableBytes { zip.zip_source_read(source, $0.baseAddress!, UInt64(size)) }
        guard read == size else { throw .failed("cannot read the written archive back") }
        return bytes
    }

    /// The entries of the archive `bytes`, in the archive's order, each read into memory within `limits`.
    ///
    /// - Throws: `ZipError` for bytes that are no ZIP archive (or an inconsistent one), more entries than
    ///   the limit (before any is opened), an entry or a total past its limit (found while inflating, which
    ///   stops there), or an entry libzip cannot inflate (an unsupported method, a bad CRC).
    package func entries(of bytes: [UInt8], limits: ZipLimits) throws(ZipError) -> [Entry] {
        var result: Result<[Entry], ZipError> = .success([])
        bytes.withUnsafeBytes { buffer in
            do throws(ZipError) { result = .success(try entries(in: buffer, limits: limits)) } catch { result = .failure(error) }
        }
        return try result.get()
    }

    private func entries(in buffer: UnsafeRawBufferPointer, limits: ZipLimits) throws(ZipError) -> [Entry] {
        let error = ErrorBox(zip)
        defer { error.free() }
        do {
            guard let source = zip.zip_source_buffer_create(buffer.baseAddress, UInt64(buffer.count), 0, error.pointer) else {
                throw .failed(error.message)
            }
            guard let archive = zip.zip_open_from_source(source, Self.readOnly | Self.checkConsistency, error.pointer) else {
                zip.zip_source_free(source)
                throw .notAnArchive(error.message)
            }
            defer { zip.zip_discard(archive) }
            let count = Int(zip.zip_get_num_entries(archive, 0))
            guard count <= limits.entries else { throw .tooManyEntries(count, limit: limits.entries) }
            var entries: [Entry] = []
            var total = 0
            for index in 0..<count {
                guard let name = zip.zip_get_name(archive, UInt64(index), 0).map({ String(decoding: UnsafeRawBufferPointer(start: $0, count: strlen($0)), as: UTF8.self) }) else {
                    throw .unreadable("entry \(index + 1)", message(archive))
                }
                let room = min(limits.entryBytes, limits.totalBytes - total)
                let data = try read(archive, index: index, name: name, room: room)
                guard data.count <= room else {
                    throw room < limits.entryBytes ? .totalTooLarge(limit: limits.totalBytes) : .entryTooLarge(name, limit: limits.entryBytes)
                }
                total += data.count
                entries.append(Entry(name: name, bytes: data))
            }
            return entries
        }
    }

    /// Entry `index` inflated, at most `room` + 1 bytes (one more shows it is too large).
    private func read(_ archive: OpaquePointer, index: Int, name: String, room: Int) throws(ZipError) -> [UInt8] {
        guard let file = zip.zip_fopen_index(archive, UInt64(index), 0) else {
            throw .unreadable(name, message(archive))
        }
        defer { _ = zip.zip_fclose(file) }
        var data: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while data.count <= room {
            let want = min(chunk.count, room + 1 - data.count)
            let got = chunk.withUnsafeMutableBytes { zip.zip_fread(file, $0.baseAddress!, UInt64(want)) }
            guard got >= 0 else { throw .unreadable(name, message(archive)) }
            if got == 0 { break }
            data += chunk[0..<Int(got)]
        }
        return data
    }

    /// libzip's message about the last error of `archive`.
    private func message(_ archive: OpaquePointer) -> String {
        zip.zip_strerror(archive).map { String(cString: $0) } ?? "unknown error"
    }

    private func failed(_ archive: OpaquePointer) -> ZipError {
        let message = message(archive)
        zip.zip_discard(archive)
        return .failed(message)
    }

    /// A `zip_error_t` of the caller's: libzip's struct (two ints and a pointer) is not declared, so it gets
    /// room enough for it and is only used through libzip's functions.
    private struct ErrorBox {
        let pointer: OpaquePointer
        private let raw: UnsafeMutableRawPointer
        private let zip: CFunctions<RippleZipFunctions>

        init(_ zip: CFunctions<RippleZipFunctions>) {
            self.zip = zip
            raw = UnsafeMutableRawPointer.allocate(byteCount: 64, alignment: 16)
            pointer = OpaquePointer(raw)
            zip.zip_error_init(pointer)
        }

        var message: String { zip.zip_error_strerror(pointer).map { String(cString: $0) } ?? "unknown error" }

        func free() {
            zip.zip_error_fini(pointer)
            raw.deallocate()
        }
    }
}
