import CardboxCore

/// A card as text to edit in the user's editor.
///
/// The fields are `Front:`, `Back:`, `Explanation:`, `Category:`, `Tags:` and one `Wrong:` per wrong answer. A field
/// runs on over the lines after its label until the next label, so code and lists keep their lines;
/// lines starting with `#` before the first label are instructions and are ignored.
enum CardEditText {
    private static let labels = ["front", "back", "explanation", "category", "tags", "wrong"]

    static func render(_ content: CardContent) -> String {
        var lines = [
            "# Edit the card, save and close the editor. A field goes on until the next label.",
            "# A card needs a Front and a Back; without them it stays as it was.",
            "Front: \(content.front)", "Back: \(content.back)", "Explanation: \(content.explanation)",
            "Category: \(content.category)", "Tags: \(content.tags.joined(separator: ", "))",
        ]
        lines += content.distractors.map { "Wrong: \($0)" }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `content` with the fields in `text`; a field left out keeps its value, and the `Wrong:` lines together are the
    /// wrong answers (none when there are none).
    static func parse(_ text: String, into content: CardContent) -> CardContent {
        var fields: [(label: String, lines: [Substring])] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if let colon = line.firstIndex(of: ":"), labels.contains(line[..<colon].lowercased()) {
                let rest = line[line.index(after: colon)...]
                fields.append((line[..<colon].lowercased(), [rest.first == " " ? rest.dropFirst() : rest]))
            } else if !fields.isEmpty {
                fields[fields.count - 1].lines.append(line)
            }
        }
        var edited = content
        var wrong: [String] = []
        for (label, lines) in fields {
            let value = lines.joined(separator: "\n").trimmed
            switch label {
            case "front": edited.front = value
            case "back": edited.back = value
            case "explanation": edited.explanation = value
            case "category": edited.category = value
            case "tags": edited.tags = value.split(separator: ",").map { String($0).trimmed }.filter { !$0.isEmpty }
            default: if !value.isEmpty { wrong.append(value) }
            }
        }
        edited.distractors = wrong
        return edited
    }
}
