import CardboxTestSupport
import Foundation
import Testing

/// Where `cardbox backup` writes: standard output for `-`, through symbolic links, into devices and pipes without
/// replacing them, and over an existing file only with `--force`.
@Suite(.timeLimit(.minutes(10))) struct BackupDestinationTests {
    /// A store with one deck of one card.
    private func cardbox() throws -> CardboxProcess {
        let cardbox = try CardboxProcess()
        _ = try cardbox.run(["deck", "new", "Spanish"])
        _ = try cardbox.run(["card", "add", "--deck", "Spanish", "-f", "hola", "-b", "hello"])
        return cardbox
    }

    private func kind(of path: String) throws -> FileAttributeType? {
        try FileManager.default.attributesOfItem(atPath: path)[.type] as? FileAttributeType
    }

    @Test func anExistingFileIsReplacedOnlyWithForceAndKeepsItsPermissions() throws {
        let cardbox = try cardbox()
        let file = cardbox.home.file("backup.json")
        try Data("keep me".utf8).write(to: URL(fileURLWithPath: file))
        chmod(file, 0o600)
        let refused = try cardbox.run(["backup", file])
        #expect(refused.status == 73)
        #expect(refused.stderr == "Error: '\(file)' already exists; use --force to replace it.\n")
        #expect(try String(contentsOfFile: file, encoding: .utf8) == "keep me")

        let forced = try cardbox.run(["backup", "--force", file])
        #expect(forced.status == 0, "\(forced.stderr)")
        #expect(try String(contentsOfFile: file, encoding: .utf8).contains("\"hola\""))
        let mode = try FileManager.default.attributesOfItem(atPath: file)[.posixPermissions] as? Int
        #expect(mode == 0o600)
    }

    @Test func aSymbolicLinkIsWrittenThroughAndStaysALink() throws {
        let cardbox = try cardbox()
        let target = cardbox.home.file("real.json")
        let link = cardbox.home.file("link.json")
        try Data("old".utf8).write(to: URL(fileURLWithPath: target))
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "real.json")
        #expect(try cardbox.run(["backup", link]).status == 73)
        #expect(try cardbox.run(["backup", "--force", link]).status == 0)
        #expect(try kind(of: link) == .typeSymbolicLink)
        #expect(try String(contentsOfFile: target, encoding: .utf8).contains("\"hola\""))

        // A link to a file not made yet makes the file where the link points.
        let dangling = cardbox.home.file("dangling.json")
        try FileManager.default.createSymbolicLink(atPath: dangling, withDestinationPath: "later.json")
        #expect(try cardbox.run(["backup", dangling]).status == 0)
        #expect(try kind(of: dangling) == .typeSymbolicLink)
        #expect(FileManager.default.fileExists(atPath: cardbox.home.file("later.json")))
    }

    @Test func aDashAndDevStdoutWriteToStandardOutputAndReplaceNothing() throws {
        let cardbox = try cardbox()
        let dash = try cardbox.run(["backup", "-"])
        #expect(dash.status == 0)
        #expect(dash.stdout.hasPrefix("{") && dash.stdout.contains("\"hola\""))
        #expect(dash.stderr.hasPrefix("Backed up 2 decks, "))
        #expect(!FileManager.default.fileExists(atPath: FileManager.default.currentDirectoryPath + "/-"))

        let device = try cardbox.run(["backup", "/dev/stdout"])
        #expect(device.status == 0, "\(device.stderr)")
        #expect(device.stdout.hasPrefix("{") && device.stdout.contains("\"hola\""))
        #expect(!device.stdout.contains("Backed up"), "the summary goes to standard error")
        #expect(try kind(of: "/dev/stdout") == .typeSymbolicLink)
        #expect(try kind(of: "/dev/null") == .typeCharacterSpecial)
        #expect(try cardbox.run(["backup", "/dev/null"]).status == 0)
        #expect(try kind(of: "/dev/null") == .typeCharacterSpecial)
    }

    @Test func aNamedPipeBehindALinkGetsTheBackupAndStaysAPipe() throws {
        let cardbox = try cardbox()
        let fifo = cardbox.home.file("pipe")
        let link = cardbox.home.file("to-pipe")
        #expect(mkfifo(fifo, 0o600) == 0)
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: fifo)
        let received = Received()
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            if let handle = FileHandle(forReadingAtPath: fifo) { received.set(handle.readDataToEndOfFile()) }
            done.signal()
        }
        let result = try cardbox.run(["backup", link])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(done.wait(timeout: .now() + 30) == .success)
        #expect(String(decoding: received.get(), as: UTF8.self).contains("\"hola\""))
        var status = stat()
        #expect(lstat(fifo, &status) == 0 && status.st_mode & S_IFMT == S_IFIFO)
        #expect(try kind(of: link) == .typeSymbolicLink)
    }

    @Test func aFolderOrAMissingFolderIsAClearError() throws {
        let cardbox = try cardbox()
        let folder = try cardbox.run(["backup", cardbox.home.path])
        #expect(folder.status == 73)
        #expect(folder.stderr == "Error: '\(cardbox.home.path)' is a directory; name a file inside it.\n")
        let missing = cardbox.home.file("no/such/folder/backup.json")
        let result = try cardbox.run(["backup", missing])
        #expect(result.status == 73)
        #expect(result.stderr == "Error: Cannot write '\(missing)': its folder does not exist.\n")
    }
}

/// Bytes a reader thread hands to the test.
private final class Received: @unchecked Sendable {
    private let lock = NSLock()
    private var data = Data()

    func set(_ data: Data) { lock.withLock { self.data = data } }
    func get() -> Data { lock.withLock { data } }
}
