import CardboxCore
import Testing

/// Images and sounds in card text: what a file is, judged by its first bytes, and how card text places it.
@Suite struct CardMediaTests {
    static let key = String(repeating: "ab", count: 32)

    func inlines(_ source: String) -> [CardTextInline] {
        guard case .paragraph(let inlines) = CardText(parsing: source).blocks.first else { return [] }
        return inlines
    }

    /// The opening bytes of each format as files of that kind start (signatures from the formats' specifications).
    @Test(
        arguments: [
            ([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13], CardMediaFormat.png),
            ([0xFF, 0xD8, 0xFF, 0xE0, 0, 16] + Array("JFIF".utf8), .jpeg),
            (Array("GIF89a".utf8) + [1, 0, 1, 0], .gif),
            (Array("GIF87a".utf8), .gif),
            (Array("RIFF".utf8) + [36, 0, 0, 0] + Array("WEBPVP8 ".utf8), .webp),
            (Array("RIFF".utf8) + [36, 0, 0, 0] + Array("WAVEfmt ".utf8), .wav),
            (Array("OggS".utf8) + [0, 2], .ogg),
            (Array("fLaC".utf8) + [0, 0, 0, 34], .flac),
            ([0, 0, 0, 32] + Array("ftypM4A ".utf8), .m4a),
            (Array("ID3".utf8) + [4, 0, 0], .mp3),
            ([0xFF, 0xFB, 0x90, 0x64], .mp3),
            (Array("<svg xmlns=\"http://www.w3.org/2000/svg\"/>".utf8), .svg),
            (Array("\u{FEFF}<?xml version=\"1.0\"?>\n<!DOCTYPE svg>\n  <svg>".utf8), .svg),
        ] as [([UInt8], CardMediaFormat)])
    func filesAreKnownByTheirContent(_ bytes: [UInt8], _ format: CardMediaFormat) {
        #expect(CardMediaFormat(sniffing: bytes) == format)
    }

    /// Pages, scripts, style sheets, documents and files too short to tell are none of the formats, whatever they
    /// are named.
    @Test(arguments: [
        "<!DOCTYPE html><html><body><svg></svg></body></html>", "<html><svg>", "alert(1)", "body { color: red }",
        "%PDF-1.7", "", "RIFF", "PK\u{3}\u{4}", "<?xml version=\"1.0\"?><html/>",
    ])
    func otherFilesAreRefused(_ text: String) {
        #expect(CardMediaFormat(sniffing: Array(text.utf8)) == nil)
    }

    @Test func everyFormatHasItsOwnTypeAndExtension() {
        for format in CardMediaFormat.allCases {
            #expect(CardMediaFormat(mediaType: format.mediaType) == format)
            #expect(CardMediaFormat(rawValue: format.fileExtension) == format)
        }
        #expect(CardMediaFormat.allCases.filter(\.isAudio) == [.mp3, .ogg, .wav, .m4a, .flac])
    }

