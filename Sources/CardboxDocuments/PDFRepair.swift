import Foundation

/// Rewrites a damaged PDF with MuPDF's `mutool clean` (a separate program), which recovers the pages of truncated
/// files that poppler refuses.
enum PDFRepair {
    /// The repaired bytes, or `nil` when `mutool` is not installed or could not repair the file.
    static func repaired(_ data: Data) -> Data? {
        guard
            let tool = ["/usr/bin/mutool", "/usr/local/bin/mutool"].first(where: FileManager.default.isExecutableFile)
        else { return nil }
        let directory = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("cardbox-repair-\(UUID())")
        guard (try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)) != nil else {
            return nil
        }
        defer { try? FileManager.default.removeItem(at: directory) }
        let input = directory.appendingPathComponent("in.pdf")
        let output = directory.appendingPathComponent("out.pdf")
        guard (try? data.write(to: input)) != nil else { return nil }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = ["clean", input.path, output.path]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return nil }
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        return try? Data(contentsOf: output)
    }
}
