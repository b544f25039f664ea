import CardboxTestSupport
import Foundation
import Testing

/// Every command in `docs/cli-json.md` run with `--json` on a real data directory, its output checked against
/// `docs/cli-json.schema.json` by the `jsonschema` library, and its errors against the error shape.
@Suite(.timeLimit(.minutes(10))) struct CLIJSONContractTests {
    static let png: [UInt8] =
        [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
        + Array(repeating: 1, count: 32)

    /// Runs each command line with `--json` and records what it printed under the shape the documentation names.
    final class Recorder {
        let cardbox: CardboxProcess
        let shapes: [String: String]
        var printed: [CLIJSONContract.Printed] = []
        var covered: Set<String> = []

        init(_ cardbox: CardboxProcess, shapes: [String: String]) {
            self.cardbox = cardbox
            self.shapes = shapes
        }

        /// Runs `arguments` + `--json`; `command` is its row in the table (the first two words by default).
        @discardableResult
        func run(
            _ arguments: [String], command: String? = nil, shape: String? = nil, input: String = ""
        ) throws
            -> String
        {
            let name = command ?? Self.command(of: arguments)
            let result = try cardbox.run(arguments + ["--json"], input: input)
            #expect(result.status == 0, "\(arguments): \(result.stderr)")
            #expect(result.stderr.isEmpty, "\(arguments) wrote to standard error: \(result.stderr)")
            let definition = shape ?? shapes[name] ?? "(not in docs/cli-json.md)"
            printed.append(.init(label: arguments.joined(separator: " "), definition: definition, text: result.stdout))
            covered.insert(name)
            return result.stdout
        }

        /// Runs `arguments` + `--json`, which must fail with `status` and the error document on standard error.
        func fail(_ arguments: [String], status: Int32) throws {
            let result = try cardbox.run(arguments + ["--json"])
            #expect(result.status == status, "\(arguments): \(result.stderr)")
            #expect(result.stdout.isEmpty, "\(arguments) printed \(result.stdout)")
            printed.append(.init(label: arguments.joined(separator: " "), definition: "error", text: result.stderr))
            let error = try JSONSerialization.jsonObject(with: Data(result.stderr.utf8)) as? [String: Any]
            #expect((error?["error"] as? [String: Any])?["exit_code"] as? Int == Int(status), "\(result.stderr)")
        }

        static func command(of arguments: [String]) -> String {
            let groups: Set<String> = ["deck", "card", "drafts", "config", "words", "favourite", "class", "token"]
            return groups.contains(arguments[0]) ? arguments.prefix(2).joined(separator: " ") : arguments[0]
        }
    }

    @Test func everyDocumentedCommandPrintsItsShape() throws {
        let cardbox = try CardboxProcess()
        let recorder = Recorder(cardbox, shapes: try CLIJSONContract.shapes())
        let notes = cardbox.home.file("notes.txt")
        try Data(
            "Photosynthesis is the process by which plants make sugar from light. Chlorophyll is the green pigment that absorbs light in plants.\n"
                .utf8
        ).write(to: URL(fileURLWithPath: notes))
        let image = cardbox.home.file("dot.png")
        try Data(Self.png).write(to: URL(fileURLWithPath: image))

        try recorder.run(["--version"], command: "--version")
        try recorder.run(["deck", "new", "Spanish", "--card-color", "#ffeedd"])
        let card = try recorder.run(["card", "add", "-d", "Spanish", "-f", "hola", "-b", "hello", "-t", "greeting"])
        let id = try #require(
            (try JSONSerialization.jsonObject(with: Data(card.utf8)) as? [String: Any])?["id"] as? Int)
        try recorder.run(["card", "add", "-d", "Spanish", "-f", "adiós", "-b", "goodbye"])
        try recorder.run(["card", "edit", "\(id)", "-e", "A greeting."])
        try recorder.run(["card", "attach", "\(id)", image, "--to", "front"])
        #expect(try cardbox.run(["study", "Spanish"], input: " 3 3").status == 0)
        try recorder.run(["deck", "list"])
        try recorder.run(["deck", "show", "Spanish"])
        try recorder.run(["card", "list", "-d", "Spanish"])
        try recorder.run(["card", "list"])
        try recorder.run(["search", "deck:Spanish front:hola"])
        try recorder.run(["stats"])
        try recorder.run(["stats", "--deck", "Spanish"])
        try recorder.run(["extract", notes])
        try recorder.run(["import", notes, "--engine", "extractive"])
        try recorder.run(["import", notes, "--engine", "extractive"])
        try recorder.run(["drafts", "list"])
        try recorder.run(["drafts", "save", "1", "--with-undecided"])
        try recorder.run(["import", notes, "--engine", "extractive", "--deck", "Botany", "--create"])
        let words = cardbox.home.file("words.csv")
        try Data("front,back\nperro,dog\n,orphan\n".utf8).write(to: URL(fileURLWithPath: words))
        try recorder.run(["import", words], shape: "cards_imported")
        try recorder.run(["drafts", "delete", "2"])
        try recorder.run(["eval", notes, "--engine", "extractive"])
        try recorder.run(["config", "show"])
        try recorder.run(["define", "went"])
        try recorder.run(["words", "categories"])
        try recorder.run(["words", "browse", "Animals", "--page", "2"])
        try recorder.run(["words", "random"])
        try recorder.run(["favourite", "add", "mice"])
        try recorder.run(["favourite", "list"])
        try recorder.run(["words", "cards", "-d", "Words", "--create"])
        try recorder.run(["favourite", "remove", "mouse"])
        try recorder.run(["deck", "set", "Spanish", "--scheduler", "fsrs", "--retention", "0.85"])
        try recorder.run(["optimize", "Spanish"])
        try recorder.run(
            ["optimize", "--from-csv", try reviewLog(in: cardbox), "--holdout", "0.2"], shape: "optimize_csv")
        try recorder.run(["retention", "Spanish", "--days", "30"])
        try recorder.run(["reschedule", "Spanish"])
        try recorder.run(["reschedule", "--deck", "Spanish", "--undo"])
        try recorder.run(["deck", "rename", "Spanish", "Español"])
        try recorder.run(["card", "delete", "\(id)"])
        try recorder.run(["deck", "delete", "Español", "--yes"])
        try recorder.run(["token", "create", "nightly export"])
        try recorder.run(["token", "list"])
        try recorder.run(["token", "revoke", "nightly export"])

        try recorder.fail(["deck", "show", "Nope"], status: 66)
        try recorder.fail(["deck", "bogus"], status: 64)
        try recorder.fail(["card", "add", "-d", "Words", "-f", "x"], status: 64)
        try recorder.fail(["deck", "delete", "Words"], status: 64)
        try recorder.fail(["import", cardbox.home.file("missing.pdf")], status: 66)
        try recorder.fail(["stats", "Words", "--deck", "Botany"], status: 64)

        #expect(try CLIJSONContract.problems(recorder.printed) == [])
        let documented = Set(try CLIJSONContract.shapes().keys)
        let elsewhere: Set<String> = ["class list", "class create", "class quiz-from-deck", "class results"]
        #expect(documented.subtracting(elsewhere) == recorder.covered, "run here: \(recorder.covered.sorted())")
    }

    /// A review log of 60 cards over a month, for `optimize --from-csv`.
    func reviewLog(in cardbox: CardboxProcess) throws -> String {
        var lines = ["card_id,review_time,rating"]
        for card in 1...60 {
            var day = card % 7
            for review in 0..<5 {
                let rating = review == 0 || (card + review) % 4 != 0 ? 3 : 1
                lines.append("\(card),\(1_704_106_800_000 + Int64(day) * 86_400_000 + Int64(card) * 1000),\(rating)")
                day += rating == 1 ? 1 : 2 + review * 2
            }
        }
        let path = cardbox.home.file("log.csv")
        try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: URL(fileURLWithPath: path))
        return path
    }
}
