import CardboxCLI
import Testing

@testable import CardboxApp

/// The commands before which `cardbox` limits OCR's threads: those whose spec says they may run OCR.
@Suite struct OCRCommandTests {
    let tool = CommandLineTool(
        console: Console(out: { _ in }, err: { _ in }, isTerminal: false, usesColor: false, width: 80),
        adding: [ServeCommand.command { throw CLIError.unavailable("No environment in this test.") }]
    ) { throw CLIError.unavailable("No store in this test.") }

    @Test(arguments: [
        ["extract", "a.pdf"], ["import", "a.pdf"], ["eval", "a.pdf"], ["serve"], ["serve", "-p", "0"],
    ])
    func documentCommandsAndTheServerMayRunOCR(_ words: [String]) {
        #expect(tool.invocation(for: words)?.spec.mayRunOCR == true)
    }

    @Test(arguments: [["study"], ["deck", "list"], ["drafts"], ["words", "browse", "noun.animal"]])
    func otherCommandsDoNot(_ words: [String]) {
        #expect(tool.invocation(for: words)?.spec.mayRunOCR == false)
    }

    @Test(arguments: [["extract", "--help"], ["help", "import"], ["serve", "--bogus"], ["extract"]])
    func helpAndWrongCommandLinesRunNothing(_ words: [String]) {
        #expect(tool.invocation(for: words) == nil)
    }
}
