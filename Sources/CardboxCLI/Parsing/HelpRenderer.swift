import Foundation

/// Renders help text: OVERVIEW, USAGE, ARGUMENTS, OPTIONS and SUBCOMMANDS, with descriptions at column 26,
/// wrapped to the terminal width.
public struct HelpRenderer: Sendable {
    /// The program name.
    public var programName: String
    /// The width to wrap at.
    public var width: Int
    /// The column descriptions start at.
    public static let descriptionColumn = 26

    /// Creates a renderer.
    public init(programName: String = "cardbox", width: Int = 80) {
        self.programName = programName
        self.width = max(40, width)
    }

    /// The help page for `command`, reached by `path`.
    public func help(for command: Command, path: [String]) -> String {
        let spec = command.spec
        var sections: [String] = []
        sections.append("OVERVIEW: " + wrap(spec.abstract, indent: 10, firstIndent: 10))
        if let discussion = spec.discussion { sections.append(reflow(discussion)) }
        sections.append("USAGE: " + usage(for: command, path: path))
        if !spec.arguments.isEmpty {
            sections.append(
                "ARGUMENTS:\n" + spec.arguments.map { entry("<\($0.name)>", $0.help) }.joined(separator: "\n"))
        }
        let options = spec.allOptions + (path.isEmpty ? [.version] : [])
        sections.append("OPTIONS:\n" + options.map { entry($0.label, $0.helpWithDefault) }.joined(separator: "\n"))
        if !command.subcommands.isEmpty {
            sections.append(
                "SUBCOMMANDS:\n" + command.subcommands.map { entry($0.name, $0.spec.abstract) }.joined(separator: "\n")
                    + "\n\n  " + seeHelp(path: path))
        }
        return sections.joined(separator: "\n\n") + "\n"
    }

    /// The usage line, such as `cardbox card list --deck <name> [--json]`: optional parts in brackets.
    public func usage(for command: Command, path: [String]) -> String {
        var parts = [programName] + path
        if !command.subcommands.isEmpty {
            parts.append("<subcommand>")
            return parts.joined(separator: " ")
        }
        for option in command.spec.options {
            let text = option.usageLabel + (option.isRepeatable ? " ..." : "")
            parts.append(option.isRequired ? text : "[\(text)]")
        }
        for argument in command.spec.arguments {
            parts.append(argument.isOptional ? "[\(argument.label)]" : argument.label)
        }
        // Wrap between parts only: "[--deck <name>]" stays on one line.
        let glued = parts.map { $0.replacingOccurrences(of: " ", with: "\u{00A0}") }
        return wrap(glued.joined(separator: " "), indent: 7, firstIndent: 7)
            .replacingOccurrences(of: "\u{00A0}", with: " ")
    }

    /// "See 'cardbox deck help <subcommand>' for detailed help.", wrapped without breaking the quoted command.
    private func seeHelp(path: [String]) -> String {
        let invocation = ([programName] + path + ["help", "<subcommand>"]).joined(separator: "\u{00A0}")
        return wrap("See '\(invocation)' for detailed help.", indent: 2, firstIndent: 2)
            .replacingOccurrences(of: "\u{00A0}", with: " ")
    }

    private func entry(_ label: String, _ help: String) -> String {
        let lead = "  " + label
        let description = wrap(help, indent: Self.descriptionColumn, firstIndent: Self.descriptionColumn)
        if lead.count < Self.descriptionColumn - 1 {
            return lead + String(repeating: " ", count: Self.descriptionColumn - lead.count) + description
        }
        return lead + "\n" + String(repeating: " ", count: Self.descriptionColumn) + description
    }

    /// A discussion rewrapped to the width: the lines of a paragraph are joined and wrapped again, a line that
    /// starts with a space (an example) is kept as written, and blank lines stay between paragraphs.
    func reflow(_ discussion: String) -> String {
        var output: [String] = []
        var paragraph: [String] = []
        func flush() {
            if !paragraph.isEmpty { output.append(wrap(paragraph.joined(separator: " "), indent: 0, firstIndent: 0)) }
            paragraph = []
        }
        for line in discussion.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.allSatisfy(\.isWhitespace) {
                flush()
                output.append("")
            } else if line.first?.isWhitespace == true {
                flush()
                output.append(String(line))
            } else {
                paragraph.append(line.trimmingCharacters(in: .whitespaces))
            }
        }
        flush()
        return output.joined(separator: "\n")
    }

    /// Wraps `text` at spaces so no line passes `width` (unless one word is longer); the first line starts at
    /// column `firstIndent` and continuation lines are indented by `indent`.
    func wrap(_ text: String, indent: Int, firstIndent: Int) -> String {
        var lines: [String] = []
        var line = ""
        var column = firstIndent
        for word in text.split(separator: " ") {
            if !line.isEmpty, column + 1 + word.count > width {
                lines.append(line)
                line = ""
                column = indent
            }
            if !line.isEmpty {
                line += " "
                column += 1
            }
            line += word
            column += word.count
        }
        lines.append(line)
        return lines.joined(separator: "\n" + String(repeating: " ", count: indent))
    }
}
