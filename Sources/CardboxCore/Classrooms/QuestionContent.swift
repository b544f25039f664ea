/// What a multiple-choice question says: a prompt, one right option, three or more wrong ones, an explanation.
///
/// Options are numbered in canonical order: 0 is the right one, then the wrong ones in the order given. Answers are
/// stored as canonical numbers; shuffling only changes the order an attempt shows them in.
public struct QuestionContent: Sendable, Equatable, Hashable, Codable {
    /// The question (Markdown).
    public var prompt: String
    /// The right answer.
    public var rightOption: String
    /// The wrong answers.
    public var wrongOptions: [String]
    /// Why the right answer is right, shown with the answers when the teacher allows; may be empty.
    public var explanation: String

    /// Creates the value as given; ``validated()`` checks it.
    public init(prompt: String, rightOption: String, wrongOptions: [String], explanation: String = "") {
        self.prompt = prompt
        self.rightOption = rightOption
        self.wrongOptions = wrongOptions
        self.explanation = explanation
    }

    /// The fewest wrong options a question has.
    public static let minimumWrongOptions = 3
    /// The most wrong options a question has.
    public static let maximumWrongOptions = 9
    /// The longest prompt, option or explanation, in characters.
    public static let maximumTextLength = 4000
    /// The canonical number of the right option.
    public static let rightOptionIndex = 0

    /// Every option in canonical order: the right one first.
    public var options: [String] { [rightOption] + wrongOptions }

    /// The content trimmed and checked: non-empty prompt and options, 3 to 9 wrong options, no two options alike.
    ///
    /// - Throws: A ``QuestionError``.
    public func validated() throws(QuestionError) -> QuestionContent {
        let prompt = prompt.trimmed
        let right = rightOption.trimmed
        let wrong = wrongOptions.map(\.trimmed).filter { !$0.isInvisible }
        let explanation = explanation.trimmed
        if prompt.isInvisible { throw .emptyPrompt }
        if right.isInvisible { throw .emptyRightOption }
        if wrong.count < Self.minimumWrongOptions { throw .tooFewWrongOptions(minimum: Self.minimumWrongOptions) }
        if wrong.count > Self.maximumWrongOptions { throw .tooManyWrongOptions(maximum: Self.maximumWrongOptions) }
        let all = [prompt, right, explanation] + wrong
        if all.contains(where: { $0.count > Self.maximumTextLength || $0.unicodeScalars.contains("\0") }) {
            throw .tooLong(limit: Self.maximumTextLength)
        }
        let keys = ([right] + wrong).map(ClassroomName.key)
        if Set(keys).count != keys.count { throw .duplicateOption }
        return QuestionContent(prompt: prompt, rightOption: right, wrongOptions: wrong, explanation: explanation)
    }
}
