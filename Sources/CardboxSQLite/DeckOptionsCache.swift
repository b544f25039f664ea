package import CardboxCore
import Synchronization

/// Decoded deck options by their stored JSON text.
///
/// Every due-card query and deck look-up reads a deck's options, whose JSON (with 21 FSRS weights) costs more to
/// decode than the query itself. Decoding is a pure function of the text, so remembering results changes nothing
/// but speed; the cache forgets everything past 512 entries.
package final class DeckOptionsCache: Sendable {
    package static let shared = DeckOptionsCache()
    private let entries = Mutex<[String: DeckOptions]>([:])

    package func options(_ text: String) throws -> DeckOptions {
        if let cached = entries.withLock({ $0[text] }) { return cached }
        let options = try RowCoding.decode(DeckOptions.self, text)
        entries.withLock { entries in
            if entries.count >= 512 { entries.removeAll() }
            entries[text] = options
        }
        return options
    }
}
