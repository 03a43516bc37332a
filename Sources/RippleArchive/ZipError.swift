/// The bounds on an archive that is read (`ZipArchive.entries(of:limits:)`); the dotLottie check states its
/// own (`DotLottieLint`, docs/cli.md's bounds table).
package struct ZipLimits: Equatable, Sendable {
    /// Entries (checked before any entry is opened).
    package var entries: Int
    /// Uncompressed bytes of one entry.
    package var entryBytes: Int
    /// Uncompressed bytes of all entries together.
    package var totalBytes: Int

    /// Limits of `entries` entries inflating to `entryBytes` each and `totalBytes` together.
    package init(entries: Int, entryBytes: Int, totalBytes: Int) {
        self.entries = entries
        self.entryBytes = entryBytes
        self.totalBytes = totalBytes
    }
}

/// Why an archive cannot be written or read.
package enum ZipError: Error, Equatable, CustomStringConvertible {
    /// libzip failed while writing (its message).
    case failed(String)
    /// The bytes are no ZIP archive libzip accepts (its message).
    case notAnArchive(String)
    /// More entries than the limit.
    case tooManyEntries(Int, limit: Int)
    /// An entry that inflates past the limit.
    case entryTooLarge(String, limit: Int)
    /// Entries that together inflate past the limit.
    case totalTooLarge(limit: Int)
    /// An entry libzip cannot inflate (its name, libzip's message).
    case unreadable(String, String)

    /// A short lower-case message.
    package var description: String {
        switch self {
        case .failed(let message): "cannot write the archive: \(message)"
        case .notAnArchive(let message): "not a ZIP archive (\(message.lowercased()))"
        case .tooManyEntries(let count, let limit): "the archive has \(count) entries, more than the \(limit) a dotLottie file may have"
        case .entryTooLarge(let name, let limit): "\(name) inflates to more than \(limit) bytes, the limit of one entry"
        case .totalTooLarge(let limit): "the entries inflate to more than \(limit) bytes together, the limit of an archive"
        case .unreadable(let name, let message): "\(name) cannot be read: \(message.lowercased())"
        }
    }
}
