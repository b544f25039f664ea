import CardboxTestSupport
import Foundation
import Testing

/// The OCR libraries are opened when a command first reads an image, never at start (they are about half of a
/// process's start-up), and opening them needs no second start of the process to hold OpenMP to one thread.
@Suite(.timeLimit(.minutes(5))) struct LibraryLoadingTests {
    /// The scanned page of the graded set.
    private var scan: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/graded/scan-glossaries-beginners-page1.png").path
    }

    /// The dynamic loader's report of the files `arguments` opened (standard error with `LD_DEBUG=files`).
    private func loaderReport(_ arguments: [String]) throws -> (CardboxProcess.Result, String) {
        let cardbox = try CardboxProcess()
        let result = try cardbox.run(arguments, environment: ["LD_DEBUG": "files"])
        return (result, result.stderr)
    }

    @Test func aCommandThatReadsNoImageNeverLoadsTesseract() throws {
        for arguments in [["--version"], ["deck", "list"], ["define", "dog"]] {
            let (result, report) = try loaderReport(arguments)
            #expect(result.status == 0, "\(arguments)")
            #expect(report.contains("initialize program"), "\(arguments): the loader reported nothing")
            #expect(!report.contains("libtesseract"), "\(arguments)")
            #expect(!report.contains("liblept"), "\(arguments)")
        }
    }

    @Test func readingAnImageOpensTesseractOnceWithoutStartingAgain() throws {
        let (result, report) = try loaderReport(["extract", scan])
        #expect(result.status == 0, "\(result.stderr.suffix(500))")
        #expect(result.stdout.contains("glossaries"))
        #expect(report.contains("file=libtesseract.so.5 [0];  dynamically loaded by"))
        let starts = report.components(separatedBy: "initialize program:").count - 1
        #expect(starts == 1, "the process started \(starts) times")
    }
}
