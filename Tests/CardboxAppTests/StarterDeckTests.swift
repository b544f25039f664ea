import Foundation
import Testing

@testable import CardboxApp

/// Checks the built-in "Swift Syntax" starter deck: its shape, every card, and every code snippet it ships.
@Suite struct StarterDeckTests {
    /// The categories the deck must cover.
    static let categories = [
        "Optionals", "Closures", "Protocols", "Pattern Matching", "Access Control", "Compiler Errors",
        "Generics", "Error Handling", "Concurrency", "Collections", "some/any", "throws/rethrows",
    ]

    /// The fewest cards any category may have.
    static let minimumCardsPerCategory = 7

    /// How many compiler processes a test runs at once.
    static let compilerConcurrency = 2

    /// The deck decodes, is big enough, has unique keys and covers every category.
    @Test func deckDecodesWithEveryCategory() throws {
        let deck = try StarterDeckEntry.swiftSyntax()
        #expect(deck.count >= 100, "the deck has only \(deck.count) cards")

        let keyCounts = Dictionary(grouping: deck, by: \.key).mapValues(\.count)
        let duplicateKeys = keyCounts.filter { $0.value > 1 }.keys.sorted()
        #expect(duplicateKeys.isEmpty, "duplicate keys: \(duplicateKeys)")

        let categoryCounts = Dictionary(grouping: deck, by: \.category).mapValues(\.count)
        for category in Self.categories {
            let count = categoryCounts[category, default: 0]
            #expect(count >= Self.minimumCardsPerCategory, "category \(category) has \(count) cards")
        }
        let unknownCategories = Set(categoryCounts.keys).subtracting(Self.categories).sorted()
        #expect(unknownCategories.isEmpty, "unknown categories: \(unknownCategories)")
    }

    /// Every card has its text, three distinct distractors that differ from the answer, and consistent code fields.
    @Test func everyCardIsComplete() throws {
        let deck = try StarterDeckEntry.swiftSyntax()
        for card in deck {
            #expect(!Self.normalised(card.front).isEmpty, "\(card.key): empty front")
            #expect(!Self.normalised(card.back).isEmpty, "\(card.key): empty back")
            #expect(!Self.normalised(card.explanation).isEmpty, "\(card.key): empty explanation")
            #expect(card.distractors.count == 3, "\(card.key): \(card.distractors.count) distractors")

            let distractors = card.distractors.map(Self.normalised)
            #expect(!distractors.contains(""), "\(card.key): empty distractor")
            #expect(Set(distractors).count == distractors.count, "\(card.key): repeated distractors")
            #expect(!distractors.contains(Self.normalised(card.back)), "\(card.key): a distractor equals the back")

            #expect(card.code == nil || card.errorCode == nil, "\(card.key): both code and errorCode")
            #expect(
                (card.errorCode == nil) == (card.expectedError == nil),
                "\(card.key): errorCode and expectedError must come together"
            )
        }
    }

    /// Every `code` snippet typechecks as Swift 6.
    @Test(.timeLimit(.minutes(10))) func codeSnippetsTypecheck() async throws {
        let swiftc = try #require(Self.findSwiftc(), Self.missingCompilerMessage)
        let deck = try StarterDeckEntry.swiftSyntax()
        let snippets = deck.compactMap { card in
            card.code.map { Snippet(key: card.key, source: $0) }
        }
        #expect(!snippets.isEmpty, "no card has a code snippet")

        let outcomes = try await Self.typecheck(snippets, with: swiftc)
        let failures = outcomes.filter { $0.exitStatus != 0 }
        #expect(
            failures.isEmpty,
            "\(failures.count) code snippet(s) failed to typecheck:\n\(Self.report(failures))"
        )
    }

    /// Every `errorCode` snippet fails to typecheck, and the compiler prints its `expectedError`.
    @Test(.timeLimit(.minutes(10))) func errorSnippetsFailWithExpectedDiagnostic() async throws {
        let swiftc = try #require(Self.findSwiftc(), Self.missingCompilerMessage)
        let deck = try StarterDeckEntry.swiftSyntax()
        var expectations: [String: String] = [:]
        var snippets: [Snippet] = []
        for card in deck {
            guard let errorCode = card.errorCode else { continue }
            snippets.append(Snippet(key: card.key, source: errorCode))
            expectations[card.key] = card.expectedError ?? ""
        }
        #expect(!snippets.isEmpty, "no card has an errorCode snippet")

        let outcomes = try await Self.typecheck(snippets, with: swiftc)
        let failures = outcomes.filter { outcome in
            let expected = expectations[outcome.key, default: ""]
            return outcome.exitStatus == 0 || expected.isEmpty || !outcome.output.contains(expected)
        }
        let details = failures.map { outcome in
            "expected: \(expectations[outcome.key, default: ""])\n\(Self.report([outcome]))"
        }
        #expect(
            failures.isEmpty,
            "\(failures.count) error snippet(s) did not fail as expected:\n\(details.joined(separator: "\n"))"
        )
    }
}

