/// A member as the member list shows them: their current name and how many attempts they have in the classroom.
public struct MemberSummary: Sendable, Equatable {
    /// The membership.
    public var membership: Membership
    /// The member's name, read from their account.
    public var name: String
    /// Attempts they started in this classroom's quizzes (what removing them deletes).
    public var attemptCount: Int

    /// Creates the value.
    public init(membership: Membership, name: String, attemptCount: Int) {
        self.membership = membership
        self.name = name
        self.attemptCount = attemptCount
    }
}
