import Foundation

/// Prepares the process for OCR: makes Tesseract single-threaded inside each OCR worker.
///
/// Tesseract's OpenMP threads make one page slower, not faster, when pages already run in parallel (measured:
/// 20 pages took 2.1 s a page with OpenMP's threads against 0.7 s without). Its parallel loops name their thread
/// count, so only OpenMP's thread limit holds them, and OpenMP reads `OMP_THREAD_LIMIT` only when the process
/// loads it. So before work that may run OCR, when the variable is unset, the process sets it and executes itself
/// again with the same arguments.
public enum OCRProcess {
    /// Limits OpenMP to one thread, executing the program again when the limit was not set at its start.
    ///
    /// Call it first thing, before any thread starts; it returns only when the limit is in force or the program
    /// could not be executed again (then Tesseract keeps its default threading).
    public static func prepare() {
        guard ProcessInfo.processInfo.environment["OMP_THREAD_LIMIT"] == nil else { return }
        setenv("OMP_THREAD_LIMIT", "1", 1)
        let arguments = CommandLine.arguments
        var pointers = arguments.map { strdup($0) } + [nil]
        execv("/proc/self/exe", &pointers)
        // execv returns only on failure; carry on with Tesseract's default threading.
        for pointer in pointers { free(pointer) }
    }
}
