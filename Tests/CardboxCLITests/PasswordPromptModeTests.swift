import Foundation
import Synchronization
import Testing

@testable import CardboxCLI

/// A password prompt on a real pseudo-terminal: echo is off before the prompt shows, so keys typed the moment it
/// appears are neither shown nor turned into the line discipline's own end-of-file.
@Suite(.serialized, .timeLimit(.minutes(1))) struct PasswordPromptModeTests {
    /// Both ends of a pseudo-terminal, closed together.
    final class PseudoTerminal: Sendable {
        let controller: Int32
        let terminal: Int32

        init() throws {
            // glibc declares these only for _XOPEN_SOURCE, which the Swift module leaves out.
            let process = dlopen(nil, RTLD_NOW)
            func function<F>(_ name: String, as type: F.Type) throws -> F {
                guard let symbol = dlsym(process, name) else { throw POSIXError(.ENOSYS) }
                return unsafeBitCast(symbol, to: type)
            }
            typealias OnDescriptor = @convention(c) (Int32) -> Int32
            let openController = try function("posix_openpt", as: OnDescriptor.self)
            let grant = try function("grantpt", as: OnDescriptor.self)
            let unlock = try function("unlockpt", as: OnDescriptor.self)
            // ptsname_r, not ptsname: the tests run at once, and ptsname's answer is one buffer for the process.
            let name = try function(
                "ptsname_r", as: (@convention(c) (Int32, UnsafeMutablePointer<CChar>, Int) -> Int32).self)
            controller = openController(O_RDWR | O_NOCTTY)
            var path = [CChar](repeating: 0, count: 128)
            guard controller >= 0, grant(controller) == 0, unlock(controller) == 0,
                name(controller, &path, path.count) == 0
            else {
                throw POSIXError(.ENOTTY)
            }
            terminal = open(path, O_RDWR | O_NOCTTY)
            guard terminal >= 0 else { throw POSIXError(.ENOTTY) }
        }

        deinit {
            close(terminal)
            close(controller)
        }

        var echoes: Bool {
            var mode = termios()
            tcgetattr(terminal, &mode)
            return mode.c_lflag & tcflag_t(ECHO) != 0
        }

        func type(_ text: String) {
            _ = text.utf8CString.withUnsafeBytes { write(controller, $0.baseAddress, text.utf8.count) }
        }
    }

    /// Reads one password, typing `keys` at the moment the prompt is written; returns the outcome and whether the
    /// terminal echoed when the prompt was shown.
    func prompt(typing keys: String) throws -> (LineEditor.Outcome, echoedAtPrompt: Bool, restored: Bool) {
        let pty = try PseudoTerminal()
        let echoedAtPrompt = Mutex<Bool?>(nil)
        let console = Console(
            out: { _ in },
            err: { text in
                guard text.hasPrefix("Password") else { return }
                echoedAtPrompt.withLock { $0 = pty.echoes }
                pty.type(keys)
                // Should the keys be lost, a later line ends the read with the wrong outcome instead of a hang.
                Thread.detachNewThread {
                    Thread.sleep(forTimeInterval: 10); pty.type("lost\r")
                }
            }, isTerminal: true, usesColor: false, width: 80)
        let outcome = PasswordPrompt(console: console, input: KeyInput(descriptor: pty.terminal)).read("Password: ")
        return (outcome, try #require(echoedAtPrompt.withLock { $0 }), pty.echoes)
    }

    @Test func aPasswordTypedAsThePromptAppearsIsReadWithoutEcho() throws {
        let (outcome, echoedAtPrompt, restored) = try prompt(typing: "s3cret\r")
        #expect(outcome == .line("s3cret"))
        #expect(!echoedAtPrompt, "echo is off before the prompt is shown")
        #expect(restored, "the terminal's own mode is back afterwards")
    }

    @Test func ctrlDOrCtrlCTypedAsThePromptAppearsEndsTheRead() throws {
        #expect(try prompt(typing: "\u{04}").0 == .end)
        #expect(try prompt(typing: "\u{03}").0 == .interrupt)
    }
}
