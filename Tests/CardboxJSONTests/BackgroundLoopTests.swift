import CardboxJSON
import Foundation
import Synchronization
import Testing

/// The background loop runs its body on schedule, stops promptly and can be joined.
@Suite struct BackgroundLoopTests {
    /// Waits up to `seconds` for `condition`.
    func eventually(_ seconds: Double = 5, _ condition: () -> Bool) -> Bool {
        let deadline = Date(timeIntervalSinceNow: seconds)
        while !condition() && Date() < deadline { Thread.sleep(forTimeInterval: 0.005) }
        return condition()
    }

    @Test(.timeLimit(.minutes(10))) func runsAtOnceAndThenEveryInterval() {
        let runs = Atomic(0)
        let loop = BackgroundLoop(name: "test-loop", every: 0.01) { runs.add(1, ordering: .relaxed) }
        loop.start()
        let ranThrice = eventually { runs.load(ordering: .relaxed) >= 3 }
        #expect(ranThrice)
        loop.stop()
        loop.join()
        let after = runs.load(ordering: .relaxed)
        Thread.sleep(forTimeInterval: 0.05)
        let later = runs.load(ordering: .relaxed)
        #expect(later == after)
    }

    @Test(.timeLimit(.minutes(10))) func waitingFirstDelaysTheFirstRun() {
        let runs = Atomic(0)
        let loop = BackgroundLoop(name: "test-wait", every: 60, waitsFirst: true) { runs.add(1, ordering: .relaxed) }
        loop.start()
        Thread.sleep(forTimeInterval: 0.05)
        let early = runs.load(ordering: .relaxed)
        #expect(early == 0)
        let clock = ContinuousClock()
        let stopped = clock.measure {
            loop.stop()
            loop.join()
        }
        #expect(stopped < .seconds(5), "stop wakes the loop instead of waiting out its interval")
        let total = runs.load(ordering: .relaxed)
        #expect(total == 0)
    }

    @Test(.timeLimit(.minutes(10))) func joinWaitsForARunningBody() {
        let entered = Atomic(false)
        let finished = Atomic(false)
        let loop = BackgroundLoop(name: "test-join", every: 60) {
            entered.store(true, ordering: .relaxed)
            Thread.sleep(forTimeInterval: 0.1)
            finished.store(true, ordering: .relaxed)
        }
        loop.start()
        let didEnter = eventually { entered.load(ordering: .relaxed) }
        #expect(didEnter)
        loop.stop()
        loop.join()
        let didFinish = finished.load(ordering: .relaxed)
        #expect(didFinish)
    }

    @Test func joinWithoutStartReturnsAndStartAfterStopDoesNothing() {
        let runs = Atomic(0)
        let loop = BackgroundLoop(name: "test-idle", every: 0.01) { runs.add(1, ordering: .relaxed) }
        loop.join()
        loop.stop()
        loop.start()
        loop.join()
        Thread.sleep(forTimeInterval: 0.05)
        let total = runs.load(ordering: .relaxed)
        #expect(total == 0)
    }
}
