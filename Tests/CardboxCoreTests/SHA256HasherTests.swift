import CardboxCore
import Testing

/// SHA-256 fed in pieces gives the same digest as the whole message.
@Suite struct SHA256HasherTests {
    @Test(arguments: [1, 3, 63, 64, 65, 1000])
    func piecesGiveTheDigestOfTheWhole(_ pieceSize: Int) {
        let message = (0..<4_321).map { UInt8(truncatingIfNeeded: $0 &* 7 &+ 3) }
        var hasher = SHA256Hasher()
        for start in stride(from: 0, to: message.count, by: pieceSize) {
            hasher.update(message[start..<min(message.count, start + pieceSize)])
        }
        #expect(hasher.byteCount == message.count)
        #expect(hasher.finishHex() == SHA256.hex(of: message))
    }

    @Test func aMillionLettersInUnevenPiecesMatchTheFIPSExample() {
        var hasher = SHA256Hasher()
        var left = 1_000_000
        var piece = 1
        while left > 0 {
            let count = min(piece, left)
            hasher.update([UInt8](repeating: 0x61, count: count))
            left -= count
            piece = piece * 3 % 997 + 1
        }
        #expect(hasher.finishHex().hasPrefix("cdc76e5c9914fb92"))
    }
}
