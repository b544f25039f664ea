import CardboxTestSupport
import Foundation
import Testing

/// `config path` and `config set`, a missing `CARDBOX_CONFIG`, the note after `set-key`, a named engine that cannot
/// run, and a folder given to `import`.
@Suite(.timeLimit(.minutes(10))) struct ConfigAndEngineCLITests {
    /// The config folder, removed with the suite value.
    let scratch: TemporaryDirectory

    init() throws { scratch = try TemporaryDirectory() }

    func make() throws -> (CardboxProcess, config: String) {
        let cardbox = try CardboxProcess(environment: ["XDG_CONFIG_HOME": scratch.path])
        return (cardbox, scratch.path + "/cardbox/config")
    }

    @Test func configSetKeepsOtherLinesAndRefusesBadKeysAndValuesWithoutTouchingTheFile() throws {
        let (cardbox, config) = try make()
        #expect(try cardbox.run(["config", "path"]).stdout == config + "\n")
        let set = try cardbox.run(["config", "set", "time-zone", "Europe/Paris"])
        #expect(set.status == 0, "\(set.stderr)")
        let original = "# my settings\nrollover-hour = 4 # early\ntime-zone = Europe/Paris\n"
        try Data(original.utf8).write(to: URL(fileURLWithPath: config))
        #expect(try cardbox.run(["config", "set", "time-zone", "Asia/Tokyo"]).status == 0)
        #expect(
            try String(contentsOfFile: config, encoding: .utf8)
                == original.replacing("Paris", with: "Tokyo").replacing("Europe", with: "Asia"))
        let stats = try cardbox.run(["config", "set", "locale", "fr_FR"])
        #expect(stats.status == 0)
        let written = try String(contentsOfFile: config, encoding: .utf8)
        #expect(written.hasSuffix("time-zone = Asia/Tokyo\nlocale = fr_FR\n"))

        let unknown = try cardbox.run(["config", "set", "time-zon", "UTC"])
        #expect(unknown.status == 65)
        #expect(unknown.stderr.contains("did you mean 'time-zone'?"))
        let badValue = try cardbox.run(["config", "set", "rollover-hour", "25"])
        #expect(badValue.status == 78)
        #expect(badValue.stderr.contains("'25' is not a whole number from 0 to 23"))
        #expect(!badValue.stderr.contains(".config-"), "the message names the real file: \(badValue.stderr)")
        #expect(try String(contentsOfFile: config, encoding: .utf8) == written)
        let folder = (config as NSString).deletingLastPathComponent
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["config"])
    }

    @Test func aMissingConfigFileNamedByCardboxConfigIsAnError() throws {
        let (cardbox, _) = try make()
        let missing = try cardbox.run(["deck", "list"], environment: ["CARDBOX_CONFIG": "/nonexistent/cardbox.conf"])
        #expect(missing.status == 78)
        #expect(missing.stderr.contains("CARDBOX_CONFIG names '/nonexistent/cardbox.conf', which does not exist"))
    }

    @Test func aSavedKeySaysWhenNoProviderWillUseIt() throws {
        let (cardbox, _) = try make()
        let saved = try cardbox.run(["config", "set-key", "openai"], input: "sk-test\n")
        #expect(saved.status == 0)
        #expect(saved.stderr.contains("llm-provider is not set, so imports will not use this key"))
        #expect(try cardbox.run(["config", "set", "llm-provider", "openai"]).status == 0)
        let again = try cardbox.run(["config", "set-key", "openai"], input: "sk-test\n")
        #expect(again.stderr.isEmpty, "\(again.stderr)")
    }

    @Test func aNamedEngineThatCannotRunIsAnErrorAndOnlyAutoFallsBack() throws {
        let (cardbox, _) = try make()
        let notes = cardbox.home.file("notes.md")
        try Data("# Cells\n\nA mitochondrion is the organelle that makes most of a cell's energy.\n".utf8)
            .write(to: URL(fileURLWithPath: notes))
        for engine in ["openai", "anthropic"] {
            let refused = try cardbox.run(["import", notes, "--engine", engine])
            #expect(refused.status == 69)
            #expect(
                refused.stderr.contains("The \(engine) engine cannot run (no model configured)"), "\(refused.stderr)")
        }
        #expect(try cardbox.run(["drafts"]).stdout.contains("No drafts"), "nothing is kept of a refused import")
        let auto = try cardbox.run(["import", notes, "--engine", "auto"])
        #expect(auto.status == 0)
        #expect(auto.stdout.contains("Engine: extractive"))
    }

    @Test func aFolderGivenToImportIsNamedAsAFolder() throws {
        let (cardbox, _) = try make()
        let folder = cardbox.home.file("lectures")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let result = try cardbox.run(["import", folder])
        #expect(result.status == 66)
        #expect(result.stderr.contains("'lectures' is a folder"))
        // With the slash a shell's completion adds, the folder keeps its name.
        let slashed = try cardbox.run(["import", folder + "/"])
        #expect(slashed.status == 66)
        #expect(slashed.stderr.contains("'lectures' is a folder"), "\(slashed.stderr)")
    }
}
