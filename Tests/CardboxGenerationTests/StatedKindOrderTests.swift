import CardboxCore
import Testing

@testable import CardboxGeneration

/// The kinds a glossary's definitions give its terms, and the wrong answers they put first.
@Suite struct StatedKindOrderTests {
    private let lines = TestDocument.make(
        """
        # Glossary of networking terms

        access point: a device that lets wireless clients join a wired network.

        bandwidth: the largest amount of data that a link can carry in a given time.

        default gateway: the router that a host sends packets to when the destination is not local.

        firewall: a device or program that filters traffic between networks.

        latency: the time a packet takes to travel from its source to its destination.

        packet: a small unit of data with a header.

        round-trip time: the time between sending a request and receiving its reply.
        """)

    @Test func aGlossaryLineGivesItsTermTheKindItsDefinitionOpensWith() {
        let pool = TermPool(document: lines)
        #expect(pool.statedKind(of: "access point") == "device")
        #expect(pool.statedKind(of: "firewall") == "device")
        #expect(pool.statedKind(of: "bandwidth") == "amount")
        #expect(pool.statedKind(of: "latency") == "time")
        #expect(pool.statedKind(of: "round-trip time") == "time")
        #expect(pool.statedKind(of: "default gateway") == "router")
        // "a small unit" says no more than "a thing".
        #expect(pool.statedKind(of: "packet") == nil)
        #expect(pool.termsOfTheStatedKind(of: "latency") == ["round-trip time"])
    }

    @Test func aTermHeadingGivesItsTermTheKindItsDefinitionOpensWith() {
        let document = TestDocument.make(
            """
            # Terms

            ## Command-line interface

            An application that has no windows, buttons or menus.

            ## Extended Latin alphabet

            An alphabet consisting of Latin characters and extended Latin characters.

            ## Gls-like commands

            Commands like gls and glsdisp that change the first use flag.

            ## Graphical user interface

            An application that has windows, buttons or menus.
            """)
        let pool = TermPool(document: document)
        #expect(pool.statedKind(of: "command-line interface") == "application")
        #expect(pool.statedKind(of: "graphical user interface") == "application")
        #expect(pool.statedKind(of: "extended Latin alphabet") == "alphabet")
        #expect(pool.statedKind(of: "gls-like commands") == "command")
    }

    @Test func aDefinitionsKindIsTheHeadOfTheNounPhraseItOpensWith() {
        func kind(_ definition: String) -> String? {
            TermPool.kind(ofDefinition: Tokenizer.tokens(in: definition), lead: 0)
        }
        #expect(kind("A single-byte character encoding.") == "encoding")
        #expect(kind("The location of the entry in the document.") == "location")
        #expect(kind("A logical division within a glossary.") == "division")
        #expect(kind("The first time an entry is used.") == "time")
        #expect(kind("An alphabet consisting of Latin characters.") == "alphabet")
        #expect(kind("Programs that read mail.") == "program")
        #expect(kind("A way of sorting entries.") == nil)
        #expect(kind("Entry data is stored in fields.") == nil)
        #expect(kind("Each of a set of words that have the same spelling.") == nil)
    }

