import Foundation

/// The ingest fixtures (PDFs, page images, notes) generated once per test process by
/// `peers/make_ingest_fixtures.py`, with their ground truth.
public enum IngestFixtures {
    /// Where this test process writes the fixtures; removed when the process exits.
    private static let folder = NSTemporaryDirectory() + "cardbox-ingest-fixtures-\(getpid())"

    /// The directory holding the fixtures, generated on first use.
    public static let directory: Result<String, PythonPeer.Failure> = {
        let path = folder
        do {
            try PythonPeer.runScript("peers/make_ingest_fixtures.py", arguments: ["--out", path])
            atexit { try? FileManager.default.removeItem(atPath: IngestFixtures.folder) }
            return .success(path)
        } catch let error as PythonPeer.Failure {
            return .failure(error)
        } catch {
            return .failure(PythonPeer.Failure(description: "\(error)"))
        }
    }()

    /// The path of fixture `name`.
    public static func path(_ name: String) throws -> String {
        try directory.get() + "/" + name
    }

    /// The manifest entry of fixture `name`.
    public static func truth(_ name: String) throws -> Truth {
        let data = try Data(contentsOf: URL(fileURLWithPath: try path("manifest.json")))
        let manifest = try JSONDecoder().decode(Manifest.self, from: data)
        guard let entry = manifest.fixtures[name] else {
            throw PythonPeer.Failure(description: "manifest.json has no entry for \(name)")
        }
        return entry
    }

    /// The size of fixture `name` in bytes, from the manifest.
    public static func truthBytes(_ name: String) throws -> Int {
        guard let bytes = try truth(name).bytes else { throw PythonPeer.Failure(description: "no size for \(name)") }
        return bytes
    }

    struct Manifest: Decodable {
        var fixtures: [String: Truth]
    }

    /// What a fixture contains.
    public struct Truth: Decodable, Sendable {
        /// The fixture kind (layout, ocr, mixed, …).
        public var kind: String
        /// The whole text, paragraphs joined by blank lines.
        public var text: String?
        /// The paragraphs in reading order.
        public var paragraphs: [Paragraph]?
        /// Pages (PDFs and images).
        public var pageCount: Int?
        /// Per-page truth for mixed documents.
        public var pageTruth: [PageTruth]?
        /// The password of an encrypted fixture.
        public var password: String?
        /// The file's size.
        public var bytes: Int?
    }

    /// A truth paragraph.
    public struct Paragraph: Decodable, Sendable {
        /// The text without list markers.
        public var text: String
        /// The page it starts on.
        public var page: Int
        /// heading, body, listItem or code.
        public var role: String
        /// The headings above it.
        public var headingPath: [String]
        /// The part of the document when it is not main text: caption, footnote, contents, index, bibliography.
        public var part: String?
    }

    /// The truth of one page of a mixed document.
    public struct PageTruth: Decodable, Sendable {
        /// The page.
        public var page: Int
        /// Whether it has a text layer.
        public var textLayer: Bool
        /// Its text.
        public var text: String
    }
}
