import CardboxSecurity
import Testing

/// Sealing and opening values with a secret key, and what happens when a value or key is wrong.
@Suite struct SecretBoxTests {
    @Test func aSealedValueOpensToTheSameBytes() throws {
        let box = try SecretBox(key: SecretBox.generateKey())
        let plaintext = Array("K7QX-M2PA".utf8)
        let sealed = box.seal(plaintext)
        #expect(sealed.count == plaintext.count + 40)
        #expect(try box.open(sealed) == plaintext)
        #expect(try box.open(box.seal([])) == [])
    }

    @Test func sealingTwiceGivesDifferentBytes() throws {
        let box = try SecretBox(key: SecretBox.generateKey())
        #expect(box.seal([1, 2, 3]) != box.seal([1, 2, 3]))
    }

    @Test(arguments: [0, 23, 24, 39, 40, 44])
    func anyFlippedByteFailsToOpen(index: Int) throws {
        let box = try SecretBox(key: SecretBox.generateKey())
        var sealed = box.seal(Array("join code".utf8))
        sealed[index] ^= 0x01
        #expect(throws: SecurityError.sealedValueRejected) { try box.open(sealed) }
    }

    @Test func truncatedValuesFailToOpen() throws {
        let box = try SecretBox(key: SecretBox.generateKey())
        let sealed = box.seal(Array("join code".utf8))
        #expect(throws: SecurityError.sealedValueRejected) { try box.open(Array(sealed.dropLast())) }
        #expect(throws: SecurityError.sealedValueRejected) { try box.open(Array(sealed.prefix(39))) }
        #expect(throws: SecurityError.sealedValueRejected) { try box.open([]) }
    }

    @Test func anotherKeyFailsToOpen() throws {
        let sealed = try SecretBox(key: SecretBox.generateKey()).seal(Array("join code".utf8))
        let other = try SecretBox(key: SecretBox.generateKey())
        #expect(throws: SecurityError.sealedValueRejected) { try other.open(sealed) }
    }

    @Test(arguments: [0, 16, 31, 33, 64])
    func keysOfTheWrongLengthAreRefused(length: Int) {
        #expect(throws: SecurityError.invalidKeyLength) {
            try SecretBox(key: [UInt8](repeating: 7, count: length))
        }
    }

    @Test func generatedKeysAre32RandomBytes() {
        let first = SecretBox.generateKey()
        #expect(first.count == 32)
        #expect(first != SecretBox.generateKey())
    }

    @Test func stringsRoundTripThroughBase64() throws {
        let box = try SecretBox(key: SecretBox.generateKey())
        let sealed = box.sealString("Klasse 7b — 🙂")
        #expect(sealed.allSatisfy { $0.isASCII && !$0.isWhitespace })
        #expect(try box.openString(sealed) == "Klasse 7b — 🙂")
    }

    @Test func malformedSealedTextIsRefused() throws {
        let box = try SecretBox(key: SecretBox.generateKey())
        #expect(throws: SecurityError.sealedTextMalformed) { try box.openString("not base64!") }
        #expect(throws: SecurityError.sealedValueRejected) { try box.openString("") }
        #expect(throws: SecurityError.sealedValueRejected) { try box.openString("AAAA") }
        let notUTF8 = box.seal([0xFF, 0xFE])
        let text = box.sealString("x")
        #expect(try box.openString(text) == "x")
        #expect(throws: SecurityError.sealedValueRejected) { try box.openString(text.replacingFirstCharacter()) }
        #expect(try box.open(notUTF8) == [0xFF, 0xFE])
    }

    @Test func theKeyNeverAppearsInDescriptions() throws {
        let key = [UInt8](repeating: 0xAB, count: 32)
        let box = try SecretBox(key: key)
        #expect(String(describing: box) == "SecretBox(key: <redacted>)")
        #expect(String(reflecting: box) == "SecretBox(key: <redacted>)")
        var dumped = ""
        dump(box, to: &dumped)
        #expect(!dumped.contains("171"))
        #expect(SecurityError.invalidKeyLength.description == "The secret key must be 32 bytes long.")
    }
}

extension String {
    fileprivate func replacingFirstCharacter() -> String {
        (first == "A" ? "B" : "A") + dropFirst()
    }
}
