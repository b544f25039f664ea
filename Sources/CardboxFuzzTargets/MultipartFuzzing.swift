import CardboxHTTP

/// The properties of the `multipart/form-data` parser under any input.
///
/// The input's first byte picks where the body is cut in two; the rest is the body, with boundary `B0`. Whether
/// the body arrives whole or in two pieces, the parser finds the same parts or refuses it with the same error.
enum MultipartFuzzing {
    static let boundary = "B0"

    static func problems(with input: [UInt8]) -> [String] {
        guard let first = input.first else { return [] }
        let body = Array(input.dropFirst())
        let cut = body.isEmpty ? 0 : Int(first) % (body.count + 1)
        let whole = parse([body[...]])
        let split = parse([body[..<cut], body[cut...]])
        var problems: [String] = []
        if whole != split { problems.append("cutting the body at \(cut) changes what is found") }
        let request = Request(
            method: .post, path: "/",
            headers: HTTPHeaders([("Content-Type", "multipart/form-data; boundary=\(boundary)")]), body: body)
        if (try? request.multipart()) != (try? whole.get()) {
            problems.append("the request's parts differ from the parser's")
        }
        return problems
    }

    private static func parse(_ pieces: [ArraySlice<UInt8>]) -> Result<[MultipartPart], HTTPError> {
        let collector = MultipartCollector(files: nil, maximumFieldBytes: .max)
        var stream = MultipartStream(boundary: boundary)
        do {
            for piece in pieces { try stream.feed(piece, to: collector) }
            try stream.finish()
            return .success(collector.parts)
        } catch {
            return .failure(error)
        }
    }
}
