import Foundation

/// The name a server node goes by when none is configured: its host name and a random suffix, so two nodes on one
/// host (or a restarted node) are told apart.
enum NodeIdentity {
    /// `<host>-<six hex digits>`, with the host name cut to its first label and to letters, digits and `-`.
    static func generated(hostName: String = ProcessInfo.processInfo.hostName) -> String {
        let label = hostName.split(separator: ".").first.map(String.init) ?? ""
        let cleaned = String(label.filter { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }.prefix(60))
        let suffix = String(UInt32.random(in: 0...0xFF_FFFF), radix: 16)
        let padded = String(repeating: "0", count: 6 - suffix.count) + suffix
        return (cleaned.isEmpty ? "node" : cleaned) + "-" + padded
    }
}
