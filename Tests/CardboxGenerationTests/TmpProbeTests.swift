import CardboxCore
import Foundation
import Testing

@testable import CardboxGeneration

@Suite struct TmpProbeTests {
    @Test func probe() async throws {
        let text = try String(contentsOfFile: "/tmp/dnsmini.md", encoding: .utf8)
        let document = TestDocument.make(text)
        let all = Chunker.chunks(of: document).flatMap { ExtractiveGenerator().allDrafts(from: $0) }.map { "\($0.question) → \($0.answer)" }
        print("PROBE", all.filter { $0.contains("What is") || $0.contains("independent") })
    }
}
