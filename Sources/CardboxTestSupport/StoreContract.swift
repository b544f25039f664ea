public import CardboxCore
import Foundation
public import Testing

/// The behaviour every ``StudyStore`` must have, run by each store's tests on a fresh store per case.
///
/// Each case is one function (in `StoreContract+Decks.swift`, `+Cards`, `+Reviews`, `+Snapshots`, `+Documents`,
/// `+Drafts`, `+Words`, `+Blobs`, `+CardMedia`, `+CardImport` and `+Jobs`) taking a ``Start``, so every backend's suite runs the same bodies: list ``Case/allCases``
/// as the arguments of a parameterised test and call ``run(_:makeStore:)``.
public enum StoreContract {
    /// One behaviour to check.
    public enum Case: String, CaseIterable, Sendable, CustomTestStringConvertible {
        case localUserIsCreatedOnce
        case deckNamesAreUniquePerOwner
        case renamingToATakenNameFails
        case deletingADeckCascades
        case cardContentRoundTrips
        case invalidCardIsRejectedAndNotStored
        case recordingAReviewUpdatesStateLogAndSession
        case dueQueueOrdersLearningReviewThenNewWithinLimit
        case dueQueueFiltersByCategory
        case starterDeckInstallsOnlyOnce
        case snapshotRoundTripsIntoAnotherUser
        case aSnapshotKeepsTheNoteEachImportedCardCameFrom
        case aDeckBackFromTheTrashKeepsItsNotesUnlessImportedAgain
        case inconsistentSnapshotChangesNothing
        case aLargeSnapshotRestoresEveryCardAndAnswer
        case deckUpdateSavesSchedulesTogether
        case cardsMoveOnlyBetweenTheOwnersDecks
        case studyDaysComeFromAnswers
        case documentsRoundTripAndReplaceTheSameContent
        case paragraphPartsRoundTrip
        case paragraphRolesRoundTrip
        case draftsAreWrittenChunkByChunkReviewedAndSaved
        case favouriteWordsAreKeptPerUser
        case wordLookupsStopAtTheMonthlyLimit
        case blobsAreWrittenAndReadInChunks
        case identicalBlobsAreStoredOnceAndLiveWhileReferenced
        case unfinishedAndUnreferencedBlobsAreCollected
        case jobsAreClaimedOldestFirstWithinTheLimits
        case expiredLeasesAreRequeuedOrFailed
        case jobsAreFoundOnlyForTheirOwner
        case draftsAreDeletedInAnyStateOnlyByTheirOwner
        case decksAreFoundByIDOnlyForTheirOwner
        case cardsAreFoundByIDOnlyForTheirOwner
        case sessionsAndReviewsAreFoundByIDOnlyForTheirOwner
        case draftsAreFoundByIDOnlyForTheirOwner
        case draftStillBeingGeneratedIsNotSaved
        case savedDraftIsNotSavedAgain
        case draftIsSavedIntoTheDeckOfItsName
        case undecidedDraftCardsAreSavedOnlyWhenChosen
        case cardBatchesChangeAllCardsOrNone
        case anAnswerGradedFromAnOlderStateIsRefused
        case idsOfDeletedRowsAreNeverReused
        case undoneAnswersRestoreTheScheduleExactly
        case setAsideCardsAreLeftOutOfStudy
        case aReplacedAnswerCountsOnceInItsSession
        case trashedDecksAreRestoredWithTheirIDs
        case cardMediaIsHeldWhileACardOrTrashedDeckMentionsIt
        case snapshotsCarryCardMedia
        case importedCardsJoinTheirDecksWithSchedulesAndAnswers
        case aBrokenImportChangesNothing
        case studyingADeckIncludesItsSubdecks
        case aNoteImportedAgainUpdatesItsCardWhereverItIs
        case anImportInPartsIsOneImport
        case cardsFirstAnsweredTodayCountAgainstTodaysNewCards
        case aDecksAnswersComeOldestFirst

        /// The case name.
        public var testDescription: String { rawValue }

