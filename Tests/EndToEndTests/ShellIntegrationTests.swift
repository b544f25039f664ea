import CardboxTestSupport
import Foundation
import Testing

/// `cardbox completion` loaded into real bash, zsh and fish, asked what completes a half-typed command line; and
/// `cardbox manual` rendered by groff without a warning.
@Suite(.timeLimit(.minutes(10))) struct ShellIntegrationTests {
    /// Runs `program` with `arguments` and returns its standard output; standard error is part of a failure.
    func output(_ program: String, _ arguments: [String], stdin: String = "") throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        let input = Pipe()
        let output = Pipe()
        let errors = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        try input.fileHandleForWriting.write(contentsOf: Data(stdin.utf8))
        try input.fileHandleForWriting.close()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let problems = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(program) failed: \(problems)")
        #expect(problems.isEmpty, "\(program) warned: \(problems)")
        return text
    }

    func script(_ shell: String, _ cardbox: CardboxProcess) throws -> String {
        let generated = try cardbox.run(["completion", shell])
        #expect(generated.status == 0, "\(generated.stderr)")
        let path = cardbox.home.file("completion.\(shell)")
        try Data(generated.stdout.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test func bashCompletesSubcommandsAndTheOptionsOfTheCommandBeingTyped() throws {
        let cardbox = try CardboxProcess()
        let path = try script("bash", cardbox)
        func complete(_ words: [String]) throws -> [String] {
            let array = words.map { "'\($0)'" }.joined(separator: " ")
            let program =
                "source '\(path)'; COMP_WORDS=(\(array)); COMP_CWORD=\(words.count - 1); _cardbox; "
                + "printf '%s\\n' \"${COMPREPLY[@]}\""
            return try output("/bin/bash", ["--norc", "-c", program]).split(separator: "\n").map(String.init)
        }
        #expect(try complete(["cardbox", "dr"]) == ["drafts"])
        #expect(try complete(["cardbox", "deck", "n"]) == ["new"])
        #expect(try complete(["cardbox", "deck", "new", "--sc"]) == ["--scheduler"])
        // An option's value and a positional argument do not end the command path.
        #expect(try complete(["cardbox", "card", "list", "--deck", "Spanish", "--js"]) == ["--json"])
        #expect(try complete(["cardbox", "completion", "--h"]) == ["--help"])
        #expect(try complete(["cardbox", "--ver"]) == ["--version"])
        #expect(try complete(["cardbox", "nothing", "--"]) == ["--help", "--version"])
    }

    @Test func zshCompletesThroughItsCompletionFunctions() throws {
        let cardbox = try CardboxProcess()
        let path = try script("zsh", cardbox)
        // The completion system's functions, replaced by ones that print what they were given.
        let stubs = """
            compdef() { }
            _describe() { print -l -- ${(P)2} }
            _values() { shift; print -l -- "$@" }
            _files() { print -- FILES }
            """
        func complete(_ words: [String]) throws -> [String] {
            let array = words.map { "'\($0)'" }.joined(separator: " ")
            let program = stubs + "\nsource '\(path)'\nwords=(\(array)); CURRENT=\(words.count); _cardbox"
            return try output("/usr/bin/zsh", ["-f", "-c", program]).split(separator: "\n").map(String.init)
        }
        #expect(try complete(["cardbox", "deck", "n"]).contains("new:Create a deck."))
        #expect(try complete(["cardbox", "deck", "new", "--s"]).contains("--scheduler[leitner, sm2 or fsrs.]"))
        #expect(try complete(["cardbox", "import", ""]) == ["FILES"])
    }

    @Test func fishCompletesWithDescriptions() throws {
        let cardbox = try CardboxProcess()
        let path = try script("fish", cardbox)
        func complete(_ line: String) throws -> [String] {
            try output("/usr/bin/fish", ["--no-config", "-c", "source '\(path)'; complete -C '\(line)'"])
                .split(separator: "\n").map(String.init)
        }
        #expect(try complete("cardbox deck n") == ["new\tCreate a deck."])
        #expect(try complete("cardbox deck new --sch") == ["--scheduler\tleitner, sm2 or fsrs."])
        let cardOptions = try complete("cardbox card list --")
        #expect(cardOptions.contains("--deck\tThe deck to list (default: every deck)."))
        #expect(!cardOptions.contains { $0.hasPrefix("--scheduler") })
    }

    @Test func theManualPageRendersWithoutWarningsAndCoversEveryCommand() throws {
        let cardbox = try CardboxProcess()
        let page = try cardbox.run(["manual"])
        #expect(page.status == 0)
        let text = try output("/usr/bin/groff", ["-man", "-Tutf8", "-ww", "-P-cbou"], stdin: page.stdout)
        for command in [
            "cardbox deck new", "cardbox study", "cardbox drafts review", "cardbox completion", "cardbox serve",
        ] {
            #expect(text.contains(command), "the manual lacks \(command)")
        }
        #expect(text.contains("EXIT STATUS"))
        #expect(text.contains("0.70–0.99"), "non-ASCII text survives the escaping")
        let unknown = try cardbox.run(["completion", "tcsh"])
        #expect(unknown.status == 64)
        #expect(unknown.stderr.contains("Unknown shell 'tcsh'; use bash, zsh or fish."))
    }
}
