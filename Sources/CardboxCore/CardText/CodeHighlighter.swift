/// Cuts source code into coloured pieces: keywords, strings, comments, numbers and types.
///
/// One small tokenizer serves every ``CodeLanguage``: it reads comments, strings, numbers and words left to right,
/// and the language says which markers and words mean what. Reading the tokens' texts in order gives the source
/// back exactly. The work is linear in the length of the source.
public enum CodeHighlighter {
    /// What a piece of code is.
    public enum Kind: String, Sendable, Equatable, CaseIterable {
        /// Anything else: names, operators, spaces.
        case plain
        /// A keyword, an attribute or a directive.
        case keyword
        /// A string or character literal.
        case string
        /// A comment.
        case comment
        /// A number literal.
        case number
        /// A type name.
        case type
    }

    /// A run of source characters of one kind.
    public struct Token: Sendable, Equatable {
        /// What the run is.
        public var kind: Kind
        /// The characters.
        public var text: String

        /// Creates a token.
        public init(_ kind: Kind, _ text: String) {
            self.kind = kind
            self.text = text
        }
    }

    /// The pieces of `source` read as `language`; neighbouring pieces of one kind are joined.
    public static func tokens(of source: String, language: CodeLanguage) -> [Token] {
        var reader = Reader(text: Array(source), language: language)
        reader.read()
        return reader.tokens
    }

    private struct Reader {
        let text: [Character]
        let language: CodeLanguage
        var tokens: [Token] = []
        var index = 0

        init(text: [Character], language: CodeLanguage) {
            self.text = text
            self.language = language
        }

        mutating func read() {
            while index < text.count {
                let start = index
                let kind = readOne()
                if index == start { index += 1 }
                append(kind, String(text[start..<index]))
            }
        }

        mutating func append(_ kind: Kind, _ piece: String) {
            if let last = tokens.last, last.kind == kind {
                tokens[tokens.count - 1].text += piece
            } else {
                tokens.append(Token(kind, piece))
            }
        }

        /// Reads one token from `index` and says what it was.
        mutating func readOne() -> Kind {
            let character = text[index]
            for marker in language.lineComments where starts(with: marker) && commentMayStart() {
                while index < text.count, text[index] != "\n" { index += 1 }
                return .comment
            }
            if let block = language.blockComment, starts(with: block.open) {
                index += block.open.count
                skip(past: block.close)
                return .comment
            }
            for quote in language.multilineQuotes where starts(with: quote) {
                index += quote.count
                skip(past: quote, escapes: true)
                return .string
            }
            if language.quotes.contains(character) {
                index += 1
                while index < text.count, text[index] != character, text[index] != "\n" {
                    index += text[index] == "\\" ? 2 : 1
                }
                if index < text.count, text[index] == character { index += 1 }
                index = min(index, text.count)
                return .string
            }
            if character.isASCII && character.isNumber && !previousIsWordCharacter {
                readNumber()
                return .number
            }
            if language.directivePrefixes.contains(character), index + 1 < text.count, text[index + 1].isLetter {
                index += 1
                readWord()
                return .keyword
            }
            if isWordStart(character) {
                let start = index
                readWord()
                return kind(ofWord: String(text[start..<index]))
            }
            return .plain
        }

        func starts(with marker: String) -> Bool {
            var position = index
            for character in marker {
                guard position < text.count, text[position] == character else { return false }
                position += 1
            }
            return true
        }

        /// Whether a comment may start here: in a shell, `#` starts one only at the start of a word.
        func commentMayStart() -> Bool {
            guard language.name == "shell", index > 0 else { return true }
            return text[index - 1].isWhitespace || text[index - 1] == ";"
        }

        var previousIsWordCharacter: Bool {
            index > 0 && (isWordStart(text[index - 1]) || text[index - 1].isNumber)
        }

        func isWordStart(_ character: Character) -> Bool {
            character.isLetter || character == "_" || (character == "$" && language.name == "javascript")
        }

        mutating func readWord() {
            while index < text.count, isWordStart(text[index]) || text[index].isNumber { index += 1 }
        }

        /// Digits, letters (hex digits, exponents, suffixes), underscores and one decimal point before a digit.
        mutating func readNumber() {
            var sawPoint = false
            while index < text.count {
                let character = text[index]
                if character.isLetter || character.isNumber || character == "_" {
                    index += 1
                } else if character == ".", !sawPoint, index + 1 < text.count, text[index + 1].isNumber {
                    sawPoint = true
                    index += 1
                } else {
                    break
                }
            }
        }

        /// Moves past the next `closing`, or to the end.
        mutating func skip(past closing: String, escapes: Bool = false) {
            while index < text.count {
                if escapes, text[index] == "\\" {
                    index += 2
                    continue
                }
                if starts(with: closing) {
                    index += closing.count
                    return
                }
                index += 1
            }
            index = text.count
        }

        func kind(ofWord word: String) -> Kind {
            let key = language.ignoresKeywordCase ? word.lowercased() : word
            if language.keywords.contains(key) { return .keyword }
            if language.builtinTypes.contains(key) { return .type }
            if language.capitalisedNamesAreTypes, let first = word.first, first.isUppercase { return .type }
            return .plain
        }
    }
}
