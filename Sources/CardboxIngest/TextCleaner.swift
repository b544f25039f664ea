import CardboxCore
import Foundation

/// Cleans one extracted line of text before layout analysis.
///
/// In order: drops the terminal escape sequences and overstrikes that `man` and `nroff` write into text files
/// ("ESC[1mNROFF ESC[22m", "N BS N" for bold, "_ BS x" for underline), keeping the letters; drops `(cid:NN)` placeholders left by fonts without a Unicode map; maps symbol-font bullets
/// (U+F0B7, U+F0A7) to "•" and "▪"; applies NFKC (ligatures such as "ﬁ", full-width forms, no-break spaces;
/// "æ" and "œ" are not compatibility characters and stay); deletes soft hyphens, zero-width characters, the
/// replacement character and other control, format, private-use and unassigned code points; turns curly
/// quotes into straight ones (typographic apostrophes become `'`) and Unicode hyphens into "-"; and collapses
/// runs of whitespace into single spaces, trimming both ends; and drops a pilcrow that ends the line (a heading's
/// permalink in HTML documentation).
public enum TextCleaner {
    /// Returns `line` cleaned.
    ///
    /// ```swift
    /// TextCleaner.clean("“Eﬃcient”  in\u{00AD}formation")  // "\"Efficient\" information"
    /// ```
    public static func clean(_ line: String) -> String {
        if isClean(line) { return line }
        var text = line
        if text.utf8.contains(where: { $0 == 0x1B || $0 == 0x08 }) { text = removingTerminalMarkup(from: text) }
        if text.containsBytes(of: "(cid:") { text = removingFontPlaceholders(from: text) }
        if !text.utf8.allSatisfy({ $0 < 0x80 }) { text = text.precomposedStringWithCompatibilityMapping }
        var scalars = String.UnicodeScalarView()
        var pendingSpace = false
        for scalar in text.unicodeScalars {
            switch disposition(of: scalar) {
            case .drop:
                continue
            case .space:
                pendingSpace = !scalars.isEmpty
            case .keep(let kept):
                if pendingSpace { scalars.append(" ") }
                scalars.append(kept)
                pendingSpace = false
            }
        }
        // A pilcrow ending a line is the permalink of a heading in HTML documentation (Sphinx, the Python docs),
        // printed or saved as text; one inside a line ("¶ 12") is text.
        if scalars.last == "¶" {
            scalars.removeLast()
            if scalars.last == " " { scalars.removeLast() }
        }
        return String(scalars)
    }

    /// Whether `line` would come out of ``clean(_:)`` as it is.
    ///
    /// That is printable ASCII with single spaces between words and none at either end, and no font placeholder;
    /// nearly every line of a text PDF is.
    private static func isClean(_ line: String) -> Bool {
        var previous = UInt8(ascii: " ")
        for byte in line.utf8 {
            guard (0x21...0x7E).contains(byte) || (byte == 0x20 && previous != 0x20) else { return false }
            previous = byte
        }
        return previous != 0x20 && !line.containsBytes(of: "(cid:")
    }

    /// `text` without terminal escape sequences (ESC, "[", parameters, a final letter; a lone ESC is dropped) and
    /// with each overstrike ("x BS x", "_ BS x") reduced to the character struck last.
    static func removingTerminalMarkup(from text: String) -> String {
        var kept: [Unicode.Scalar] = []
        var scalars = text.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            switch scalar {
            case "\u{1B}":
                guard let next = scalars.next() else { break }
                guard next == "[" else {
                    kept.append(next)
                    continue
                }
                // Parameters and intermediates up to the final byte (a letter, "@" to "~").
                while let byte = scalars.next(), !("@"..."~").contains(byte) {}
            case "\u{08}":
                // The character before is struck over by the next one.
                if !kept.isEmpty { kept.removeLast() }
            default:
                kept.append(scalar)
            }
        }
        var result = String.UnicodeScalarView()
        result.append(contentsOf: kept)
        return String(result)
    }

    // MARK: - Private

    private enum Disposition {
        case drop
        case space
        case keep(Unicode.Scalar)
    }

    private static func disposition(of scalar: Unicode.Scalar) -> Disposition {
        // ASCII, by far the most common case, without Unicode property look-ups.
        if scalar.value < 0x80 {
            switch scalar.value {
            case 0x21..<0x7F: return .keep(scalar)
            case 0x20, 0x09...0x0D: return .space
            default: return .drop
            }
        }
        switch scalar.value {
        case 0x00AD, 0x200B...0x200D, 0x2060, 0xFEFF, 0xFFFD: return .drop
        case 0x201C...0x201F: return .keep("\"")
        case 0x2018...0x201B: return .keep("'")
        case 0x2010, 0x2011: return .keep("-")
        case 0xF0B7: return .keep("•")
        case 0xF0A7: return .keep("▪")
        default: break
        }
        if scalar.properties.isWhitespace { return .space }
        switch scalar.properties.generalCategory {
        case .control, .format, .privateUse, .surrogate, .unassigned: return .drop
        default: return .keep(scalar)
        }
    }

    /// Removes every `(cid:` digits `)` sequence.
    private static func removingFontPlaceholders(from text: String) -> String {
        var result = ""
        var rest = text[...]
        while let range = rest.firstRange(of: "(cid:") {
            let afterPrefix = rest[range.upperBound...]
            let digits = afterPrefix.prefix { $0.isASCII && $0.isNumber }
            if !digits.isEmpty, afterPrefix.dropFirst(digits.count).first == ")" {
                result += rest[..<range.lowerBound]
                rest = afterPrefix.dropFirst(digits.count + 1)
            } else {
                result += rest[..<range.upperBound]
                rest = afterPrefix
            }
        }
        return result + rest
    }
}
