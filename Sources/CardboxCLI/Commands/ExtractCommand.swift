import CardboxCore
import CardboxDocuments
import CardboxIngest
import CardboxJSON
import CardboxWire
import Foundation

/// `cardbox extract FILE...`: PDFs, photos, scans, text and Markdown into paragraphs with their provenance.
enum ExtractCommand {
    /// `--password`, also read by `import` and `eval`.
    static let password = OptionSpec.option(
        "password", value: "password",
        help: "The password of an encrypted PDF (visible to other users in the process list; prefer --password-file).")
    /// `--password-file`, also read by `import` and `eval`.
    static let passwordFile = OptionSpec.option(
        "password-file", value: "file",
        help: "Read the PDF's password from the first line of a file ('-': standard input).")
    /// `--pages`, also read by `import` and `eval`.
    static let pages = OptionSpec.option("pages", value: "range", help: "Only these pages, such as 3-7 or 4.")
    /// `--lang`.
    static let lang = OptionSpec.option(
        "lang", value: "code", help: "The OCR language, as a Tesseract code.",
        default: "the configured ocr-language, else eng")

    /// `cardbox extract`.
    static let command = Command(
        CommandSpec(
            name: "extract",
            abstract: "Read PDFs, photos, scans, text or Markdown into paragraphs with page and place.",
            discussion: """
                Pages without a text layer are rendered and read with OCR. The documents are stored so cards can cite
                them. The JSON form is described in docs/extract.md.
                """,
            arguments: [ArgumentSpec("file", help: "The files to read.", isVariadic: true)],
            options: [password, passwordFile, pages, lang, .json],
            mayRunOCR: true
        ),
        run: run)

    static func run(_ arguments: ParsedArguments, _ context: CLIContext) throws {
        guard !arguments.positionals.isEmpty else {
            throw UsageError("Missing expected argument '<file> ...'.", commandPath: arguments.commandPath)
        }
        let options = try self.options(arguments, context)
        let bar = ProgressBar(console: context.console)
        let results = context.extractor(options).extract(files: arguments.positionals) { done, total, file in
            bar.update(done: done, total: total, label: file)
        }
        bar.finish()
        let json = arguments.flag(.json)
        let saver = DocumentSaver(store: context.store, owner: context.user.id)
        var firstError: (any Error)?
        var output = ExtractOutput(documents: [], errors: [])
        for (file, first) in zip(arguments.positionals, results) {
            var result = first
            if case .failure(ExtractionError.encrypted) = first {
                do {
                    result = .success(
                        try askingForPassword(options, context) {
                            try context.extractor($0).extract(files: [file])[0].get()
                        })
                } catch let stop as InterruptedByUser {
                    throw stop
                } catch {
                    result = .failure(error)
                }
            }
            switch result {
            case .success(let report):
                saver.save(report.document, at: context.now())
                output.documents.append(ExtractedDocument(report))
                if json { continue }
                printText(report, console: context.console)
                context.console.err(summary(report))
                for warning in report.warnings { context.console.err("Warning: \(warning)\n") }
            case .failure(let error):
                output.errors.append(ExtractOutput.Failure(file: file, message: "\(error)"))
                if !json { context.console.err("Error: \(error)\n") }
                firstError = firstError ?? error
            }
        }
        // The JSON is written while the documents are stored, and printed once they are.
        let line = json ? JSONOutput.line(output) : ""
        try saver.finish()
        if json { context.console.out(line) }
        if let firstError { throw ReportedError(underlying: firstError) }
    }

    /// Reads the one file named on the command line with a progress bar, printing its warnings.
    static func readOne(_ arguments: ParsedArguments, _ context: CLIContext) throws -> ExtractionReport {
        let report = try askingForPassword(try self.options(arguments, context), context) { options in
            let bar = ProgressBar(console: context.console)
            defer { bar.finish() }
            return try context.extractor(options).extract(files: [arguments.positional(0) ?? ""]) { done, total, file in
                bar.update(done: done, total: total, label: file)
            }[0].get()
        }
        for warning in report.warnings { context.console.err("Warning: \(warning)\n") }
        return report
    }

    /// The configured extraction options with `--password`, `--pages` and `--lang` applied.
    static func options(_ arguments: ParsedArguments, _ context: CLIContext) throws -> ExtractionOptions {
        var options = context.extraction
        options.password = try self.password(arguments)
        options.language = arguments[lang] ?? options.language
        if let text = arguments[pages] { options.pages = try pageRange(text, arguments: arguments) }
        return options
    }

