import CardboxCore

/// The JSON shapes the API answers with and the command line prints with `--json`: one contract, in snake_case.
///
/// Property names are camelCase here; the encoders write them in snake_case (`deckId` → `deck_id`). A list is
/// `{"items": [...]}` (``Items``), or ``Page`` where the API pages it; anything else is the object itself.
public enum Wire {
    /// The contract's version, printed by `cardbox --version --json` and documented in `docs/cli-json.md`.
    ///
    /// It changes only when a name is removed or its meaning changes; new fields do not change it.
    public static let version = 1

    /// A list: `{"items": [...]}`.
    public struct Items<Item: Encodable>: Encodable {
        /// The entries.
        public let items: [Item]

        /// A list of `items`.
        public init(_ items: [Item]) { self.items = items }
    }

    /// A page of a list the API pages: the entries and where they stand in the whole.
    public struct Page<Item: Encodable>: Encodable {
        /// The entries on this page.
        public let items: [Item]
        /// The page number, from 1.
        public let page: Int
        /// The entries per page.
        public let perPage: Int
        /// The entries in the whole list.
        public let total: Int

        /// A page.
        public init(items: [Item], page: Int, perPage: Int, total: Int) {
            self.items = items
            self.page = page
            self.perPage = perPage
            self.total = total
        }
    }

    /// `value` rounded to `places` decimals, so computed figures print without float noise (`0.3825`, not
    /// `0.38249999999999995`).
    public static func rounded(_ value: Double, places: Int = 4) -> Double {
        guard value.isFinite else { return value }
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        return (value * scale).rounded() / scale
    }
}