        /// The function that checks this case.
        public var body: (Start) throws -> Void {
            switch self {
            case .localUserIsCreatedOnce: StoreContract.localUserIsCreatedOnce
            case .deckNamesAreUniquePerOwner: StoreContract.deckNamesAreUniquePerOwner
            case .renamingToATakenNameFails: StoreContract.renamingToATakenNameFails
            case .deletingADeckCascades: StoreContract.deletingADeckCascades
            case .cardContentRoundTrips: StoreContract.cardContentRoundTrips
            case .invalidCardIsRejectedAndNotStored: StoreContract.invalidCardIsRejectedAndNotStored
            case .recordingAReviewUpdatesStateLogAndSession: StoreContract.recordingAReviewUpdatesStateLogAndSession
            case .dueQueueOrdersLearningReviewThenNewWithinLimit:
                StoreContract.dueQueueOrdersLearningReviewThenNewWithinLimit
            case .dueQueueFiltersByCategory: StoreContract.dueQueueFiltersByCategory
            case .starterDeckInstallsOnlyOnce: StoreContract.starterDeckInstallsOnlyOnce
            case .snapshotRoundTripsIntoAnotherUser: StoreContract.snapshotRoundTripsIntoAnotherUser
            case .aSnapshotKeepsTheNoteEachImportedCardCameFrom:
                StoreContract.aSnapshotKeepsTheNoteEachImportedCardCameFrom
            case .aDeckBackFromTheTrashKeepsItsNotesUnlessImportedAgain:
                StoreContract.aDeckBackFromTheTrashKeepsItsNotesUnlessImportedAgain
            case .inconsistentSnapshotChangesNothing: StoreContract.inconsistentSnapshotChangesNothing
            case .aLargeSnapshotRestoresEveryCardAndAnswer: StoreContract.aLargeSnapshotRestoresEveryCardAndAnswer
            case .deckUpdateSavesSchedulesTogether: StoreContract.deckUpdateSavesSchedulesTogether
            case .cardsMoveOnlyBetweenTheOwnersDecks: StoreContract.cardsMoveOnlyBetweenTheOwnersDecks
            case .studyDaysComeFromAnswers: StoreContract.studyDaysComeFromAnswers
            case .documentsRoundTripAndReplaceTheSameContent: StoreContract.documentsRoundTripAndReplaceTheSameContent
            case .paragraphPartsRoundTrip: StoreContract.paragraphPartsRoundTrip
            case .paragraphRolesRoundTrip: StoreContract.paragraphRolesRoundTrip
            case .draftsAreWrittenChunkByChunkReviewedAndSaved:
                StoreContract.draftsAreWrittenChunkByChunkReviewedAndSaved
            case .favouriteWordsAreKeptPerUser: StoreContract.favouriteWordsAreKeptPerUser
            case .wordLookupsStopAtTheMonthlyLimit: StoreContract.wordLookupsStopAtTheMonthlyLimit
            case .decksAreFoundByIDOnlyForTheirOwner: StoreContract.decksAreFoundByIDOnlyForTheirOwner
            case .cardsAreFoundByIDOnlyForTheirOwner: StoreContract.cardsAreFoundByIDOnlyForTheirOwner
            case .sessionsAndReviewsAreFoundByIDOnlyForTheirOwner:
                StoreContract.sessionsAndReviewsAreFoundByIDOnlyForTheirOwner
            case .draftsAreFoundByIDOnlyForTheirOwner: StoreContract.draftsAreFoundByIDOnlyForTheirOwner
            case .draftStillBeingGeneratedIsNotSaved: StoreContract.draftStillBeingGeneratedIsNotSaved
            case .savedDraftIsNotSavedAgain: StoreContract.savedDraftIsNotSavedAgain
            case .draftIsSavedIntoTheDeckOfItsName: StoreContract.draftIsSavedIntoTheDeckOfItsName
            case .undecidedDraftCardsAreSavedOnlyWhenChosen: StoreContract.undecidedDraftCardsAreSavedOnlyWhenChosen
            case .cardBatchesChangeAllCardsOrNone: StoreContract.cardBatchesChangeAllCardsOrNone
            case .anAnswerGradedFromAnOlderStateIsRefused: StoreContract.anAnswerGradedFromAnOlderStateIsRefused
            case .blobsAreWrittenAndReadInChunks: StoreContract.blobsAreWrittenAndReadInChunks
            case .identicalBlobsAreStoredOnceAndLiveWhileReferenced:
                StoreContract.identicalBlobsAreStoredOnceAndLiveWhileReferenced
            case .unfinishedAndUnreferencedBlobsAreCollected: StoreContract.unfinishedAndUnreferencedBlobsAreCollected
            case .jobsAreClaimedOldestFirstWithinTheLimits: StoreContract.jobsAreClaimedOldestFirstWithinTheLimits
            case .expiredLeasesAreRequeuedOrFailed: StoreContract.expiredLeasesAreRequeuedOrFailed
            case .jobsAreFoundOnlyForTheirOwner: StoreContract.jobsAreFoundOnlyForTheirOwner
            case .draftsAreDeletedInAnyStateOnlyByTheirOwner: StoreContract.draftsAreDeletedInAnyStateOnlyByTheirOwner
            case .idsOfDeletedRowsAreNeverReused: StoreContract.idsOfDeletedRowsAreNeverReused
            case .undoneAnswersRestoreTheScheduleExactly: StoreContract.undoneAnswersRestoreTheScheduleExactly
            case .setAsideCardsAreLeftOutOfStudy: StoreContract.setAsideCardsAreLeftOutOfStudy
            case .aReplacedAnswerCountsOnceInItsSession: StoreContract.aReplacedAnswerCountsOnceInItsSession
            case .trashedDecksAreRestoredWithTheirIDs: StoreContract.trashedDecksAreRestoredWithTheirIDs
            case .cardMediaIsHeldWhileACardOrTrashedDeckMentionsIt:
                StoreContract.cardMediaIsHeldWhileACardOrTrashedDeckMentionsIt
            case .snapshotsCarryCardMedia: StoreContract.snapshotsCarryCardMedia
            case .importedCardsJoinTheirDecksWithSchedulesAndAnswers:
                StoreContract.importedCardsJoinTheirDecksWithSchedulesAndAnswers
            case .aBrokenImportChangesNothing: StoreContract.aBrokenImportChangesNothing
            case .studyingADeckIncludesItsSubdecks: StoreContract.studyingADeckIncludesItsSubdecks
            case .aNoteImportedAgainUpdatesItsCardWhereverItIs:
                StoreContract.aNoteImportedAgainUpdatesItsCardWhereverItIs
            case .anImportInPartsIsOneImport: StoreContract.anImportInPartsIsOneImport
            case .cardsFirstAnsweredTodayCountAgainstTodaysNewCards:
                StoreContract.cardsFirstAnsweredTodayCountAgainstTodaysNewCards
            case .aDecksAnswersComeOldestFirst: StoreContract.aDecksAnswersComeOldestFirst
            }
        }
    }

