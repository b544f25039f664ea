import CardboxTestSupport
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The web app in headless Chromium, driven by `peers/web/test_browser.py`.
///
/// The script takes a fresh multi-user `cardbox serve`, whose mail goes to an SMTP sink, through sign-up, import,
/// draft review, every study mode, Anki's keys (undo with `z` and Ctrl-Z, a missed card back in the session), marked
/// choices, a typed answer's diff and "I was right", stats, dark mode, a phone screen, deleting a deck after its
/// question and restoring it from the trash, CSRF and a password reset. Screenshots land in
/// `build/screenshots/`.
@Suite(.timeLimit(.minutes(10))) struct BrowserTests {
    /// The longest the browser script may run before it is stopped.
    static let scriptDeadline: TimeInterval = 240

    /// Waits by sleeping the task, never a thread: an in-process import elsewhere in the run needs the
    /// cooperative pool.
    @Test func theWholeFlowWorksInABrowser() async throws {
        let sink = try SMTPSink()
        defer { sink.stop() }
        let cardbox = try CardboxProcess(environment: [
            "CARDBOX_SMTP_URL": "smtp://127.0.0.1:\(sink.port)", "CARDBOX_SMTP_FROM": "cardbox@example.org",
            "CARDBOX_SMTP_STARTTLS": "false", "CARDBOX_PASSWORD_MEMORY_MIB": "19",
        ])
        let serverLog = cardbox.home.file("serve.log")
        let server = try Self.start(
            CardboxProcess.binary, ["serve", "--port", "0"], environment: cardbox.environment,
            output: serverLog)
        defer { Self.kill(server) }
        let port = try await Self.waitUntilServing(server, log: serverLog)

        let scriptLog = cardbox.home.file("browser.log")
        let root = PythonPeer.repositoryRoot
        let script = try Self.start(
            PythonPeer.interpreter,
            [
                root.appendingPathComponent("peers/web/test_browser.py").path, "--base-url",
                "http://127.0.0.1:\(port)", "--maildir", sink.maildir, "--screenshots",
                root.appendingPathComponent("build/screenshots").path,
            ],
            environment: ProcessInfo.processInfo.environment.merging(["SE_OFFLINE": "true"]) { $1 },
            output: scriptLog)
        defer { Self.kill(script) }
        let finished = try await Self.wait(for: script, seconds: Self.scriptDeadline)
        Self.kill(script)
        let output = (try? String(contentsOfFile: scriptLog, encoding: .utf8)) ?? ""
        let serverOutput = (try? String(contentsOfFile: serverLog, encoding: .utf8)) ?? ""
        #expect(finished, "the browser script ran longer than \(Int(Self.scriptDeadline)) s:\n\(output)")
        #expect(
            script.terminationStatus == 0,
            "the browser script failed:\n\(output)\nserver log:\n\(serverOutput)")
    }

    /// A classroom in four Chromium sessions, driven by `peers/web/test_classroom_browser.py`: a teacher creates
    /// it, three students join with the password, the teacher makes a quiz from a deck, the three students take it at
    /// the same time (one thread each, submitting together) while the teacher's dashboard counts the submissions
    /// without a reload, then a member is removed and the CSV exported.
    ///
    /// The create, join and quiz forms must name a wrong value while it is typed and drop the message once it is
    /// corrected.
    @Test func aClassroomWorksForATeacherAndThreeStudents() async throws {
        let cardbox = try CardboxProcess(environment: ["CARDBOX_PASSWORD_MEMORY_MIB": "19"])
        let serverLog = cardbox.home.file("serve.log")
        let server = try Self.start(
            CardboxProcess.binary, ["serve", "--port", "0"], environment: cardbox.environment, output: serverLog)
        defer { Self.kill(server) }
        let port = try await Self.waitUntilServing(server, log: serverLog)

        let scriptLog = cardbox.home.file("classroom-browser.log")
        let root = PythonPeer.repositoryRoot
        let script = try Self.start(
            PythonPeer.interpreter,
            [
                root.appendingPathComponent("peers/web/test_classroom_browser.py").path, "--base-url",
                "http://127.0.0.1:\(port)", "--screenshots", root.appendingPathComponent("build/screenshots").path,
            ],
            environment: ProcessInfo.processInfo.environment.merging(["SE_OFFLINE": "true"]) { $1 },
            output: scriptLog)
        defer { Self.kill(script) }
        let finished = try await Self.wait(for: script, seconds: Self.scriptDeadline)
        Self.kill(script)
        let output = (try? String(contentsOfFile: scriptLog, encoding: .utf8)) ?? ""
        let serverOutput = (try? String(contentsOfFile: serverLog, encoding: .utf8)) ?? ""
        #expect(finished, "the classroom script ran longer than \(Int(Self.scriptDeadline)) s:\n\(output)")
        #expect(
            script.terminationStatus == 0,
            "the classroom script failed:\n\(output)\nserver log:\n\(serverOutput)")
        #expect(output.contains("passed"))
    }

    /// A process could not be started.
    struct StartFailure: Error, CustomStringConvertible {
        /// What went wrong.
        var description: String
    }

    /// Starts `executable` with standard output and error going to the file `output`.
    static func start(
        _ executable: String, _ arguments: [String], environment: [String: String], output: String
    ) throws -> Process {
        guard FileManager.default.createFile(atPath: output, contents: nil) else {
            throw StartFailure(description: "cannot create \(output)")
        }
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: output))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = environment
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        try handle.close()
        return process
    }

    /// Waits until the server says it is serving, failing when it exits or stays silent for about ten seconds.
    static func waitUntilServing(_ server: Process, log: String) async throws -> Int {
        for _ in 0..<200 {
            guard server.isRunning else { break }
            if let output = try? String(contentsOfFile: log, encoding: .utf8), let port = ServedPort.parse(output) {
                return port
            }
            try await Task.sleep(for: .milliseconds(50))
        }
        let output = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
        throw StartFailure(description: "cardbox serve did not start:\n\(output)")
    }

    /// Waits up to `seconds` for `process` to exit; whether it did.
    static func wait(for process: Process, seconds: TimeInterval) async throws -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while process.isRunning && Date() < deadline { try await Task.sleep(for: .milliseconds(100)) }
        return !process.isRunning
    }

    /// Stops `process` with SIGKILL: started from a test thread, it inherited blocked SIGTERM and SIGINT.
    static func kill(_ process: Process) {
        if process.isRunning {
            Glibc.kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
    }
}