// MARK: - Compiling snippets

extension StarterDeckTests {
    /// One snippet to hand to the compiler.
    struct Snippet: Sendable {
        /// The key of the card the snippet belongs to.
        var key: String
        /// The complete Swift source file.
        var source: String
    }

    /// What the compiler did with one snippet.
    struct Outcome: Sendable {
        /// The key of the card the snippet belongs to.
        var key: String
        /// The compiler's exit status; 0 means the snippet typechecked.
        var exitStatus: Int32
        /// Everything the compiler printed, standard output and standard error together.
        var output: String
    }

    /// Explains why a compile test fails when no compiler can be found.
    static let missingCompilerMessage: Comment =
        "No executable `swiftc` was found in any PATH entry; put the Swift toolchain's bin directory on PATH."

    /// Normalises text for comparing answers: trimmed and lowercased.
    static func normalised(_ text: String) -> String {
        text.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
    }

    /// Finds `swiftc` in the first `PATH` entry that has an executable one.
    static func findSwiftc() -> URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        for entry in path.split(separator: ":") where !entry.isEmpty {
            let candidate = URL(fileURLWithPath: String(entry), isDirectory: true).appendingPathComponent("swiftc")
            if FileManager.default.isExecutableFile(atPath: candidate.path) {
                return candidate
            }
        }
        return nil
    }

    /// Formats compiler outcomes as card keys followed by the compiler's output.
    static func report(_ outcomes: [Outcome]) -> String {
        outcomes
            .map { "[\($0.key)] exit status \($0.exitStatus)\n\($0.output)" }
            .joined(separator: "\n")
    }

    /// Typechecks every snippet, ``compilerConcurrency`` at a time, each in its own file of a fresh temporary
    /// directory.
    ///
    /// - Returns: One outcome per snippet, in completion order.
    static func typecheck(_ snippets: [Snippet], with swiftc: URL) async throws -> [Outcome] {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("StarterDeckTests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }

        return try await withThrowingTaskGroup(of: Outcome.self) { group in
            var pending = snippets.enumerated().makeIterator()
            for _ in 0..<compilerConcurrency {
                guard let next = pending.next() else { break }
                group.addTask {
                    try await typecheck(next.element, number: next.offset, with: swiftc, in: directory)
                }
            }
            var outcomes: [Outcome] = []
            while let outcome = try await group.next() {
                outcomes.append(outcome)
                if let next = pending.next() {
                    group.addTask {
                        try await typecheck(next.element, number: next.offset, with: swiftc, in: directory)
                    }
                }
            }
            return outcomes
        }
    }

    /// Runs `swiftc -typecheck -swift-version 6` on one snippet without blocking a concurrency thread.
    ///
    /// The compiler's output goes to a log file rather than a pipe, so a chatty compiler can't fill a pipe buffer
    /// and stall.
    static func typecheck(
        _ snippet: Snippet,
        number: Int,
        with swiftc: URL,
        in directory: URL
    ) async throws -> Outcome {
        let sourceURL = directory.appendingPathComponent("Snippet\(number).swift")
        let logURL = directory.appendingPathComponent("Snippet\(number).log")
        try Data(snippet.source.utf8).write(to: sourceURL)
        try Data().write(to: logURL)
        let log = try FileHandle(forWritingTo: logURL)

        let process = Process()
        process.executableURL = swiftc
        process.arguments = ["-typecheck", "-swift-version", "6", sourceURL.path]
        process.currentDirectoryURL = directory
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = log
        process.standardError = log

        let exitStatus: Int32 = try await withCheckedThrowingContinuation { continuation in
            process.terminationHandler = { finished in
                continuation.resume(returning: finished.terminationStatus)
            }
            do {
                try process.run()
            } catch {
                process.terminationHandler = nil
                continuation.resume(throwing: error)
            }
        }
        try log.close()
        let output = String(decoding: try Data(contentsOf: logURL), as: UTF8.self)
        return Outcome(key: snippet.key, exitStatus: exitStatus, output: output)
    }
}
