import CardboxCore
import Foundation

/// The user's editor (`$VISUAL`, else `$EDITOR`, else `vi`), opened on a temporary file through the terminal hand-off.
struct ExternalEditor {
    /// The editor's command line, as the shell reads it (it may carry options, as in `vim -u NONE`).
    let command: String
    let environment: [String: String]

    init(environment: [String: String]) {
        let chosen = [environment["VISUAL"], environment["EDITOR"]].compactMap { $0?.trimmed }.first { !$0.isEmpty }
        command = chosen ?? "vi"
        self.environment = environment
    }

    /// Opens `text` in the editor; returns the saved text, or `nil` when the editor failed.
    ///
    /// The caller then keeps the old text. The temporary file is private to the user and removed afterwards.
    func edit(_ text: String) throws -> String? {
        let path = NSTemporaryDirectory() + "cardbox-card-\(UUID().uuidString).txt"
        guard
            FileManager.default.createFile(
                atPath: path, contents: Data(text.utf8), attributes: [.posixPermissions: 0o600])
        else {
            throw CLIError.cannotCreate("Cannot write a temporary file for the editor in \(NSTemporaryDirectory()).")
        }
        defer { try? FileManager.default.removeItem(atPath: path) }
        guard try TerminalHandOff.run(shellCommand: command, arguments: [path], environment: environment) == 0 else {
            return nil
        }
        return String(decoding: try Data(contentsOf: URL(fileURLWithPath: path)), as: UTF8.self)
    }
}
