import CardboxJSON
import Foundation
import Testing

/// `JSONValue` reads and writes JSON text.
@Suite struct JSONValueDataTests {
    struct Deck: Decodable, Equatable {
        let name: String
        let size: Int
    }

    @Test func parsesAndWritesWithSortedKeys() throws {
        let value = try JSONValue.decode(Data(#"{"b": [1, 2.5, null], "a": "x/y", "c": true}"#.utf8))
        #expect(value["b"]?[1] == .number(2.5))
        #expect(String(decoding: try value.encoded(), as: UTF8.self) == #"{"a":"x/y","b":[1,2.5,null],"c":true}"#)
    }

    @Test func rereadsAsADecodableType() throws {
        let value: JSONValue = ["name": "Spanish", "size": 3]
        #expect(try value.decode(as: Deck.self) == Deck(name: "Spanish", size: 3))
    }

    @Test func snakeCaseSplitsWordsAndAcronyms() {
        #expect(SnakeCaseKeys.snakeCase("documentURLText") == "document_url_text")
        #expect(SnakeCaseKeys.snakeCase("deckId") == "deck_id")
    }

    @Test func encodesInOnePass() throws {
        struct Card: Encodable {
            let deckId: Int
            let front: String
            let note: String?
        }
        let bytes = try FastJSONEncoder().encode([Card(deckId: 1, front: "a/b", note: nil)])
        #expect(String(decoding: bytes, as: UTF8.self) == #"[{"deck_id":1,"front":"a/b"}]"#)
    }
}
