import Foundation
import RippleDiagnostics
import RipplePipeline

/// The renders `serve` just made, by everything that determines their bytes: the arguments and the spec text
/// (the draft the page sent, or the file's text as this request read it). A render reads no file, clock or
/// setting of its own, so a kept render is never stale: it is the bytes a new render would make.
///
/// One change of the page asks several times for one render: the download's `POST /render` and the framed
/// preview's `GET /file`, or the web format's four files, its frame, its style sheet and its script. The first
/// request renders; the others (at the same time or just after) are answered from that render, a request for
/// the same key waiting for the one being made rather than making its own. Bounded: at most `limits.entries`
/// renders and `limits.bytes` bytes are kept, each for `limits.life` after it was made, the least recently
/// used dropped first; a render larger than `limits.bytes` is handed to its waiters and not kept.
final class ServeRenderCache: @unchecked Sendable {
    /// A render's request, as typed values: what follows `ripplegen` and the spec text it uses, if any.
    struct Key: Hashable, Sendable {
        let arguments: [String]
        let spec: String?
    }

    /// A render's outcome: its files and plan, or the CLI's refusal.
    typealias Made = Result<(files: [OutputFile], plan: any OutputPlan), CLIError>

    /// How much is kept, and for how long.
    struct Limits: Sendable {
        var entries = 32
        var bytes = 32 << 20
        var life: DispatchTimeInterval = .seconds(10)
    }

    let limits: Limits
    /// The monotonic clock, in nanoseconds (a test moves its own).
    private let now: @Sendable () -> UInt64

    private final class Entry {
        var made: Made?
        var pending = true
        var bytes = 0
        var madeAt: UInt64 = 0
        var used: UInt64 = 0
    }

    private let condition = NSCondition()
    private var entries: [Key: Entry] = [:]
    private var uses: UInt64 = 0
    private var made = 0
    private var waiting = 0

    init(limits: Limits = Limits(), now: @escaping @Sendable () -> UInt64 = { DispatchTime.now().uptimeNanoseconds }) {
        self.limits = limits
        self.now = now
    }

    /// How many renders `make` made (each miss), how many are kept now, and how many requests wait for one
    /// being made.
    var counts: (renders: Int, kept: Int, waiting: Int) {
        condition.lock()
        defer { condition.unlock() }
        return (made, entries.values.count { !$0.pending }, waiting)
    }

    /// The outcome for `key`: a kept render, the one another request is making for the same key (waited for),
    /// or `make`'s, kept for the next request. `make` answers nil when it did not render (no render slot free in
    /// time): nothing is kept, and a request that waited for it then tries itself.
    func outcome(_ key: Key, make: () -> Made?) -> Made? {
        condition.lock()
        while let entry = live(key) {
            if let made = entry.made {
                uses += 1
                entry.used = uses
                condition.unlock()
                return made
            }
            waiting += 1
            while entry.pending { condition.wait() }
            waiting -= 1
            if let made = entry.made {
                condition.unlock()
                return made
            }
        }
        let entry = Entry()
        entries[key] = entry
        condition.unlock()

        let outcome = make()

        condition.lock()
        defer {
            condition.broadcast()
            condition.unlock()
        }
        entry.pending = false
        entry.made = outcome
        guard let outcome else {
            entries[key] = nil
            return nil
        }
        made += 1
        entry.bytes = Self.size(key, outcome)
        entry.madeAt = now()
        uses += 1
        entry.used = uses
        if !Self.keeps(outcome) || entry.bytes > limits.bytes { entries[key] = nil }
        trim()
        return outcome
    }

    /// The entry for `key` unless it has expired (expired ones are dropped on the way).
    private func live(_ key: Key) -> Entry? {
        let life = limits.life.nanoseconds, time = now()
        for (other, entry) in entries where !entry.pending && time - entry.madeAt >= life {
            entries[other] = nil
        }
        return entries[key]
    }

    /// Drops the least recently used renders until the kept ones are within the limits.
    private func trim() {
        var kept = entries.filter { !$0.value.pending }
        var bytes = kept.values.reduce(0) { $0 + $1.bytes }
        while kept.count > limits.entries || bytes > limits.bytes, let oldest = kept.min(by: { $0.value.used < $1.value.used }) {
            kept[oldest.key] = nil
            entries[oldest.key] = nil
            bytes -= oldest.value.bytes
        }
    }

    /// Whether an outcome is what any render of its key makes: files, or a refusal of the arguments or the
    /// spec (an internal error is not kept).
    private static func keeps(_ made: Made) -> Bool {
        guard case .failure(let error) = made else { return true }
        return [.usage, .dataError, .noInput].contains(error.code)
    }

    /// The memory a kept render holds: its files and its key.
    private static func size(_ key: Key, _ made: Made) -> Int {
        let files = (try? made.get().files.reduce(0) { $0 + $1.bytes.count }) ?? 0
        return files + key.arguments.reduce(0) { $0 + $1.utf8.count } + (key.spec?.utf8.count ?? 0)
    }
}

private extension DispatchTimeInterval {
    /// The interval in nanoseconds (`.never` as the longest).
    var nanoseconds: UInt64 {
        switch self {
        case .seconds(let s): UInt64(s) * 1_000_000_000
        case .milliseconds(let ms): UInt64(ms) * 1_000_000
        case .microseconds(let us): UInt64(us) * 1_000
        case .nanoseconds(let ns): UInt64(ns)
        case .never: .max
        @unknown default: .max
        }
    }
}
