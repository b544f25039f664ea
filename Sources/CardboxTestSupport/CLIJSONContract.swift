public import Foundation

/// The `--json` contract of `docs/cli-json.md`: which shape each command prints, and a check of printed documents
/// against `docs/cli-json.schema.json` by the `jsonschema` library (`peers/validate_cli_json.py`).
public struct CLIJSONContract {
    /// One printed document and the shape it must have.
    public struct Printed: Encodable {
        /// What printed it, for messages.
        public var label: String
        /// The `$defs` name it must match.
        public var definition: String
        /// What was printed.
        public var text: String

        /// A document `text` printed by `label`, which must match `definition`.
        public init(label: String, definition: String, text: String) {
            self.label = label
            self.definition = definition
            self.text = text
        }
    }

    /// The documentation of the contract.
    public static let document = PythonPeer.repositoryRoot.appendingPathComponent("docs/cli-json.md")
    /// The schema.
    public static let schema = PythonPeer.repositoryRoot.appendingPathComponent("docs/cli-json.schema.json")

    /// The commands of the documentation's table (`deck new`, without `cardbox`) and the shape each prints.
    public static func shapes() throws -> [String: String] {
        let text = try String(contentsOf: document, encoding: .utf8)
        var shapes: [String: String] = [:]
        for line in text.split(separator: "\n") {
            guard let match = line.firstMatch(of: /^\| `cardbox ([^`]+)` \| `([a-z_]+)`/) else { continue }
            shapes[String(match.1)] = String(match.2)
        }
        return shapes
    }

    /// The documents that do not match their shapes, each as "label: problem"; empty when all match.
    public static func problems(_ printed: [Printed]) throws -> [String] {
        let lines = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent(
            "cli-json-\(UUID().uuidString).jsonl")
        defer { try? FileManager.default.removeItem(at: lines) }
        let encoder = JSONEncoder()
        let body = try printed.map { String(decoding: try encoder.encode($0), as: UTF8.self) }.joined(separator: "\n")
        try Data((body + "\n").utf8).write(to: lines)
        let output = try PythonPeer.run(script: "peers/validate_cli_json.py", arguments: [schema.path, lines.path])
        let found = try JSONSerialization.jsonObject(with: output) as? [[String: String]] ?? []
        return found.map { "\($0["label"] ?? "?"): \($0["problem"] ?? "?")" }
    }
}
