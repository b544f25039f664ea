import Foundation

/// Pronunciation from espeak-ng, run as a separate program: IPA text and a spoken WAV file per word.
///
/// The word is checked with ``WordInput/normalize(_:)`` and passed as one argument, never through a shell.
/// WAV files are cached in ``cacheDirectory``, one per voice and word, so a word is synthesised once.
///
/// ```swift
/// let pronouncer = Pronouncer(cacheDirectory: Pronouncer.defaultCacheDirectory(environment: env))
/// try pronouncer.ipa(of: "photosynthesis")     // "fˌoʊɾoʊsˈɪnθəsˌɪs"
/// try pronouncer.audioFile(for: "mouse")       // ".../cardbox/audio/en-us/mouse.wav"
/// ```
public struct Pronouncer: Sendable {
    /// Where Debian installs espeak-ng.
    public static let defaultExecutable = "/usr/bin/espeak-ng"

    /// The espeak-ng program.
    public var executable: String
    /// The espeak-ng voice.
    public var voice: String
    /// Where WAV files are kept.
    public var cacheDirectory: String

    /// Creates a pronouncer.
    public init(executable: String = Pronouncer.defaultExecutable, voice: String = "en-us", cacheDirectory: String) {
        self.executable = executable
        self.voice = voice
        self.cacheDirectory = cacheDirectory
    }

    /// `$XDG_CACHE_HOME/cardbox/audio`, else `~/.cache/cardbox/audio`.
    public static func defaultCacheDirectory(environment: [String: String]) -> String {
        if let cache = environment["XDG_CACHE_HOME"], !cache.isEmpty { return cache + "/cardbox/audio" }
        return (environment["HOME"] ?? NSHomeDirectory()) + "/.cache/cardbox/audio"
    }

    /// Whether espeak-ng is installed where this pronouncer looks.
    public var isAvailable: Bool { FileManager.default.isExecutableFile(atPath: executable) }

    /// The word's pronunciation in IPA, such as `mˈaʊs` for "mouse".
    ///
    /// - Throws: A ``WordError`` for an invalid word, a missing espeak-ng or a failed run.
    public func ipa(of word: String) throws -> String {
        let word = try WordInput.normalize(word)
        let output = try run(["-q", "--ipa", "-v", voice, word])
        let ipa = String(decoding: output, as: UTF8.self).split(whereSeparator: \.isNewline)
            .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }.joined(separator: " ")
        guard !ipa.isEmpty else { throw WordError.pronunciationFailed("it printed nothing") }
        return ipa
    }

    /// The path of a WAV file speaking the word, made on first use and then read from the cache.
    ///
    /// - Throws: A ``WordError`` for an invalid word, a missing espeak-ng or a failed run;
    ///   ``WordError/pronunciationFailed(_:)`` when the cache directory cannot be written.
    public func audioFile(for word: String) throws -> String {
        let word = try WordInput.normalize(word)
        let directory = cacheDirectory + "/" + Self.fileName(voice)
        let path = directory + "/" + Self.fileName(word) + ".wav"
        if FileManager.default.fileExists(atPath: path) { return path }
        guard isAvailable else { throw WordError.pronunciationUnavailable(path: executable) }
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw WordError.pronunciationFailed("cannot create the audio cache '\(directory)'")
        }
        let partial = path + ".partial-\(ProcessInfo.processInfo.processIdentifier)"
        _ = try run(["-v", voice, "-w", partial, word])
        guard FileManager.default.fileExists(atPath: partial) else {
            throw WordError.pronunciationFailed("it wrote no audio file")
        }
        if rename(partial, path) != 0 {
            try? FileManager.default.removeItem(atPath: partial)
            throw WordError.pronunciationFailed("cannot write '\(path)'")
        }
        return path
    }

    // MARK: - Private

    /// Runs espeak-ng with `arguments` and returns its standard output.
    private func run(_ arguments: [String]) throws -> Data {
        guard isAvailable else { throw WordError.pronunciationUnavailable(path: executable) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw WordError.pronunciationUnavailable(path: executable)
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            throw WordError.pronunciationFailed("it exited with status \(process.terminationStatus)")
        }
        return data
    }

    /// A word or voice as a file name: lower case, with `_` for spaces and any character a word may not hold.
    static func fileName(_ text: String) -> String {
        String(
            text.lowercased().map { character -> Character in
                character.isLetter || character.isNumber || "-'.".contains(character) ? character : "_"
            })
    }
}
