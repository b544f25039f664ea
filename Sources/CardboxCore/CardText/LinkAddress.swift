/// The rule for where a link in card text may point.
public enum LinkAddress {
    /// The schemes a link may use: web pages and mail.
    ///
    /// A link with anything else (`javascript:`, `data:`, a relative path) is shown as text.
    public static let allowedSchemes = ["http://", "https://", "mailto:"]

    /// The longest address read as a link.
    public static let maximumLength = 1_024

    /// Whether `address` may become a link: an allowed scheme (in any case), something after it, and no control
    /// characters, quotes or angle brackets.
    public static func isAllowed(_ address: String) -> Bool {
        let lowered = address.lowercased()
        guard let scheme = allowedSchemes.first(where: { lowered.hasPrefix($0) }), address.count > scheme.count,
            address.count <= maximumLength
        else { return false }
        return !address.unicodeScalars.contains {
            $0.properties.generalCategory == .control || "\"'<>`\\".unicodeScalars.contains($0)
        }
    }
}
