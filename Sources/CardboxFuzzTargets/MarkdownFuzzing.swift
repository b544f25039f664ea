import CardboxCore

/// The properties of the card text parser and the code highlighter under any input.
///
/// Whatever a field says, reading it gives the same result twice, every link points to an allowed address, nesting
/// stays within its limits, and a highlighted code block gives back its code exactly. Outside code fences (whose
/// info string may be dropped), every `<` and `>` of the input is still in the plain text: markup-like text is shown,
/// never lost and never made up.
enum MarkdownFuzzing {
    static func problems(with input: [UInt8]) -> [String] {
        let source = String(decoding: input, as: UTF8.self)
        let text = CardText(parsing: source)
        var problems: [String] = []
        if CardText(parsing: source) != text { problems.append("two readings of one text differ") }
        var inspector = Inspector()
        inspector.visit(text.blocks, depth: 0)
        problems += inspector.problems
        if !source.contains("```") && !source.contains("~~~") {
            let plain = text.plainText
            for bracket: Character in ["<", ">"] where count(bracket, in: plain) != count(bracket, in: source) {
                problems.append("the plain text does not keep every '\(bracket)'")
            }
        }
        return problems
    }

    static func count(_ character: Character, in text: String) -> Int {
        text.reduce(0) { $0 + ($1 == character ? 1 : 0) }
    }

    /// Walks the parsed text and notes each broken property.
    struct Inspector {
        var problems: [String] = []

        mutating func visit(_ blocks: [CardTextBlock], depth: Int) {
            if depth > 8 { problems.append("lists nest \(depth) deep") }
            for block in blocks {
                switch block {
                case .paragraph(let inlines): visit(inlines, depth: 0)
                case .code(let language, let code):
                    if let language = language.flatMap(CodeLanguage.init(named:)) {
                        let tokens = CodeHighlighter.tokens(of: code, language: language)
                        if tokens.map(\.text).joined() != code {
                            problems.append("highlighting \(language.name) changes the code")
                        }
                    }
                case .bulletList(let items), .numberedList(_, let items):
                    for item in items { visit(item, depth: depth + 1) }
                case .displayMath(let source):
                    if source.isEmpty { problems.append("empty display maths") }
                case .table(let table):
                    if table.alignments.count != table.header.count || table.header.isEmpty {
                        problems.append("a table whose alignments do not match its columns")
                    }
                    if table.rows.contains(where: { $0.count != table.header.count }) {
                        problems.append("a table row with the wrong number of cells")
                    }
                    for row in table.allRows { for cell in row { visit(cell, depth: 0) } }
                }
            }
        }

        mutating func visit(_ inlines: [CardTextInline], depth: Int) {
            if depth > 12 { problems.append("emphasis nests \(depth) deep") }
            for inline in inlines {
                switch inline {
                case .emphasis(let inner), .strong(let inner): visit(inner, depth: depth + 1)
                case .link(let destination, let label):
                    if !LinkAddress.isAllowed(destination) { problems.append("a link to a refused address") }
                    visit(label, depth: depth + 1)
                case .media(let reference):
                    if CardMediaReference(address: reference.address, label: reference.label) != reference {
                        problems.append("a media reference that does not read back")
                    }
                case .ruby(let base, let reading):
                    if base.isEmpty || reading.isEmpty || !base.contains(where: { !$0.isASCII }) {
                        problems.append("ruby without a base beyond ASCII or a reading")
                    }
                case .text, .code, .lineBreak, .math: break
                }
            }
        }
    }
}
