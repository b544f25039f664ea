import CardboxCore
import Testing

@testable import CardboxGeneration

/// A reference manual's section that opens by describing the code name of its heading.
@Suite struct HeadingDescriptionRuleTests {
    /// Every candidate of the document written in `text`, as "question → answer".
    private func cards(_ text: String) -> [String] {
        Chunker.chunks(of: TestDocument.make(text)).flatMap { chunk in
            ExtractiveGenerator().allDrafts(from: chunk).map { "\($0.question) → \($0.answer)" }
        }
    }

    @Test func aSectionOpeningWithANounPhraseAsksWhatItsCodeNameIs() {
        let found = cards(
            """
            # Cluster

            ## cluster.worker

            - {Object}

            A reference to the current worker object. Not available in the primary process.

            ## Class: `dns.Resolver`

            An independent resolver for DNS requests.

            ## cluster.workers

            A hash that stores the active worker objects, keyed by id field.
            """)
        #expect(found.contains("What is cluster.worker? → A reference to the current worker object"), "\(found)")
        #expect(found.contains("What is dns.Resolver? → An independent resolver for DNS requests"), "\(found)")
        #expect(
            found.contains(
                "What is cluster.workers? → A hash that stores the active worker objects, keyed by id field"),
            "\(found)")
    }

    @Test func theDescriptionMaySayTheWordsOfTheName() async throws {
        let document = TestDocument.make(
            """
            # DNS

            The module enables name resolution for programs that look up host names.

            ## Class: `dns.Resolver`

            An independent resolver for DNS requests.
            """)
        let cards = try await Drafts.kept(from: document).map { "\($0.question) → \($0.answer)" }
        #expect(cards.contains("What is dns.Resolver? → An independent resolver for DNS requests"), "\(cards)")
    }

    @Test func aSentenceWithItsOwnVerbOrUnderAHeadingInWordsAsksNothingOfTheHeading() {
        let found = cards(
            """
            ## cluster.fork()

            A new worker process is spawned by this method.

            ## Worker processes

            A reference to the current worker object.

            ## cluster.settings

            The settings object holds the options. A copy of the settings.
            """)
        #expect(!found.contains { $0.hasPrefix("What is") }, "\(found)")
        #expect(HeadingDescriptionRule.codeName(in: "Class: `dns.Resolver`") == "dns.Resolver")
        #expect(HeadingDescriptionRule.codeName(in: "Worker processes") == nil)
    }

    @Test func aSentenceWhoseSubjectIsTheHeadingsFunctionIsAskedUnderIt() {
        let words = FakeRelatedTerms(
            coordinates: [:], synonymsByTerm: [:], classes: ["sets": ["verb", "noun"], "servers": ["noun"]])
        let document = TestDocument.make(
            """
            # DNS

            ## dns.setServers(servers)

            Sets the IP address and port of the name servers used when performing DNS resolution.

            ## Servers

            Sets of name servers answer the queries of the resolver in turn.
            """)
        let found = Chunker.chunks(of: document).flatMap { chunk in
            ExtractiveGenerator(words: words).allDrafts(from: chunk).map(\.question)
        }
        #expect(found.contains { $0.hasPrefix("dns.setServers(servers): Sets the ") }, "\(found)")
        // A heading in words names no subject, and a plural noun is no verb of the heading's.
        #expect(!found.contains { $0.hasPrefix("Servers: Sets of") }, "\(found)")
    }
}
