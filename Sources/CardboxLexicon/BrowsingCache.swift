import Synchronization

/// Results of whole-file scans for browsing, kept after the first request.
///
/// The lock is held while a scan runs, so concurrent first requests wait for one scan instead of repeating it.
final class BrowsingCache: Sendable {
    /// What has been computed so far.
    private struct State {
        /// The categories in use, once scanned.
        var categories: [String]?
        /// The ranked words of each category scanned so far.
        var words: [String: [String]] = [:]
        /// The number of distinct words per category number, once scanned.
        var wordCounts: [Int: Int]?
    }

    /// The results, behind a lock because any thread may ask first.
    private let state = Mutex(State())

    /// The categories in use, computed by `scan` on the first call.
    func categories(orScan scan: () -> [String]) -> [String] {
        state.withLock { state in
            if let categories = state.categories { return categories }
            let categories = scan()
            state.categories = categories
            return categories
        }
    }

    /// The ranked words of `category`, computed by `scan` on the first call for that category.
    func words(in category: String, orScan scan: () -> [String]) -> [String] {
        state.withLock { state in
            if let words = state.words[category] { return words }
            let words = scan()
            state.words[category] = words
            return words
        }
    }

    /// The distinct words per category number, computed by `scan` on the first call.
    func wordCounts(orScan scan: () -> [Int: Int]) -> [Int: Int] {
        state.withLock { state in
            if let counts = state.wordCounts { return counts }
            let counts = scan()
            state.wordCounts = counts
            return counts
        }
    }
}
