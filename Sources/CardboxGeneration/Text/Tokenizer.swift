/// Splits sentences into ``Token``s.
///
/// A word is a run of letters and digits; a hyphen or apostrophe between two letters joins words ("well-known",
/// "cell's"), and a period or comma between two digits stays inside a number ("1,200", "3.5"). Every other
/// non-space character is a punctuation token of its own. Works on Unicode scalars, so token offsets count
/// scalars.
enum Tokenizer {
    /// The tokens of `text`.
    ///
    /// O(n) in the text's length.
    static func tokens(in text: String) -> [Token] {
        tokens(in: Array(text.unicodeScalars))
    }

    /// The tokens of `scalars`.
    ///
    /// O(n) in the number of scalars.
    static func tokens(in scalars: [Unicode.Scalar]) -> [Token] {
        var tokens: [Token] = []
        tokens.reserveCapacity(scalars.count / 5)
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar.isSpace {
                index += 1
                continue
            }
            guard scalar.isWordCharacter else {
                let text = String(scalar)
                tokens.append(Token(text: text, lower: text, kind: .punctuation, start: index, end: index + 1))
                index += 1
                continue
            }
            let start = index
            index += 1
            while index < scalars.count {
                let next = scalars[index]
                if next.isWordCharacter {
                    index += 1
                } else if index + 1 < scalars.count, joins(next, scalars[index - 1], scalars[index + 1]) {
                    index += 2
                } else {
                    break
                }
            }
            let text = String(scalars: scalars[start..<index])
            let kind: Token.Kind = scalar.isDigitLike ? .number : .word
            tokens.append(Token(text: text, lower: text.lowercased(), kind: kind, start: start, end: index))
        }
        return tokens
    }

    /// The number of leading tokens that are a list marker ("•", "1.", "(a)", "b)") or opening punctuation.
    static func leadCount(of tokens: [Token]) -> Int {
        var index = 0
        if tokens.count >= 2, tokens[0].kind == .number || isLetterLabel(tokens[0]),
            tokens[1].text == "." || tokens[1].text == ")"
        {
            index = 2
        } else if tokens.count >= 3, tokens[0].text == "(", tokens[2].text == ")", tokens[1].text.count <= 4 {
            index = 3
        }
        while index < tokens.count, tokens[index].kind == .punctuation, openers.contains(tokens[index].text) {
            index += 1
        }
        return index
    }

    /// Bullets and opening quotes or brackets that may precede a sentence's first word.
    private static let openers: Set<String> = [
        "•", "◦", "▪", "‣", "●", "○", "■", "□", "⁃", "–", "-", "*", "·", "\"", "“", "‘", "'", "(", "[", "«",
    ]

    /// Whether `token` is a single lower-case letter, as in the list label "a)".
    private static func isLetterLabel(_ token: Token) -> Bool {
        token.kind == .word && token.text.count == 1 && token.isLowercaseWord
    }

    /// Whether `joiner` between `before` and `after` keeps them in one token.
    private static func joins(_ joiner: Unicode.Scalar, _ before: Unicode.Scalar, _ after: Unicode.Scalar) -> Bool {
        switch joiner {
        case "-", "'", "’":
            before.isLetterLike && after.isLetterLike || before.isDigitLike && after.isLetterLike && joiner == "-"
        case ".", ",": before.isDigitLike && after.isDigitLike
        default: false
        }
    }
}
