import Foundation

/// Cleans one extracted line of text before layout analysis.
///
/// In order: drops `(cid:NN)` placeholders left by fonts without a Unicode map; maps symbol-font bullets
/// (U+F0B7, U+F0A7) to "•" and "▪"; applies NFKC (ligatures such as "ﬁ", full-width forms, no-break spaces;
/// "æ" and "œ" are not compatibility characters and stay); deletes soft hyphens, zero-width characters, the
/// replacement character and other control, format, private-use and unassigned code points; turns curly
/// quotes into straight ones (typographic apostrophes become `'`) and Unicode hyphens into "-"; and collapses
/// runs of whitespace into single spaces, trimming both ends.
public enum TextCleaner {
    /// Returns `line` cleaned.
    ///
    /// ```swift
    /// TextCleaner.clean("“Eﬃcient”  in\u{00AD}formation")  // "\"Efficient\" information"
    /// ```
    public static func clean(_ line: String) -> String {
        var text = line
        if text.contains("(cid:") { text = removingFontPlaceholders(from: text) }
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
        return String(scalars)
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