    /// What every case starts from: a fresh store, its local user and the user's deck "Spanish".
    public struct Start: Sendable {
        /// The store under test.
        public let store: any StudyStore
        /// The local user.
        public let user: User
        /// The user's deck "Spanish", empty.
        public let deck: Deck

        /// Creates the local user and the deck in `store`.
        public init(store: any StudyStore) throws {
            self.store = store
            user = try store.localUser(creatingWith: Fixtures.newUser())
            deck = try store.insertDeck(NewDeck(ownerID: user.id, name: "Spanish", createdAt: Fixtures.now))
        }
    }

    /// Runs `test` against a store from `makeStore`.
    public static func run(_ test: Case, makeStore: () throws -> any StudyStore) throws {
        try test.body(Start(store: makeStore()))
    }

    /// A review of `card` with an arbitrary new state due tomorrow.
    static func review(_ card: Card, rating: Rating, at date: Date) -> ReviewRecord {
        var state = card.schedule
        state.phase = .review
        state.dueDay = Fixtures.today.adding(days: 1)
        state.repetitions += 1
        state.lastReviewAt = date
        state.lastReviewDay = Fixtures.today
        return ReviewRecord(
            cardID: card.id, reviewedAt: date, studyDay: Fixtures.today, mode: .flip, rating: rating, givenAnswer: nil,
            isCorrect: rating.isPass, elapsedMilliseconds: 1_500, newState: state
        )
    }
}
