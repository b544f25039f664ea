/// The OpenAPI 3.1 description of the JSON API, served at `/api/openapi.json`.
enum OpenAPIDocument {
    static let bytes: [UInt8] = Array(json.utf8)
    static let json = #"{"openapi":"3.1.0","info":{"title":"Cardbox API","version":"1"},"paths":{}}"#
}
