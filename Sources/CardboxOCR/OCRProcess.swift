import Foundation

/// Prepares the process for OCR: makes Tesseract single-threaded inside each OCR worker.
///
/// Tesseract's OpenMP threads make one page slower, not faster, when pages already run in parallel (measured:
/// 20 pages took 2.1 s a page with OpenMP's threads against 0.7 s without). Its parallel loops name their thread
/// count, so only OpenMP's thread limit holds them, and OpenMP reads `OMP_THREAD_LIMIT` only when the process
/// loads it. Tesseract is opened on first use and sets the limit just before (CTesseract), so nothing needs doing;
/// only when OpenMP is already loaded at start (a library linked to the program brought it) and the variable is
/// unset does the process set it and execute itself again with the same arguments.
public enum OCRProcess {
    /// Limits OpenMP to one thread, executing the program again when OpenMP was loaded without the limit.
    ///
    /// Call it first thing, before any thread starts; it returns only when the limit will be in force or the program
    /// could not be executed again (then Tesseract keeps its default threading).
    public static func prepare() {
        guard ProcessInfo.processInfo.environment["OMP_THREAD_LIMIT"] == nil,
            dlopen("libgomp.so.1", RTLD_NOW | RTLD_NOLOAD) != nil
        else { return }
        setenv("OMP_THREAD_LIMIT", "1", 1)
        let arguments = CommandLine.arguments
        var pointers = arguments.map { strdup($0) } + [nil]
        execv("/proc/self/exe", &pointers)
        // execv returns only on failure; carry on with Tesseract's default threading.
        for pointer in pointers { free(pointer) }
    }
}
