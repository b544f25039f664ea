import CardboxJSON
import Foundation
import Testing

/// `FastJSONDecoder` reads what Foundation's `JSONDecoder` reads, gives the same values, and fails on the same
/// documents with the same `DecodingError` case and coding path.
@Suite struct FastJSONDecoderTests {
    struct Deck: Codable, Equatable {
        var id: Int64
        var name: String
        var retention: Double
        var tags: [String]
        var style: [String: String]
        var parent: Int?
        var note: String?
        var cards: [Card]
    }

    struct Card: Codable, Equatable {
        var front: String
        var back: String
        var box: Int
        var due: Date
        var picture: Data?
        var link: URL?
        var weights: [Double]
        var suspended: Bool
        var phase: Phase
    }

    enum Phase: String, Codable, Equatable {
        case new, review
    }

    /// A date written as text, read by the same closure in both decoders.
    static let readDate: @Sendable (any Decoder) throws -> Date = { decoder in
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let seconds = Double(text.dropFirst(2)), text.hasPrefix("t=") else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "'\(text)' is not a time")
        }
        return Date(timeIntervalSince1970: seconds)
    }

    static let deck = #"""
        {"id": 9007199254740993, "name": "Espa\u00f1ol \ud83d\ude00 \"quoted\"\n\/slash", "retention": 9.5e-1,
         "tags": [], "style": {"text": "#112233", "card": ""}, "parent": null,
         "cards": [
           {"front": "hola", "back": "hello", "box": -3, "due": "t=1750752000.25", "picture": "aGk=",
            "link": "https://example.org/a?b=c", "weights": [0, -0.5, 1E3, 2.5e+2], "suspended": false,
            "phase": "review"},
           {"front": "", "back": "\u0000\t", "box": 0, "due": "t=0", "weights": [], "suspended": true,
            "phase": "new", "extra": {"ignored": [1, {"deep": null}]}}
         ]}
        """#

    /// Decodes `text` with both decoders and checks they agree: the same value, or the same kind of error at the
    /// same path.
    @discardableResult
    func agree<Value: Decodable & Equatable>(
        _ type: Value.Type, _ text: String, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> Value? {
        let data = Data(text.utf8)
        let foundation = JSONDecoder()
        foundation.dateDecodingStrategy = .custom(Self.readDate)
        let fast = FastJSONDecoder(dateDecoding: .custom(Self.readDate))
        let expected = Result { try foundation.decode(type, from: data) }
        let found = Result { try fast.decode(type, from: data) }
        switch (expected, found) {
        case (.success(let expected), .success(let found)):
            #expect(found == expected, sourceLocation: sourceLocation)
            return found
        case (.failure(let expected), .failure(let found)):
            #expect(
                Self.outline(found) == Self.outline(expected), "for \(text.prefix(80))", sourceLocation: sourceLocation)
        case (.success(let expected), .failure(let error)):
            Issue.record("Foundation read \(expected), the fast decoder threw \(error)", sourceLocation: sourceLocation)
        case (.failure(let error), .success(let found)):
            Issue.record("the fast decoder read \(found), Foundation threw \(error)", sourceLocation: sourceLocation)
        }
        return nil
    }

    /// The error's case and coding path, as messages built from it see them.
    static func outline(_ error: any Error) -> String {
        func path(_ context: DecodingError.Context) -> String {
            context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
        }
        switch error as? DecodingError {
        case .dataCorrupted(let context)?: return "corrupted at '\(path(context))'"
        case .keyNotFound(let key, let context)?: return "missing \(key.stringValue) in '\(path(context))'"
        case .typeMismatch(let type, let context)?: return "mismatch \(type) at '\(path(context))'"
        case .valueNotFound(let type, let context)?: return "null \(type) at '\(path(context))'"
        default: return "not a DecodingError: \(error)"
        }
    }

    @Test func aDocumentReadsAsFoundationReadsIt() throws {
        let deck = try #require(try agree(Deck.self, Self.deck))
        #expect(deck.name == "Español 😀 \"quoted\"\n/slash")
        #expect(deck.id == 9_007_199_254_740_993)
        #expect(deck.cards.map(\.weights) == [[0, -0.5, 1000, 250], []])
        #expect(deck.cards[0].picture == Data("hi".utf8))
        #expect(deck.cards[1].back == "\u{0}\t")
        try agree([Int].self, "[1, 2, 3]")
        try agree(String.self, #""top level""#)
        try agree([String: [Bool?]].self, #"{"a": [true, null], "b": []}"#)
        try agree(Double.self, "-0.0")
        try agree([Int8].self, "[127, -128]")
    }

    @Test func aDocumentThatDoesNotFitFailsAtTheSamePlace() throws {
        let fits = Self.deck
        let broken: [String] = [
            fits.replacingOccurrences(of: #""name": "#, with: #""title": "#),  // a missing key
            fits.replacingOccurrences(of: #""box": -3"#, with: #""box": "three""#),  // a string for a number
            fits.replacingOccurrences(of: #""box": -3"#, with: #""box": null"#),  // null for a number
            fits.replacingOccurrences(of: #""phase": "new""#, with: #""phase": "old""#),  // no such case
            fits.replacingOccurrences(of: #""due": "t=0""#, with: #""due": "yesterday""#),  // the date closure
            fits.replacingOccurrences(of: #""picture": "aGk=""#, with: #""picture": "%%%""#),  // not base64
            fits.replacingOccurrences(of: #""tags": []"#, with: #""tags": {}"#),  // an object for an array
            fits.replacingOccurrences(of: #""tags": []"#, with: #""tags": [1]"#),  // a number in a string array
            fits.replacingOccurrences(of: #""cards": ["#, with: #""cards": [7, "#),  // a number for an object
        ]
        for text in broken {
            #expect(text != fits)
            try agree(Deck.self, text)
        }
        // A number that does not fit is reported where it is (Foundation reports the whole document as not JSON).
        for (text, path) in [
            (fits.replacingOccurrences(of: #""box": -3"#, with: #""box": 99999999999999999999"#), ".cards[0].box"),
            ("[1, 1.5]", "[1]"), ("[-1]", "[0]"),
        ] {
            let error = #expect(throws: DecodingError.self) {
                if text.hasPrefix("[-") {
                    _ = try FastJSONDecoder().decode([UInt].self, from: Data(text.utf8))
                } else if text.hasPrefix("[") {
                    _ = try FastJSONDecoder().decode([Int].self, from: Data(text.utf8))
                } else {
                    _ = try FastJSONDecoder(dateDecoding: .custom(Self.readDate)).decode(
                        Deck.self, from: Data(text.utf8))
                }
            }
            #expect(error.map(Self.outline) == "corrupted at '\(path)'")
        }
        try agree(Int8.self, "128")
    }

    /// A request body as the API takes it: snake_case keys for camelCase properties.
    struct SnakeInput: Decodable, Equatable {
        let rightOption: String
        let wrongOptions: [String]?
        let answerIsTyped: Bool?
        let deckID: Int?
        let urlValue: String?
        let extra: [String: Int]?
        let nested: [SnakeInput]?
    }

    @Test func snakeCaseKeysReadAsFoundationReadsThem() throws {
        let foundation = JSONDecoder()
        foundation.keyDecodingStrategy = .convertFromSnakeCase
        let fast = FastJSONDecoder(keyDecoding: .convertFromSnakeCase)
        let texts = [
            #"{"right_option": "Paris", "wrong_options": ["Rome"], "answer_is_typed": true}"#,
            #"{"right_option": "a", "deck_i_d": 3, "url_value": "u"}"#,  // "deck_i_d" is deckID; "url_value" urlValue
            #"{"right_option": "a", "deckID": 4}"#,  // a key without underscores is left as it is
            #"{"right_option": "a", "deck_id": 4}"#,  // "deckId" is not "deckID"
            #"{"_right_option": "a"}"#,  // leading underscores are kept: no such field
            #"{"right__option": "a", "wrong_options__": []}"#,  // doubled inner, trailing kept
            #"{"RIGHT_OPTION": "a"}"#,  // words after the first are capitalized, the first lowercased
            #"{"right_option": "a", "extra": {"first_key": 1, "second": 2, "_": 3, "": 4}}"#,  // dictionary keys too
            #"{"right_option": "a", "nested": [{"right_option": "b", "answer_is_typed": false}]}"#,
            #"{"right_option": "a", "nested": [{"wrong_options": []}]}"#,  // a missing key, nested
            #"{"right_option": 3}"#,
            #"{"right_option": "café", "wrong_options": ["_"]}"#,
            #"{"right_option": "escaped underscore"}"#,
        ]
        for text in texts {
            let data = Data(text.utf8)
            let expected = Result { try foundation.decode(SnakeInput.self, from: data) }
            let found = Result { try fast.decode(SnakeInput.self, from: data) }
            switch (expected, found) {
            case (.success(let expected), .success(let found)): #expect(found == expected, "\(text)")
            case (.failure(let expected), .failure(let found)):
                #expect(Self.outline(found) == Self.outline(expected), "\(text)")
            default: Issue.record("\(text): Foundation \(expected), fast \(found)")
            }
        }
        // An underscore written as an escape is an underscore.
        let escaped = try fast.decode(SnakeInput.self, from: Data(#"{"right\u005foption": "e"}"#.utf8))
        #expect(escaped.rightOption == "e")
        #expect(SnakeCaseKeys.camelCase("right_option") == "rightOption")
        #expect(SnakeCaseKeys.camelCase("__a_b__") == "__aB__")
        #expect(SnakeCaseKeys.camelCase("___") == "___")
        #expect(SnakeCaseKeys.camelCase("a_http_url") == "aHttpUrl")
        // Without the strategy keys are matched as written.
        #expect(throws: DecodingError.self) {
            try FastJSONDecoder().decode(SnakeInput.self, from: Data(#"{"right_option": "a"}"#.utf8))
        }
    }

    @Test func textThatIsNotJSONIsCorruptAtTheTop() throws {
        let texts = [
            "", " ", "[1 2]", "{\"a\" 1}", "{a: 1}", ".5", "[\"open]", #"["\u12"]"#, "nul", "[1] 2", "[", "{\"a\":",
            "[1,,]", "[,]",
        ]
        for text in texts {
            try agree([Int].self, text)
            #expect(throws: DecodingError.self) { try FastJSONDecoder().decode([Int].self, from: Data(text.utf8)) }
        }
        // Foundation's leniencies that are kept: a byte-order mark, a comma before the bracket.
        try agree([Int].self, "\u{FEFF}[1]")
        try agree([Int].self, "[1,]")
        try agree([String: Int].self, #"{"a": 1,}"#)
        try agree([String].self, "[\"tab\tinside\"]")  // refused by both
        // Numbers and escapes JSON does not have, which Foundation's reader takes, are refused.
        for text in ["01", "1.", "-", "1e", #""\x""#] {
            #expect(throws: DecodingError.self) { try FastJSONDecoder().decode(JSONValue.self, from: Data(text.utf8)) }
        }
    }

    @Test func invalidUTF8AndLoneSurrogatesAreRefused() throws {
        let invalid = Data([0x5B, 0x22, 0xC3, 0x28, 0x22, 0x5D])  // ["\xC3("]
        #expect(throws: DecodingError.self) { try FastJSONDecoder().decode([String].self, from: invalid) }
        #expect(throws: DecodingError.self) {
            try FastJSONDecoder().decode([String].self, from: Data(#"["\ud83d"]"#.utf8))
        }
        #expect(throws: DecodingError.self) {
            try FastJSONDecoder().decode([String].self, from: Data(#"["\ude00x"]"#.utf8))
        }
    }

    @Test func nestingPastTheLimitIsRefusedNotACrash() throws {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(throws: DecodingError.self) { try FastJSONDecoder().decode(JSONValue.self, from: Data(deep.utf8)) }
        let fine = String(repeating: "[", count: 200) + String(repeating: "]", count: 200)
        #expect(throws: Never.self) { try FastJSONDecoder().decode(JSONValue.self, from: Data(fine.utf8)) }
    }

    @Test func jsonValuesReadTheSame() throws {
        let text = #"{"a": [1, 2.5, "x", null, true, {"b": {}}], "c": -7}"#
        let fast = try FastJSONDecoder().decode(JSONValue.self, from: Data(text.utf8))
        #expect(fast == (try JSONValue.decode(Data(text.utf8))))
    }
}
