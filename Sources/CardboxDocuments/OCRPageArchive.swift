public import CardboxIngest
import Foundation

/// Where the pages OCR has read are kept while a document is being read, so that reading it again after an
/// interruption (Ctrl-C, a crash) reads only the pages that were not done.
///
/// A page is kept under the document's content hash and a key that names how it was read (language and resolution),
/// so a page read another way is read again. Once the document has been read whole its pages are forgotten.
public protocol OCRPageArchive: Sendable {
    /// Page `number` of `document`, if it was read before with `key`.
    func page(_ number: Int, of document: String, key: String) -> PageLayout?
    /// Keeps `page` of `document`, read with `key`.
    func keep(_ page: PageLayout, of document: String, key: String)
    /// Forgets every page of `document`.
    func forget(_ document: String)
}

/// Pages kept as one small JSON file each, under a folder per document, each written whole (to a temporary file
/// that is then renamed) so an interruption never leaves half a page.
public struct OCRPageDirectory: OCRPageArchive {
    /// The folder holding a folder per document.
    public let root: String

    /// Pages kept under `root`.
    public init(root: String) {
        self.root = root
    }

    public func page(_ number: Int, of document: String, key: String) -> PageLayout? {
        guard let data = FileManager.default.contents(atPath: path(number, of: document, key: key)) else { return nil }
        return try? JSONDecoder().decode(PageLayout.self, from: data)
    }

    public func keep(_ page: PageLayout, of document: String, key: String) {
        guard let data = try? JSONEncoder().encode(page) else { return }
        let folder = folder(of: document)
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let target = path(page.number, of: document, key: key)
        let temporary = target + ".\(getpid()).part"
        guard FileManager.default.createFile(atPath: temporary, contents: data) else { return }
        if rename(temporary, target) != 0 { try? FileManager.default.removeItem(atPath: temporary) }
    }

    public func forget(_ document: String) {
        try? FileManager.default.removeItem(atPath: folder(of: document))
    }

    private func folder(of document: String) -> String { root + "/" + document }

    private func path(_ number: Int, of document: String, key: String) -> String {
        folder(of: document) + "/\(number)-\(key.filter { $0.isLetter || $0.isNumber || $0 == "+" || $0 == "-" }).json"
    }
}
