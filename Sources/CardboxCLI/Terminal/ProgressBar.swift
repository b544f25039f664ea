import Foundation

/// A progress bar on standard error: pages done of total, rate and time left.
///
/// Drawn only when standard error is a terminal.
final class ProgressBar: @unchecked Sendable {
    // Safe because every mutable field is read and written only while `lock` is held.
    private let console: Console
    private let isVisible: Bool
    private let started = Date()
    private let lock = NSLock()
    private var lastDrawn = Date.distantPast
    private var drew = false

    private let unit: String

    init(console: Console, unit: String = "pages") {
        self.console = console
        self.unit = unit
        isVisible = isatty(STDERR_FILENO) == 1
    }

    /// Redraws the bar, at most ten times a second.
    func update(done: Int, total: Int, label: String) {
        guard isVisible, total > 0 else { return }
        lock.lock()
        defer { lock.unlock() }
        let now = Date()
        guard done == total || now.timeIntervalSince(lastDrawn) > 0.1 else { return }
        lastDrawn = now
        drew = true
        let elapsed = max(0.001, now.timeIntervalSince(started))
        let rate = Double(done) / elapsed
        let remaining = rate > 0 ? Double(total - done) / rate : 0
        let width = 24
        let filled = min(width, done * width / total)
        let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
        let eta = done < total && rate > 0 ? " ETA \(Int(remaining.rounded()))s" : ""
        let line = "\(bar) \(done)/\(total) \(unit)  \(String(format: "%.1f", rate)) \(unit)/s\(eta)  \(label)"
        console.err("\r\u{1B}[2K" + String(line.prefix(max(20, console.width - 1))))
    }

    /// Clears the bar.
    func finish() {
        lock.lock()
        defer { lock.unlock() }
        if drew { console.err("\r\u{1B}[2K") }
    }
}
