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
    /// Runs before Ctrl-Z stops the process: the screen gives the shell its own screen back.
    public var onSuspend: (() -> Void)?
    /// Runs once `fg` has resumed the process: the screen is drawn again.
    public var onResume: (() -> Void)?

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
        /// Ctrl-C on a terminal: the command stops and exits 130.
        case interrupt
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
            case 0x03: return isTerminal ? .interrupt : .character("q")
            case 0x1A where isTerminal: suspend()
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

    /// A key of a line being edited on a terminal.
    public enum EditingKey: Equatable, Sendable {
        /// Text to insert.
        case text(String)
        /// Enter.
        case enter
        /// Backspace: the character before the cursor.
        case backspace
        /// Delete: the character under the cursor.
        case delete
        /// Left arrow, or Ctrl-B.
        case left
        /// Right arrow, or Ctrl-F.
        case right
        /// Home, or Ctrl-A.
        case home
        /// End, or Ctrl-E.
        case lineEnd
        /// Ctrl-U: everything before the cursor.
        case deleteToStart
        /// Ctrl-K: everything from the cursor on.
        case deleteToEnd
        /// Ctrl-W: the word before the cursor.
        case deleteWord
        /// Ctrl-D: the end of input on an empty line, else the character under the cursor; or the input ended.
        case end
        /// Ctrl-C.
        case interrupt
        /// A key that does nothing here (other control keys, up and down, function keys).
        case ignored
    }

    /// Reads one key of a line being edited, in raw mode; Ctrl-Z suspends Cardbox as at a shell prompt.
    public func readEditingKey() -> EditingKey {
        enterRawMode()
        while pending.isEmpty {
            if reachedEnd { return .end }
            fill()
        }
        let byte = pending.removeFirst()
        switch byte {
        case 0x0A, 0x0D: return .enter
        case 0x7F, 0x08: return .backspace
        case 0x01: return .home
        case 0x02: return .left
        case 0x03: return .interrupt
        case 0x04: return .end
        case 0x05: return .lineEnd
        case 0x06: return .right
        case 0x0B: return .deleteToEnd
        case 0x15: return .deleteToStart
        case 0x17: return .deleteWord
        case 0x1A:
            suspend()
            return .ignored
        case 0x1B: return readEscapeSequence()
        case 0x00..<0x20: return .ignored
        default:
            var bytes = [byte]
            while let next = pending.first, next & 0xC0 == 0x80 { bytes.append(pending.removeFirst()) }
            return .text(String(decoding: bytes, as: UTF8.self))
        }
    }

    /// The key an escape sequence stands for (`ESC [ D`, `ESC O H`, `ESC [ 3 ~` and the like).
    private func readEscapeSequence() -> EditingKey {
        if pending.isEmpty, !waitForInput(0.05) { return .ignored }
        if pending.isEmpty { fill() }
        guard let introducer = pending.first, introducer == 0x5B || introducer == 0x4F else { return .ignored }
        pending.removeFirst()
        var parameters: [UInt8] = []
        while true {
            if pending.isEmpty {
                guard waitForInput(0.05) else { return .ignored }
                fill()
                if pending.isEmpty { return .ignored }
            }
            let byte = pending.removeFirst()
            guard (0x30...0x3F).contains(byte) else {
                switch (byte, String(decoding: parameters, as: UTF8.self)) {
                case (0x44, _): return .left
                case (0x43, _): return .right
                case (0x48, _), (0x7E, "1"), (0x7E, "7"): return .home
                case (0x46, _), (0x7E, "4"), (0x7E, "8"): return .lineEnd
                case (0x7E, "3"): return .delete
                default: return .ignored
                }
            }
            parameters.append(byte)
        }
    }

    /// Ctrl-Z: stops Cardbox as the terminal's own Ctrl-Z would, with the terminal back in its own mode.
    ///
    /// `fg` resumes it in raw mode again. The signal's default action, stopping, is put in place and
    /// the signal unblocked for the moment, even when Cardbox was started with it ignored or blocked; where no shell
    /// could resume it (an orphaned process group) the kernel does not stop it.
    private func suspend() {
        let wasRaw = savedMode != nil
        onSuspend?()
        restore()
        let previous = signal(SIGTSTP, SIG_DFL)
        var stop = sigset_t()
        sigemptyset(&stop)
        sigaddset(&stop, SIGTSTP)
        var mask = sigset_t()
        pthread_sigmask(SIG_UNBLOCK, &stop, &mask)
        kill(0, SIGTSTP)
        pthread_sigmask(SIG_SETMASK, &mask, nil)
        signal(SIGTSTP, previous)
        if wasRaw { enterRawMode() }
        onResume?()
    }

    /// Restores the terminal's original mode.
    public func restore() {
        guard var mode = savedMode else { return }
        tcsetattr(descriptor, TCSANOW, &mode)
        savedMode = nil
    }

    /// Puts the terminal in raw mode (no echo, keys one by one) until `restore()`; reading a key does it too, but a
    /// prompt enters it before it is shown, so that keys typed the moment it appears are neither echoed nor lost.
    public func enterRawMode() {
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
