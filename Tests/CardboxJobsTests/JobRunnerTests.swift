import CardboxCore
import CardboxJobs
import CardboxSQLite
import CardboxTestSupport
import Foundation
import Synchronization
import Testing

/// The job runner on a real store: its limits, and what happens to a job when its server stops.
@Suite(.timeLimit(.minutes(10))) struct JobRunnerTests {
    /// A gate jobs wait at until the test opens it.
    final class Gate: Sendable {
        private let isOpen = Atomic<Bool>(false)

        func open() { isOpen.store(true, ordering: .sequentiallyConsistent) }

        func wait() {
            while !isOpen.load(ordering: .sequentiallyConsistent) { Thread.sleep(forTimeInterval: 0.005) }
        }
    }

    /// Waits until `condition` holds, for at most `seconds`.
    static func eventually(_ seconds: TimeInterval = 20, _ condition: () throws -> Bool) rethrows -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if try condition() { return true }
            Thread.sleep(forTimeInterval: 0.01)
        }
        return try condition()
    }

    static func users(_ store: SQLiteStore, _ names: [String]) throws -> [UserID] {
        try names.map { try store.insertUser(Fixtures.newUser($0)).id }
    }

    @Test func atMostTheLimitRunAtOnceAndOnePerOwner() throws {
        let store = try SQLiteStore.inMemory()
        let owners = try Self.users(store, ["a", "b", "c"])
        let gate = Gate()
        let running = Mutex<(all: [UserID], peak: Int, ownerTwice: Bool)>(([], 0, false))
        let kind = JobKind(name: "work") { context in
            running.withLock { state in
                if state.all.contains(context.job.owner) { state.ownerTwice = true }
                state.all.append(context.job.owner)
                state.peak = max(state.peak, state.all.count)
            }
            gate.wait()
            running.withLock { state in
                if let index = state.all.firstIndex(of: context.job.owner) { state.all.remove(at: index) }
            }
            return "done"
        }
        let runner = JobRunner(
            store: store, kinds: [kind], configuration: .init(maximumRunning: 2, pollInterval: 0.02),
            now: Date.init, log: { _ in })
        let jobs = try [owners[0], owners[0], owners[1], owners[2]].map {
            try runner.enqueue(kind: "work", owner: $0, payload: "{}")
        }
        runner.start()
        defer { runner.stop() }
        #expect(Self.eventually { running.withLock { $0.all.count } == 2 })
        Thread.sleep(forTimeInterval: 0.1)
        #expect(running.withLock { $0.all.count } == 2)
        #expect(try store.findJob(jobs[1].id)?.state == .waiting)
        #expect(try store.jobsAhead(of: jobs[3].id) == 1)
        gate.open()
        #expect(try Self.eventually { try jobs.allSatisfy { try store.findJob($0.id)?.state == .finished } })
        #expect(running.withLock { $0.peak } == 2)
        #expect(!running.withLock { $0.ownerTwice })
    }

    @Test func aFailingJobEndsFailedWithItsReasonAndIsReportedOnce() throws {
        let store = try SQLiteStore.inMemory()
        let owner = try Self.users(store, ["a"])[0]
        let ended = Mutex<[Job]>([])
        let kind = JobKind(
            name: "work",
            run: { context in
                try context.report("halfway")
                throw JobFailure(progress: "halfway", reason: "The file is not a PDF.")
            }, ended: { job in ended.withLock { $0.append(job) } })
        let runner = JobRunner(
            store: store, kinds: [kind], configuration: .init(pollInterval: 0.02), now: Date.init, log: { _ in })
        let job = try runner.enqueue(kind: "work", owner: owner, payload: "{}")
        runner.start()
        defer { runner.stop() }
        #expect(Self.eventually { ended.withLock { !$0.isEmpty } })
        let stored = try store.findJob(job.id)
        #expect(stored?.state == .failed)
        #expect(stored?.error == "The file is not a PDF.")
        #expect(stored?.progress == "halfway")
        #expect(ended.withLock { $0.map(\.id) } == [job.id])
    }

    /// A runner killed mid-job (it neither finishes nor releases its lease): once the lease runs out, the next
    /// runner resumes the job and finishes it, and the killed runner's late end changes nothing.
    @Test func aJobInterruptedByAKillIsResumedByTheNextRunner() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path + "/cardbox.sqlite"
        let firstStore = try SQLiteStore(path: path)
        let owner = try Self.users(firstStore, ["a"])[0]
        let gate = Gate()
        let start = Date()
        let firstKind = JobKind(name: "import") { context in
            try context.report("page 1")
            gate.wait()
            return "first run finished"
        }
        let first = JobRunner(
            store: firstStore, kinds: [firstKind], configuration: .init(lease: 30, pollInterval: 0.02),
            now: { start }, log: { _ in })
        let job = try first.enqueue(kind: "import", owner: owner, payload: "{\"file\":1}")
        first.start()
        #expect(try Self.eventually { try firstStore.findJob(job.id)?.progress == "page 1" })
        first.stop(releasingLeases: false)

        let secondStore = try SQLiteStore(path: path)
        let ended = Mutex<[Job]>([])
        let resumed = Mutex<Bool>(false)
        let secondKind = JobKind(
            name: "import",
            run: { context in
                resumed.withLock { $0 = context.isResumed && context.job.progress == "page 1" }
                return "resumed and finished"
            }, ended: { job in ended.withLock { $0.append(job) } })
        let second = JobRunner(
            store: secondStore, kinds: [secondKind], configuration: .init(lease: 30, pollInterval: 0.02),
            now: { start.addingTimeInterval(31) }, log: { _ in })
        second.poll()
        #expect(try Self.eventually { try secondStore.findJob(job.id)?.state == .finished })
        #expect(resumed.withLock { $0 })
        #expect(try secondStore.findJob(job.id)?.attempts == 2)

        gate.open()
        #expect(Self.eventually { first.runningCount == 0 })
        let stored = try secondStore.findJob(job.id)
        #expect(stored?.progress == "resumed and finished")
        #expect(ended.withLock { $0.map(\.state) } == [.finished])
    }

    /// A job interrupted as often as the runner allows is failed with a reason instead of being tried again.
    @Test func aJobInterruptedTooOftenFailsWithAReason() throws {
        let store = try SQLiteStore.inMemory()
        let owner = try Self.users(store, ["a"])[0]
        let start = Date()
        let gate = Gate()
        defer { gate.open() }
        let first = JobRunner(
            store: store,
            kinds: [
                JobKind(name: "import") { _ in
                    gate.wait()
                    return ""
                }
            ],
            configuration: .init(lease: 30, pollInterval: 0.02, maximumAttempts: 1), now: { start }, log: { _ in })
        let job = try first.enqueue(kind: "import", owner: owner, payload: "{}")
        first.poll()
        #expect(try store.findJob(job.id)?.state == .running)
        first.stop(releasingLeases: false)

        let ended = Mutex<[Job]>([])
        let second = JobRunner(
            store: store,
            kinds: [
                JobKind(name: "import", run: { _ in "never" }, ended: { job in ended.withLock { $0.append(job) } })
            ],
            configuration: .init(lease: 30, maximumAttempts: 1), now: { start.addingTimeInterval(31) },
            log: { _ in })
        second.poll()
        let stored = try store.findJob(job.id)
        #expect(stored?.state == .failed)
        #expect(stored?.error?.contains("The server stopped while this ran") == true)
        #expect(ended.withLock { $0.map(\.id) } == [job.id])
    }

    /// A normal stop lets the leases run out at once, so the next runner resumes without waiting.
    @Test func aNormalStopHandsRunningJobsToTheNextRunnerAtOnce() throws {
        let store = try SQLiteStore.inMemory()
        let owner = try Self.users(store, ["a"])[0]
        let gate = Gate()
        defer { gate.open() }
        let start = Date()
        let first = JobRunner(
            store: store,
            kinds: [
                JobKind(name: "import") { _ in
                    gate.wait()
                    return ""
                }
            ], now: { start }, log: { _ in })
        let job = try first.enqueue(kind: "import", owner: owner, payload: "{}")
        first.poll()
        first.stop()
        let second = JobRunner(
            store: store, kinds: [JobKind(name: "import") { _ in "done" }], now: { start.addingTimeInterval(1) },
            log: { _ in })
        second.poll()
        #expect(try Self.eventually { try store.findJob(job.id)?.state == .finished })
    }
}
