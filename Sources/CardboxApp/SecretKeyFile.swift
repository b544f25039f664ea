import CardboxCLI
import CardboxSecurity
import Foundation

/// The server's key for sealing secrets at rest (users' own API keys): 32 random bytes in a file only its owner
/// can read, made on first use.
struct SecretKeyFile {
    let path: String

    func secretBox() throws -> SecretBox {
        let manager = FileManager.default
        if !manager.fileExists(atPath: path) {
            let key = Data(SecretBox.generateKey())
            guard manager.createFile(atPath: path, contents: key, attributes: [.posixPermissions: 0o600]) else {
                throw CLIError.cannotCreate("Cannot create the secret key file '\(path)'.")
            }
        }
        let attributes = try manager.attributesOfItem(atPath: path)
        if let mode = attributes[.posixPermissions] as? Int, mode & 0o077 != 0 {
            throw CLIError.configuration(
                "The secret key file '\(path)' can be read by others. Fix it with: chmod 600 '\(path)'")
        }
        guard let data = manager.contents(atPath: path) else {
            throw CLIError.io("Cannot read the secret key file '\(path)'.")
        }
        do {
            return try SecretBox(key: Array(data))
        } catch {
            throw CLIError.configuration("The secret key file '\(path)' is damaged: \(error)")
        }
    }
}
