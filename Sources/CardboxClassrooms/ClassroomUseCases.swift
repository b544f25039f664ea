public import CardboxCore
public import CardboxGeneration

/// Every classroom use case over one store, built once by the composition root and handed to the web app, the API
/// and the command line.
public struct ClassroomUseCases: Sendable {
    /// Classrooms, join passwords and joining.
    public var classrooms: Classrooms
    /// Members.
    public var members: ClassroomMembers
    /// Quizzes for teachers and students.
    public var quizzes: ClassroomQuizzes
    /// Quizzes made from decks.
    public var quizFromDeck: QuizFromDeck
    /// Taking quizzes.
    public var taking: QuizTaking
    /// Results and CSV exports.
    public var results: ClassroomResults

    /// Builds them all over `store`, with one join throttle and the distractor service `filler`.
    public init(
        store: any ClassroomStore & DeckStore & ThrottleStore, throttle: JoinThrottle? = nil,
        filler: DistractorFiller = DistractorFiller(),
        gracePeriodSeconds: Int = AttemptRules.defaultGracePeriodSeconds
    ) {
        classrooms = Classrooms(store: store, throttle: throttle)
        members = ClassroomMembers(store: store)
        quizzes = ClassroomQuizzes(store: store)
        quizFromDeck = QuizFromDeck(store: store, filler: filler)
        taking = QuizTaking(store: store, gracePeriodSeconds: gracePeriodSeconds)
        results = ClassroomResults(store: store)
    }
}
