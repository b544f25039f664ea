import CardboxCore
import CardboxHTTP

/// `GET /events`: the signed-in user's live stream, where finished imports are announced (`event: import`) to every
/// open page, so any page can tell the user their draft is ready.
struct LiveEvents {
    let services: WebServices

    /// The stream key of a user's live events, which their per-user cap counts against.
    static func key(for user: UserID) -> String { "user-\(user)" }

    func addRoutes(to router: inout RouterGroup<SignedInContext>) {
        router.get("/events") { _, context in
            let user = context.user
            let stream = try services.eventStreams.open(
                key: Self.key(for: user.id), session: context.session?.tokenHash)
            stream.send("{}", event: "ready")
            return .eventStream(stream)
        }
    }
}