    @Test func aReferenceParsesAsMedia() {
        let reference = CardMediaReference(key: BlobKey(rawValue: Self.key), format: .png, label: "cell diagram")
        #expect(
            inlines("See ![cell diagram](media:\(Self.key).png) here") == [
                .text("See "), .media(reference), .text(" here"),
            ])
        #expect(CardText(parsing: "![cell diagram](media:\(Self.key).png)").mediaReferences == [reference])
        #expect(reference.path == "/media/\(Self.key).png")
    }

    /// A label with brackets and backslashes is escaped when written and reads back the same.
    @Test func aReferenceReadsBackAsWritten() {
        let label = #"a [tricky] \ label"#
        let reference = CardMediaReference(key: BlobKey(rawValue: Self.key), format: .mp3, label: label)
        #expect(inlines(reference.markdown) == [.media(reference)])
    }

    /// Anything but a well-formed reference to a stored file stays text: a page elsewhere is never loaded.
    @Test(arguments: [
        "![x](https://tracker.example/pixel.png)", "![x](media:\(String(repeating: "a", count: 63)).png)",
        "![x](media:\(String(repeating: "A", count: 64)).png)", "![x](media:\(String(repeating: "a", count: 64)).html)",
        "![x](media:\(String(repeating: "a", count: 64)))", "![x](media:\(String(repeating: "a", count: 64)).png",
        "![x]", "!", "![x\ny](media:\(String(repeating: "a", count: 64)).png)",
    ])
    func otherImageAddressesStayText(_ source: String) {
        #expect(!inlines(source).contains { if case .media = $0 { true } else { false } })
        #expect(CardText.plainText(source).contains("!"))
    }

    @Test func terminalsShowTheKindAndLabel() {
        #expect(CardText.plainText("Hear ![the word](media:\(Self.key).ogg)") == "Hear [sound: the word]")
        #expect(CardText.plainText("![map](media:\(Self.key).webp)") == "[image: map]")
    }

    /// Every field of a card counts, each file once, in order of first appearance.
    @Test func aCardListsTheMediaOfAllItsFields() {
        let other = String(repeating: "cd", count: 32)
        let content = CardContent(
            front: "![a](media:\(Self.key).png)",
            back: "![b](media:\(other).mp3) and ![a again](media:\(Self.key).png)",
            explanation: "no media here", distractors: ["![c](media:\(other).mp3)"])
        #expect(content.mediaReferences.map(\.key.rawValue) == [Self.key, other])
        #expect(CardContent(front: "media: without a reference", back: "b").mediaReferences.isEmpty)
    }

    @Test(arguments: [
        ("photos/Cell diagram.final.png", CardMediaFormat.png, "Cell diagram.final"),
        (#"C:\scans\leaf.jpeg"#, .jpeg, "leaf"), ("", .mp3, "sound"), (".png", .png, ".png"), ("[].gif", .gif, "image"),
    ])
    func labelsComeFromTheFileName(_ name: String, _ format: CardMediaFormat, _ label: String) {
        #expect(CardMediaReference.label(forFileNamed: name, format: format) == label)
    }

    /// Answer options hide images and sounds before the answer, and a typed answer is compared without them: a file
    /// only on the right answer would give it away, and nobody types one.
    @Test func answersAreComparedAndOfferedWithoutTheirMedia() {
        let answer = "Mitochondrion\n\n![said aloud](media:\(Self.key).ogg)"
        #expect(CardText(parsing: answer).removingMedia().plainText == "Mitochondrion")
        #expect(
            CardText(parsing: "**big** ![x](media:\(Self.key).png) - one").removingMedia().plainText == "big  - one")
        #expect(CardMediaReference.removingReferences(from: answer).trimmed == "Mitochondrion")
        #expect(CardMediaReference.removingReferences(from: "no media: here") == "no media: here")
        #expect(AnswerCheck(given: "mitochondrion", expected: answer, isCode: false).isCorrect)
        #expect(!AnswerCheck(given: "ribosome", expected: answer, isCode: false).isCorrect)
    }

    @Test func anAddressNamesAKeyOfSixtyFourLowerCaseHexDigitsAndAKnownFormat() throws {
        let reference = try #require(CardMediaReference(address: "media:\(Self.key).png", label: "A cell"))
        #expect(reference == CardMediaReference(key: BlobKey(rawValue: Self.key), format: .png, label: "A cell"))
        #expect(reference.address == "media:\(Self.key).png")
        #expect(CardMediaReference(address: "media:\(Self.key).mp3"[...], label: "")?.format == .mp3)
    }

    @Test(arguments: [
        "media:\(String(repeating: "AB", count: 32)).png", "media:\(String(repeating: "ab", count: 31)).png",
        "media:\(String(repeating: "ab", count: 33)).png", "media:\(String(repeating: "ab", count: 32)).",
        "media:\(String(repeating: "ab", count: 32)).exe", "media:\(String(repeating: "ab", count: 32))png",
        "media:\(String(repeating: "ag", count: 32)).png", "file:\(String(repeating: "ab", count: 32)).png",
        "media:\(String(repeating: "ab", count: 31))é.png", "media:",
    ])
    func otherAddressesAreNoReferences(_ address: String) {
        #expect(CardMediaReference(address: address, label: "x") == nil)
    }

    @Test func aLabelIsEscapedOnlyWhereItMustBe() {
        let plain = CardMediaReference(key: BlobKey(rawValue: Self.key), format: .png, label: "A cell")
        #expect(plain.markdown == "![A cell](media:\(Self.key).png)")
        let marked = CardMediaReference(key: BlobKey(rawValue: Self.key), format: .png, label: "a [b]\\c\nd")
        #expect(marked.markdown == "![a \\[b\\]\\\\c d](media:\(Self.key).png)")
    }
}
