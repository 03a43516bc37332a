import Dispatch
import Foundation
import RipplePipeline
import RippleValidation

/// Runs a batch's jobs on `workers` threads and returns the results in job (manifest) order, so the
/// summary is the same bytes whatever the number of workers.
enum BatchRunner {
    /// Runs every job.
    ///
    /// Each worker takes the next unit from a shared counter (cheap jobs and expensive ones mix, so
    /// static slices would leave threads idle) and works with tools of its own (`BatchThread`): a parsed
    /// DTD must not be shared between threads (see `SVGValidator`). A unit is one asset's files: the
    /// consecutive jobs that differ only in format, made by one worker so its memo resolves the style once; the
    /// files of one format are made and written together (`sets`).
    ///
    /// - Parameter session: the validator the command made to check the DTD policy; the first worker uses
    ///   it, so the DTD is parsed once per worker in all, not once more.
    static func run(
        _ jobs: [BatchJob], worker: BatchWorker, workers: Int, environment: [String: String],
        session: ValidationSession?, progress: ProgressLine
    ) -> [BatchResult] {
        let results = Locked<[BatchResult?]>(Array(repeating: nil, count: jobs.count))
        let units = Self.units(of: jobs)
        let next = Locked(0)
        let threads = max(1, min(workers, units.count))
        // Before the workers start: blocks SIGINT/SIGTERM in this thread (it runs jobs too) and starts the
        // thread that answers them.
        InterruptCleanup.install()
        // Only the first worker gets the command's session (a validator is used by one thread): this thread
        // stops using it here, and no other iteration touches it.
        nonisolated(unsafe) let first = session
        // The caller's folder for relative paths (a task-local, which worker threads do not inherit).
        let base = FileSystem.base
        DispatchQueue.concurrentPerform(iterations: threads) { index in
            FileSystem.$base.withValue(base) {
                InterruptCleanup.blockSignals()
                let thread = BatchThread(environment: environment, session: index == 0 ? first : nil)
                while true {
                    let unit = next.withLock { counter -> Int in
                        defer { counter += 1 }
                        return counter
                    }
                    guard unit < units.count else { break }
                    for set in sets(in: units[unit], of: jobs) {
                        let made = worker.make(jobs[set], thread: thread)
                        results.withLock { $0.replaceSubrange(set, with: made) }
                        for _ in set { progress.advance() }
                    }
                }
            }
        }
        return results.withLock { $0 }.enumerated().map { index, result in
            result ?? .failed(jobs[index], CLIError(.software, "\(jobs[index].label): not made"))
        }
    }
}

extension BatchRunner {
    /// The jobs in runs of consecutive ones that share their style and arguments (an asset's formats).
    static func units(of jobs: [BatchJob]) -> [Range<Int>] {
        runs(in: jobs.indices, of: jobs) { a, b in
            guard case .success(let first) = a.plan, case .success(let second) = b.plan else { return false }
            return first.source == second.source && first.arguments == second.arguments
        }
    }

    /// A unit's jobs in runs written together: the files of one format of one entry (the web format's three).
    static func sets(in unit: Range<Int>, of jobs: [BatchJob]) -> [Range<Int>] {
        runs(in: unit, of: jobs) { a, b in
            guard case .success(let first) = a.plan, case .success(let second) = b.plan else { return false }
            return a.label == b.label && first.format == second.format
        }
    }

    /// `range` cut where two neighbouring jobs do not belong `together`.
    private static func runs(in range: Range<Int>, of jobs: [BatchJob], _ together: (BatchJob, BatchJob) -> Bool) -> [Range<Int>] {
        var runs: [Range<Int>] = []
        var start = range.lowerBound
        for index in range.dropFirst() where !together(jobs[index - 1], jobs[index]) {
            runs.append(start..<index)
            start = index
        }
        if !range.isEmpty { runs.append(start..<range.upperBound) }
        return runs
    }
}
