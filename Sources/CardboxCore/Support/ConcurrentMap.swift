public import Dispatch
import Synchronization

extension Array where Element: Sendable {
    /// `map` with the elements transformed on up to `threads` threads; the result keeps the order.
    ///
    /// Each thread takes every `threads`-th element and hands its results over once, so the work of each element
    /// need only be larger than a few allocations: a page of a long document, a card of a deck being exported.
    public func concurrentMap<Result: Sendable>(threads: Int, _ transform: @Sendable (Element) -> Result) -> [Result] {
        guard threads > 1, count > 1 else { return map(transform) }
        let results = Mutex([Result?](repeating: nil, count: count))
        let workers = Swift.min(threads, count)
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            var local: [(Int, Result)] = []
            for index in stride(from: worker, to: count, by: workers) { local.append((index, transform(self[index]))) }
            results.withLock { results in for (index, result) in local { results[index] = result } }
        }
        return results.withLock { $0.compactMap { $0 } }
    }
}
