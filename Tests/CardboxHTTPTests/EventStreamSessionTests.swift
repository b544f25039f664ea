import CardboxHTTP
import Foundation
import Synchronization
import Testing

/// Streams remember the session that opened them, so ending sessions ends just their streams and frees the slots.
@Suite struct EventStreamSessionTests {
    @Test func closingAKeyKeepsTheNamedSessionsStreams() throws {
        let hub = EventStreamHub(maximumPerKey: 2)
        let kept = try hub.open(key: "ada", session: "laptop")
        let ended = try hub.open(key: "ada", session: "phone")
        let other = try hub.open(key: "grace", session: "desk")
        #expect(hub.close(key: "ada", keepingSession: "laptop") == 1)
        #expect(ended.isClosed)
        #expect(!kept.isClosed)
        #expect(!other.isClosed)
        // The closed stream's slot is free at once.
        #expect(throws: Never.self) { try hub.open(key: "ada", session: "tablet") }
        #expect(hub.close(key: "ada") == 2)
        #expect(kept.isClosed)
        #expect(hub.count == 1)
    }

    @Test func closingASessionEndsOnlyItsStreams() throws {
        let hub = EventStreamHub()
        let first = try hub.open(key: "ada", session: "phone")
        let second = try hub.open(key: "ada", session: "phone")
        let laptop = try hub.open(key: "ada", session: "laptop")
        let anonymous = try hub.open(key: "ada")
        #expect(hub.close(session: "phone") == 2)
        #expect(first.isClosed && second.isClosed)
        #expect(!laptop.isClosed && !anonymous.isClosed)
        #expect(first.session == "phone" && anonymous.session == nil)
    }

    @Test func theHeartbeatLoopEndsTheStreamsOfSessionsThatEnded() throws {
        let hub = EventStreamHub()
        let ended = try hub.open(key: "ada", session: "expired")
        let live = try hub.open(key: "ada", session: "fresh")
        let anonymous = try hub.open(key: "ada")
        let asked = Mutex<[String]>([])
        hub.startHeartbeats(every: 0.02) { session in
            asked.withLock { $0.append(session) }
            return session != "expired"
        }
        defer { hub.closeAll() }
        let deadline = ContinuousClock.now + .seconds(30)
        while !ended.isClosed && ContinuousClock.now < deadline { Thread.sleep(forTimeInterval: 0.01) }
        #expect(ended.isClosed)
        #expect(!live.isClosed && !anonymous.isClosed)
        #expect(Set(asked.withLock { $0 }) == ["expired", "fresh"])
    }
}
