import Foundation

/// Header and body encodings for ``MailMessage/formatted()``: RFC 5322 dates, RFC 2047 encoded-words and RFC 2045
/// quoted-printable.
enum MIME {
    /// The longest line we write where we choose the breaks (RFC 5322 recommends 78 characters).
    static let preferredLineLength = 78

    // MARK: - Body

    /// The body's lines as UTF-8 bytes, splitting on CRLF, lone CR and lone LF; a final line break adds no empty line.
    static func lines(of text: String) -> [[UInt8]] {
        var lines: [[UInt8]] = []
        var current: [UInt8] = []
        var previousWasCR = false
        for byte in text.utf8 {
            switch byte {
            case 0x0D:
                lines.append(current)
                current = []
                previousWasCR = true
            case 0x0A:
                if !previousWasCR { lines.append(current) }
                current = []
                previousWasCR = false
            default:
                current.append(byte)
                previousWasCR = false
            }
        }
        if !current.isEmpty || lines.isEmpty { lines.append(current) }
        return lines
    }

    /// One body line in quoted-printable, split with soft line breaks (`=`) into lines of at most 76 characters.
    static func quotedPrintable(_ line: [UInt8]) -> [String] {
        var output: [String] = []
        var current: [UInt8] = []
        for (index, byte) in line.enumerated() {
            let isLast = index == line.count - 1
            var token = quotedPrintableToken(byte, atLineStart: current.isEmpty, isLast: isLast)
            if current.count + token.count > 75 {
                output.append(String(decoding: current + [UInt8(ascii: "=")], as: UTF8.self))
                current = []
                token = quotedPrintableToken(byte, atLineStart: true, isLast: isLast)
            }
            current += token
        }
        output.append(String(decoding: current, as: UTF8.self))
        return output
    }

    private static func quotedPrintableToken(_ byte: UInt8, atLineStart: Bool, isLast: Bool) -> [UInt8] {
        let isLiteral =
            switch byte {
            case 0x20, 0x09: !isLast  // whitespace at the end of a line would be stripped in transit
            case UInt8(ascii: "="): false
            case UInt8(ascii: "."): !atLineStart  // "." alone on a line ends the SMTP DATA section
            case 0x21...0x7E: true
            default: false
            }
        if isLiteral { return [byte] }
        let digits = Array("0123456789ABCDEF".utf8)
        return [UInt8(ascii: "="), digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]]
    }

    // MARK: - Headers

    /// `Name <address>`, with the name quoted or encoded as needed, or the bare address without a name.
    static func header(_ address: MailAddress) -> String {
        guard let name = address.name.map(singleLine), !name.isEmpty else { return address.address }
        if isPrintableASCII(name) && !name.contains("=?") {
            let isAtomText = name.utf8.allSatisfy { $0 == 0x20 || !Self.specials.contains($0) }
            let display =
                isAtomText ? name : "\"" + name.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"") + "\""
            return display + " <" + address.address + ">"
        }
        return encodedWords(name).joined(separator: " ") + " <" + address.address + ">"
    }

    /// The `Subject` header: folded at spaces when ASCII, RFC 2047 encoded-words otherwise.
    static func subjectHeader(_ subject: String) -> String {
        let text = singleLine(subject)
        let prefix = "Subject: "
        if isPrintableASCII(text) && !text.contains("=?") && prefix.utf8.count + text.utf8.count <= 998 {
            return foldAtSpaces(prefix + text)
        }
        return prefix + encodedWords(text).joined(separator: "\r\n ")
    }

    /// `Name: a, b, c`, starting a new line before an item that would pass ``preferredLineLength``.
    static func foldedList(name: String, items: [String]) -> String {
        var lines = [name + ":"]
        for (index, item) in items.enumerated() {
            let piece = item + (index < items.count - 1 ? "," : "")
            let lastLength = lines[lines.count - 1].utf8.count
            if index > 0 && lastLength + 1 + piece.utf8.count > preferredLineLength {
                lines.append(" " + piece)
            } else {
                lines[lines.count - 1] += " " + piece
            }
        }
        return lines.joined(separator: "\r\n")
    }

    /// RFC 2047 `B` encoded-words of at most 64 characters each, split between Unicode scalars.
    static func encodedWords(_ text: String) -> [String] {
        var words: [String] = []
        var chunk: [UInt8] = []
        for scalar in text.unicodeScalars {
            let bytes = Array(String(scalar).utf8)
            // 39 bytes become 52 base64 characters: with "=?UTF-8?B?" and "?=" a word is 64 characters, so even
            // after "Subject: " a line stays within RFC 2047's 76.
            if chunk.count + bytes.count > 39 {
                words.append("=?UTF-8?B?" + Data(chunk).base64EncodedString() + "?=")
                chunk = []
            }
            chunk += bytes
        }
        if !chunk.isEmpty || words.isEmpty { words.append("=?UTF-8?B?" + Data(chunk).base64EncodedString() + "?=") }
        return words
    }

    /// The Message-ID without characters that could end the header or the angle brackets.
    static func sanitizedMessageID(_ id: String) -> String {
        let kept = id.unicodeScalars.filter { $0.value > 0x20 && $0.value < 0x7F && $0 != "<" && $0 != ">" }
        return String(String.UnicodeScalarView(kept))
    }

    /// `date` as `Tue, 14 Nov 2023 22:13:20 +0000`: UTC, English names, independent of locale and time zone.
    static func rfc5322Date(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = utc
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second, .weekday], from: date)
        let weekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        let weekday = weekdays[((parts.weekday ?? 1) - 1) % 7]
        let month = months[((parts.month ?? 1) - 1) % 12]
        func twoDigits(_ value: Int?) -> String {
            let value = value ?? 0
            return value < 10 ? "0\(value)" : "\(value)"
        }
        let time = [parts.hour, parts.minute, parts.second].map(twoDigits).joined(separator: ":")
        return "\(weekday), \(parts.day ?? 1) \(month) \(parts.year ?? 1970) \(time) +0000"
    }

    // MARK: - Private

    /// UTC, which needs no time zone database.
    private static let utc = TimeZone(secondsFromGMT: 0) ?? .gmt

    private static let specials = Set("()<>[]:;@\\,.\"".utf8)

    private static func isPrintableASCII(_ text: String) -> Bool {
        text.utf8.allSatisfy { (0x20...0x7E).contains($0) }
    }

    /// Line breaks and other control characters become spaces: a header value is one logical line.
    private static func singleLine(_ text: String) -> String {
        let scalars = text.unicodeScalars.map { $0.properties.generalCategory == .control ? " " : $0 }
        return String(String.UnicodeScalarView(scalars))
    }

    private static func foldAtSpaces(_ line: String) -> String {
        var lines: [String] = []
        var current = ""
        for word in line.split(separator: " ", omittingEmptySubsequences: false) {
            if current.isEmpty && lines.isEmpty {
                current = String(word)
            } else if current.utf8.count + 1 + word.utf8.count > preferredLineLength
                && !current.allSatisfy({ $0 == " " })
            {
                lines.append(current)
                current = " " + word
            } else {
                current += " " + word
            }
        }
        lines.append(current)
        return lines.joined(separator: "\r\n")
    }
}
