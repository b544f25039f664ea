import CardboxCore
import CardboxHTTP
import CardboxInterchange
import Foundation

/// A parser that reads what clients send, with the properties it must keep for any input whatsoever.
///
/// `make fuzz` feeds each target inputs made by libFuzzer for a bounded time; the tests feed it the committed corpus
/// in `Tests/Fixtures/fuzz/<name>`. A target reports broken properties rather than stopping, so a test can list
/// them; the fuzzing entry point stops on the first one, which keeps the input that broke it.
public enum FuzzTarget: String, CaseIterable, Sendable {
    /// `multipart/form-data` bodies, whole and split in two at a place the input chooses.
    case multipart
    /// `Cookie` headers.
    case cookies
    /// `application/x-www-form-urlencoded` bodies and query strings.
    case form
    /// JSON backup files.
    case backup
    /// Card text: the Markdown subset every card field is written in.
    case markdown
    /// Spreadsheet text: CSV, TSV and Anki's text export.
    case spreadsheet
    /// Protobuf messages, as Anki packages keep their media lists and settings.
    case protobuf
    /// Anki card templates.
    case template

    /// The properties `input` breaks; empty when it keeps them all.
    public func problems(with input: [UInt8]) -> [String] {
        switch self {
        case .multipart: MultipartFuzzing.problems(with: input)
        case .cookies: Self.cookieProblems(with: input)
        case .form: Self.formProblems(with: input)
        case .backup: Self.backupProblems(with: input)
        case .markdown: MarkdownFuzzing.problems(with: input)
        case .spreadsheet: InterchangeFuzzing.spreadsheetProblems(with: input)
        case .protobuf: InterchangeFuzzing.protobufProblems(with: input)
        case .template: InterchangeFuzzing.templateProblems(with: input)
        }
    }

    /// Every name found is non-empty of spaces at its ends and maps to the first value given for it.
    private static func cookieProblems(with input: [UInt8]) -> [String] {
        let header = String(decoding: input, as: UTF8.self)
        let cookies = Cookies.parse(header)
        var problems: [String] = []
        for name in cookies.keys where name.hasPrefix(" ") || name.hasSuffix(" ") {
            problems.append("cookie name '\(name)' keeps spaces at its ends")
        }
        if cookies.count > header.split(separator: ";").count {
            problems.append("more cookies than items")
        }
        return problems
    }

    /// Every pair comes from one `&`-separated item, and looking a name up finds the first of its values.
    private static func formProblems(with input: [UInt8]) -> [String] {
        let text = String(decoding: input, as: UTF8.self)
        let form = Parameters(urlEncoded: text)
        var problems: [String] = []
        let items = text.split(separator: "&", omittingEmptySubsequences: false).count
        if Array(form).count > items { problems.append("more pairs than items") }
        for pair in form where form[pair.name] != form.values(pair.name).first {
            problems.append("'\(pair.name)' finds another value than its first")
        }
        return problems
    }

    /// A file that reads writes back as a file that reads the same.
    private static func backupProblems(with input: [UInt8]) -> [String] {
        guard let backup = try? BackupFile(decoding: Data(input)) else { return [] }
        do {
            let again = try BackupFile(decoding: try backup.encoded())
            return again == backup ? [] : ["the backup reads differently after writing it back"]
        } catch {
            return ["a backup that was read cannot be written and read again: \(error)"]
        }
    }
}
