import CardboxJSON
import Foundation
import Testing

/// The executor runs async work, and the tasks it starts, on the calling thread.
@Suite struct ThreadTaskExecutorTests {
    struct Refused: Error {}

    @Test(.timeLimit(.minutes(10))) func returnsTheResultOfAsyncWork() throws {
        let value = try ThreadTaskExecutor().run {
            try await Task.sleep(for: .milliseconds(5))
            async let first = Self.double(20)
            async let second = Self.double(1)
            return await first + second
        }
        #expect(value == 42)
    }

    @Test(.timeLimit(.minutes(10))) func rethrowsTheWorksError() {
        #expect(throws: Refused.self) {
            try ThreadTaskExecutor().run { () async throws -> Int in throw Refused() }
        }
    }

    @Test(.timeLimit(.minutes(10))) func runsOnTheCallingThread() throws {
        let caller = pthread_self()
        let ranOnCaller = try ThreadTaskExecutor().run { pthread_equal(pthread_self(), caller) != 0 }
        #expect(ranOnCaller)
    }

    static func double(_ value: Int) async -> Int { value * 2 }
}
