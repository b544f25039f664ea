import CardboxJSON
import CardboxWire

/// What `--json` prints: the API's encoder (snake_case keys, whole-second UTC dates), one document per line, with
/// fractions rounded to ``decimalPlaces`` decimals so computed figures carry no float noise.
///
/// `docs/cli-json.md` describes the contract; `Wire` holds the shapes the command line and the API share.
enum JSONOutput {
    /// `value` as one line of JSON, ending in a newline.
    static func line(_ value: some Encodable) throws -> String {
        String(decoding: try FastJSONEncoder(decimalPlaces: decimalPlaces).encode(value), as: UTF8.self) + "\n"
    }

    /// `value` as one line of JSON written by the value itself, the same text as ``line(_:)`` writes through
    /// `Encodable` (for the largest outputs, such as a long document's paragraphs).
    static func line(_ value: some JSONWritable) -> String {
        var writer = JSONWriter(capacity: 1 << 16, decimalPlaces: decimalPlaces)
        value.write(to: &writer)
        return String(decoding: writer.bytes, as: UTF8.self) + "\n"
    }

    /// The decimals a fraction keeps: more than any figure Cardbox prints needs (FSRS weights have four).
    static let decimalPlaces = 6

    /// The error document written to standard error when a command run with `--json` fails:
    /// `{"error": {"code", "message", "exit_code"}}`, with the code named after the exit code.
    static func error(_ message: String, exitCode: ExitCode) -> String {
        struct Document: Encodable {
            struct Detail: Encodable {
                let code: String
                let message: String
                let exitCode: Int32
            }
            let error: Detail
        }
        let document = Document(error: .init(code: exitCode.name, message: message, exitCode: exitCode.rawValue))
        return (try? line(document)) ?? "{\"error\":{\"code\":\"\(exitCode.name)\"}}\n"
    }

    /// The version document, `{"version", "json_version"}`.
    static func version(_ version: String) -> String {
        struct Document: Encodable {
            let version: String
            let jsonVersion: Int
        }
        return (try? line(Document(version: version, jsonVersion: Wire.version))) ?? "{}\n"
    }

    /// Whether `arguments` ask for JSON: `--json` before any `--`.
    static func isRequested(by arguments: [String]) -> Bool {
        for argument in arguments {
            if argument == "--" { return false }
            if argument == "--json" { return true }
        }
        return false
    }
}
