import CardboxCore
import CardboxJSON
import Foundation

/// Reads the cards out of a model's answer, tolerating what models wrap around the JSON.
enum ModelOutput {
    /// The JSON inside `text`: the outermost balanced `{…}`, or `[…]` when the text starts with an array.
    ///
    /// The scan minds strings and escapes, and skips code fences and prose before and after the JSON. An object
    /// that never closes yields the rest of the text, for the decoder to reject.
    static func jsonText(in text: String) -> Substring? {
        let trimmed = text.drop(while: \.isWhitespace)
        let (open, close): (Character, Character) = trimmed.first == "[" ? ("[", "]") : ("{", "}")
        guard let start = text.firstIndex(of: open) else { return nil }
        var depth = 0
        var inString = false
        var escaped = false
        var index = start
        while index < text.endIndex {
            let character = text[index]
            if inString {
                if escaped {
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else if character == "\"" {
                    inString = false
                }
            } else if character == "\"" {
                inString = true
            } else if character == open {
                depth += 1
            } else if character == close {
                depth -= 1
                if depth == 0 { return text[start...index] }
            }
            index = text.index(after: index)
        }
        return text[start...]
    }

    /// The cards in a text answer.
    ///
    /// - Throws: ``GenerationError/malformedOutput(_:)`` when there is no JSON or no usable card.
    static func cards(fromText text: String) throws -> [WireCard] {
        guard let json = jsonText(in: text),
            let value = (try? JSONValue.decode(Data(json.utf8)))
                ?? (try? JSONValue.decode(Data(escapingControlCharacters(in: json).utf8)))
        else {
            throw GenerationError.malformedOutput("the answer was not the JSON asked for")
        }
        return try cards(from: value)
    }

    /// `json` with raw line breaks, tabs and other control characters inside strings written as escapes: some
    /// grammar-constrained servers (llama-cpp-python's) let a model put a bare newline in a string, which JSON forbids.
    static func escapingControlCharacters(in json: Substring) -> String {
        var result = ""
        result.reserveCapacity(json.count)
        var inString = false
        var escaped = false
        for character in json {
            if inString, !escaped, let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1,
                scalar.value < 0x20
            {
                switch scalar {
                case "\n": result += "\\n"
                case "\r": result += "\\r"
                case "\t": result += "\\t"
                default: result += String(format: "\\u%04x", scalar.value)
                }
                continue
            }
            if character == "\r\n", inString {
                result += "\\r\\n"
                continue
            }
            result.append(character)
            if inString {
                if escaped {
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else if character == "\"" {
                    inString = false
                }
            } else if character == "\"" {
                inString = true
            }
        }
        return result
    }

    /// The cards in a parsed answer: `{"cards": [...]}`, a bare array of cards, or a single card object.
    ///
    /// Elements that are not cards are skipped.
    ///
    /// - Throws: ``GenerationError/malformedOutput(_:)`` when the answer holds no card list or only unusable cards.
    static func cards(from value: JSONValue) throws -> [WireCard] {
        let elements: [JSONValue]
        if let list = value["cards"]?.arrayValue {
            elements = list
        } else if let list = value.arrayValue {
            elements = list
        } else if value["question"] != nil {
            elements = [value]
        } else {
            throw GenerationError.malformedOutput("the answer held no list of cards")
        }
        let cards = elements.compactMap { try? $0.decode(as: WireCard.self) }
        if cards.isEmpty, !elements.isEmpty {
            throw GenerationError.malformedOutput("no card in the answer had the required fields")
        }
        return cards
    }
}

extension PromptBuilder {
    /// Drafts from a model's cards: each cited sentence number becomes the card's source (page, paragraph, sentence,
    /// quote); cards citing no sentence of the chunk, or lacking a question or answer, are dropped.
    ///
    /// - Parameters:
    ///   - cards: The model's cards.
    ///   - engine: The engine name stored on each draft.
    ///   - limit: The most drafts to return.
    func drafts(from cards: [WireCard], engine: String, limit: Int) -> [CardDraft] {
        var drafts: [CardDraft] = []
        for card in cards where drafts.count < limit {
            guard let cited = sentence(numbered: card.sentenceIndex) else { continue }
            let question = card.question.trimmed
            let answer = card.answer.trimmed
            guard !question.isEmpty, !answer.isEmpty else { continue }
            drafts.append(
                CardDraft(
                    kind: .basic, question: question, answer: answer, explanation: card.explanation.trimmed,
                    distractors: card.distractors.map(\.trimmed).filter { !$0.isEmpty },
                    source: cited.source(in: chunk), engine: engine))
        }
        return drafts
    }
}

extension GenerationError {
    /// The message without the sentence around it, for reasons shown elsewhere.
    var detail: String {
        switch self {
        case .keyRejected(let status, let message): "key rejected (\(status)): \(message)"
        case .badRequest(let message), .unavailable(let message), .notAnswering(let message),
            .malformedOutput(let message):
            message
        case .allowanceExhausted(let limit): "allowance of \(limit) cards used up"
        }
    }
}
