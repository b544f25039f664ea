import CardboxCore
import CardboxHTTP
import CardboxTestSupport
import CardboxWeb
import Foundation
import Testing

/// Errors under `/api/` are the JSON error object whatever produces them, as the OpenAPI document says.
@Suite struct APIErrorResponseTests {
    /// The `error` member of a JSON error response.
    static func errorObject(_ response: Response) throws -> [String: Any] {
        let body = try JSONSerialization.jsonObject(with: Data(response.bodyBytes)) as? [String: Any]
        return try #require(body?["error"] as? [String: Any], "Not an error object: \(response.bodyText)")
    }

    @Test func unknownAPIPathIsAJSONNotFound() throws {
        let fixture = try OpenAPIFixture.make()
        let response = fixture.router().respond(
            to: OpenAPIFixture.request(.get, "/api/v1/nothing", token: try fixture.makeToken()))
        #expect(response.status == .notFound)
        #expect(response.headers["Content-Type"] == "application/json")
        #expect(try Self.errorObject(response)["code"] as? String == "not_found")
    }

    @Test func wrongMethodIsAJSONMethodNotAllowedWithAllow() throws {
        let fixture = try OpenAPIFixture.make()
        let response = fixture.router().respond(
            to: OpenAPIFixture.request(.put, "/api/v1/decks", token: try fixture.makeToken()))
        #expect(response.status == .methodNotAllowed)
        #expect(response.headers["Allow"] == "GET, POST")
        #expect(try Self.errorObject(response)["code"] as? String == "method_not_allowed")
    }

    @Test func uploadThatIsNotMultipartIsAJSONBadRequest() throws {
        let fixture = try OpenAPIFixture.make()
        var request = OpenAPIFixture.request(.post, "/api/v1/imports", token: try fixture.makeToken())
        request.headers["Content-Type"] = "text/plain"
        request.body = Array("not a form".utf8)
        let response = fixture.router().respond(to: request)
        #expect(response.status == .badRequest)
        #expect(response.headers["Content-Type"] == "application/json")
        #expect(try Self.errorObject(response)["request_id"] as? String == "t1")
    }

    @Test func pagesKeepPlainTextHTTPErrors() throws {
        let fixture = try OpenAPIFixture.make()
        let response = fixture.router().respond(to: Request(method: .get, path: "/nothing/here"))
        #expect(response.status == .notFound)
        #expect(response.headers["Content-Type"] == "text/plain; charset=utf-8")
    }

    @Test func aRevokedTokenIsAJSONUnauthorizedUnderAPIAndASignInRedirectElsewhere() throws {
        let fixture = try OpenAPIFixture.make()
        let router = fixture.router()
        let api = router.respond(to: OpenAPIFixture.request(.get, "/api/v1/decks", token: "not-a-token"))
        #expect(api.status == .unauthorized)
        #expect(try Self.errorObject(api)["code"] as? String == "unauthorized")
        let unknown = router.respond(to: OpenAPIFixture.request(.get, "/api/v1/nothing", token: "not-a-token"))
        #expect(unknown.status == .unauthorized)
        #expect(unknown.headers["Content-Type"] == "application/json")
        let page = router.respond(to: OpenAPIFixture.request(.get, "/decks/new", token: "not-a-token"))
        #expect(page.status == .seeOther)
        #expect(page.headers["Location"] == "/signin?next=%2Fdecks%2Fnew")
    }

    @Test func anonymousAPIRequestsAreJSONUnauthorizedAndPagesRedirect() throws {
        let fixture = try OpenAPIFixture.make()
        let router = fixture.router()
        let api = router.respond(to: Request(method: .post, path: "/api/v1/decks", id: "a1"))
        #expect(api.status == .unauthorized)
        #expect(try Self.errorObject(api)["request_id"] as? String == "a1")
        let document = router.respond(to: Request(method: .get, path: "/api/openapi.json"))
        #expect(document.status == .ok)
        let page = router.respond(to: Request(method: .get, path: "/study"))
        #expect(page.headers["Location"] == "/signin?next=%2Fstudy")
    }

    @Test func oversizedBodyIsJSONUnderAPIAndTextElsewhere() throws {
        let error = HTTPError(.contentTooLarge, "The request body is larger than the server accepts (64 MB).")
        let api = WebApplication.refusal(Request(method: .post, path: "/api/v1/imports", id: "7"), error)
        #expect(api.status == .contentTooLarge)
        #expect(api.headers["Content-Type"] == "application/json")
        let object = try Self.errorObject(api)
        #expect(object["code"] as? String == "content_too_large")
        #expect(object["request_id"] as? String == "7")
        let page = WebApplication.refusal(Request(method: .post, path: "/import"), error)
        #expect(page.headers["Content-Type"] == "text/plain; charset=utf-8")
    }

    @Test func moreThanThreeDistractorsAreRefused() throws {
        let fixture = try OpenAPIFixture.make()
        let router = fixture.router()
        let token = try fixture.makeToken()
        let deck = router.respond(
            to: OpenAPIFixture.request(.post, "/api/v1/decks", token: token, json: #"{"name": "Spanish"}"#))
        #expect(deck.status == .created)
        let location = try #require(deck.headers["Location"])
        let card = router.respond(
            to: OpenAPIFixture.request(
                .post, location + "/cards", token: token,
                json: #"{"front": "hola", "back": "hello", "distractors": ["a", "b", "c", "d"]}"#))
        #expect(card.status == .unprocessableContent)
        let fields = try Self.errorObject(card)["fields"] as? [String: String]
        #expect(fields?["distractors"] == "Give at most 3 distractors, none of them blank.")
    }

    @Test func blankDistractorsAreRefused() throws {
        let fixture = try OpenAPIFixture.make()
        let router = fixture.router()
        let token = try fixture.makeToken()
        let deck = router.respond(
            to: OpenAPIFixture.request(.post, "/api/v1/decks", token: token, json: #"{"name": "Spanish"}"#))
        let location = try #require(deck.headers["Location"])
        let card = router.respond(
            to: OpenAPIFixture.request(
                .post, location + "/cards", token: token,
                json: #"{"front": "hola", "back": "hello", "distractors": ["", " "]}"#))
        #expect(card.status == .unprocessableContent)
    }

    @Test(arguments: [
        ("/api/v1/decks", #"{"name": "\u0000Spanish"}"#, "name"),
        ("/cards", #"{"front": "\u0000hola", "back": "hello"}"#, "front"),
        ("/cards", #"{"front": "hola", "back": "hel\u0000lo"}"#, "back"),
    ])
    func nulCharactersInStoredTextAreRefused(path: String, json: String, field: String) throws {
        let fixture = try OpenAPIFixture.make()
        let router = fixture.router()
        let token = try fixture.makeToken()
        let deck = router.respond(
            to: OpenAPIFixture.request(.post, "/api/v1/decks", token: token, json: #"{"name": "Words"}"#))
        let location = try #require(deck.headers["Location"])
        let target = path.hasPrefix("/api/") ? path : location + path
        let response = router.respond(to: OpenAPIFixture.request(.post, target, token: token, json: json))
        #expect(response.status == .unprocessableContent)
        let fields = try Self.errorObject(response)["fields"] as? [String: String]
        #expect(fields?[field] != nil, "\(response.bodyText)")
    }
}
