import CardboxCore
import Foundation

/// The config file of `key = value` lines: where it is, which keys it takes, and how a changed file is checked before
/// it replaces the old one.
public struct ConfigFile: Sendable {
    /// The file's path (`$CARDBOX_CONFIG`, else `$XDG_CONFIG_HOME/cardbox/config`).
    public var path: String
    /// The keys the file understands.
    public var keys: Set<String>
    /// Reads a whole configuration with the file at the given path in place of this one; throws what is wrong.
    public var check: @Sendable (String) throws -> Void

    /// Creates the description.
    public init(path: String, keys: Set<String>, check: @escaping @Sendable (String) throws -> Void) {
        self.path = path
        self.keys = keys
        self.check = check
    }

    /// Sets `key` to `value`: the line that sets it is replaced (or one is added at the end), every other line and
    /// comment stays, and the new file replaces the old only when the whole configuration still reads.
    ///
    /// - Throws: ``CLIError`` for an unknown key, a value the configuration refuses, or a file that cannot be written;
    ///   the file is then unchanged.
    public func set(_ key: String, to value: String) throws {
        guard keys.contains(key) else {
            let closest = EditDistance.closest(to: key, among: keys.sorted(), maximum: 3)
            throw CLIError.badInput(
                "'\(key)' is not a configuration key" + (closest.map { "; did you mean '\($0)'?" } ?? ".")
                    + " The keys are: \(keys.sorted().joined(separator: ", ")).")
        }
        guard !value.contains("\n"), !value.contains("#") else {
            throw CLIError.badInput("A configuration value is one line without '#'.")
        }
        let old = FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) } ?? ""
        var lines = old.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        let setting = "\(key) = \(value)"
        if let index = lines.lastIndex(where: { Self.key(of: $0) == key }) {
            lines[index] = setting
        } else {
            lines.append(setting)
        }
        let directory = (path as NSString).deletingLastPathComponent
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw CLIError.cannotCreate("Cannot create the folder '\(directory)' for the config file.")
        }
        let candidate = directory + "/.config-\(UUID().uuidString)"
        guard
            FileManager.default.createFile(
                atPath: candidate, contents: Data((lines.joined(separator: "\n") + "\n").utf8))
        else { throw CLIError.cannotCreate("Cannot write the config file in '\(directory)'.") }
        do {
            try check(candidate)
            guard rename(candidate, path) == 0 else {
                throw CLIError.cannotCreate("Cannot replace '\(path)': \(String(cString: strerror(errno))).")
            }
        } catch {
            try? FileManager.default.removeItem(atPath: candidate)
            throw error
        }
    }

    /// The key a line sets, if it sets one.
    private static func key(of line: String) -> String? {
        let setting = line.prefix { $0 != "#" }
        guard let equals = setting.firstIndex(of: "=") else { return nil }
        return setting[..<equals].trimmingCharacters(in: .whitespaces)
    }
}