    /// `read` with `options`, and when a PDF turns out to need a password and standard input is a terminal, again
    /// with the password typed at a prompt (three tries, as `sudo` gives).
    ///
    /// Without a terminal, after Ctrl-D at the prompt or after three wrong passwords, the extraction error is thrown.
    static func askingForPassword<T>(
        _ options: ExtractionOptions, _ context: CLIContext, _ read: (ExtractionOptions) throws -> T
    ) throws -> T {
        var options = options
        var prompt: PasswordPrompt?
        var tries = 0
        while true {
            do {
                return try read(options)
            } catch let error as ExtractionError {
                guard case .encrypted(let file, let passwordGiven) = error, tries < 3,
                    let asking = prompt ?? PasswordPrompt.onTerminal(console: context.console)
                else { throw error }
                prompt = asking
                if passwordGiven { context.console.err("That password is wrong.\n") }
                switch asking.read("Password for '\(file)': ") {
                case .line(let password) where !password.isEmpty:
                    options.password = password
                    tries += 1
                case .interrupt: throw InterruptedByUser()
                case .line, .end: throw error
                }
            }
        }
    }

    /// The password from `--password` or the first line of `--password-file`, if either is given.
    static func password(_ arguments: ParsedArguments) throws -> String? {
        guard let path = arguments[passwordFile] else { return arguments[password] }
        guard arguments[password] == nil else {
            throw UsageError("Give either --password or --password-file, not both.", commandPath: arguments.commandPath)
        }
        let data =
            path == "-"
            ? FileHandle.standardInput.readDataToEndOfFile() : FileManager.default.contents(atPath: path)
        guard let data else { throw CLIError.notFound("Cannot read the password file '\(path)'.") }
        let text =
            String(decoding: data, as: UTF8.self)
            .split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).first.map(String.init) ?? ""
        guard !text.isEmpty else {
            throw CLIError.badInput("The password file '\(path)' has no password on its first line.")
        }
        return text
    }

    private static func pageRange(_ text: String, arguments: ParsedArguments) throws -> ClosedRange<Int> {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false).map { Int(String($0).trimmed) }
        if parts.count == 1, let page = parts[0], page >= 1 { return page...page }
        if parts.count == 2, let first = parts[0], let last = parts[1], first >= 1, last >= first {
            return first...last
        }
        throw UsageError(
            "The value '\(text)' is invalid for '--pages': expected a page such as 4 or a range such as 3-7.",
            commandPath: arguments.commandPath
        )
    }

    private static func printText(_ report: ExtractionReport, console: Console) {
        console.line(console.styled("# \(report.document.title)", .bold))
        for paragraph in report.document.paragraphs {
            var place = "p. \(paragraph.page) ¶ \(paragraph.index)"
            if !paragraph.headingPath.isEmpty { place += " · " + paragraph.headingPath.joined(separator: " › ") }
            if !paragraph.isMainText { place += " · \(paragraph.part.rawValue)" }
            if paragraph.needsReview {
                let confidence = paragraph.confidence.map { ", OCR confidence \(Int($0.rounded()))" } ?? ""
                place += " · needs review\(confidence)"
            }
            console.line()
            console.line(console.styled("[\(place)]", .dim))
            console.line(paragraph.role == .heading ? console.styled(paragraph.text, .bold) : paragraph.text)
        }
        console.line()
    }

    private static func summary(_ report: ExtractionReport) -> String {
        let document = report.document
        var parts = [Plural.count(document.pageCount, "page")]
        if document.kind == .pdf {
            parts[0] +=
                " (\(report.textPages.count) text, \(report.ocrPages.count) OCR"
                + (report.failedPages.isEmpty ? ")" : ", \(report.failedPages.count) failed)")
        }
        parts.append(Plural.count(document.paragraphs.count, "paragraph"))
        parts.append("\(report.flaggedCount) flagged for review")
        return "\(report.name): " + parts.joined(separator: ", ") + ".\n"
    }
}

/// An error already printed to standard error as text; only its exit code is left to report (with `--json`, its JSON
/// error document too).
struct ReportedError: Error {
    var underlying: any Error
}

