import CardboxWords
import Foundation

/// `cardbox say WORD [--ipa-only] [--no-play]`: how a word sounds, with espeak-ng.
enum SayCommand {
    /// Players tried in order to play the WAV file.
    static let players = ["pw-play", "paplay", "aplay"]

    /// `--ipa-only`.
    static let ipaOnly = OptionSpec.flag("ipa-only", help: "Print the IPA only; make no audio.")
    /// `--no-play`.
    static let noPlay = OptionSpec.flag("no-play", help: "Write the audio file and print its path without playing it.")

    /// `cardbox say`.
    static let command = Command(
        CommandSpec(
            name: "say", abstract: "Show a word's pronunciation (IPA) and speak it.",
            discussion: """
                Needs espeak-ng. The spoken WAV file is cached in $XDG_CACHE_HOME/cardbox/audio and played with
                pw-play, paplay or aplay when one is installed; otherwise its path is printed so you can play it.
                """,
            arguments: [ArgumentSpec("word", help: "The word to pronounce.")],
            options: [ipaOnly, noPlay]
        ),
        run: run)

    static func run(_ arguments: ParsedArguments, _ context: CLIContext) throws {
        let word = try WordInput.normalize(arguments.positional(0) ?? "")
        let pronouncer = context.pronouncer
        context.console.line("/\(try pronouncer.ipa(of: word))/")
        if arguments.flag(ipaOnly) { return }
        let path = try pronouncer.audioFile(for: word)
        if !arguments.flag(noPlay), let player = player(in: context.environment) {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: player)
            process.arguments = [path]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            if (try? process.run()) != nil {
                process.waitUntilExit()
                if process.terminationStatus == 0 { return }
            }
        }
        context.console.line("Audio: \(path)")
    }

    /// The first audio player found on `PATH`, if any.
    static func player(in environment: [String: String]) -> String? {
        let directories = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":").map(String.init)
        for name in players {
            for directory in directories where FileManager.default.isExecutableFile(atPath: directory + "/" + name) {
                return directory + "/" + name
            }
        }
        return nil
    }
}
