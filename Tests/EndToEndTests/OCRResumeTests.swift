import CardboxTestSupport
import Foundation
import Testing

/// Ctrl-C while a scan is being read keeps the pages already read: reading the file again reads only the rest.
@Suite(.timeLimit(.minutes(10))) struct OCRResumeTests {
    /// An eight-page scan made of the scanned fixture.
    func eightPageScan(in cardbox: CardboxProcess) throws -> String {
        let page = try IngestFixtures.path("scanned.pdf")
        let output = cardbox.home.file("eight-pages.pdf")
        let unite = Process()
        unite.executableURL = URL(fileURLWithPath: "/usr/bin/pdfunite")
        unite.arguments = Array(repeating: page, count: 8) + [output]
        try unite.run()
        unite.waitUntilExit()
        try #require(unite.terminationStatus == 0)
        return output
    }

    /// The page files kept under the OCR pages folder.
    func keptPages(_ cardbox: CardboxProcess) -> [String] {
        let root = cardbox.home.file("cache/cardbox/ocr-pages")
        let documents = (try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []
        return documents.flatMap { document in
            ((try? FileManager.default.contentsOfDirectory(atPath: root + "/" + document)) ?? [])
                .filter { $0.hasSuffix(".json") }
        }
    }

    @Test func ctrlCDuringOCRKeepsThePagesReadAndTheNextReadResumes() throws {
        let cardbox = try CardboxProcess()
        let scan = try eightPageScan(in: cardbox)
        let process = try cardbox.start(["extract", scan])
        let deadline = Date().addingTimeInterval(120)
        while keptPages(cardbox).isEmpty && process.isRunning && Date() < deadline {
            Thread.sleep(forTimeInterval: 0.01)
        }
        kill(process.processIdentifier, SIGINT)
        process.waitUntilExit()
        let kept = keptPages(cardbox).count
        try #require(
            process.terminationReason == .uncaughtSignal || process.terminationStatus == 130,
            "ended with \(process.terminationStatus) after \(kept) pages")
        try #require((1..<8).contains(kept), "the read was stopped after \(kept) of 8 pages")

        let resumed = try cardbox.run(["extract", scan])
        #expect(resumed.status == 0, "\(resumed.stderr)")
        #expect(
            resumed.stderr.contains("\(kept) of 8 scanned pages were kept from an interrupted read"),
            "\(resumed.stderr)")
        #expect(keptPages(cardbox).isEmpty, "the pages are forgotten once the file has been read")

        let fresh = try CardboxProcess()
        let whole = try fresh.run(["extract", try eightPageScan(in: fresh)])
        #expect(whole.status == 0)
        #expect(!whole.stderr.contains("were kept from an interrupted read"))
        #expect(resumed.stdout == whole.stdout, "the resumed read gives the same paragraphs as one read whole")
    }
}
