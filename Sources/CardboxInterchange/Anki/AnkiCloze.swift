/// Anki's cloze deletions, `{{c1::answer}}` or `{{c1::answer::hint}}`, nested or not.
///
/// Each number makes one card: on it, that number's deletions are hidden (`[...]`, or `[hint]`) and the others shown.
/// A marker that never closes is left as the text it is, and makes no card.
///
/// ```swift
/// AnkiCloze.render("{{c1::Paris}} is in {{c2::France}}", number: 1, isAnswer: false)  // "[...] is in France"
/// AnkiCloze.answers(in: "{{c1::Paris}} is in {{c2::France}}", number: 2)               // ["France"]
/// ```
enum AnkiCloze {
    /// One part of a cloze text.
    private indirect enum Part {
        case text(Substring)
        case deletion(number: Int, body: [Part], hint: String?)
    }

    /// The cloze numbers `text` uses, in ascending order.
    static func numbers(in text: String) -> [Int] {
        var numbers: Set<Int> = []
        func collect(_ parts: [Part]) {
            for case .deletion(let number, let body, _) in parts {
                numbers.insert(number)
                collect(body)
            }
        }
        collect(parse(text[...]).parts)
        return numbers.sorted()
    }

    /// `text` as card `number` shows it: on the question its deletions hidden (as `placeholder`, when given, instead of
    /// `[...]` or the hint), on the answer shown in bold.
    static func render(_ text: String, number: Int, isAnswer: Bool, placeholder: String? = nil) -> String {
        render(parse(text[...]).parts, number: number, isAnswer: isAnswer, placeholder: placeholder)
    }

    /// The hidden text of card `number`'s deletions, in order, without markup.
    static func answers(in text: String, number: Int) -> [String] {
        var answers: [String] = []
        func collect(_ parts: [Part]) {
            for case .deletion(let found, let body, _) in parts {
                if found == number {
                    answers.append(render(body, number: 0, isAnswer: true))
                } else {
                    collect(body)
                }
            }
        }
        collect(parse(text[...]).parts)
        return answers
    }

    /// Whether `text` holds a cloze opening that never closes.
    static func hasUnclosedMarker(_ text: String) -> Bool { parse(text[...]).unclosed }

    private static func render(_ parts: [Part], number: Int, isAnswer: Bool, placeholder: String? = nil) -> String {
        parts.map { part in
            switch part {
            case .text(let text): String(text)
            case .deletion(let found, let body, let hint):
                if found == number {
                    isAnswer
                        ? "<b>\(render(body, number: number, isAnswer: true))</b>"
                        : placeholder ?? "[\(hint ?? "...")]"
                } else {
                    render(body, number: number, isAnswer: isAnswer, placeholder: placeholder)
                }
            }
        }.joined()
    }

    /// Parses `text` into parts, stopping at an unmatched `}}` when `nested`.
    private static func parse(
        _ text: Substring, nested: Bool = false
    ) -> (parts: [Part], rest: Substring, unclosed: Bool) {
        var parts: [Part] = []
        var rest = text
        var plainStart = rest.startIndex
        var unclosed = false
        while !rest.isEmpty {
            if nested && rest.hasPrefix("}}") {
                if plainStart < rest.startIndex { parts.append(.text(text[plainStart..<rest.startIndex])) }
                return (parts, rest, unclosed)
            }
            if let (number, bodyStart) = opening(at: rest) {
                let inner = parse(rest[bodyStart...], nested: true)
                unclosed = unclosed || inner.unclosed
                if inner.rest.hasPrefix("}}") {
                    if plainStart < rest.startIndex { parts.append(.text(text[plainStart..<rest.startIndex])) }
                    var body = inner.parts
                    var hint: String?
                    if case .text(let last)? = body.last, let separator = last.ranges(of: "::").last {
                        hint = String(last[separator.upperBound...])
                        body[body.count - 1] = .text(last[..<separator.lowerBound])
                    }
                    parts.append(.deletion(number: number, body: body, hint: hint))
                    rest = inner.rest.dropFirst(2)
                    plainStart = rest.startIndex
                    continue
                }
                unclosed = true
            }
            rest = rest.dropFirst()
        }
        if plainStart < rest.endIndex || plainStart < text.endIndex {
            parts.append(.text(text[plainStart..<text.endIndex]))
        }
        return (parts, rest, unclosed)
    }

    /// The number of a `{{cN::` opening at the front of `text`, and where its body starts.
    private static func opening(at text: Substring) -> (Int, Substring.Index)? {
        guard text.hasPrefix("{{c") || text.hasPrefix("{{C") else { return nil }
        let digits = text.dropFirst(3).prefix { $0.isASCII && $0.isNumber }
        guard !digits.isEmpty, let number = Int(digits), number > 0, number < 10_000 else { return nil }
        let after = text[digits.endIndex...]
        guard after.hasPrefix("::") else { return nil }
        return (number, after.index(after.startIndex, offsetBy: 2))
    }
}

/// Anki's furigana notation, `漢字[かんじ]`, where a space marks where the base text starts.
enum AnkiRuby {
    /// The base text with its reading above it, as HTML ruby: `<ruby>漢字<rt>かんじ</rt></ruby>`.
    static func furigana(_ text: String) -> String { transform(text) { "<ruby>\($0)<rt>\($1)</rt></ruby>" } }
    /// The readings alone.
    static func kana(_ text: String) -> String { transform(text) { $1 } }
    /// The base text alone.
    static func kanji(_ text: String) -> String { transform(text) { base, _ in base } }

    private static func transform(_ text: String, _ join: (String, String) -> String) -> String {
        guard text.contains("[") else { return text }
        var output = ""
        var base = ""
        var rest = text[...]
        while let character = rest.first {
            if character == "[", let close = rest.firstIndex(of: "]") {
                let reading = String(rest[rest.index(after: rest.startIndex)..<close])
                output += join(base, reading)
                base = ""
                rest = rest[rest.index(after: close)...]
                continue
            }
            if character == " " {
                output += base
                base = ""
            } else {
                base.append(character)
            }
            rest = rest.dropFirst()
        }
        return output + base
    }
}
