import Foundation

/// Reads single keys and lines from standard input.
///
/// On a terminal it switches to raw mode (no echo, no line buffering) for keys and restores the previous mode
/// afterwards; from a pipe it reads bytes as they come, skipping newlines between keys, so scripts can drive it.
public final class KeyInput {
    private let descriptor: Int32 = STDIN_FILENO
    /// Whether standard input is a terminal.
    public let isTerminal: Bool
    private var savedMode: termios?
    private var pending: [UInt8] = []
    private var reachedEnd = false

    /// Creates the reader.
    public init() {
        isTerminal = isatty(STDIN_FILENO) == 1
    }

    deinit { restore() }

    /// A key: a printable character, Enter, Escape, an arrow, or end of input.
    public enum Key: Equatable, Sendable {
        /// A character.
        case character(Character)
        /// Enter.
        case enter
        /// Escape.
        case escape
        /// Left arrow.
        case left
        /// Right arrow.
        case right
        /// Input ended (Ctrl-D, or a closed pipe).
        case end
    }

    /// Waits for a key; with a timeout (seconds) returns `nil` if none came in time.
    public func readKey(timeout: Double? = nil) -> Key? {
        enterRawMode()
        while true {
            if pending.isEmpty {
                if reachedEnd { return .end }
                if let timeout, !waitForInput(timeout) { return nil }
                fill()
                continue
            }
            let byte = pending.removeFirst()
            switch byte {
            case 0x0A, 0x0D: if isTerminal { return .enter } else { continue }
            case 0x04: return .end
            case 0x03: return .character("q")
            case 0x1B:
                if pending.count >= 2, pending[0] == 0x5B {
                    let code = pending[1]
                    pending.removeFirst(2)
                    if code == 0x44 { return .left }
                    if code == 0x43 { return .right }
                    continue
                }
                return .escape
            default:
                var bytes = [byte]
                while let next = pending.first, next & 0xC0 == 0x80 { bytes.append(pending.removeFirst()) }
                if let character = String(decoding: bytes, as: UTF8.self).first { return .character(character) }
            }
        }
    }

    /// Reads a line of text (echoed on a terminal); `nil` at end of input.
    public func readLine() -> String? {
        restore()
        var bytes: [UInt8] = []
        while true {
            if pending.isEmpty {
                if reachedEnd { return bytes.isEmpty ? nil : String(decoding: bytes, as: UTF8.self) }
                fill()
                continue
            }
            let byte = pending.removeFirst()
            if byte == 0x0A { return String(decoding: bytes, as: UTF8.self) }
            if byte != 0x0D { bytes.append(byte) }
        }
    }

    /// Restores the terminal's original mode.
    public func restore() {
        guard var mode = savedMode else { return }
        tcsetattr(descriptor, TCSANOW, &mode)
        savedMode = nil
    }

    private func enterRawMode() {
        guard isTerminal, savedMode == nil else { return }
        var mode = termios()
        guard tcgetattr(descriptor, &mode) == 0 else { return }
        savedMode = mode
        mode.c_lflag &= ~tcflag_t(ECHO | ICANON | ISIG)
        tcsetattr(descriptor, TCSANOW, &mode)
    }

    private func waitForInput(_ seconds: Double) -> Bool {
        var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        return poll(&poller, 1, Int32(seconds * 1000)) > 0
    }

    private func fill() {
        var buffer = [UInt8](repeating: 0, count: 256)
        let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, 256) }
        if count <= 0 {
            if count < 0 && errno == EINTR { return }
            reachedEnd = true
        } else {
            pending += buffer[0..<count]
        }
    }
}
