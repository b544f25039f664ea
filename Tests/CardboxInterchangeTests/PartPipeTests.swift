import Foundation
import Testing

@testable import CardboxInterchange

/// Handing parts from one thread to another, and values read on a thread of their own.
@Suite struct PartPipeTests {
    /// A taker that waits a limited time gets nothing while the reader has nothing ready, the parts in order once
    /// they come, and learns the pipe is drained only after the reader finished and every part was taken.
    @Test func aLimitedWaitTellsNothingYetFromDrained() throws {
        let pipe = PartPipe<Int>(capacity: 10)
        #expect(try pipe.take(waitingAtMost: 0.01) == nil)
        #expect(!pipe.isDrained)
        #expect(pipe.put(1))
        #expect(pipe.put(2))
        pipe.finish()
        #expect(!pipe.isDrained)
        #expect(try pipe.take(waitingAtMost: 0.01) == 1)
        #expect(try pipe.take(waitingAtMost: 0.01) == 2)
        #expect(pipe.isDrained)
        #expect(try pipe.take(waitingAtMost: 0.01) == nil)
    }

    /// A part put while the taker waits ends its wait; the reader's failure reaches the taker once the parts before
    /// it are taken.
    @Test func aWaitingTakerGetsThePartAndThenTheFailure() throws {
        struct Broken: Error {}
        let pipe = PartPipe<String>(capacity: 1)
        let reader = BackgroundRead {
            Thread.sleep(forTimeInterval: 0.05)
            _ = pipe.put("first")
            pipe.finish(failure: Broken())
        }
        #expect(try pipe.take(waitingAtMost: 10) == "first")
        try reader.value()
        #expect(throws: Broken.self) { try pipe.take(waitingAtMost: 0.01) }
    }

    /// A read made from a value at hand is done at once; a read on a thread is done only after it returned.
    @Test func aReadSaysWhenItIsDone() throws {
        let ready = BackgroundRead(value: 42)
        #expect(ready.isDone)
        #expect(try ready.value() == 42)
        let gate = PartPipe<Bool>(capacity: 1)
        let reading = BackgroundRead { () throws -> Int in
            _ = try gate.take()
            return 7
        }
        Thread.sleep(forTimeInterval: 0.02)
        #expect(!reading.isDone)
        gate.finish()
        #expect(try reading.value() == 7)
        #expect(reading.isDone)
    }
}
