/// British and American spellings of the words in command and option names.
///
/// `favorite` finds `favourite` and `--text-colour` finds `--text-color`. Help shows one spelling; both are accepted.
enum SpellingVariants {
    private static let pairs = [("colour", "color"), ("favourite", "favorite")]

    /// `word` and its other spellings.
    static func of(_ word: String) -> [String] {
        var variants = [word]
        for (british, american) in pairs {
            if word.contains(british) { variants.append(word.replacing(british, with: american)) }
            if word.contains(american) { variants.append(word.replacing(american, with: british)) }
        }
        return variants
    }
}
