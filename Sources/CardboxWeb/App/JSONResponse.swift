import CardboxHTTP
import CardboxJSON
import Foundation

/// JSON bodies for the API: one encoder configuration and one error shape.
enum JSONResponse {
    static func encoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        encoder.keyEncodingStrategy = .convertToSnakeCase
        return encoder
    }

    /// A JSON response of `value`.
    static func ok(_ value: some Encodable, status: HTTPStatus = .ok) throws -> Response {
        Response(status: status, contentType: "application/json", body: try FastJSONEncoder().encode(value))
    }

    /// A JSON response of `value`, which writes itself.
    static func ok(_ value: some JSONWritable, status: HTTPStatus = .ok) -> Response {
        Response(status: status, contentType: "application/json", body: JSONWriter.bytes(of: value))
    }

    /// The error object every API error uses: `{"error": {"code", "message", "fields", "request_id"}}`.
    static func error(_ error: WebError, requestID: String) -> Response {
        struct Body: Encodable {
            struct Detail: Encodable {
                let code: String
                let message: String
                let fields: [String: String]
                let requestID: String

                enum CodingKeys: String, CodingKey {
                    case code, message, fields
                    case requestID = "request_id"
                }
            }
            let error: Detail
        }
        let body = Body(
            error: Body.Detail(code: error.code, message: error.message, fields: error.fields, requestID: requestID))
        let bytes = (try? encoder().encode(body)).map(Array.init) ?? Array("{}".utf8)
        return Response(status: error.status, contentType: "application/json", body: bytes)
    }

    /// Decodes a JSON request body, or throws a 400/415 the client can act on.
    static func decode<T: Decodable>(_ type: T.Type, from request: Request) throws -> T {
        guard request.mediaType == "application/json" else {
            throw WebError(.unsupportedMediaType, code: "unsupported_media_type", "Send the body as application/json.")
        }
        do {
            return try FastJSONDecoder(keyDecoding: .convertFromSnakeCase).decode(type, from: Data(request.body))
        } catch let error as DecodingError {
            throw WebError.badRequest("The JSON body is not valid: \(Self.describe(error))")
        }
    }

    private static func describe(_ error: DecodingError) -> String {
        switch error {
        case .keyNotFound(let key, _): "the field '\(key.stringValue)' is missing."
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            "the field '\(context.codingPath.map(\.stringValue).joined(separator: "."))' has the wrong type."
        case .dataCorrupted: "it is not JSON."
        @unknown default: "it could not be read."
        }
    }
}
