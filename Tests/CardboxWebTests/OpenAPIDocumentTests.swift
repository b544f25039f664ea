import CardboxCore
import CardboxHTTP
import CardboxTestSupport
import CardboxWeb
import Foundation
import Testing

/// The OpenAPI document against the router: every API route described, nothing described that is not routed, and
/// the document well formed.
@Suite struct OpenAPIDocumentTests {
    /// The HTTP methods an OpenAPI path item may hold.
    static let methods: Set<String> = ["get", "put", "post", "delete", "options", "head", "patch", "trace"]

    /// The served document, parsed.
    static func document() throws -> [String: Any] {
        let parsed = try JSONSerialization.jsonObject(with: Data(OpenAPIDocument.bytes))
        return try #require(parsed as? [String: Any], "The document is not a JSON object.")
    }

    /// Every (method, path) the document describes, paths written with `{name}` parameters.
    static func documentedOperations() throws -> Set<String> {
        let paths = try #require(try document()["paths"] as? [String: Any], "The document has no paths.")
        var operations: Set<String> = []
        for (path, item) in paths {
            let item = try #require(item as? [String: Any], "\(path) is not an object.")
            for method in item.keys where methods.contains(method) {
                operations.insert("\(method.uppercased()) \(path)")
            }
        }
        return operations
    }

    /// Every (method, pattern) the router answers, `:name` written as `{name}`.
    static func routedOperations() throws -> Set<String> {
        let router = try OpenAPIFixture.make().router()
        return Set(
            router.routes.map { route in
                let path = route.pattern.split(separator: "/", omittingEmptySubsequences: false).map { part in
                    part.hasPrefix(":") ? "{\(part.dropFirst())}" : String(part)
                }.joined(separator: "/")
                return "\(route.method.rawValue) \(path)"
            })
    }

    @Test func declaresOpenAPI31() throws {
        let document = try Self.document()
        #expect(document["openapi"] as? String == "3.1.0")
        let info = try #require(document["info"] as? [String: Any])
        #expect(info["title"] as? String == "Cardbox API")
        let security = try #require(document["security"] as? [[String: [String]]])
        #expect(security == [["bearerAuth": []]])
    }

    @Test func describesExactlyTheRoutedAPI() throws {
        let routed = try Self.routedOperations()
        let documented = try Self.documentedOperations()
        let routedAPI = routed.filter { $0.split(separator: " ")[1].hasPrefix("/api/") }
        let documentedAPI = documented.filter { $0.split(separator: " ")[1].hasPrefix("/api/") }
        #expect(!routedAPI.isEmpty)
        let undocumented = routedAPI.subtracting(documentedAPI).sorted()
        let unrouted = documented.subtracting(routed).sorted()
        #expect(undocumented.isEmpty, "Routed but not in the OpenAPI document: \(undocumented)")
        #expect(unrouted.isEmpty, "In the OpenAPI document but not routed: \(unrouted)")
    }

    @Test func describesHealthAndMetricsWithoutAuthentication() throws {
        let paths = try #require(try Self.document()["paths"] as? [String: Any])
        for path in ["/healthz", "/metrics", "/api/openapi.json"] {
            let item = try #require(paths[path] as? [String: Any], "\(path) is not described.")
            let get = try #require(item["get"] as? [String: Any])
            #expect((get["security"] as? [Any])?.isEmpty == true, "\(path) should need no token.")
        }
    }

    @Test func everyReferenceResolves() throws {
        let document = try Self.document()
        var references: [String] = []
        Self.collectReferences(in: document, into: &references)
        #expect(references.count > 20)
        for reference in Set(references) {
            #expect(Self.resolve(reference, in: document) != nil, "\(reference) does not resolve.")
        }
    }

    @Test func everyProtectedOperationListsItsErrors() throws {
        let paths = try #require(try Self.document()["paths"] as? [String: Any])
        for (path, item) in paths {
            for (method, operation) in try #require(item as? [String: Any]) where Self.methods.contains(method) {
                let operation = try #require(operation as? [String: Any])
                let responses = try #require(operation["responses"] as? [String: Any])
                #expect(responses.keys.contains { $0.hasPrefix("2") }, "\(method) \(path) has no success response.")
                if operation["security"] == nil {
                    #expect(responses["401"] != nil, "\(method) \(path) does not list 401.")
                }
                if path.contains("{") && operation["security"] == nil {
                    #expect(responses["404"] != nil, "\(method) \(path) does not list 404.")
                }
                if let body = operation["requestBody"] as? [String: Any],
                    (body["content"] as? [String: Any])?["application/json"] != nil
                {
                    for status in ["400", "415", "422"] {
                        #expect(responses[status] != nil, "\(method) \(path) does not list \(status).")
                    }
                }
            }
        }
    }

    @Test func routerServesTheDocument() throws {
        let router = try OpenAPIFixture.make().router()
        let response = router.respond(to: Request(method: .get, path: "/api/openapi.json"))
        #expect(response.status == .ok)
        #expect(response.headers["Content-Type"] == "application/json")
        #expect(response.bodyBytes == OpenAPIDocument.bytes)
    }

    // MARK: - Helpers

    /// Appends every `$ref` value under `value`.
    static func collectReferences(in value: Any, into references: inout [String]) {
        if let object = value as? [String: Any] {
            for (key, member) in object {
                if key == "$ref", let reference = member as? String {
                    references.append(reference)
                } else {
                    collectReferences(in: member, into: &references)
                }
            }
        } else if let array = value as? [Any] {
            for item in array { collectReferences(in: item, into: &references) }
        }
    }

    /// The value a local JSON pointer reference (`#/components/schemas/Deck`) names, if any.
    static func resolve(_ reference: String, in document: [String: Any]) -> Any? {
        guard reference.hasPrefix("#/") else { return nil }
        var current: Any = document
        for token in reference.dropFirst(2).split(separator: "/", omittingEmptySubsequences: false) {
            let key = token.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
            guard let object = current as? [String: Any], let next = object[key] else { return nil }
            current = next
        }
        return current
    }
}
