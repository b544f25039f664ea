public import FoundationEssentials

/// A named collection of cards owned by one user, scheduled by one scheduler.
public struct Deck: Sendable, Equatable, Codable, Identifiable {
    /// The deck's identifier.
    public var id: DeckID
    /// The user who owns the deck.
    public var ownerID: UserID
    /// The deck's name, unique per owner.
    public var name: String
    /// Which scheduler decides when cards are due, and its options.
    public var options: DeckOptions
    /// Colours applied to cards that set none of their own.
    public var style: CardStyle
    /// When the deck was created.
    public var createdAt: Date

    /// Creates a deck value.
    public init(
        id: DeckID, ownerID: UserID, name: String, options: DeckOptions = DeckOptions(), style: CardStyle = .plain,
        createdAt: Date
    ) {
        self.id = id
        self.ownerID = ownerID
        self.name = name
        self.options = options
        self.style = style
        self.createdAt = createdAt
    }

    /// The longest deck name, in characters.
    public static let maximumNameLength = 200

    /// Trims a proposed deck name and checks it.
    ///
    /// A name made only of invisible characters (zero-width spaces, direction overrides) counts as empty.
    ///
    /// - Throws: ``DeckError/emptyName``, ``DeckError/nameTooLong`` or ``DeckError/nulCharacter``.
    public static func validatedName(_ name: String) throws(DeckError) -> String {
        // SQLite's length() stops at the first NUL, so a stored check could not see past one.
        if name.unicodeScalars.contains("\0") { throw .nulCharacter }
        let trimmed = name.collapsingWhitespace
        if trimmed.isInvisible { throw .emptyName }
        if trimmed.count > maximumNameLength { throw .nameTooLong(limit: maximumNameLength) }
        return trimmed
    }
}

/// A reason a deck operation was refused.
public enum DeckError: Error, Equatable, CustomStringConvertible {
    /// The name is empty.
    case emptyName
    /// The name is longer than the limit.
    case nameTooLong(limit: Int)
    /// The name contains a NUL character.
    case nulCharacter
    /// The owner already has a deck with that name.
    case nameTaken(String)
    /// No deck has that name.
    case notFound(String)

    /// A sentence for the user.
    public var description: String {
        switch self {
        case .emptyName: "A deck needs a name."
        case .nameTooLong(let limit): "A deck name may be at most \(limit) characters long."
        case .nulCharacter: "A deck name cannot contain NUL characters."
        case .nameTaken(let name): "There is already a deck named '\(name)'."
        case .notFound(let name): "There is no deck named '\(name)'."
        }
    }
}
