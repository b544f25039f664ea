import CardboxCore
import CardboxSQLite
import Synchronization
import Testing

/// The in-process live-event channel of a single server.
struct LocalEventChannelTests {
    /// Collects what one receiver hears.
    final class Heard: Sendable {
        private let events = Mutex<[LiveEvent]>([])
        func append(_ event: LiveEvent) { events.withLock { $0.append(event) } }
        var all: [LiveEvent] { events.withLock { $0 } }
    }

    @Test func everyReceiverHearsEveryEventOnceInOrder() {
        let channel = LocalEventChannel()
        let first = Heard()
        let second = Heard()
        channel.subscribe(first.append)
        channel.subscribe(second.append)
        let review = LiveEvent(stream: "user-1", name: "review", body: #"{"card_id":4}"#)
        let imported = LiveEvent(stream: "user-2", name: "import", body: #"{"id":9}"#)
        channel.publish(review)
        channel.publish(imported)
        #expect(first.all == [review, imported])
        #expect(second.all == [review, imported])
    }

    @Test func aReceiverHearsOnlyWhatIsPublishedAfterItSubscribed() {
        let channel = LocalEventChannel()
        channel.publish(LiveEvent(stream: "user-1", name: "review", body: "{}"))
        let late = Heard()
        channel.subscribe(late.append)
        let after = LiveEvent(stream: "user-1", name: "review", body: #"{"card_id":5}"#)
        channel.publish(after)
        #expect(late.all == [after])
    }

    @Test func nothingIsDeliveredOnceClosed() {
        let channel = LocalEventChannel()
        let heard = Heard()
        channel.subscribe(heard.append)
        channel.close()
        channel.publish(LiveEvent(stream: "user-1", name: "review", body: "{}"))
        let afterClose = Heard()
        channel.subscribe(afterClose.append)
        channel.publish(LiveEvent(stream: "user-1", name: "import", body: "{}"))
        #expect(heard.all.isEmpty)
        #expect(afterClose.all.isEmpty)
    }

    @Test func receiversOnManyThreadsEachHearEveryEvent() async {
        let channel = LocalEventChannel()
        let heard = Heard()
        channel.subscribe(heard.append)
        await withTaskGroup(of: Void.self) { group in
            for index in 0..<50 {
                group.addTask { channel.publish(LiveEvent(stream: "user-1", name: "review", body: "\(index)")) }
            }
        }
        #expect(Set(heard.all.map(\.body)) == Set((0..<50).map(String.init)))
        #expect(heard.all.count == 50)
    }
}
