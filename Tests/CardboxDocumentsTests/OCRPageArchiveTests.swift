import CardboxCore
import CardboxDocuments
import CardboxIngest
import CardboxTestSupport
import Foundation
import Synchronization
import Testing

/// Scanned pages are kept as OCR reads them, so reading the file again after an interruption reads only the rest.
@Suite(.timeLimit(.minutes(10))) struct OCRPageArchiveTests {
    /// An archive in memory that records what it was asked, and forgets only when told to.
    final class MemoryArchive: OCRPageArchive {
        struct State {
            var pages: [String: PageLayout] = [:]
            var kept: [Int] = []
            var forgotten = 0
        }
        let state = Mutex(State())
        let forgets: Bool

        init(forgets: Bool) { self.forgets = forgets }

        func page(_ number: Int, of document: String, key: String) -> PageLayout? {
            state.withLock { $0.pages["\(document)/\(key)/\(number)"] }
        }

        func keep(_ page: PageLayout, of document: String, key: String) {
            state.withLock {
                $0.pages["\(document)/\(key)/\(page.number)"] = page
                $0.kept.append(page.number)
            }
        }

        func forget(_ document: String) {
            state.withLock { state in
                state.forgotten += 1
                if forgets { state.pages = state.pages.filter { !$0.key.hasPrefix(document + "/") } }
            }
        }
    }

    /// Where a test writes its files; removed with the suite's instance when the test ends.
    let scratch: TemporaryDirectory

    init() throws {
        scratch = try TemporaryDirectory()
    }

    /// A three-page scan: the scanned fixture three times over.
    func threePageScan() throws -> String {
        let folder = scratch.path
        let page = try IngestFixtures.path("scanned.pdf")
        let output = folder + "/three-pages.pdf"
        let unite = Process()
        unite.executableURL = URL(fileURLWithPath: "/usr/bin/pdfunite")
        unite.arguments = [page, page, page, output]
        try unite.run()
        unite.waitUntilExit()
        try #require(unite.terminationStatus == 0, "pdfunite failed")
        return output
    }

    func read(_ path: String, archive: MemoryArchive) throws -> ExtractionReport {
        var options = ExtractionOptions(workers: 2)
        options.ocrArchive = archive
        return try DocumentExtractor(options: options, words: WordNetWords.installed).extract(files: [path])[0].get()
    }

    @Test func eachPageIsKeptAsItIsReadAndForgottenOnceTheFileIsRead() throws {
        let path = try threePageScan()
        let archive = MemoryArchive(forgets: true)
        let report = try read(path, archive: archive)
        #expect(report.ocrPages == [1, 2, 3])
        #expect(report.resumedPages.isEmpty)
        let state = archive.state.withLock { $0 }
        #expect(state.kept.sorted() == [1, 2, 3])
        #expect(state.forgotten == 1)
        #expect(state.pages.isEmpty)
    }

    @Test func aSecondReadTakesTheKeptPagesInsteadOfReadingThemAgain() throws {
        let path = try threePageScan()
        let archive = MemoryArchive(forgets: false)
        let first = try read(path, archive: archive)
        // Page 2 as an earlier read left it, marked so the second read shows where it came from.
        archive.state.withLock { state in
            let key = try! #require(state.pages.keys.first { $0.hasSuffix("/2") })
            var page = state.pages[key]!
            page.lines = [
                TextLine(
                    text: "Kept from the interrupted read.", box: PageBox(x0: 72, y0: 72, x1: 300, y1: 86),
                    fontSize: 11, confidence: 96)
            ]
            state.pages[key] = page
            state.kept = []
        }
        let second = try read(path, archive: archive)
        #expect(second.resumedPages == [1, 2, 3])
        #expect(archive.state.withLock { $0.kept }.isEmpty, "no page was read again")
        #expect(second.warnings.contains { $0.hasPrefix("3 of 3 scanned pages were kept from an interrupted read") })
        #expect(
            second.document.paragraphs.contains { $0.page == 2 && $0.text == "Kept from the interrupted read." },
            "\(second.document.paragraphs.map { ($0.page, $0.text) })")
        #expect(second.ocrPages == first.ocrPages)
    }

    @Test func theDirectoryKeepsWholePagesAndIgnoresTornOrForeignFiles() throws {
        let root = scratch.file("pages")
        let archive = OCRPageDirectory(root: root)
        func keptFiles() -> [String] {
            ((try? FileManager.default.contentsOfDirectory(atPath: root + "/abc123")) ?? []).sorted()
        }
        let page = PageLayout(
            number: 4, width: 612, height: 792,
            lines: [TextLine(text: "Zürich", box: PageBox(x0: 1, y0: 2, x1: 3, y1: 4), fontSize: 9, confidence: 88)],
            origin: .ocr)
        archive.keep(page, of: "abc123", key: "eng-300dpi")
        #expect(archive.page(4, of: "abc123", key: "eng-300dpi") == page)
        #expect(archive.page(4, of: "abc123", key: "deu-300dpi") == nil, "a page read another way is read again")
        #expect(keptFiles() == ["4-eng-300dpi.json"])
        // A half-written page (the process was killed while writing) and a damaged file are not pages.
        try Data("{\"number\":".utf8).write(to: URL(fileURLWithPath: root + "/abc123/5-eng-300dpi.json"))
        #expect(archive.page(5, of: "abc123", key: "eng-300dpi") == nil)
        archive.forget("abc123")
        #expect(keptFiles().isEmpty)
        #expect(archive.page(4, of: "abc123", key: "eng-300dpi") == nil)
    }
}
