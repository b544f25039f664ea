public import Foundation

/// Runs a Python peer script (py-fsrs, anki) from the project virtualenv and returns what it wrote.
public enum PythonPeer {
    /// The repository root, found from this file's location.
    public static let repositoryRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The interpreter: `$CARDBOX_PYTHON`, else the project virtualenv's.
    public static var interpreter: String {
        ProcessInfo.processInfo.environment["CARDBOX_PYTHON"]
            ?? repositoryRoot.appendingPathComponent(".venv/bin/python").path
    }

    /// A peer could not run.
    public struct Failure: Error, CustomStringConvertible, Sendable {
        /// What went wrong.
        public var description: String
    }

    /// Runs `script` (relative to the repository root) with `arguments`, waiting for it to finish.
    ///
    /// - Throws: ``Failure`` when the virtualenv is missing or the script fails.
    public static func runScript(_ script: String, arguments: [String]) throws {
        guard FileManager.default.isExecutableFile(atPath: interpreter) else {
            throw Failure(description: "No Python peer interpreter at \(interpreter); run scripts/setup first.")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: interpreter)
        process.arguments = [repositoryRoot.appendingPathComponent(script).path] + arguments
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Failure(
                description:
                    "\(script) failed (\(process.terminationStatus)): \(String(decoding: message, as: UTF8.self))"
            )
        }
    }

    /// Runs `script` (relative to the repository root) with `arguments` plus `--out FILE` and returns the file's
    /// contents.
    ///
    /// - Throws: ``Failure`` when the virtualenv is missing or the script fails; the message says how to fix it.
    public static func run(script: String, arguments: [String]) throws -> Data {
        guard FileManager.default.isExecutableFile(atPath: interpreter) else {
            throw Failure(description: "No Python peer interpreter at \(interpreter); run scripts/setup first.")
        }
        let output = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent(
            "peer-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: output) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: interpreter)
        process.arguments = [repositoryRoot.appendingPathComponent(script).path] + arguments + ["--out", output.path]
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0, let data = FileManager.default.contents(atPath: output.path) else {
            throw Failure(
                description:
                    "\(script) failed (\(process.terminationStatus)): \(String(decoding: message, as: UTF8.self))"
            )
        }
        return data
    }
}
