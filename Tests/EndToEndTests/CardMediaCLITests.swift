import CardboxCore
import CardboxTestSupport
import Foundation
import Testing

/// `cardbox card attach`: a file checked by its content goes on a card, the terminal names it, a backup carries it,
/// and a refused file changes nothing.
@Suite struct CardMediaCLITests {
    static let png: [UInt8] =
        [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
        + Array(repeating: 1, count: 32)

    /// A data directory with the deck "Anatomy" holding one card, and that card's id.
    func cardWithDeck() throws -> (CardboxProcess, String) {
        let cardbox = try CardboxProcess()
        _ = try cardbox.run(["deck", "new", "Anatomy"])
        let added = try cardbox.run([
            "card", "add", "--deck", "Anatomy", "-f", "Which organ is this?", "-b", "The heart",
        ])
        let id = try #require(added.stdout.split(separator: " ").dropFirst(2).first)
        return (cardbox, String(id))
    }

    @Test func anAttachedImageIsNamedInTheTerminalAndKeptInBackups() throws {
        let (cardbox, id) = try cardWithDeck()
        let file = cardbox.home.file("heart.png")
        try Data(Self.png).write(to: URL(fileURLWithPath: file))
        let attached = try cardbox.run(["card", "attach", id, file, "--to", "front"])
        #expect(attached.status == 0, "\(attached.stderr)")
        #expect(attached.stdout == "Added the image 'heart' to the front of card \(id).\n")
        let listing = try cardbox.run(["card", "list", "--deck", "Anatomy", "--json"]).stdout
        #expect(listing.contains("![heart](media:\(SHA256.hex(of: Self.png)).png)"))

        let study = try cardbox.run(["study", "Anatomy"], input: " 3")
        #expect(study.stdout.contains("Which organ is this?"))
        #expect(study.stdout.contains("[image: heart]"))

        let backup = cardbox.home.file("backup.json")
        #expect(try cardbox.run(["backup", backup]).status == 0)
        let text = try String(contentsOfFile: backup, encoding: .utf8)
        #expect(text.contains("\"data\" : \"\(Data(Self.png).base64EncodedString())\""))
    }

    @Test(arguments: [
        ("page", 65, "this file is none of them"), ("missing", 66, "no such file"), ("folder", 66, "it is a folder"),
        ("field", 65, "not 'category'"), ("empty", 65, "The file is empty."),
    ])
    func refusedFilesChangeNothing(_ fault: String, _ status: Int32, _ message: String) throws {
        let (cardbox, id) = try cardWithDeck()
        let before = try cardbox.run(["card", "list", "--deck", "Anatomy", "--json"]).stdout
        let page = cardbox.home.file("photo.png")
        try Data((fault == "empty" ? "" : "<html><script>alert(1)</script></html>").utf8).write(
            to: URL(fileURLWithPath: page))
        let arguments: [String] =
            switch fault {
            case "missing": ["card", "attach", id, cardbox.home.file("nope.png")]
            case "folder": ["card", "attach", id, cardbox.home.path]
            case "field": ["card", "attach", id, page, "--to", "category"]
            default: ["card", "attach", id, page]
            }
        let result = try cardbox.run(arguments)
        #expect(result.status == status)
        #expect(result.stderr.hasPrefix("Error: "))
        #expect(result.stderr.contains(message))
        #expect(try cardbox.run(["card", "list", "--deck", "Anatomy", "--json"]).stdout == before)
    }
}
