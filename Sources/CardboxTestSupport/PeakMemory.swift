import Foundation

/// A process's peak resident memory (`VmHWM`), from `/proc/<pid>/status`.
public enum PeakMemory {
    /// Memory could not be measured.
    public struct Unavailable: Error, CustomStringConvertible {
        /// Why.
        public let description: String
    }

    /// Resets this process's peak to its current resident size (writing 5 to `/proc/self/clear_refs`) and returns
    /// it, in bytes.
    public static func resetPeak() throws -> Int {
        try Data("5".utf8).write(to: URL(fileURLWithPath: "/proc/self/clear_refs"))
        return try peak()
    }

    /// The peak resident size of process `pid` (this process when `nil`) since it started or was last reset, in
    /// bytes.
    public static func peak(of pid: Int32? = nil) throws -> Int {
        let path = "/proc/" + (pid.map(String.init) ?? "self") + "/status"
        let status = try String(contentsOfFile: path, encoding: .utf8)
        guard let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
            let kilobytes = Int(line.split(whereSeparator: { $0 == " " || $0 == "\t" }).dropFirst().first ?? "")
        else { throw Unavailable(description: "no VmHWM in \(path)") }
        return kilobytes * 1024
    }
}
