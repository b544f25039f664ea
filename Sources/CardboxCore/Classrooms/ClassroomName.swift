/// The rules for the names of classrooms and quizzes: what is stored, and what two names count as the same.
///
/// A name is stored trimmed with its inner whitespace collapsed to single spaces; two names are the same when their
/// ``key(_:)`` values are equal, so "Biology 1" and " biology   1 " clash.
public enum ClassroomName {
    /// The longest name, in characters.
    public static let maximumLength = 120

    /// Trims a proposed name, collapses its inner whitespace and checks it.
    ///
    /// - Throws: ``ClassroomError/emptyName``, ``ClassroomError/nameTooLong(limit:)`` or
    ///   ``ClassroomError/nulCharacter``.
    public static func validated(_ name: String) throws(ClassroomError) -> String {
        if name.unicodeScalars.contains("\0") { throw .nulCharacter }
        let collapsed = name.collapsingWhitespace
        if collapsed.isInvisible { throw .emptyName }
        if collapsed.count > maximumLength { throw .nameTooLong(limit: maximumLength) }
        return collapsed
    }

    /// The form two names are compared in: whitespace collapsed and lower-cased.
    public static func key(_ name: String) -> String {
        name.collapsingWhitespace.lowercased()
    }
}
