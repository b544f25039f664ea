public import Foundation

/// The port a server started on port 0 got, so tests never pick a port that might be taken meanwhile: for
/// `cardbox serve --port 0` read from the line it prints once it listens (`Cardbox is serving http://HOST:PORT`), for
/// a peer server from the file it writes once it listens.
public enum ServedPort {
    /// The port in the first serving line of `output`, if it has one yet.
    public static func parse(_ output: String) -> Int? {
        guard let line = output.split(separator: "\n").first(where: { $0.hasPrefix("Cardbox is serving http://") })
        else { return nil }
        let address = line.dropFirst("Cardbox is serving http://".count).prefix { $0 != " " }
        guard let colon = address.lastIndex(of: ":") else { return nil }
        return Int(address[address.index(after: colon)...])
    }

    /// Waits, up to `timeout` seconds and while `process` runs, for the serving line in the file at `path`.
    ///
    /// - Throws: When the process ends or the time runs out first; the message holds what it wrote.
    public static func read(fromOutputAt path: String, of process: Process, timeout: TimeInterval = 60) throws -> Int {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            let output = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
            if let port = parse(output) { return port }
            guard process.isRunning else { break }
            Thread.sleep(forTimeInterval: 0.02)
        }
        let output = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        throw PythonPeer.Failure(description: "cardbox serve did not report its port:\n\(output)")
    }

    /// Waits, up to `timeout` seconds and while `process` runs, for the port number a peer server writes to the file
    /// at `path` once it listens (complete, by renaming it into place).
    ///
    /// - Throws: When the process ends or the time runs out first; the message holds `describe()`, such as the
    ///   server's last output.
    public static func read(
        fromPortFileAt path: String, of process: Process, timeout: TimeInterval = 60,
        describe: () -> String = { "" }
    ) throws -> Int {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
            if let port = Int(text.trimmingCharacters(in: .whitespacesAndNewlines)) { return port }
            guard process.isRunning else { break }
            Thread.sleep(forTimeInterval: 0.02)
        }
        let name = process.executableURL?.lastPathComponent ?? "the server"
        throw PythonPeer.Failure(description: "\(name) did not report the port it listens on: \(describe())")
    }
}
