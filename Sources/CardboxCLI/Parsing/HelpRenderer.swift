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

    /// The help page for `spec`, reached by `path`.
    public func help(for spec: CommandSpec, path: [String]) -> String {
        var sections: [String] = []
        sections.append("OVERVIEW: " + wrap(spec.abstract, indent: 10, firstIndent: 10))
        if let discussion = spec.discussion {
            sections.append(
                discussion.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).map {
                    wrap($0, indent: 0, firstIndent: 0)
                }.joined(separator: "\n"))
        }
        sections.append("USAGE: " + usage(for: spec, path: path))
        if !spec.arguments.isEmpty {
            sections.append(
                "ARGUMENTS:\n" + spec.arguments.map { entry("<\($0.name)>", $0.help) }.joined(separator: "\n"))
        }
        sections.append("OPTIONS:\n" + spec.allOptions.map { entry($0.label, $0.help) }.joined(separator: "\n"))
        if !spec.subcommands.isEmpty {
            sections.append(
                "SUBCOMMANDS:\n" + spec.subcommands.map { entry($0.name, $0.abstract) }.joined(separator: "\n")
                    + "\n\n  See '\(([programName] + path).joined(separator: " ")) help <subcommand>' for detailed help."
            )
        }
        return sections.joined(separator: "\n\n") + "\n"
    }

    /// The usage line, such as `cardbox card list --deck <name> [--json]`.
    public func usage(for spec: CommandSpec, path: [String]) -> String {
        var parts = [programName] + path
        if !spec.subcommands.isEmpty {
            parts.append("<subcommand>")
            return parts.joined(separator: " ")
        }
        for option in spec.options {
            let value = option.valueName.map { " <\($0)>" } ?? ""
            let name = option.isNegatable ? "--[no-]\(option.long)" : "--\(option.long)"
            parts.append("[\(name)\(value)]" + (option.isRepeatable ? " ..." : ""))
        }
        for argument in spec.arguments {
            var text = "<\(argument.name)>" + (argument.isVariadic ? " ..." : "")
            if argument.isOptional || argument.isVariadic { text = "[\(text)]" }
            parts.append(text)
        }
        // Wrap between parts only: "[--deck <name>]" stays on one line.
        let glued = parts.map { $0.replacingOccurrences(of: " ", with: "\u{00A0}") }
        return wrap(glued.joined(separator: " "), indent: 7, firstIndent: 7)
            .replacingOccurrences(of: "\u{00A0}", with: " ")
    }

    private func entry(_ label: String, _ help: String) -> String {
        let lead = "  " + label
        if lead.count < Self.descriptionColumn - 1 {
            let padded = lead + String(repeating: " ", count: Self.descriptionColumn - lead.count)
            return padded + wrap(help, indent: Self.descriptionColumn, firstIndent: Self.descriptionColumn)
        }
        return lead + "\n" + String(repeating: " ", count: Self.descriptionColumn)
            + wrap(help, indent: Self.descriptionColumn, firstIndent: Self.descriptionColumn)
    }

    /// Wraps `text` so no line passes `width`; continuation lines are indented by `indent`.
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
