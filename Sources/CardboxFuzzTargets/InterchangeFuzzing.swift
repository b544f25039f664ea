import CardboxInterchange

/// The properties of the readers of other programs' files under any input: spreadsheet text, protobuf messages and
/// Anki templates.
enum InterchangeFuzzing {
    /// Records read from any text are written back (every field quoted) and read again as the same fields; lines
    /// only grow, no field is over the limit, and no record ends in an empty field.
    static func spreadsheetProblems(with input: [UInt8]) -> [String] {
        guard let text = try? DelimitedText(reading: input) else { return [] }
        var problems: [String] = []
        var line = 0
        for record in text.records {
            if record.line < line { problems.append("record lines go backwards") }
            line = record.line
            if record.fields.last?.isEmpty ?? true { problems.append("a record is empty or ends in an empty field") }
            if record.fields.contains(where: { $0.count > DelimitedText.maximumFieldLength }) {
                problems.append("a field is longer than the limit")
            }
        }
        let separator = String(Character(text.separator))
        let written = text.records.map { record in
            record.fields.map { field in
                var quoted = String.UnicodeScalarView()
                for scalar in field.unicodeScalars {
                    quoted.append(scalar)
                    if scalar == "\"" { quoted.append("\"") }
                }
                return "\"" + String(quoted) + "\""
            }.joined(separator: separator)
        }.joined(separator: "\n")
        guard let again = try? DelimitedText(reading: Array(written.utf8), separator: text.separator) else {
            return problems + ["records written back cannot be read again"]
        }
        if again.records.map(\.fields) != text.records.map(\.fields) {
            problems.append("records written back read differently")
        }
        return problems
    }

    /// A message read from any bytes, sent twice in a row, reads as its fields twice: protobuf's concatenation rule.
    static func protobufProblems(with input: [UInt8]) -> [String] {
        guard let fields = try? ProtobufReader.fields(of: input) else { return [] }
        guard let twice = try? ProtobufReader.fields(of: input + input) else {
            return ["a message that reads does not read twice in a row"]
        }
        return twice == fields + fields ? [] : ["a message twice in a row reads as other fields"]
    }

    /// Any template renders without failing: text without `{{` renders as itself, and with every field empty the
    /// output is never longer than the template.
    static func templateProblems(with input: [UInt8]) -> [String] {
        let source = String(decoding: input, as: UTF8.self)
        let template = AnkiTemplate(source)
        var problems: [String] = []
        let empty = template.render(AnkiTemplate.Context(fields: [:]))
        if !source.contains("{{") && empty.html != source { problems.append("plain text does not render as itself") }
        if empty.html.count > source.count { problems.append("empty fields made the output longer") }
        // A field's own text is not read as template markup.
        let marked = template.render(AnkiTemplate.Context(fields: ["Front": "{{Back}}"]))
        if source == "{{Front}}" && marked.html != "{{Back}}" { problems.append("a field's text was rendered again") }
        return problems
    }
}
