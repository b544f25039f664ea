import FoundationEssentials

/// Where a page of classrooms ended: the last item's sort keys, so the next page starts right after it even when
/// classrooms are added or deleted in between.
public struct ClassroomCursor: Sendable, Equatable {
    /// The last item's creation time, in whole milliseconds since 1970.
    public var createdAtMilliseconds: Int64
    /// The last item's normalised name (``ClassroomName/key(_:)``).
    public var nameKey: String
    /// The last item's identifier, which breaks ties.
    public var id: ClassroomID

    /// Creates the value.
    public init(createdAtMilliseconds: Int64, nameKey: String, id: ClassroomID) {
        self.createdAtMilliseconds = createdAtMilliseconds
        self.nameKey = nameKey
        self.id = id
    }

    /// The cursor just past `classroom`.
    public init(after classroom: Classroom) {
        self.init(
            createdAtMilliseconds: Int64((classroom.createdAt.timeIntervalSince1970 * 1000).rounded(.down)),
            nameKey: ClassroomName.key(classroom.name), id: classroom.id)
    }

    /// The cursor as opaque URL-safe text: milliseconds, id and the name's UTF-8 bytes in hex, joined by dots.
    public var token: String {
        let hex = nameKey.utf8.map { byte in
            let digits = String(byte, radix: 16)
            return digits.count == 1 ? "0" + digits : digits
        }.joined()
        return "\(createdAtMilliseconds).\(id.rawValue).\(hex)"
    }

    /// Reads a ``token``; `nil` when it is malformed.
    public init?(token: String) {
        let parts = token.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 3, let milliseconds = Int64(parts[0]), let id = Int64(parts[1]) else { return nil }
        let hex = Array(parts[2].utf8)
        guard hex.count.isMultiple(of: 2), hex.count <= 4 * ClassroomName.maximumLength * 2 else { return nil }
        var bytes: [UInt8] = []
        var index = 0
        while index < hex.count {
            guard let byte = UInt8(String(decoding: hex[index..<index + 2], as: UTF8.self), radix: 16) else {
                return nil
            }
            bytes.append(byte)
            index += 2
        }
        guard let name = String(validating: bytes, as: UTF8.self) else { return nil }
        self.init(createdAtMilliseconds: milliseconds, nameKey: name, id: ClassroomID(rawValue: id))
    }
}
