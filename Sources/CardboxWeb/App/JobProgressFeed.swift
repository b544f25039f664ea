import CardboxCore
import CardboxHTTP
import CardboxJobs
import Foundation
import Synchronization

/// A job's status as its watchers see it.
protocol JobStatusReport: Encodable, Sendable {
    /// Whether the job has ended, finished or failed.
    var finished: Bool { get }
}

/// How watchers follow one kind of background job (imports, optimizations): the event streams open on each job get
/// its status as `progress` events until it ends, its end reaches the owner's live streams on every node, and a
/// caller can wait for the end without holding a thread.
final class JobProgressFeed<Status: JobStatusReport>: Sendable {
    /// The kind of the jobs, which also names their live event.
    private let kindName: String
    private let liveEvents: LiveEventDelivery
    private let log: @Sendable (String) -> Void
    private let watchers = Mutex<[JobID: [EventStream]]>([:])

    /// A feed for jobs of `kindName`, announcing their ends through `liveEvents`.
    init(kindName: String, liveEvents: LiveEventDelivery, log: @escaping @Sendable (String) -> Void) {
        self.kindName = kindName
        self.liveEvents = liveEvents
        self.log = log
    }

    /// Adds `stream` to the watchers of `job` and sends it `status`; a finished job's stream ends at once.
    ///
    /// - Returns: `false`, with `stream` left alone, when `status` is `nil` (the job is not the watcher's).
    func watch(_ job: JobID, stream: EventStream, status: () -> Status?) -> Bool {
        watchers.withLock { $0[job, default: []].append(stream) }
        guard let status = status() else {
            watchers.withLock { $0[job]?.removeAll { $0 === stream } }
            return false
        }
        send(status, to: [stream])
        if status.finished {
            watchers.withLock { $0[job]?.removeAll { $0 === stream } }
            stream.close()
        }
        return true
    }

    /// Sends `status` to the open streams watching `job`.
    func update(_ job: JobID, with status: Status) {
        let streams = watchers.withLock { watchers -> [EventStream] in
            watchers[job]?.removeAll { $0.isClosed }
            return watchers[job] ?? []
        }
        send(status, to: streams)
    }

    /// `job` ended here: its watchers get `status` and their streams end, and its owner's live streams on every
    /// node hear of it.
    func ended(_ job: Job, with status: Status) {
        let streams = watchers.withLock { $0.removeValue(forKey: job.id) ?? [] }
        send(status, to: streams)
        streams.forEach { $0.close() }
        guard let data = try? JSONResponse.encoder().encode(status) else { return }
        let event = LiveEvent(
            stream: LiveEvents.key(for: job.owner), name: kindName, body: String(decoding: data, as: UTF8.self))
        do {
            try liveEvents.publish(event)
        } catch {
            log("\(kindName) \(job.id): announcing the end failed: \(error)")
        }
    }

    /// A job of this kind ended on another node (`event`): its watchers here get `status` of it and their streams
    /// end.
    func heard(_ event: LiveEvent, status: (JobID) -> Status?) {
        guard event.name == kindName,
            let object = try? JSONSerialization.jsonObject(with: Data(event.body.utf8)) as? [String: Any],
            let number = object["id"] as? Int
        else { return }
        let id = JobID(rawValue: Int64(number))
        let streams = watchers.withLock { $0.removeValue(forKey: id) ?? [] }
        guard !streams.isEmpty else { return }
        if let status = status(id) { send(status, to: streams) }
        streams.forEach { $0.close() }
    }

    /// Waits until `current` reports the job ended, at most `timeout` seconds, without holding a thread; the last
    /// status seen.
    static func finished(timeout: TimeInterval, current: () -> Status?) async -> Status? {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if let status = current(), status.finished { return status }
            try? await Task.sleep(for: .milliseconds(20))
        }
        return current()
    }

    private func send(_ status: Status, to streams: [EventStream]) {
        guard let data = try? JSONResponse.encoder().encode(status) else { return }
        let text = String(decoding: data, as: UTF8.self)
        for stream in streams { stream.send(text, event: "progress") }
    }
}
