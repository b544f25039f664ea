import CardboxCore

/// Which column of a spreadsheet holds which part of a card.
///
/// The mapping comes from the user (`--columns front,back,wrong,wrong,wrong`), from Anki's `#columns:` and
/// `#… column:` headers, from a first row that names the columns (`Question, Answer, Wrong answer 1, …`), or, without
/// any of these, the first column is the front and the second the back.
public struct CardColumns: Sendable, Equatable {
    /// The role of each column, by index; columns past the end are left out.
    public var roles: [Role]

    /// What a column holds.
    public enum Role: String, Sendable, Equatable, CaseIterable {
        case front, back, wrong, explanation, category, tags, deck, guid, skip

        /// The role a column name stands for, if it names one: the role's own name or a word people head such a
        /// column with, in any case, with or without a trailing number (`Wrong answer 2`).
        public init?(columnName: String) {
            let words = columnName.lowercased().filter { !$0.isNumber }.split(whereSeparator: { !$0.isLetter })
            let name = words.joined(separator: " ")
            guard let role = Self.names.first(where: { $0.value.contains(name) })?.key else { return nil }
            self = role
        }

        private static let names: [Role: Set<String>] = [
            .front: ["front", "question", "term", "word", "prompt", "text"],
            .back: ["back", "answer", "definition", "meaning", "translation", "right answer", "correct answer"],
            .wrong: [
                "wrong", "wrong answer", "wrong answers", "distractor", "distractors", "incorrect",
                "incorrect answer", "incorrect answers", "option", "wrong option",
            ],
            .explanation: ["explanation", "why", "extra", "note", "notes", "hint"],
            .category: ["category", "topic", "subject"],
            .tags: ["tags", "tag"],
            .deck: ["deck"],
            .guid: ["guid", "id", "note id"],
            .skip: ["skip", "ignore", "-"],
        ]
    }

    /// Creates a mapping.
    public init(roles: [Role]) { self.roles = roles }

    /// A mapping from role names, as the user types them.
    ///
    /// - Throws: ``TextImportError/unknownColumn(_:)`` for a name that is no role.
    public init(names: [String]) throws(TextImportError) {
        var roles: [Role] = []
        for name in names {
            let trimmed = name.trimmed
            guard
                let role = Role(rawValue: trimmed.lowercased()) ?? Role(columnName: trimmed)
                    ?? (trimmed == "-" ? .skip : nil)
            else { throw .unknownColumn(trimmed) }
            roles.append(role)
        }
        self.roles = roles
    }

    /// The mapping a file's headers and first record describe, and whether that record names the columns (and so
    /// holds no card).
    public static func detect(
        headers: AnkiTextHeaders, firstRecord: [String]
    ) -> (columns: CardColumns, firstRecordIsHeader: Bool) {
        if let names = headers.columns {
            var roles = names.map { Role(columnName: $0) ?? .skip }
            if !roles.contains(.front), let first = roles.indices.first(where: { !isReserved($0, headers) }) {
                roles[first] = .front
            }
            return (CardColumns(roles: apply(headers, to: roles)), false)
        }
        let named = firstRecord.map { Role(columnName: $0) }
        if named.contains(.front) && named.contains(.back) && !named.contains(nil) {
            return (CardColumns(roles: named.compactMap { $0 }), true)
        }
        var roles = [Role](repeating: .skip, count: max(firstRecord.count, 2))
        var fieldRoles: [Role] = [.front, .back]
        for index in roles.indices where !isReserved(index, headers) && !fieldRoles.isEmpty {
            roles[index] = fieldRoles.removeFirst()
        }
        return (CardColumns(roles: apply(headers, to: roles)), false)
    }

    /// Whether a header gives column `index` a role of its own.
    private static func isReserved(_ index: Int, _ headers: AnkiTextHeaders) -> Bool {
        [headers.deckColumn, headers.tagsColumn, headers.guidColumn, headers.notetypeColumn].contains(index)
    }

    /// `roles` with the columns Anki's headers name set to their roles.
    private static func apply(_ headers: AnkiTextHeaders, to roles: [Role]) -> [Role] {
        var roles = roles
        for (column, role) in [
            (headers.deckColumn, Role.deck), (headers.tagsColumn, .tags), (headers.guidColumn, .guid),
            (headers.notetypeColumn, .skip),
        ] {
            guard let column else { continue }
            while roles.count <= column { roles.append(.skip) }
            roles[column] = role
        }
        return roles
    }

    /// The card one record describes, the deck it names and its GUID, if columns hold them.
    ///
    /// - Throws: the ``CardError`` of a card that breaks a rule.
    func card(
        from fields: [String], tagsForAll: [String], fieldText: (String) -> String
    ) throws(CardError) -> (content: CardContent, deck: String?, guid: String?) {
        var content = CardContent(front: "", back: "")
        var deck: String?
        var guid: String?
        for (index, role) in roles.enumerated() where index < fields.count {
            let value = fields[index]
            switch role {
            case .front: content.front = fieldText(value)
            case .back: content.back = fieldText(value)
            case .wrong: content.distractors += Self.wrongAnswers(in: value, alone: roles.count(of: .wrong) == 1)
            case .explanation: content.explanation = fieldText(value)
            case .category: content.category = value
            case .tags: content.tags += value.split(whereSeparator: { $0 == " " || $0 == "," }).map(String.init)
            case .deck: deck = value.trimmed.isEmpty ? nil : value.trimmed
            case .guid: guid = value.trimmed.isEmpty ? nil : value.trimmed
            case .skip: continue
            }
        }
        content.tags = tagsForAll + content.tags
        return (try content.validated(), deck, guid)
    }

    /// The wrong answers a field holds: one, or several split at `|` (or `;`) when one column holds them all.
    private static func wrongAnswers(in value: String, alone: Bool) -> [String] {
        guard alone else { return [value] }
        let separator: Character? = value.contains("|") ? "|" : value.contains(";") ? ";" : nil
        guard let separator else { return [value] }
        return value.split(separator: separator).map(String.init)
    }
}

extension Array where Element == CardColumns.Role {
    /// How many columns have `role`.
    fileprivate func count(of role: CardColumns.Role) -> Int { reduce(0) { $0 + ($1 == role ? 1 : 0) } }
}
