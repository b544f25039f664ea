import Foundation

/// How JSON spells strings, integers and dates, appended to bytes: the one place both encoders take it from.
enum JSONText {
    /// Appends `text` in quotes, escaping quotes, backslashes and control characters (slashes and non-ASCII text
    /// are written as they are).
    static func appendString(_ text: String, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\""))
        var text = text
        text.withUTF8 { utf8 in
            var run = 0
            for index in 0..<utf8.count {
                let byte = utf8[index]
                guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[run..<index]))
                appendEscape(byte, to: &bytes)
                run = index + 1
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[run..<utf8.count]))
        }
        bytes.append(UInt8(ascii: "\""))
    }

    private static func appendEscape(_ byte: UInt8, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\\"))
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"): bytes.append(byte)
        case 0x0A: bytes.append(UInt8(ascii: "n"))
        case 0x0D: bytes.append(UInt8(ascii: "r"))
        case 0x09: bytes.append(UInt8(ascii: "t"))
        case 0x08: bytes.append(UInt8(ascii: "b"))
        case 0x0C: bytes.append(UInt8(ascii: "f"))
        default:
            bytes.append(contentsOf: [UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0")])
            bytes.append(hexDigit(byte >> 4))
            bytes.append(hexDigit(byte & 0x0F))
        }
    }

    private static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "a") + value - 10
    }

    /// The scale that rounds fractions to `decimalPlaces` (10 to that power).
    static func roundingScale(decimalPlaces: Int) -> Double {
        (0..<max(0, decimalPlaces)).reduce(1.0) { scale, _ in scale * 10 }
    }

    /// Appends a finite `value`: rounded to a multiple of 1 / `roundingScale` when it has a fraction and a scale is
    /// given, then as an integer when whole (below 10¹⁵), else in the shortest form that reads back the same.
    static func appendDouble(_ value: Double, roundingScale: Double?, to bytes: inout [UInt8]) {
        var value = value
        if let roundingScale, value != value.rounded() {
            let rounded = (value * roundingScale).rounded() / roundingScale
            if rounded.isFinite { value = rounded }
        }
        if value == value.rounded(), abs(value) < 1e15 {
            appendInteger(Int64(value), to: &bytes)
        } else {
            bytes.append(contentsOf: value.description.utf8)
        }
    }

    /// Appends `value` in decimal.
    static func appendInteger(_ value: Int64, to bytes: inout [UInt8]) {
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
            var count = 0
            repeat {
                digits[count] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
                count += 1
            } while magnitude > 0
            for index in stride(from: count - 1, through: 0, by: -1) { bytes.append(digits[index]) }
        }
    }

    /// Appends `"2026-11-30T23:18:46Z"`: whole seconds in UTC, in quotes, as `JSONEncoder`'s `.iso8601` writes them.
    static func appendDate(_ date: Date, to bytes: inout [UInt8]) {
        var seconds = time_t(date.timeIntervalSince1970.rounded(.down))
        var parts = tm()
        gmtime_r(&seconds, &parts)
        bytes.append(UInt8(ascii: "\""))
        let year = Int(parts.tm_year) + 1900
        if (0...9999).contains(year) {
            appendTwoDigits(year / 100, to: &bytes)
            appendTwoDigits(year % 100, to: &bytes)
        } else {
            appendInteger(Int64(year), to: &bytes)
        }
        for (separator, value) in [
            (UInt8(ascii: "-"), parts.tm_mon + 1), (UInt8(ascii: "-"), parts.tm_mday),
            (UInt8(ascii: "T"), parts.tm_hour),
            (UInt8(ascii: ":"), parts.tm_min), (UInt8(ascii: ":"), parts.tm_sec),
        ] {
            bytes.append(separator)
            appendTwoDigits(Int(value), to: &bytes)
        }
        bytes.append(UInt8(ascii: "Z"))
        bytes.append(UInt8(ascii: "\""))
    }

    /// Appends `value`, from 0 to 99, as two digits.
    private static func appendTwoDigits(_ value: Int, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "0") + UInt8(value / 10))
        bytes.append(UInt8(ascii: "0") + UInt8(value % 10))
    }
}
