import CardboxCore
import CardboxHTTP

/// The JSON API's service routes: the OpenAPI document (`/api/openapi.json`, public) and the caller
/// (`/api/v1/me`), as `OpenAPI+Service.swift` describes.
///
/// The API lives under `/api/v1`, one area per file (`DecksAPI`, `CardsAPI`, `StudyAPI`, `DraftsAPI`,
/// `WordsAPIController`), each described by its `OpenAPI+….swift` file; keep them in step. Scripts authenticate with
/// `Authorization: Bearer TOKEN`; the browser's own scripts may use the session cookie with `X-CSRF-Token`.
struct ServiceAPI {
    let services: WebServices

    /// The routes anyone may call, relative to `/api`.
    func addPublicRoutes(to router: inout RouterGroup<AppContext>) {
        let document = OpenAPIDocument.bytes  // built now, so a clash between areas stops start-up
        router.get("/openapi.json") { _, _ in
            Response(status: .ok, contentType: "application/json", body: document)
        }
    }

    func addRoutes(to router: inout RouterGroup<SignedInContext>) {
        router.get("/me") { _, context in
            let user = context.user
            return try JSONResponse.ok(
                API.User(
                    id: user.id.rawValue, name: user.name, email: user.email, timeZone: user.timeZoneIdentifier,
                    rolloverHour: user.rolloverHour))
        }
    }
}
