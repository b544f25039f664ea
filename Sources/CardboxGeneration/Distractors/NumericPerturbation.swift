import CardboxCore

/// Deterministic wrong numbers for a numeric answer, written the way the answer is.
///
/// - Years move by a few years either way (−4, +3, −9, +6, …), staying within 1000–2099.
/// - Decades move by one to three decades.
/// - Small whole numbers (below 10) move by one to four.
/// - Powers of two from 8 to 2^20 (bit widths, buffer sizes) move to the other powers of two near them (16 → 8, 32,
///   64).
/// - Other numbers and percentages are scaled by 0.5–1.5 (at least 10% off), rounded to the answer's precision
///   (two significant digits at least); percentages of 100 or less stay within 0–100.
///
/// Prefixes and units are kept ("about 75%" → "about 53%"). The starting point in each list comes from a hash of
/// the answer, so the same answer always gets the same variants, and different answers do not all get "+10%".
enum NumericPerturbation {
    /// Up to `count` variants of `answer`, all different from it and from each other; empty when it is not a number.
    static func variants(of answer: String, count: Int = 3) -> [String] {
        guard let number = NumericValue(parsing: answer.trimmed) else { return [] }
        let seed = Int(Self.hash(answer) % 1000)
        let values: [Double]
        if number.isYear {
            values = rotated(yearOffsets, by: seed).map { number.value + $0 }.filter { (1000...2099).contains($0) }
        } else if number.isDecade {
            values = rotated(decadeOffsets, by: seed).map { number.value + $0 }.filter { (1000...2090).contains($0) }
        } else if isPowerOfTwo(number) {
            values = rotated(powerFactors, by: seed).map { number.value * $0 }.filter { $0 >= 2 }
        } else if number.decimals == 0, number.value < 10 {
            values = rotated(smallOffsets, by: seed).map { number.value + $0 }.filter {
                $0 >= (number.value >= 1 ? 1 : 0)
            }
        } else {
            let digits = max(2, significantDigits(of: number))
            values = rotated(factors, by: seed).map { factor in
                let scaled = number.value * factor
                return number.decimals > 0 ? scaled : rounded(scaled, significantDigits: digits)
            }.filter { value in
                value > 0 && (!number.isPercentage || number.value > 100 || value <= 100)
            }
        }
        var result: [String] = []
        var seen: Set<String> = [TextNormalization.normalized(answer)]
        for value in values where result.count < count {
            let text = number.text(for: value)
            if seen.insert(TextNormalization.normalized(text)).inserted { result.append(text) }
        }
        return result
    }

    /// Whether `number` is a whole power of two from 8 to 2^20 with no unit but bits or bytes, as widths and sizes in
    /// computing are.
    static func isPowerOfTwo(_ number: NumericValue) -> Bool {
        guard number.decimals == 0, !number.isPercentage, (8...1_048_576).contains(number.value),
            ["", "bit", "bits", "byte", "bytes", "-bit", "kb", "mb", "kib", "mib"].contains(number.unit)
        else { return false }
        let whole = Int(number.value)
        return whole & (whole - 1) == 0
    }

    // MARK: - Private

    /// Factors to the powers of two near one, alternating below and above it.
    private static let powerFactors: [Double] = [0.5, 2, 4, 0.25, 8]

    /// Year offsets, alternating in sign so any three in a row go both ways.
    private static let yearOffsets: [Double] = [-4, 3, -9, 6, -2, 11, -7, 1, -12, 5, -1, 8]
    /// Decade offsets, alternating in sign.
    private static let decadeOffsets: [Double] = [-10, 20, -20, 10, -30, 30]
    /// Offsets for whole numbers below 10.
    private static let smallOffsets: [Double] = [-1, 2, 1, -2, 3, 4]
    /// Scale factors, 10–50% off, alternating below and above 1.
    private static let factors: [Double] = [0.6, 1.3, 0.8, 1.5, 0.7, 1.2, 0.5, 1.4, 0.9, 1.1]

    /// `values` starting at position `seed` (modulo the count) and wrapping round.
    private static func rotated(_ values: [Double], by seed: Int) -> [Double] {
        let start = seed % values.count
        return Array(values[start...] + values[..<start])
    }

    /// The significant digits of a whole number, trailing zeros not counted (1,200 → 2; 256 → 3).
    private static func significantDigits(of number: NumericValue) -> Int {
        let digits = String(Int(number.value.rounded()))
        let trimmed = digits.reversed().drop { $0 == "0" }
        return max(1, trimmed.count)
    }

    /// `value` rounded to `digits` significant digits.
    private static func rounded(_ value: Double, significantDigits digits: Int) -> Double {
        guard value >= 1 else { return value.rounded() }
        var magnitude = 1.0
        while magnitude * 10 <= value { magnitude *= 10 }
        var unit = magnitude
        for _ in 1..<digits { unit /= 10 }
        unit = max(1, unit)
        return (value / unit).rounded() * unit
    }

    /// A stable 64-bit FNV-1a hash of `text`'s UTF-8 bytes.
    static func hash(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        return hash
    }
}
