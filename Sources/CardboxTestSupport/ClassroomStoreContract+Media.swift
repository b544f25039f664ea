import CardboxCore
import Foundation
import Testing

/// Images and sounds in classroom questions: the cases of ``ClassroomStoreContract`` for ``CardMediaStore``.
extension ClassroomStoreContract {
    /// A file the teacher holds and a question shows is visible to the classroom's students once the quiz is
    /// published, never to anyone outside it, and stays held while the question mentions it, after the card it came
    /// from is gone.
    public static func questionMediaIsSeenByMembersAndKeptWhileAQuestionShowsIt(_ start: Start) throws {
        let store = start.store
        let outsider = try store.insertUser(Fixtures.newUser("Olga"))
        let bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + Array(repeating: 9, count: 300)
        let upload = try store.storeBlob(bytes, mediaType: "image/png", owner: start.teacher.id, at: Fixtures.now)
        let key = upload.blob.key
        _ = try store.holdMedia(key, owner: start.teacher.id, at: Fixtures.now)
        try store.releaseBlob(upload.id)
        let image = CardMediaReference(key: key, format: .png, label: "a cell").markdown
        let deck = try store.insertDeck(NewDeck(ownerID: start.teacher.id, name: "Cells", createdAt: Fixtures.now))
        let card = try store.insertCard(
            CardContent(front: "Which organelle? " + image, back: "Nucleus"), into: deck.id, createdAt: Fixtures.now,
            today: Fixtures.today)

        var draft = newQuiz(start.classroom.id, questions: 1)
        draft.publishedAt = nil
        draft.questions[0].prompt = "Which organelle? " + image
        let quiz = try store.createQuiz(draft)
        #expect(try store.findMedia(key, viewer: start.sam.id) == nil)
        try store.setPublished(quiz.id, at: Fixtures.now)
        #expect(try store.findMedia(key, viewer: start.sam.id)?.size == bytes.count)
        #expect(try store.findMedia(key, viewer: outsider.id) == nil)

        try store.deleteCard(card.id)
        #expect(try store.releaseUnusedMedia(owner: nil) == 0)
        #expect(try store.findMedia(key, viewer: start.kim.id) != nil)
        // A student cannot make a file visible by writing its key: only what a teacher holds is shown.
        #expect(try store.fetchMedia(owner: start.sam.id).isEmpty)

        #expect(try store.deleteQuiz(quiz.id))
        #expect(try store.releaseUnusedMedia(owner: start.teacher.id) == 1)
        #expect(try store.findMedia(key, viewer: start.teacher.id) == nil)
        #expect(try store.findBlob(key) == nil)
    }
}
