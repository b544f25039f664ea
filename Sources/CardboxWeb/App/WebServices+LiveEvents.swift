import CardboxCore
import Foundation

extension WebServices {
    /// Sends `body` (encoded as the API's JSON) as the event `name` to every live page of `user`, on every node.
    ///
    /// A live event only tells open pages to look again, so a failure to send it is logged and never fails the
    /// request that caused it.
    func publishLiveEvent(_ name: String, body: some Encodable, to user: UserID) {
        publishLiveEvent(name, body: body, toStream: LiveEvents.key(for: user))
    }

    /// Sends `body` (encoded as the API's JSON) as the event `name` to every open stream of `key`, on every node;
    /// a failure is logged, never thrown.
    func publishLiveEvent(_ name: String, body: some Encodable, toStream key: String) {
        do {
            let data = try JSONResponse.encoder().encode(body)
            let event = LiveEvent(stream: key, name: name, body: String(decoding: data, as: UTF8.self))
            try LiveEventDelivery(channel: liveEvents, hub: eventStreams).publish(event)
        } catch {
            log("events: sending a \(name) event failed: \(error)")
        }
    }

    /// Forgets every cached credential of `user` on every node.
    ///
    /// Called after whatever ends a session or token, or changes what a request learns of its user (name, password,
    /// settings). A failure to announce it to the other
    /// nodes is logged; they catch up within ``CredentialCache/lifetime``.
    func forgetCredentials(of user: UserID) {
        credentials.forget(user: user)
        guard let liveEvents else { return }
        do {
            try liveEvents.publish(.credentialsChanged(of: user))
        } catch {
            log("events: announcing a credential change failed: \(error)")
        }
    }

    /// Whether the sign-in session or API token whose token hashes to `tokenHash` can still be used; the event-stream
    /// hub asks it before each heartbeat and ends the streams of sessions that have expired or been idle too long.
    public func isLiveSession(tokenHash: String) -> Bool {
        SessionLookup(services: self).isLive(tokenHash: tokenHash)
    }
}
