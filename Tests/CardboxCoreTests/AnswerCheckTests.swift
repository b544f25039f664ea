import CardboxCore
import Testing

/// Typed-answer comparison and near-miss feedback.
@Suite struct AnswerCheckTests {
    @Test(
        arguments: [
            ("guard let", "guard  let ", false, true, nil),
            ("Guard Let", "guard let", false, true, nil),
            ("Self", "self", true, false, "Only the letter case differs, and case matters in code."),
            ("gaurd let", "guard let", true, false, "Two characters off."),
            ("guard lett", "guard let", true, false, "One character off."),
            ("rethrows", "throws", true, false, "Two characters off."),
            ("async", "guard let", true, false, nil),
            ("", "guard let", false, false, nil),
            ("日本語", "{日本語|にほんご}", false, true, nil),
            ("にほんご", "{日本語|にほんご}", false, true, nil),
            ("{日本語|にほんご}", "{日本語|にほんご}", false, true, nil),
            ("日本語を", "{日本語|にほんご}", false, false, "One character off."),
            ("にほんごを話す", "{日本語|にほんご}を{話|はな}す", false, false, "Two characters off."),
            ("にほんごをはなす", "{日本語|にほんご}を{話|はな}す", false, true, nil),
        ] as [(String, String, Bool, Bool, String?)])
    func comparesTypedAnswers(given: String, expected: String, isCode: Bool, correct: Bool, note: String?) {
        let check = AnswerCheck(given: given, expected: expected, isCode: isCode)
        #expect(check.isCorrect == correct)
        #expect(check.nearMiss == note)
    }
}

/// SHA-256 against the FIPS 180-4 examples.
@Suite struct SHA256Tests {
    @Test func knownDigests() {
        #expect(SHA256.hex(of: Array("".utf8)) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(SHA256.hex(of: Array("abc".utf8)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        let long = Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8)
        #expect(SHA256.hex(of: long) == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        #expect(SHA256.hex(of: [UInt8](repeating: 0x61, count: 1_000_000)).hasPrefix("cdc76e5c9914fb92"))
    }
}
