/// The kinds of file a card may show or play: raster images, SVG and audio, each recognised by its content.
///
/// Media are checked by their first bytes, never by a file name or a declared type, so a page saved as `photo.png`
/// is refused rather than served as an image.
public enum CardMediaFormat: String, Sendable, CaseIterable, Codable {
    case png, jpeg, gif, webp, svg
    case mp3, ogg, wav, m4a, flac

    /// Whether it is played rather than shown.
    public var isAudio: Bool {
        switch self {
        case .png, .jpeg, .gif, .webp, .svg: false
        case .mp3, .ogg, .wav, .m4a, .flac: true
        }
    }

    /// The media type it is served with.
    public var mediaType: String {
        switch self {
        case .png: "image/png"
        case .jpeg: "image/jpeg"
        case .gif: "image/gif"
        case .webp: "image/webp"
        case .svg: "image/svg+xml"
        case .mp3: "audio/mpeg"
        case .ogg: "audio/ogg"
        case .wav: "audio/wav"
        case .m4a: "audio/mp4"
        case .flac: "audio/flac"
        }
    }

    /// The extension a reference to it carries (`png`, `mp3`, …).
    public var fileExtension: String { rawValue }

    /// The format served as `mediaType`, if a card may carry it.
    public init?(mediaType: String) {
        guard let format = Self.allCases.first(where: { $0.mediaType == mediaType }) else { return nil }
        self = format
    }

    /// The most bytes one media file may have: 10 MiB.
    public static let maximumSize = 10 * 1_048_576

    /// How many leading bytes ``init(sniffing:)`` looks at.
    public static let sniffLength = 1_024

    /// The format of a file that starts with `bytes` (its first ``sniffLength`` bytes are enough), or `nil` when it
    /// is none a card may carry.
    public init?(sniffing bytes: some Collection<UInt8>) {
        let head = Array(bytes.prefix(Self.sniffLength))
        func starts(_ signature: [UInt8], at offset: Int = 0) -> Bool {
            head.count >= offset + signature.count && Array(head[offset..<(offset + signature.count)]) == signature
        }
        let riff = starts(Array("RIFF".utf8))
        if starts([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
            self = .png
        } else if starts([0xFF, 0xD8, 0xFF]) {
            self = .jpeg
        } else if starts(Array("GIF87a".utf8)) || starts(Array("GIF89a".utf8)) {
            self = .gif
        } else if riff && starts(Array("WEBP".utf8), at: 8) {
            self = .webp
        } else if riff && starts(Array("WAVE".utf8), at: 8) {
            self = .wav
        } else if starts(Array("OggS".utf8)) {
            self = .ogg
        } else if starts(Array("fLaC".utf8)) {
            self = .flac
        } else if starts(Array("ftyp".utf8), at: 4)
            && (starts(Array("M4A ".utf8), at: 8) || starts(Array("mp42".utf8), at: 8)
                || starts(Array("isom".utf8), at: 8))
        {
            self = .m4a
        } else if starts(Array("ID3".utf8))
            || (head.count >= 2 && head[0] == 0xFF && head[1] & 0xE0 == 0xE0 && head[1] & 0x06 != 0)
        {
            self = .mp3
        } else if Self.isSVG(head) {
            self = .svg
        } else {
            return nil
        }
    }

    /// Whether text opens, after an optional byte-order mark, XML declaration, comments and doctype, with `<svg`.
    private static func isSVG(_ head: [UInt8]) -> Bool {
        var text = Substring(decoding: head, as: UTF8.self)
        if text.hasPrefix("\u{FEFF}") { text = text.dropFirst() }
        while true {
            text = text.drop(while: \.isWhitespace)
            if text.hasPrefix("<svg") {
                return true
            }
            guard text.hasPrefix("<?") || text.hasPrefix("<!"), let end = text.firstIndex(of: ">") else { return false }
            text = text[text.index(after: end)...]
        }
    }
}
