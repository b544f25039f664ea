import CardboxGeneration
import Foundation
import Synchronization
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension ProviderTests {
    /// Readiness probes: llama-server's `/health`, Ollama's `/v1/models`, closed ports, keys.
    @Suite(.timeLimit(.minutes(10))) struct ProviderHealthTests {
        @Test func llamaServerIsLoadingThenReady() async throws {
            let stub = try await StubServer.start("llama-health-loading-then-ok")
            defer { stub.stop() }
            let settings = ProviderFixtures.llamaServer(stub.url)
            #expect(await ProviderHealth.check(settings, transport: ProviderFixtures.transport) == .loading)
            #expect(await ProviderHealth.check(settings, transport: ProviderFixtures.transport) == .ready)
            let requests = try await stub.requests()
            #expect(requests.map(\.method) == ["GET", "GET"])
            #expect(requests.map(\.path) == ["/health", "/health"])
        }

        @Test func ollamaAnsweringItsModelListIsReady() async throws {
            let stub = try await StubServer.start("ollama-models")
            defer { stub.stop() }
            let settings = ProviderSettings(
                kind: .openAI, baseURL: stub.url, model: "qwen2.5:3b", providerName: "ollama")
            #expect(await ProviderHealth.check(settings, transport: ProviderFixtures.transport) == .ready)
            #expect(try await stub.requests().map(\.path) == ["/v1/models"])
        }

        @Test func closedPortIsUnreachable() async throws {
            let settings = try ProviderFixtures.llamaServer(#require(URL(string: "http://127.0.0.1:1")))
            let health = await ProviderHealth.check(settings, transport: ProviderFixtures.transport)
            #expect(health == .unreachable("nothing accepted a connection at 127.0.0.1:1"))
        }

        @Test func probeIsAShortGet() async throws {
            let transport = RecordingTransport(status: 200)
            let settings = try ProviderFixtures.llamaServer(#require(URL(string: "http://127.0.0.1:8080")))
            #expect(await ProviderHealth.check(settings, transport: transport) == .ready)
            let request = try #require(transport.requests.first)
            #expect(request.httpMethod == "GET")
            #expect(request.url?.absoluteString == "http://127.0.0.1:8080/health")
            #expect(request.timeoutInterval == 2)
        }

        @Test func cloudKeyIsCheckedAgainstTheModelList() async throws {
            let transport = RecordingTransport(status: 401)
            let settings = try ProviderFixtures.openAI(#require(URL(string: "https://api.openai.com")))
            #expect(await ProviderHealth.check(settings, transport: transport) == .keyRejected(status: 401))
            let request = try #require(transport.requests.first)
            #expect(request.url?.absoluteString == "https://api.openai.com/v1/models")
            #expect(request.value(forHTTPHeaderField: "Authorization") == "Bearer \(ProviderFixtures.key)")
        }
    }
}

/// A transport that records requests and answers every one with `status` and an empty JSON object.
final class RecordingTransport: HTTPTransport {
    private let recorded = Mutex<[URLRequest]>([])
    private let status: Int

    init(status: Int) { self.status = status }

    var requests: [URLRequest] { recorded.withLock { $0 } }

    func send(_ request: URLRequest) async throws -> (Data, HTTPURLResponse) {
        recorded.withLock { $0.append(request) }
        guard let url = request.url,
            let response = HTTPURLResponse(url: url, statusCode: status, httpVersion: "HTTP/1.1", headerFields: [:])
        else { throw URLError(.badURL) }
        return (Data("{}".utf8), response)
    }
}
