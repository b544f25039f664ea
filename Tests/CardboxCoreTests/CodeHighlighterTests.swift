import CardboxCore
import Testing

/// The code highlighter: keywords, strings, comments, numbers and types per language, and nothing lost.
@Suite struct CodeHighlighterTests {
    typealias Token = CodeHighlighter.Token

    func kinds(_ source: String, _ language: CodeLanguage) -> [String: CodeHighlighter.Kind] {
        var result: [String: CodeHighlighter.Kind] = [:]
        for token in CodeHighlighter.tokens(of: source, language: language) where token.kind != .plain {
            result[token.text] = token.kind
        }
        return result
    }

    @Test func swiftTokens() {
        let source = "@MainActor func f(_ x: Int) -> String { let s = \"a\\\"b\" // note\n return 0x1F }"
        #expect(
            CodeHighlighter.tokens(of: source, language: .swift) == [
                Token(.keyword, "@MainActor"), Token(.plain, " "), Token(.keyword, "func"), Token(.plain, " f(_ x: "),
                Token(.type, "Int"), Token(.plain, ") -> "), Token(.type, "String"), Token(.plain, " { "),
                Token(.keyword, "let"), Token(.plain, " s = "), Token(.string, "\"a\\\"b\""), Token(.plain, " "),
                Token(.comment, "// note"), Token(.plain, "\n "), Token(.keyword, "return"), Token(.plain, " "),
                Token(.number, "0x1F"), Token(.plain, " }"),
            ])
        #expect(
            kinds("let s = \"\"\"\nmulti \"line\"\n\"\"\" /* block */", .swift)["\"\"\"\nmulti \"line\"\n\"\"\""]
                == .string)
        #expect(kinds("for i in 1...5 {}", .swift)["1"] == .number)
        #expect(kinds("for i in 1...5 {}", .swift)["5"] == .number)
    }

    @Test func pythonTokens() {
        let found = kinds("def f(x: int) -> None:\n    return 'a' + \"\"\"doc\"\"\"  # c\n@cache", .python)
        #expect(found["def"] == .keyword)
        #expect(found["None"] == .keyword)
        #expect(found["int"] == .type)
        #expect(found["'a'"] == .string)
        #expect(found["\"\"\"doc\"\"\""] == .string)
        #expect(found["# c"] == .comment)
        #expect(found["@cache"] == .keyword)
    }

    @Test func javascriptTokens() {
        let found = kinds("const m = new Map(); // c\nlet t = `a ${b}`; /* x */ 3.5", .javascript)
        #expect(found["const"] == .keyword)
        #expect(found["Map"] == .type)
        #expect(found["// c"] == .comment)
        #expect(found["`a ${b}`"] == .string)
        #expect(found["/* x */"] == .comment)
        #expect(found["3.5"] == .number)
    }

    @Test func sqlKeywordsInAnyCase() {
        let found = kinds("select id FROM card WHERE front = 'it''s' -- c\nCREATE TABLE t (n INTEGER)", .sql)
        #expect(found["select"] == .keyword)
        #expect(found["FROM"] == .keyword)
        #expect(found["'it''s'"] == .string)
        #expect(found["-- c"] == .comment)
        #expect(found["INTEGER"] == .type)
    }

    @Test func shellCommentsStartAWord() {
        let found = kinds("echo \"$HOME\" # c\nls a#b", .shell)
        #expect(found["echo"] == .keyword)
        #expect(found["\"$HOME\""] == .string)
        #expect(found["# c"] == .comment)
        #expect(found["#b"] == nil)
    }

    @Test func cTokens() {
        let found = kinds("#include <stdio.h>\nint main(void) { return 0; /* done */ }", .c)
        #expect(found["#include"] == .keyword)
        #expect(found["int"] == .type)
        #expect(found["return"] == .keyword)
        #expect(found["0"] == .number)
        #expect(found["/* done */"] == .comment)
    }

    @Test(arguments: ["swift", "Python", "py", "js", "TypeScript", "sql", "bash", "sh", "c"])
    func languagesAreFoundByTheirUsualNames(_ name: String) {
        #expect(CodeLanguage(named: name) != nil)
    }

    @Test func unknownLanguagesAreNotHighlighted() {
        #expect(CodeLanguage(named: "cobol") == nil)
    }

    @Test(arguments: [
        "\"unterminated", "/* open", "'''", "\\", "0x", "a\"b\\", "\"\"\"\n\\", "@", "#", "`", "1.", ".5",
    ])
    func tokensGiveTheSourceBack(_ source: String) {
        for language in [CodeLanguage.swift, .python, .javascript, .sql, .shell, .c] {
            let tokens = CodeHighlighter.tokens(of: source, language: language)
            #expect(tokens.map(\.text).joined() == source, "\(language.name): \(source)")
        }
    }
}
