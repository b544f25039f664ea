import CardboxCore
import CardboxJSON
import Foundation
import Testing

@testable import CardboxGeneration

extension ProviderTests {
    /// The hand-written schema, its `Codable` twin, and reading cards out of model answers.
    @Suite struct CardSchemaTests {
        @Test func schemaAndWireTypesListTheSameProperties() throws {
            let card = try #require(CardSchema.card["properties"]?.objectValue)
            let wireCard = Set(WireCard.CodingKeys.allCases.map(\.rawValue))
            #expect(Set(card.keys) == wireCard)
            #expect(Set(CardSchema.card["required"]?.arrayValue?.compactMap(\.stringValue) ?? []) == wireCard)
            let top = try #require(CardSchema.schema["properties"]?.objectValue)
            #expect(Set(top.keys) == Set(WireCardBatch.CodingKeys.allCases.map(\.rawValue)))
            #expect(CardSchema.schema["properties"]?["cards"]?["items"] == CardSchema.card)
        }

        @Test func everyObjectIsStrictAndUnconstrained() {
            var objects = 0
            func check(_ value: JSONValue) {
                guard case .object(let members) = value else {
                    value.arrayValue?.forEach(check)
                    return
                }
                for keyword in ["maxItems", "minItems", "maxLength", "minLength", "minimum", "maximum", "pattern"] {
                    #expect(members[keyword] == nil, "\(keyword) is not portable")
                }
                if members["type"] == "object" {
                    objects += 1
                    #expect(members["additionalProperties"] == false)
                    let properties = Set(members["properties"]?.objectValue?.keys.map { $0 } ?? [])
                    #expect(Set(members["required"]?.arrayValue?.compactMap(\.stringValue) ?? []) == properties)
                }
                members.values.forEach(check)
            }
            check(CardSchema.schema)
            #expect(objects == 2)
        }

        @Test func lengthConstraintsOnlyWhenAsked() {
            #expect(CardSchema.schema(maxCards: 4, lengthConstraints: false) == CardSchema.schema)
            let constrained = CardSchema.schema(maxCards: 4, lengthConstraints: true)
            let cards = constrained["properties"]?["cards"]
            #expect(cards?["maxItems"] == 4)
            #expect(cards?["items"]?["properties"]?["distractors"]?["minItems"] == 3)
            #expect(cards?["items"]?["properties"]?["distractors"]?["maxItems"] == 3)
            #expect(cards?["items"]?["additionalProperties"] == false)
            #expect(
                Set(cards?["items"]?["properties"]?.objectValue?.keys.map { $0 } ?? [])
                    == Set(WireCard.CodingKeys.allCases.map(\.rawValue)))
        }

        @Test func wireCardRoundTripsAndToleratesTextualIndexes() throws {
            let card = WireCard(
                question: "Q?", answer: "A", explanation: "E.", distractors: ["x", "y", "z"], sentenceIndex: 3)
            let data = try JSONEncoder().encode(WireCardBatch(cards: [card]))
            #expect(try JSONDecoder().decode(WireCardBatch.self, from: data) == WireCardBatch(cards: [card]))
            let loose = Data(#"{"question": "Q?", "answer": "A", "sentence_index": "[S3]"}"#.utf8)
            let decoded = try JSONDecoder().decode(WireCard.self, from: loose)
            #expect(
                decoded == WireCard(question: "Q?", answer: "A", explanation: "", distractors: [], sentenceIndex: 3))
        }

        @Test(arguments: [
            #"{"cards": [{"question": "Q?", "answer": "A", "explanation": "", "distractors": [], "sentence_index": 1}]}"#,
            "Sure! ```json\n{\"cards\": [{\"question\": \"Q?\", \"answer\": \"A\", \"explanation\": \"\", "
                + "\"distractors\": [], \"sentence_index\": 1}]}\n``` Hope this helps {:}",
            #"[{"question": "Q?", "answer": "A", "sentence_index": 1}, {"oops": true}]"#,
        ])
        func cardsAreFoundInProseFencesAndBareArrays(_ text: String) throws {
            let cards = try ModelOutput.cards(fromText: text)
            #expect(cards.map(\.answer) == ["A"])
        }

        @Test func answersWithoutCardsAreMalformed() {
            #expect(throws: GenerationError.malformedOutput("the answer was not the JSON asked for")) {
                try ModelOutput.cards(fromText: "I cannot do that.")
            }
            #expect(throws: GenerationError.malformedOutput("the answer held no list of cards")) {
                try ModelOutput.cards(fromText: #"{"flashcards": 3}"#)
            }
            #expect(throws: GenerationError.malformedOutput("no card in the answer had the required fields")) {
                try ModelOutput.cards(fromText: #"{"cards": [{"q": "?"}]}"#)
            }
        }
    }
}
