import CardboxCore
import CardboxGeneration
import Foundation
import Testing

extension ProviderTests {
    /// The one factory both front ends build their engine selector with: the host's key with what is left of the
    /// allowance, the user's own key, and a probed local server.
    @Suite struct EngineSelectorFactoryTests {
        static let hosted = ModelSettings(provider: "anthropic", model: "claude-haiku-4-5", hostKey: "host-key")

        @Test(arguments: [(0, 10), (4, 6), (10, 0), (25, 0)])
        func theHostKeyCarriesWhatIsLeftOfTheMonth(used: Int, remaining: Int) async {
            let selector = await EngineSelector.make(
                models: Self.hosted, userKey: nil, monthlyCards: 10, usedThisMonth: used)
            #expect(selector.hostKey?.allowanceRemaining == remaining)
            #expect(selector.hostKey?.settings.model == "claude-haiku-4-5")
            #expect(selector.hostKey?.settings.apiKey == "host-key")
            #expect(selector.local == nil)
            #expect(selector.userKey == nil)
        }

        @Test func noHostKeyWithoutANamedProvider() async {
            let selector = await EngineSelector.make(
                models: ModelSettings(hostKey: "host-key"), userKey: nil, monthlyCards: 10, usedThisMonth: 0)
            #expect(selector.hostKey == nil)
            #expect(selector.select(.auto).engine == .extractive)
        }

        @Test func theUsersOwnKeyComesBeforeTheHosts() async throws {
            let own = try #require(CloudProvider.named("openai")).settings(apiKey: "own-key")
            let selector = await EngineSelector.make(
                models: Self.hosted, userKey: own, monthlyCards: 10, usedThisMonth: 0)
            #expect(selector.select(.auto).engine == .userKey(own))
        }

        @Test func anUnreachableLocalServerIsProbedAndPassedOver() async throws {
            let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            defer { close(listener) }
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_addr.s_addr = inet_addr("127.0.0.1")
            var length = socklen_t(MemoryLayout<sockaddr_in>.size)
            let bound = withUnsafeMutablePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer in
                    bind(listener, pointer, length) == 0 && getsockname(listener, pointer, &length) == 0
                }
            }
            try #require(bound)
            // Bound but not listening: connections to the port are refused at once.
            let port = Int(UInt16(bigEndian: address.sin_port))
            let models = ModelSettings(localURL: URL(string: "http://127.0.0.1:\(port)/v1"), localModel: "tiny")
            let selector = await EngineSelector.make(models: models, userKey: nil, monthlyCards: 10, usedThisMonth: 0)
            let local = try #require(selector.local)
            #expect(local.settings.model == "tiny")
            #expect(local.settings.isLocal)
            #expect(local.health != .ready)
            #expect(selector.select(.auto).engine == .extractive)
        }
    }
}
