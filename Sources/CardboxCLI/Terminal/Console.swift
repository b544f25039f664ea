import Foundation

/// Where a command writes: data to standard output, diagnostics to standard error, unbuffered.
public struct Console: Sendable {
    /// Writes text to standard output.
    public var out: @Sendable (String) -> Void
    /// Writes text to standard error.
    public var err: @Sendable (String) -> Void
    /// Whether standard output is a terminal.
    public var isTerminal: Bool
    /// Whether to use colour (a terminal, and `NO_COLOR` unset).
    public var usesColor: Bool
    /// The terminal width, or 80.
    public var width: Int
    /// Whether the terminal can clear and switch screens (a terminal, and `TERM` is not `dumb`).
    public var drawsScreens: Bool

    /// Creates a console.
    public init(
        out: @escaping @Sendable (String) -> Void, err: @escaping @Sendable (String) -> Void, isTerminal: Bool,
        usesColor: Bool, width: Int, drawsScreens: Bool = false
    ) {
        self.out = out
        self.err = err
        self.isTerminal = isTerminal
        self.usesColor = usesColor
        self.width = width
        self.drawsScreens = drawsScreens
    }

    /// The process's own standard output and error.
    public static func standard(environment: [String: String]) -> Console {
        let isTerminal = isatty(STDOUT_FILENO) == 1
        let width = isTerminal ? terminalColumns() ?? 80 : 80
        let isDumb = environment["TERM"] == "dumb"
        let noColor = !(environment["NO_COLOR"] ?? "").isEmpty || isDumb
        return Console(
            out: { writeAll($0, to: STDOUT_FILENO) }, err: { writeAll($0, to: STDERR_FILENO) }, isTerminal: isTerminal,
            usesColor: isTerminal && !noColor, width: width, drawsScreens: isTerminal && !isDumb
        )
    }

    /// The width of the terminal on standard output now, when it is one that knows its size.
    public static func terminalColumns() -> Int? {
        var size = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }

    /// Writes a line to standard output.
    public func line(_ text: String = "") { out(text + "\n") }

    /// Wraps `text` in an ANSI style when colour is on.
    public func styled(_ text: String, _ style: TextStyle) -> String {
        usesColor ? "\u{1B}[\(style.rawValue)m\(text)\u{1B}[0m" : text
    }

    private static func writeAll(_ text: String, to descriptor: Int32) {
        var text = text
        text.withUTF8 { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = write(descriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return
                }
                offset += written
            }
        }
    }
}

/// ANSI text styles.
public enum TextStyle: String, Sendable {
    /// Bold.
    case bold = "1"
    /// Dim.
    case dim = "2"
    /// Underlined.
    case underline = "4"
    /// Red.
    case red = "31"
    /// Green.
    case green = "32"
    /// Yellow.
    case yellow = "33"
    /// Cyan.
    case cyan = "36"
}
