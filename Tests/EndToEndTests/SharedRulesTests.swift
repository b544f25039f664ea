import CardboxTestSupport
import Foundation
import Testing

/// The rules that the command line and the web app once each held a copy of, run through both front ends over
/// the same data (`cardbox serve --single-user` on the command line's data directory): the same input must give
/// the same result and the same refusal.
@Suite(.serialized, .timeLimit(.minutes(10))) struct SharedRulesTests {
    let cli: CardboxProcess
    let server: ServedCardbox
    let token: String

    init() throws {
        cli = try CardboxProcess()
        server = try ServedCardbox(sharing: cli)
        token = try server.createLocalToken()
    }

    private func api(_ method: String, _ path: String, json: String = "") throws -> RawHTTPConnection.Reply {
        try server.exchange(
            method, path, headers: [("Authorization", "Bearer \(token)"), ("Content-Type", "application/json")],
            body: json)
    }

    private func object(_ reply: RawHTTPConnection.Reply) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(reply.body)) as? [String: Any])
    }

    /// The category a refusal suggests, from "… Did you mean 'X'?".
    private static func suggestion(in message: String) -> String? {
        guard let start = message.range(of: "Did you mean '") else { return nil }
        return message[start.upperBound...].split(separator: "'").first.map(String.init)
    }

    @Test func wordCategoriesResolveAndSuggestAlike() throws {
        defer { server.stop() }
        for typed in ["noun.animl", "Animls", "animal", "noun.dragons", "verb.moton", "plants", "Animals"] {
            let terminal = try cli.run(["words", "browse", typed])
            let web = try api("GET", "/api/v1/words/categories/\(typed)")
            if terminal.status == 0 {
                #expect(web.status == 200, "\(typed): the terminal found it, the web said \(web.text)")
            } else {
                #expect(web.status == 404, "\(typed)")
                let message = try #require(try object(web)["error"] as? [String: Any])["message"] as? String ?? ""
                #expect(Self.suggestion(in: terminal.stderr) == Self.suggestion(in: message), "\(typed)")
            }
        }
    }

    @Test func categoryTyposGetTheSameSuggestionEverywhere() throws {
        defer { server.stop() }
        let terminal = try cli.run(["words", "browse", "noun.animl"])
        #expect(terminal.stderr.contains("Did you mean 'noun.animal'?"))
        let web = try api("GET", "/api/v1/words/categories/noun.animl")
        #expect(web.text.contains("Did you mean 'noun.animal'?"))
    }

    @Test func aDocumentImportedInEitherFrontEndGivesTheSameDraft() throws {
        defer { server.stop() }
        let notes = """
            # Cells

            The mitochondrion is the organelle that produces most of the chemical energy of a cell. The nucleus \
            holds the cell's chromosomes, and ribosomes build proteins from amino acids.

            Osmosis is the movement of water across a membrane from a dilute solution into a concentrated one.
            """
        let path = cli.home.file("cells.md")
        try notes.write(toFile: path, atomically: true, encoding: .utf8)
        let terminal = try cli.run(["import", path, "--deck", "Biology", "--create", "--engine", "extractive"])
        #expect(terminal.status == 0, "\(terminal.stderr)")
        let terminalDraft = try #require(
            terminal.stdout.split(separator: " ").dropFirst().first.flatMap { Int($0.dropLast()) })
        // The same file for the same deck gives back its draft in either front end, so the terminal's draft is read
        // and deleted before the web makes its own.
        let fromTerminal = try object(try api("GET", "/api/v1/drafts/\(terminalDraft)"))
        #expect(
            try cli.run(["import", path, "--deck", "Biology", "--engine", "extractive"]).stdout.hasPrefix(
                "Draft \(terminalDraft) already holds"))
        #expect(try cli.run(["drafts", "delete", "\(terminalDraft)"]).status == 0)

        let boundary = "shared-rules"
        let body =
            "--\(boundary)\r\nContent-Disposition: form-data; name=\"deck\"\r\n\r\nBiology\r\n"
            + "--\(boundary)\r\nContent-Disposition: form-data; name=\"engine\"\r\n\r\nextractive\r\n"
            + "--\(boundary)\r\nContent-Disposition: form-data; name=\"file\"; filename=\"cells.md\"\r\n\r\n"
            + notes + "\r\n--\(boundary)--\r\n"
        let started = try server.exchange(
            "POST", "/api/v1/imports",
            headers: [
                ("Authorization", "Bearer \(token)"), ("Content-Type", "multipart/form-data; boundary=\(boundary)"),
            ], body: body)
        #expect(started.status == 202, "\(started.text)")
        let job = try #require(try object(started)["id"] as? Int)
        var status: [String: Any] = [:]
        for _ in 0..<400 {
            status = try object(try api("GET", "/api/v1/imports/\(job)"))
            if status["finished"] as? Bool == true { break }
            usleep(25_000)
        }
        #expect(status["state"] as? String == "finished", "\(status)")
        let webDraft = try #require((status["draft_ids"] as? [Int])?.first)
        #expect(webDraft != terminalDraft)

        let fromWeb = try object(try api("GET", "/api/v1/drafts/\(webDraft)"))
        for key in ["document_title", "deck_name", "engine", "document_id"] {
            let terminalValue = (fromTerminal["draft"] as? [String: Any])?[key] as? String
            #expect(terminalValue != nil)
            #expect(terminalValue == (fromWeb["draft"] as? [String: Any])?[key] as? String, "\(key)")
        }
        let questions = { (draft: [String: Any]) in
            (draft["cards"] as? [[String: Any]] ?? []).map { "\($0["question"] ?? "") → \($0["answer"] ?? "")" }
        }
        #expect(!questions(fromTerminal).isEmpty)
        #expect(questions(fromTerminal) == questions(fromWeb))
    }

    @Test func anInvalidDeckNameIsRefusedByBothImports() throws {
        defer { server.stop() }
        let path = cli.home.file("short.md")
        try "Osmosis is the movement of water across a membrane.".write(
            toFile: path, atomically: true, encoding: .utf8)
        let name = String(repeating: "x", count: 201)
        let terminal = try cli.run(["import", path, "--deck", name, "--create", "--engine", "extractive"])
        #expect(terminal.status == 65)
        #expect(terminal.stderr.contains("A deck name may be at most 200 characters long."))
        let boundary = "b"
        let body =
            "--\(boundary)\r\nContent-Disposition: form-data; name=\"deck\"\r\n\r\n\(name)\r\n"
            + "--\(boundary)\r\nContent-Disposition: form-data; name=\"file\"; filename=\"short.md\"\r\n\r\n"
            + "Osmosis is the movement of water across a membrane.\r\n--\(boundary)--\r\n"
        let web = try server.exchange(
            "POST", "/api/v1/imports",
            headers: [
                ("Authorization", "Bearer \(token)"), ("Content-Type", "multipart/form-data; boundary=\(boundary)"),
            ], body: body)
        #expect(web.status == 422)
        #expect(web.text.contains("A deck name may be at most 200 characters long."))
    }

    @Test func wordCardsMadeInEitherFrontEndAreTheSameAndNotRepeated() throws {
        defer { server.stop() }
        let terminal = try cli.run([
            "words", "cards", "--deck", "Words", "--create", "--word", "mouse", "--word", "river",
        ])
        #expect(terminal.status == 0, "\(terminal.stderr)")
        #expect(terminal.stdout.contains("Added 2 cards to 'Words'."))
        let again = try api("POST", "/api/v1/words/cards", json: #"{"deck": "Words", "words": ["mouse", "river"]}"#)
        let result = try object(again)
        #expect(result["made"] as? Int == 0, "\(again.text)")
        #expect((result["skipped"] as? [Any])?.count == 2)
        let fresh = try api("POST", "/api/v1/words/cards", json: #"{"deck": "Words 2", "words": ["mouse", "river"]}"#)
        #expect(try object(fresh)["made"] as? Int == 2)
        let listed = try cli.run(["card", "list", "--deck", "Words", "--json"])
        let listedAgain = try cli.run(["card", "list", "--deck", "Words 2", "--json"])
        let fronts = { (text: String) -> [String] in
            let list = (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: Any]
            let items = list?["items"] as? [[String: Any]] ?? []
            return items.map { "\($0["front"] ?? "")|\($0["back"] ?? "")" }
        }
        #expect(fronts(listed.stdout).count == 2)
        #expect(fronts(listed.stdout) == fronts(listedAgain.stdout))
    }

    @Test func aDraftIsSavedOnceWhicheverFrontEndSavesIt() throws {
        defer { server.stop() }
        let path = cli.home.file("osmosis.md")
        try "Osmosis is the movement of water across a membrane from a dilute solution into a concentrated one."
            .write(toFile: path, atomically: true, encoding: .utf8)
        let first = try cli.run(["import", path, "--deck", "Biology", "--create", "--engine", "extractive"])
        let second = try cli.run(["import", path, "--deck", "Chemistry", "--create", "--engine", "extractive"])
        let ids = [first, second].compactMap {
            $0.stdout.split(separator: " ").dropFirst().first.flatMap { Int($0.dropLast()) }
        }
        try #require(ids.count == 2, "\(first.stderr)\(second.stderr)")

        let savedInTerminal = try cli.run(["drafts", "save", String(ids[0]), "--with-undecided"])
        #expect(savedInTerminal.status == 0, "\(savedInTerminal.stderr)")
        let againOnTheWeb = try api("POST", "/api/v1/drafts/\(ids[0])/save", json: "{}")
        #expect(againOnTheWeb.status == 409)
        #expect(againOnTheWeb.text.contains("This draft has been saved already."))

        let savedOnTheWeb = try api(
            "POST", "/api/v1/drafts/\(ids[1])/save", json: #"{"deck": "Chemistry", "undecided": "keep"}"#)
        #expect(savedOnTheWeb.status == 201, "\(savedOnTheWeb.text)")
        let againInTheTerminal = try cli.run(["drafts", "save", String(ids[1])])
        #expect(againInTheTerminal.status == 65)
        #expect(againInTheTerminal.stderr == "Error: This draft has been saved already.\n")
    }
}
