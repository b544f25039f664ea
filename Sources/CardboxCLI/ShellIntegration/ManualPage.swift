/// The `cardbox(1)` manual page in roff (the `man` macros), generated from the command tree: every command with its
/// usage, description, arguments and options, then the environment, files and exit statuses.
struct ManualPage {
    let root: Command
    let version: String

    var text: String {
        var lines = [
            ".TH CARDBOX 1 \"\" \"cardbox \(version)\" \"User Commands\"",
            ".SH NAME", "cardbox \\- " + Self.escaped(root.spec.abstract),
            ".SH SYNOPSIS", ".B cardbox", ".I command", "[\\fIoptions\\fR] [\\fIarguments\\fR]",
            ".SH DESCRIPTION",
        ]
        lines += paragraphs(root.spec.discussion ?? "")
        lines.append(
            Self.escaped(
                "Every command takes -h or --help. Errors go to standard error with a sysexits(3) status; output "
                    + "meant for programs comes with --json."))
        lines.append(".SH COMMANDS")
        let renderer = HelpRenderer(width: 10_000)
        for entry in CommandPaths(root: root).entries.dropFirst() where entry.command.subcommands.isEmpty {
            lines.append(".SS " + Self.escaped(renderer.usage(for: entry.command, path: entry.path)))
            lines.append(Self.escaped(entry.command.spec.abstract))
            lines += paragraphs(entry.command.spec.discussion ?? "")
            for argument in entry.command.spec.arguments {
                lines += [".TP", "\\fI\(Self.escaped(argument.name))\\fR", Self.escaped(argument.help)]
            }
            for option in entry.command.spec.options {
                let names =
                    (option.short.map { "\\fB\\-\($0)\\fR, " } ?? "") + "\\fB\\-\\-\(Self.escaped(option.long))\\fR"
                let value = option.valueName.map { " \\fI\(Self.escaped($0))\\fR" } ?? ""
                lines += [".TP", names + value, Self.escaped(option.helpWithDefault)]
            }
        }
        lines += [
            ".SH ENVIRONMENT",
            ".TP", "\\fBCARDBOX_HOME\\fR",
            "The data directory (default: $XDG_DATA_HOME/cardbox, or ~/.local/share/cardbox).",
            ".TP", "\\fBCARDBOX_CONFIG\\fR",
            "The config file, which must exist (default: $XDG_CONFIG_HOME/cardbox/config).",
            ".TP", "\\fBCARDBOX_DATABASE\\fR, \\fBCARDBOX_DATABASE_URL\\fR",
            "The SQLite file, or a PostgreSQL URL that replaces it.",
            ".TP", "\\fBVISUAL\\fR, \\fBEDITOR\\fR", "The editor for editing a card (default: vi).",
            ".TP", "\\fBNO_COLOR\\fR", "When set and not empty, no colour.",
            ".SH FILES",
            ".TP", "\\fI~/.config/cardbox/config\\fR",
            Self.escaped("key = value lines; 'cardbox config set KEY VALUE' edits it, 'cardbox config path' names it."),
            ".TP", "\\fI~/.local/share/cardbox/cardbox.sqlite\\fR", "Decks, cards and their history.",
            ".SH EXIT STATUS",
        ]
        let statuses: [(ExitCode, String)] = [
            (.success, "Success."), (.failure, "A failure with no better code."),
            (.usage, "The command line was wrong."), (.dataError, "Input data was wrong."),
            (.noInput, "An input file, deck or card does not exist."),
            (.unavailable, "A needed service is unavailable."),
            (.software, "A bug in Cardbox."), (.cannotCreate, "An output file cannot be created."),
            (.ioError, "Reading or writing failed."), (.protocolError, "A server's answer could not be read."),
            (.noPermission, "Permission denied, such as an encrypted PDF without its password."),
            (.configuration, "The configuration is wrong."), (.interrupted, "Stopped with Ctrl-C."),
        ]
        for (code, meaning) in statuses { lines += [".TP", "\\fB\(code.rawValue)\\fR", meaning] }
        lines += [
            ".SH SEE ALSO", "The guides in the docs folder of the Cardbox source: cli.md, generation.md, server.md.",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    /// A discussion as roff paragraphs: examples (lines starting with a space) kept as written, prose filled.
    private func paragraphs(_ discussion: String) -> [String] {
        guard !discussion.isEmpty else { return [] }
        var lines: [String] = [".PP"]
        for line in discussion.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.isEmpty {
                lines.append(".PP")
            } else if line.first == " " {
                lines += [".nf", Self.escaped(String(line)), ".fi"]
            } else {
                lines.append(Self.escaped(String(line)))
            }
        }
        return lines
    }

    /// Text safe in roff: backslashes and hyphens escaped, characters beyond ASCII as `\[uXXXX]`, a leading period
    /// or quote neutralised.
    static func escaped(_ text: String) -> String {
        var escaped = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": escaped += "\\e"
            case "-": escaped += "\\-"
            case _ where scalar.isASCII: escaped.unicodeScalars.append(scalar)
            default:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                escaped += "\\[u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "]"
            }
        }
        if escaped.first == "." || escaped.first == "'" { escaped = "\\&" + escaped }
        return escaped
    }
}
