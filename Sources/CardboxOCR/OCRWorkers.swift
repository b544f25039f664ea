import Foundation
import Synchronization

/// Recognises many images in parallel, one ``OCREngine`` per worker thread.
///
/// Tesseract's own OpenMP threading is slower than running pages side by side, and its parallel loops ask for a
/// fixed number of threads, so only `OMP_THREAD_LIMIT=1` in the environment at process start holds them (the
/// `cardbox` binary sets it for itself); the workers then use every core.
public struct OCRWorkers: Sendable {
    /// The number of worker threads.
    public var count: Int
    /// The language.
    public var language: String
    /// The preprocessing applied to each image.
    public var preprocessing: Preprocessing

    /// Creates a pool description (`count` defaults to the number of cores); engines start when recognition runs.
    public init(count: Int? = nil, language: String = "eng", preprocessing: Preprocessing = .standard) {
        self.count = max(1, count ?? ProcessInfo.processInfo.activeProcessorCount)
        self.language = language
        self.preprocessing = preprocessing
    }

    /// Recognises the images `load` produces for indices `0..<total`, in parallel, blocking until all are done.
    ///
    /// - Parameters:
    ///   - total: How many images.
    ///   - load: Produces image `index` on the worker thread (so rendering runs in parallel too).
    ///   - recognized: Called with each image's index and page as soon as it is read, from a worker thread (to keep
    ///     it, so work that is interrupted need not be done again).
    ///   - progress: Called after each image with the number done so far, from a worker thread.
    /// - Returns: One result per index, in index order.
    public func recognize(
        total: Int, load: @Sendable (Int) throws -> OCRImage,
        recognized: @Sendable (Int, OCRPage) -> Void = { _, _ in }, progress: @Sendable (Int) -> Void = { _ in }
    ) -> [Result<OCRPage, any Error>] {
        recognize(
            total: total, open: {}, load: { _, index in try load(index) }, recognized: recognized, progress: progress)
    }

    /// Recognises `total` images as ``recognize(total:load:progress:)`` does, with a source each worker opens once
    /// (such as one parsed PDF per worker rather than one per page) and loads its images from.
    public func recognize<Source>(
        total: Int, open: @Sendable () throws -> Source, load: @Sendable (Source, Int) throws -> OCRImage,
        recognized: @Sendable (Int, OCRPage) -> Void = { _, _ in }, progress: @Sendable (Int) -> Void = { _ in }
    ) -> [Result<OCRPage, any Error>] {
        let state = Mutex(WorkState(results: Array(repeating: nil, count: total)))
        let workers = min(count, max(1, total))
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            let engine: OCREngine
            let source: Source
            do {
                engine = try OCREngine(language: language)
                source = try open()
            } catch {
                state.withLock { state in
                    while let index = state.claim() { state.results[index] = .failure(error) }
                }
                return
            }
            while let index = state.withLock({ $0.claim() }) {
                let result: Result<OCRPage, any Error> = Result {
                    try engine.recognize(try load(source, index), preprocessing: preprocessing)
                }
                if case .success(let page) = result { recognized(index, page) }
                let done = state.withLock { state in
                    state.results[index] = result
                    state.done += 1
                    return state.done
                }
                progress(done)
            }
        }
        return state.withLock { state in state.results.map { $0 ?? .failure(OCRError.unreadableImage) } }
    }

    private struct WorkState: Sendable {
        var results: [Result<OCRPage, any Error>?]
        var next = 0
        var done = 0

        mutating func claim() -> Int? {
            guard next < results.count else { return nil }
            defer { next += 1 }
            return next
        }
    }
}
