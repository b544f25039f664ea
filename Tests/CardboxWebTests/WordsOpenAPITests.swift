import CardboxHTTP
import Foundation
import Testing

@testable import CardboxWeb

/// The words area of the OpenAPI description lists exactly the words routes, and its references resolve.
@Suite struct WordsOpenAPITests {
    @Test func describesEveryWordsRouteAndResolvesItsReferences() throws {
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(OpenAPIWords.json.utf8)) as? [String: Any])
        let paths = try #require(object["paths"] as? [String: [String: Any]])
        let described = Set(paths.flatMap { path, methods in methods.keys.map { "\($0.uppercased()) \(path)" } })
        let app = try WordsTestApp()
        let routed = Set(
            app.router.routes.filter {
                $0.pattern.hasPrefix("/api/v1/words") || $0.pattern.hasPrefix("/api/v1/favourites")
            }
            .map { route in
                "\(route.method.rawValue) "
                    + route.pattern.split(separator: "/").map { $0.hasPrefix(":") ? "{\($0.dropFirst())}" : String($0) }
                    .reduce("") { $0 + "/" + $1 }
            })
        #expect(described == routed)
        let schemas = try #require(object["schemas"] as? [String: Any])
        let responses = try #require(object["responses"] as? [String: Any])
        let references = OpenAPIWords.json.split(separator: "\"$ref\": \"").dropFirst().compactMap {
            $0.split(separator: "\"").first.map(String.init)
        }
        #expect(!references.isEmpty)
        for reference in references {
            let name = String(reference.split(separator: "/").last ?? "")
            if reference.hasPrefix("#/components/schemas/") {
                #expect(schemas[name] != nil || name == "Error", "\(reference) does not resolve")
            } else {
                #expect(reference.hasPrefix("#/components/responses/") && responses[name] != nil)
            }
        }
    }
}
