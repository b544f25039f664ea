/// How many terminal columns text fills: East Asian wide characters and most emoji take two, combining marks and
/// control characters none.
enum TerminalColumns {
    /// The columns `text` fills, for text without escape sequences.
    static func count(_ text: String) -> Int {
        text.reduce(0) { $0 + count($1) }
    }

    /// The columns one character fills.
    static func count(_ character: Character) -> Int {
        guard let scalar = character.unicodeScalars.first else { return 0 }
        let value = scalar.value
        if value < 0x20 || (0x7F..<0xA0).contains(value) { return 0 }
        if scalar.properties.generalCategory == .nonspacingMark || value == 0x200B { return 0 }
        return wideRanges.contains { $0.contains(value) } ? 2 : 1
    }

    /// The wide ranges of Unicode's East Asian Width property, with the emoji blocks.
    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x23E9...0x23EC, 0x2E80...0x303E, 0x3041...0x33FF,
        0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF,
        0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF,
        0x20000...0x2FFFD, 0x30000...0x3FFFD,
    ]
}