    /// A glossary's word for a kind is read in any of its first senses: "router" is first a person who routes
    /// shipments, and a document's router is a device.
    @Test func aKindIsNearAnotherInALaterSenseOfItsWord() {
        let pool = TermPool(document: lines)
        var related = FakeRelatedTerms(coordinates: [:], synonymsByTerm: [:], kindred: ["router": ["worker"]])
        related.kindredOfLaterSenses = ["router": ["device", "tool"]]
        let chunk = TestDocument.chunk("default gateway: the router that a host sends packets to.")
        let draft = Drafts.citing(
            chunk, kind: .basic, question: "Which term is the router that a host sends packets to?",
            answer: "default gateway", distractors: ["bandwidth", "latency", "access point", "packet", "firewall"])
        #expect(
            DistractorFiller(related: related).fill(draft, pool: pool).distractors == [
                "access point", "firewall", "bandwidth",
            ])
        #expect(
            StatedKindOrder(answer: "default gateway", pool: pool, related: related).kindredKinds.starts(with: [
                "worker", "device",
            ]))
    }

    @Test func aGlossaryTermTakesTermsOfItsKindFirstThenOfAKindNearIt() {
        let pool = TermPool(document: lines)
        let related = FakeRelatedTerms(coordinates: [:], synonymsByTerm: [:], kindred: ["device": ["router"]])
        let chunk = TestDocument.chunk("access point: a device that lets wireless clients join a wired network.")
        let draft = Drafts.citing(
            chunk, kind: .basic, question: "Which term is a device that lets wireless clients join a wired network?",
            answer: "access point", distractors: ["bandwidth", "latency", "packet", "default gateway", "firewall"])
        let filled = DistractorFiller(related: related).fill(draft, pool: pool)
        #expect(filled.distractors == ["firewall", "default gateway", "bandwidth"])
        #expect(
            StatedKindOrder(answer: "access point", pool: pool, related: related).termsOfKindredKinds == [
                "default gateway"
            ])
        // A term of a kindred kind in other words than the answer's is no wrong answer of its form.
        #expect(StatedKindOrder(answer: "firewall", pool: pool, related: related).termsOfKindredKinds.isEmpty)
        // Without a kind of its own, the answer keeps its wrong answers in the order it came with.
        var unknown = draft
        unknown.answer = "packet"
        unknown.distractors = ["bandwidth", "latency", "default gateway", "firewall"]
        #expect(DistractorFiller(related: related).fill(unknown, pool: pool).distractors.first == "bandwidth")
    }

    @Test func wrongAnswersOfferedOnManyCardsComeLastAmongTheCardsOwn() {
        let pool = TermPool(document: lines)
        let chunk = TestDocument.chunk("packet: a small unit of data with a header.")
        let draft = Drafts.citing(
            chunk, kind: .basic, question: "Which term is a small unit of data with a header?", answer: "packet",
            distractors: ["bandwidth", "latency", "firewall", "access point"])
        let usage = ["bandwidth": DistractorFiller.maximumUses]
        #expect(
            DistractorFiller().fill(draft, pool: pool, usage: usage).distractors == [
                "latency", "firewall", "access point",
            ])
        // Even one of the answer's kind ("latency" for "round-trip time").
        var timed = draft
        timed.answer = "round-trip time"
        timed.question = "Which term is the time between sending a request and receiving its reply?"
        #expect(
            DistractorFiller().fill(timed, pool: pool, usage: ["latency": DistractorFiller.maximumUses]).distractors
                == ["bandwidth", "firewall", "access point"])
    }

    @Test func theHeadingsOfOneSectionAreWrongAnswersForEachOther() {
        let document = TestDocument.make(
            """
            # 2 Simple manipulations

            ## 2.1 Logical vectors

            A logical vector holds the values TRUE and FALSE, and logical vectors come from conditions.

            ## 2.2 Character vectors

            Character vectors are used often, for example as plot labels.

            ## 2.3 Index vectors

            Index vectors select subsets of the elements of a vector.

            ## 2.4 Introduction and overview

            Other kinds of objects come later.
            """)
        let pool = TermPool(document: document)
        #expect(pool.siblingHeadings(of: "logical vectors") == ["character vectors", "index vectors"])
        #expect(pool.siblingHeadings(of: "logical vector") == ["character vectors", "index vectors"])
        #expect(pool.siblingHeadings(of: "simple manipulations").isEmpty)
        let chunk = TestDocument.chunk("Logical vectors come from conditions.")
        let draft = Drafts.citing(
            chunk, kind: .cloze, question: "Each {{answer}} holds the values TRUE and FALSE.", answer: "logical vector")
        let filled = DistractorFiller().fill(draft, pool: pool)
        #expect(filled.distractors.prefix(2) == ["character vector", "index vector"])
    }
}
