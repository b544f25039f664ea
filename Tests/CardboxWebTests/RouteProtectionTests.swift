import CardboxCore
import CardboxHTTP
import CardboxTestSupport
import CardboxWeb
import Foundation
import Testing

/// Every route either is public by design or asks for sign-in, and every state-changing route refuses a form
/// without this client's CSRF token.
@Suite struct RouteProtectionTests {
    /// Routes anyone may call: the sign-in flow, health, metrics, assets and the API description.
    static let publicRoutes: Set<String> = [
        "GET /signup", "POST /signup", "GET /signin", "POST /signin", "POST /signout", "GET /forgot", "POST /forgot",
        "GET /reset", "POST /reset", "GET /healthz", "GET /metrics", "GET /static/:file", "GET /static/katex/:file",
        "GET /static/katex/fonts/:file", "GET /api/openapi.json",
    ]

    func path(_ pattern: String) -> String {
        pattern.split(separator: "/").map { $0.hasPrefix(":") ? "1" : String($0) }.joined(separator: "/")
            .replacingOccurrences(of: "//", with: "/")
    }

    @Test func everyPrivateRouteAsksForSignIn() throws {
        let app = try WebHarness()
        var checked = 0
        for route in app.router.routes where !Self.publicRoutes.contains("\(route.method) \(route.pattern)") {
            let visitor = app.browser()
            let target = "/" + path(route.pattern)
            let response =
                route.method.isSafe
                ? visitor.send(route.method, target) : try visitor.submit(target, [:], method: route.method)
            if route.pattern.hasPrefix("/api/") {
                #expect(response.status == .unauthorized, "\(route.method) \(route.pattern): \(response.status)")
                #expect(response.headers["Content-Type"] == "application/json")
            } else {
                #expect(
                    response.status == .seeOther && response.headers["Location"]?.hasPrefix("/signin") == true,
                    "\(route.method) \(route.pattern): \(response.status)")
            }
            checked += 1
        }
        #expect(checked >= 40)
    }

    @Test func everyStateChangingRouteNeedsTheToken() throws {
        let app = try WebHarness()
        let ada = try app.signedUp("Ada")
        ada.get("/")
        var checked = 0
        for route in app.router.routes where !route.method.isSafe {
            let target = "/" + path(route.pattern)
            let response = try ada.submit(target, [:], token: "not-the-token", method: route.method)
            #expect(response.status == .forbidden, "\(route.method) \(route.pattern): \(response.status)")
            checked += 1
        }
        #expect(checked >= 20)
    }

    @Test func publicRoutesAnswerWithoutAnAccount() throws {
        let app = try WebHarness()
        let visitor = app.browser()
        for target in ["/signup", "/signin", "/forgot", "/reset?token=x", "/healthz", "/metrics", "/api/openapi.json"] {
            #expect(visitor.send(.get, target).status == .ok, "\(target)")
        }
    }
}
