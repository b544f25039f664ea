/// An image or sound placed in card text, written `![label](media:KEY.EXT)`: the blob's SHA-256 and the extension of
/// its format, so every front end knows how to show it without asking the store.
public struct CardMediaReference: Sendable, Equatable, Hashable {
    /// The blob holding the file.
    public var key: BlobKey
    /// Its format, as sniffed when it was added.
    public var format: CardMediaFormat
    /// What it shows or says, for screen readers and terminals.
    public var label: String

    /// Creates a reference.
    public init(key: BlobKey, format: CardMediaFormat, label: String) {
        self.key = key
        self.format = format
        self.label = label
    }

    /// Reads `media:KEY.EXT`, the address part of a reference.
    ///
    /// The scheme, 64 lower-case hexadecimal digits and the period are checked on the bytes.
    public init?(address: some StringProtocol, label: String) {
        let utf8 = address.utf8
        let schemeLength = Self.scheme.utf8.count
        guard utf8.count > schemeLength + 64, utf8.starts(with: Self.scheme.utf8) else { return nil }
        let digestStart = utf8.index(utf8.startIndex, offsetBy: schemeLength)
        let dot = utf8.index(digestStart, offsetBy: 64)
        guard utf8[dot] == UInt8(ascii: "."),
            utf8[digestStart..<dot].allSatisfy({ (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }),
            let format = CardMediaFormat(rawValue: String(address[utf8.index(after: dot)...]))
        else { return nil }
        self.init(key: BlobKey(rawValue: String(address[digestStart..<dot])), format: format, label: label)
    }

    /// `media:`, how a reference's address starts.
    public static let scheme = "media:"

    /// The address part: `media:KEY.EXT`.
    public var address: String { "\(Self.scheme)\(key.rawValue).\(format.fileExtension)" }

    /// The reference as card text.
    ///
    /// Brackets and backslashes in the label are escaped so it reads back the same.
    public var markdown: String {
        let needsEscaping = label.utf8.contains {
            $0 == UInt8(ascii: "\\") || $0 == UInt8(ascii: "[") || $0 == UInt8(ascii: "]") || $0 == 0x0A
        }
        let escaped =
            needsEscaping
            ? label.replacing("\\", with: "\\\\").replacing("[", with: "\\[").replacing("]", with: "\\]")
                .replacing("\n", with: " ") : label
        return "![\(escaped)](\(address))"
    }

    /// `text` without the media references written in it, for comparing a typed answer with a card's answer.
    public static func removingReferences(from text: String) -> String {
        guard text.contains(scheme) else { return text }
        return text.replacing(Self.pattern, with: "")
    }

    /// A reference as it is written: a label without brackets or line breaks (backslash escapes allowed), a 64-digit
    /// key and an extension.
    nonisolated(unsafe) private static let pattern =
        #/!\[(?:\\.|[^\]\[\n\\]){0,200}\]\(media:[0-9a-f]{64}\.[a-z0-9]{3,4}\)/#

    /// Where the web app serves the file: `/media/KEY.EXT`.
    public var path: String { "/media/\(key.rawValue).\(format.fileExtension)" }

    /// A label for a file added under `fileName`: its name without folders or extension, or the kind of file.
    public static func label(forFileNamed fileName: String, format: CardMediaFormat) -> String {
        let name = fileName.split(whereSeparator: { $0 == "/" || $0 == "\\" }).last.map(String.init) ?? ""
        let stem = name.split(separator: ".").dropLast().joined(separator: ".")
        let cleaned = (stem.isEmpty ? name : stem).filter { !$0.isNewline && $0 != "[" && $0 != "]" }.trimmed
        if !cleaned.isEmpty { return String(cleaned.prefix(120)) }
        return format.isAudio ? "sound" : "image"
    }
}

extension CardContent {
    /// Whether the answer shows nothing but images and sounds: it can be neither picked from text options, which
    /// leave files out until the answer, nor typed.
    public var answerIsOnlyMedia: Bool {
        back.contains(CardMediaReference.scheme) && CardText(parsing: back).removingMedia().plainText.trimmed.isEmpty
    }

    /// The media every field of the card refers to, each once, in order of first appearance.
    public var mediaReferences: [CardMediaReference] {
        var seen: Set<BlobKey> = []
        var references: [CardMediaReference] = []
        let fields = [front, back, explanation, pitfall ?? ""] + distractors
        for field in fields where field.containsBytes(of: CardMediaReference.scheme) {
            for reference in CardText(parsing: field).mediaReferences where seen.insert(reference.key).inserted {
                references.append(reference)
            }
        }
        return references
    }
}
