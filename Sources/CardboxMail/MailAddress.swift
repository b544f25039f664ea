/// An email address with an optional display name, checked so it cannot break the header it is written into.
///
/// Accepts the common `local@domain` form in ASCII: one `@`, a local part of up to 64 characters without spaces,
/// quotes or brackets, and a domain of letters, digits and hyphens separated by dots. Quoted local parts, domain
/// literals and internationalised addresses are refused rather than half-supported.
///
/// ```swift
/// let teacher = try MailAddress("ana@school.example", name: "Ana Díaz")
/// ```
public struct MailAddress: Sendable, Equatable {
    /// The display name, such as `Ana Díaz`; any Unicode without control characters.
    public var name: String?
    /// The address itself, such as `ana@school.example`.
    public var address: String

    /// Checks and creates an address.
    ///
    /// - Parameters:
    ///   - address: `local@domain`; surrounding spaces are not trimmed.
    ///   - name: An optional display name.
    /// - Throws: ``MailError`` of kind ``MailError/Kind/invalidAddress`` saying what is wrong, without repeating the
    ///   address.
    public init(_ address: String, name: String? = nil) throws(MailError) {
        try Self.validate(address: address)
        if let name, name.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
            throw Self.invalid("the display name contains a line break or control character")
        }
        self.address = address
        self.name = name
    }

    /// The part after the `@`.
    public var domain: Substring {
        address.split(separator: "@", maxSplits: 1).last ?? ""
    }

    // MARK: - Validation

    private static let forbidden = Set("()<>[]:;@\\,\"".utf8)

    private static func validate(address: String) throws(MailError) {
        let bytes = Array(address.utf8)
        guard !bytes.isEmpty else { throw invalid("it is empty") }
        guard bytes.count <= 254 else { throw invalid("it is longer than 254 characters") }
        if bytes.contains(where: { $0 == 0x0D || $0 == 0x0A }) { throw invalid("it contains a line break") }
        if bytes.contains(where: { $0 >= 0x80 }) { throw invalid("only ASCII addresses are supported") }
        if bytes.contains(where: { $0 <= 0x20 || $0 == 0x7F }) {
            throw invalid("it contains a space or control character")
        }
        let parts = bytes.split(separator: UInt8(ascii: "@"), omittingEmptySubsequences: false)
        guard parts.count == 2 else { throw invalid("it must contain exactly one @") }
        let local = parts[0]
        let domain = parts[1]
        guard !local.isEmpty, local.count <= 64 else {
            throw invalid("the part before the @ must be 1 to 64 characters")
        }
        if local.contains(where: { forbidden.contains($0) }) {
            throw invalid("the part before the @ contains a character such as < > ( ) , ; : \\ or \"")
        }
        if local.first == UInt8(ascii: ".") || local.last == UInt8(ascii: ".") || containsDoubleDot(local) {
            throw invalid("the part before the @ has a misplaced dot")
        }
        try validate(domain: domain)
    }

    private static func validate(domain: ArraySlice<UInt8>) throws(MailError) {
        guard !domain.isEmpty else { throw invalid("the domain after the @ is missing") }
        let labels = domain.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
        for label in labels {
            guard !label.isEmpty, label.count <= 63 else { throw invalid("the domain has an empty or overlong part") }
            let isAllowed = label.allSatisfy { byte in
                (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20) || (0x30...0x39).contains(byte)
                    || byte == UInt8(ascii: "-")
            }
            guard isAllowed, label.first != UInt8(ascii: "-"), label.last != UInt8(ascii: "-") else {
                throw invalid("the domain may hold only letters, digits, hyphens and dots")
            }
        }
    }

    private static func containsDoubleDot(_ bytes: ArraySlice<UInt8>) -> Bool {
        zip(bytes, bytes.dropFirst()).contains { $0 == UInt8(ascii: ".") && $1 == UInt8(ascii: ".") }
    }

    private static func invalid(_ reason: String) -> MailError {
        MailError(kind: .invalidAddress, message: reason)
    }
}
