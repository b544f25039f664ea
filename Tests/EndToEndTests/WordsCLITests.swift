import CardboxTestSupport
import Foundation
import Testing

/// The built `cardbox` binary's Words commands: output, JSON, bad input and exit codes.
@Suite(.timeLimit(.minutes(10))) struct WordsCLITests {
    @Test func defineFindsTheBaseFormAndSuggestsSpellings() throws {
        let cardbox = try CardboxProcess()
        let mice = try cardbox.run(["define", "mice"])
        #expect(mice.status == 0)
        #expect(mice.stdout.hasPrefix("mouse  (from 'mice')\n\nnoun\n  1. any of numerous small rodents"))
        #expect(mice.stdout.contains("[Animals]"))
        let json = try cardbox.run(["define", "went", "--json"])
        #expect(json.status == 0)
        let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        #expect(object?["base_forms"] as? [String] == ["go"])
        let typo = try cardbox.run(["define", "recieve"])
        #expect(typo.status == 66)
        #expect(typo.stdout.isEmpty)
        #expect(typo.stderr.hasPrefix("Error: The dictionary has no entry for 'recieve'. Did you mean 'receive'"))
    }

    @Test(arguments: [["define", ""], ["define", String(repeating: "x", count: 10_000)], ["say", "-rf"]])
    func badWordsAreRefusedWithDataError(_ arguments: [String]) throws {
        let result = try CardboxProcess().run([arguments[0], "--"] + arguments.dropFirst())
        #expect(result.status == 65)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("Error: The word"))
        #expect(result.stderr.count < 300)
    }

    @Test func categoriesBrowseAndTheWordOfTheDay() throws {
        let cardbox = try CardboxProcess()
        let categories = try cardbox.run(["words", "categories"])
        #expect(categories.status == 0)
        let lines = categories.stdout.split(separator: "\n")
        #expect(lines.count == 46)
        #expect(lines.contains { $0.hasPrefix("noun.animal") && $0.contains("Animals") })
        let browse = try cardbox.run(["words", "browse", "Animals", "--page", "2"])
        #expect(browse.status == 0)
        #expect(browse.stdout.hasPrefix("Animals (noun.animal)  page 2 of "))
        #expect(browse.stdout.split(separator: "\n").count == 51)
        let unknown = try cardbox.run(["words", "browse", "noun.animl"])
        #expect(unknown.status == 66)
        #expect(unknown.stderr == "Error: There is no word category 'noun.animl'. Did you mean 'noun.animal'?\n")
        let huge = try cardbox.run(["words", "browse", String(repeating: "c", count: 10_000)])
        #expect(huge.status == 66)
        #expect(huge.stderr.count < 300)
        let random = try cardbox.run(["words", "random"])
        #expect(random.status == 0)
        #expect(!random.stdout.isEmpty)
        #expect(try cardbox.run(["words", "random"]).stdout == random.stdout)
        let tomorrow = try cardbox.run(["words", "random"], environment: ["CARDBOX_NOW": "2025-06-25T08:00:00Z"])
        #expect(tomorrow.stdout != random.stdout)
    }

    @Test func favouritesBecomeCardsWithoutDuplicatesAndPlay() throws {
        let cardbox = try CardboxProcess()
        #expect(
            try cardbox.run(["favourite", "add", "mice"]).stdout == "Added 'mouse' (from 'mice') to your favourites.\n")
        #expect(try cardbox.run(["favourite", "add", "mouse"]).stdout == "'mouse' is already a favourite.\n")
        #expect(try cardbox.run(["favourite", "add", "mitochondrion"]).status == 0)
        #expect(try cardbox.run(["favourite", "add", "blorptastic"]).status == 66)
        #expect(try cardbox.run(["favourite", "list"]).stdout == "mouse\nmitochondrion\n")
        let cards = try cardbox.run([
            "words", "cards", "--deck", "Vocabulary", "--create", "--reverse", "--card-color", "#ffeedd",
        ])
        #expect(cards.status == 0)
        #expect(cards.stdout == "Created deck 'Vocabulary'.\nAdded 2 cards to 'Vocabulary'.\n")
        let again = try cardbox.run(["words", "cards", "--deck", "Vocabulary", "--reverse"])
        #expect(
            again.stdout == """
                Added 0 cards to 'Vocabulary'.
                Skipped 'mouse': the deck already has a card for it.
                Skipped 'mitochondrion': the deck already has a card for it.

                """)
        let list = try cardbox.run(["card", "list", "--deck", "Vocabulary", "--json"])
        #expect(list.stdout.contains("\"colors\":{\"card\":\"#ffeedd\"}"))
        #expect(list.stdout.contains("\"back\":\"mitochondrion\""))
        let play = try cardbox.run(["words", "play", "--shuffle", "--seed", "7", "--pace", "1"], input: "nnnn")
        #expect(play.status == 0)
        #expect(play.stdout.contains("mitochondrion"))
        #expect(play.stdout.contains("Played 2 cards."))
        #expect(try cardbox.run(["favourite", "remove", "mice"]).stdout == "Removed 'mouse' from your favourites.\n")
        let missing = try cardbox.run(["favourite", "remove", "mouse"])
        #expect(missing.status == 66)
        #expect(missing.stderr == "Error: 'mouse' is not one of your favourite words.\n")
        let noDeck = try cardbox.run(["words", "cards"])
        #expect(noDeck.status == 64)
    }

    /// `--sound` puts the word, spoken, on the card's front, where the terminal names it.
    @Test func wordCardsWithSoundCarryTheSpokenWord() throws {
        let cache = try TemporaryDirectory()
        let cardbox = try CardboxProcess(environment: ["XDG_CACHE_HOME": cache.path])
        let made = try cardbox.run(["words", "cards", "--deck", "Spoken", "--create", "--word", "mouse", "--sound"])
        #expect(made.status == 0, "\(made.stderr)")
        #expect(made.stdout == "Created deck 'Spoken'.\nAdded 1 card to 'Spoken'.\n")
        let list = try cardbox.run(["card", "list", "--deck", "Spoken"]).stdout
        #expect(list.contains("mouse [sound: mouse]"))
        let json = try cardbox.run(["card", "list", "--deck", "Spoken", "--json"]).stdout
        #expect(json.contains("\"front\":\"mouse\\n\\n![mouse](media:"))

        let silent = try CardboxProcess(environment: ["XDG_CACHE_HOME": cache.path, "CARDBOX_ESPEAK": "/nonexistent"])
        let refused = try silent.run(["words", "cards", "--deck", "Spoken", "--create", "--word", "mouse", "--sound"])
        #expect(refused.status == 69)
        #expect(refused.stderr.contains("espeak-ng"))
        #expect(try silent.run(["deck", "list"]).stdout.contains("Spoken") == false)
    }

    @Test func sayPrintsIPAAndWritesAudioOrExplainsWhatIsMissing() throws {
        let cache = try TemporaryDirectory()
        let cardbox = try CardboxProcess(environment: ["XDG_CACHE_HOME": cache.path])
        let ipa = try cardbox.run(["say", "mouse", "--ipa-only"])
        #expect(ipa.status == 0)
        #expect(ipa.stdout.hasPrefix("/m"))
        let audio = try cardbox.run(["say", "mouse", "--no-play"])
        #expect(audio.status == 0)
        let path = cache.path + "/cardbox/audio/en-us/mouse.wav"
        #expect(audio.stdout.hasSuffix("Audio: \(path)\n"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)).prefix(4) == Data("RIFF".utf8))
        let missing = try cardbox.run(["say", "mouse"], environment: ["CARDBOX_ESPEAK": cache.path + "/none"])
        #expect(missing.status == 69)
        #expect(missing.stderr.contains("Pronunciation needs espeak-ng, which is not installed"))
    }

    @Test func studyPlayModeShufflesWithASeed() throws {
        let cardbox = try CardboxProcess()
        for word in ["alpha", "beta", "gamma", "delta"] {
            #expect(
                try cardbox.run(["card", "add", "--deck", "Swift Syntax", "-f", word, "-b", word + "!"]).status == 0)
        }
        let args = ["study", "Swift Syntax", "--mode", "play", "--shuffle", "--seed", "3", "-n", "200"]
        let first = try cardbox.run(args, input: String(repeating: "n", count: 400))
        let second = try cardbox.run(args, input: String(repeating: "n", count: 400))
        let plain = try cardbox.run(
            ["study", "Swift Syntax", "--mode", "play", "--seed", "3", "-n", "200"],
            input: String(repeating: "n", count: 400))
        #expect(first.status == 0)
        #expect(first.stdout == second.stdout)
        #expect(first.stdout != plain.stdout)
    }
}
