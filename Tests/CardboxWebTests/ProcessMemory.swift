import Foundation
import Synchronization

/// This process's memory as Linux reports it in `/proc/self/status`.
enum ProcessMemory {
    /// The resident set size now, in bytes.
    static func residentBytes() -> Int { field("VmRSS") }

    /// The peak resident set size since start or the last ``resetPeak()``, in bytes.
    static func peakBytes() -> Int { field("VmHWM") }

    /// Starts measuring the peak afresh (writing 5 to `clear_refs` resets it); harmless where unsupported.
    static func resetPeak() {
        try? "5".write(toFile: "/proc/self/clear_refs", atomically: false, encoding: .utf8)
    }

    private static func field(_ name: String) -> Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
        for line in status.split(separator: "\n") where line.hasPrefix(name + ":") {
            let digits = line.dropFirst(name.count + 1).filter(\.isNumber)
            return (Int(digits) ?? 0) * 1024
        }
        return 0
    }

    /// Integers written by several threads at their own index.
    final class Results: Sendable {
        private let values: Mutex<[Int]>
        init(count: Int) { values = Mutex(Array(repeating: -1, count: count)) }
        func set(_ index: Int, _ value: Int) { values.withLock { $0[index] = value } }
        var all: [Int] { values.withLock { $0 } }
    }
}