/// The `--json` output of `cardbox extract`: the documents read and the files that could not be.
struct ExtractOutput: Encodable {
    /// A file that could not be read.
    struct Failure: Encodable {
        var file: String
        var message: String
    }

    var documents: [ExtractedDocument]
    var errors: [Failure]
}

/// One document in the `--json` output.
struct ExtractedDocument: Encodable {
    var id: String
    var title: String
    var kind: SourceDocument.Kind
    var pages: Int
    var textPages: [Int]
    var ocrPages: [Int]
    var failedPages: [String: String]
    var warnings: [String]
    var paragraphs: [SourceParagraph]
}

extension ExtractedDocument {
    init(_ report: ExtractionReport) {
        id = report.document.id
        title = report.document.title
        kind = report.document.kind
        pages = report.document.pageCount
        textPages = report.textPages
        ocrPages = report.ocrPages
        failedPages = Dictionary(uniqueKeysWithValues: report.failedPages.map { (String($0.key), $0.value) })
        warnings = report.warnings
        paragraphs = report.document.paragraphs.map(Self.rounded)
    }

    /// `paragraph` with its box to a hundredth of a point and its confidence to a tenth, as the JSON prints them.
    static func rounded(_ paragraph: SourceParagraph) -> SourceParagraph {
        var paragraph = paragraph
        paragraph.confidence = paragraph.confidence.map { Wire.rounded($0, places: 1) }
        paragraph.box = paragraph.box.map {
            PageBox(
                x0: Wire.rounded($0.x0, places: 2), y0: Wire.rounded($0.y0, places: 2),
                x1: Wire.rounded($0.x1, places: 2), y1: Wire.rounded($0.y1, places: 2))
        }
        return paragraph
    }
}

extension ExtractOutput: JSONWritable {
    /// The output as its `Encodable` conformance writes it, member for member: a long document's paragraphs are
    /// many, and writing them through `Encodable` took longer than storing them.
    func write(to writer: inout JSONWriter) {
        writer.beginObject()
        writer.member("documents", documents)
        writer.member("errors", errors)
        writer.endObject()
    }
}

extension ExtractOutput.Failure: JSONWritable {
    func write(to writer: inout JSONWriter) {
        writer.beginObject()
        writer.member("file", file)
        writer.member("message", message)
        writer.endObject()
    }
}

extension ExtractedDocument: JSONWritable {
    func write(to writer: inout JSONWriter) {
        writer.beginObject()
        writer.member("id", id)
        writer.member("title", title)
        writer.member("kind", kind.rawValue)
        writer.member("pages", pages)
        writer.key("text_pages")
        Self.write(textPages, to: &writer)
        writer.key("ocr_pages")
        Self.write(ocrPages, to: &writer)
        writer.key("failed_pages")
        writer.beginObject()
        for (page, reason) in failedPages.sorted(by: { (Int($0.key) ?? 0) < (Int($1.key) ?? 0) }) {
            writer.key(dynamic: page)
            writer.value(reason)
        }
        writer.endObject()
        writer.member("warnings", warnings)
        writer.key("paragraphs")
        writer.beginArray()
        for paragraph in paragraphs { Self.write(paragraph, to: &writer) }
        writer.endArray()
        writer.endObject()
    }

    private static func write(_ numbers: [Int], to writer: inout JSONWriter) {
        writer.beginArray()
        for number in numbers { writer.value(number) }
        writer.endArray()
    }

    private static func write(_ paragraph: SourceParagraph, to writer: inout JSONWriter) {
        writer.beginObject()
        writer.member("page", paragraph.page)
        writer.member("index", paragraph.index)
        writer.member("heading_path", paragraph.headingPath)
        writer.member("role", paragraph.role.rawValue)
        writer.member("text", paragraph.text)
        writer.key("sentences")
        writer.beginArray()
        for span in paragraph.sentences {
            writer.beginObject()
            writer.member("start", span.start)
            writer.member("end", span.end)
            writer.endObject()
        }
        writer.endArray()
        if let box = paragraph.box {
            writer.key("box")
            writer.beginObject()
            writer.member("x0", box.x0)
            writer.member("y0", box.y0)
            writer.member("x1", box.x1)
            writer.member("y1", box.y1)
            writer.endObject()
        }
        writer.member("confidence", paragraph.confidence)
        writer.member("needs_review", paragraph.needsReview)
        writer.member("part", paragraph.part.rawValue)
        writer.endObject()
    }
}
