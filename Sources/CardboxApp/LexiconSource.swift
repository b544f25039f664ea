import CardboxLexicon
import Synchronization

/// WordNet, opened the first time something asks for it and then kept: a command that needs no dictionary (`deck
/// list`, `study`) starts without reading its index files.
final class LexiconSource: Sendable {
    /// The dictionary once opened: `.some(nil)` when WordNet is not installed.
    private let opened = Mutex<Lexicon??>(nil)

    /// Creates a source that has opened nothing yet.
    init() {}

    /// The installed dictionary, or `nil` when WordNet is not installed.
    var lexicon: Lexicon? {
        opened.withLock { opened in
            if let done = opened { return done }
            let lexicon = Lexicon.installed()
            opened = .some(lexicon)
            return lexicon
        }
    }
}
