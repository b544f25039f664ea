import Foundation
import Synchronization

/// Runs async work on the calling thread, so a background job never waits for a thread of Swift's shared pool.
///
/// An import runs on its own thread and needs async code (the generation pipeline, model servers); on a small
/// machine whose two pool threads are busy with other blocking work, a task queued on the pool could wait for
/// minutes. With this executor preferred, the task and its children run here instead.
public final class ThreadTaskExecutor: TaskExecutor, @unchecked Sendable {
    // Safe because `jobs` and `finished` are only touched under `condition`'s lock.
    private let condition = NSCondition()
    private var jobs: [UnownedJob] = []
    private var finished = false

    /// Creates an executor; ``run(_:)`` uses the calling thread.
    public init() {}

    /// Queues a job; `run` executes it.
    public func enqueue(_ job: consuming ExecutorJob) {
        let unowned = UnownedJob(job)
        condition.lock()
        jobs.append(unowned)
        condition.signal()
        condition.unlock()
    }

    /// The result of `work`, run with this executor preferred and its jobs executed on the calling thread.
    public func run<T: Sendable>(_ work: @escaping @Sendable () async throws -> T) throws -> T {
        let box = Mutex<Result<T, any Error>?>(nil)
        Task(executorPreference: self) {
            let result: Result<T, any Error>
            do { result = .success(try await work()) } catch { result = .failure(error) }
            box.withLock { $0 = result }
            self.finish()
        }
        while let job = next() {
            job.runSynchronously(on: asUnownedTaskExecutor())
        }
        guard let result = box.withLock({ $0 }) else { throw CancellationError() }
        return try result.get()
    }

    private func finish() {
        condition.lock()
        finished = true
        condition.signal()
        condition.unlock()
    }

    /// The next job, waiting for one; `nil` once the work has finished and nothing is queued.
    private func next() -> UnownedJob? {
        condition.lock()
        defer { condition.unlock() }
        while jobs.isEmpty && !finished { condition.wait() }
        return jobs.isEmpty ? nil : jobs.removeFirst()
    }
}
