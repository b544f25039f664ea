import Foundation

/// A user's own API key for a provider, kept in a file only its owner can read.
///
/// The key is never printed or logged. A key file that group or others can read is refused, with the command that
/// fixes it, because a key that leaked to other users of the machine may already be copied.
public struct APIKeyFile: Sendable {
    /// The directory holding one file per provider.
    public var directory: String

    /// Creates the store over `directory` (such as `~/.config/cardbox/keys`).
    public init(directory: String) { self.directory = directory }

    /// The providers a key can be set for.
    public static let providers = ["openai", "anthropic", "openrouter", "ollama", "llama-server"]

    /// The path of `provider`'s key file.
    public func path(for provider: String) -> String { directory + "/" + provider }

    /// Writes the key with permissions 0600 in a 0700 directory, replacing any earlier one atomically.
    public func save(_ key: String, for provider: String) throws {
        let trimmed = key.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty, !trimmed.contains(where: \.isWhitespace) else {
            throw CLIError.badInput("The key is empty or contains spaces; paste it on one line.")
        }
        do {
            try FileManager.default.createDirectory(
                atPath: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700]
            )
            chmod(directory, 0o700)
            let temporary = path(for: provider) + ".tmp-\(getpid())"
            guard
                FileManager.default.createFile(
                    atPath: temporary, contents: Data((trimmed + "\n").utf8), attributes: [.posixPermissions: 0o600]
                ), rename(temporary, path(for: provider)) == 0
            else { throw CocoaError(.fileWriteUnknown) }
        } catch {
            throw CLIError.cannotCreate("Cannot write the key file in '\(directory)'.")
        }
    }

    /// The saved key, or `nil` when none is saved.
    ///
    /// - Throws: ``CLIError/configuration(_:)`` when the file is readable by group or others.
    public func read(for provider: String) throws -> String? {
        let file = path(for: provider)
        var status = stat()
        guard stat(file, &status) == 0 else { return nil }
        if status.st_mode & 0o077 != 0 {
            throw CLIError.configuration(
                "The key file '\(file)' can be read by other users, so it is not used. Fix it with: chmod 600 '\(file)'"
            )
        }
        guard let data = FileManager.default.contents(atPath: file) else { return nil }
        let key = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return key.isEmpty ? nil : key
    }
}
