import CardboxFuzzTargets
import Foundation
import Testing

/// Every parser keeps its properties over its committed fuzzing corpus (`make fuzz` grows it; see
/// `Tests/Fixtures/fuzz`).
@Suite struct FuzzCorpusTests {
    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appending(path: "Fixtures/fuzz")

    @Test(arguments: FuzzTarget.allCases)
    func theCorpusKeepsEveryProperty(_ target: FuzzTarget) throws {
        let folder = Self.corpus.appending(path: target.rawValue)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(names.count >= 3, "the \(target.rawValue) corpus is nearly empty")
        for name in names {
            let input = try Data(contentsOf: folder.appending(path: name))
            #expect(target.problems(with: Array(input)) == [], "\(target.rawValue)/\(name)")
        }
    }

    @Test func emptyAndWellFormedInputsKeepEveryProperty() {
        for target in FuzzTarget.allCases {
            #expect(target.problems(with: []) == [], "\(target.rawValue)")
        }
        let body = "\u{7}--B0\r\nContent-Disposition: form-data; name=\"a\"\r\n\r\nx\r\n--B0--"
        #expect(FuzzTarget.multipart.problems(with: Array(body.utf8)) == [])
    }
}
