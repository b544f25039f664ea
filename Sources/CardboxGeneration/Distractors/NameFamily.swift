import CardboxCore

/// Families of names that documents cite often and the dictionary does not know: software licences, programming
/// languages, and the editions of the C and C++ standards.
///
/// A card whose answer is one of them ("GNU Lesser General Public License", "C89", "Python") takes its wrong answers
/// from the same family: the document's other members first, then those that share the answer's first word ("GNU …"),
/// then the family in its order, which puts the best known first.
enum NameFamily {
    /// The other members of the family of `answer`, in the order above; empty when `answer` is in none.
    ///
    /// `mentioned` says whether the document names a member.
    static func siblings(of answer: String, mentioned: (String) -> Bool = { _ in false }) -> [String] {
        // Compared as written, case aside: "C", "C++" and "C#" are three languages.
        let key = folded(answer)
        guard let family = familyOfMember[key].map({ families[$0] }) else { return [] }
        let words = key.split(separator: " ")
        let same = Set(sameThing.first { $0.contains(key) } ?? [key])
        let others = family.filter { !same.contains(folded($0)) }
        func rank(_ member: String) -> Int {
            if mentioned(member) { return 0 }
            return words.count > 1 && folded(member).split(separator: " ").first == words.first ? 1 : 2
        }
        return others.enumerated().sorted { a, b in
            let (x, y) = (rank(a.element), rank(b.element))
            return x != y ? x < y : a.offset < b.offset
        }.map(\.element)
    }

    /// For each member, folded, the position of its family in ``families``: most answers belong to none, and are
    /// told so by one look-up.
    private static let familyOfMember: [String: Int] = {
        var index: [String: Int] = [:]
        for (position, family) in families.enumerated() {
            for member in family where index[folded(member)] == nil { index[folded(member)] = position }
        }
        return index
    }()

    /// `text` in lower case with single spaces.
    private static func folded(_ text: String) -> String {
        text.lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// Names of one thing, folded, of which one is never a wrong answer for another.
    ///
    /// The same standard ratified twice ("C89", "C90", "ANSI C"), a licence renamed ("GNU Library General Public
    /// License" became the Lesser one).
    private static let sameThing: [Set<String>] = [
        ["c89", "c90", "ansi c"], ["gnu lesser general public license", "gnu library general public license"],
    ]

    /// Every family.
    static let families: [[String]] = [licences, licenceAbbreviations, languages, cStandards, cppStandards]

    /// Software and documentation licences by full name, the most used first.
    static let licences = [
        "GNU General Public License", "GNU Lesser General Public License", "GNU Affero General Public License",
        "GNU Free Documentation License", "GNU Library General Public License", "MIT License", "Apache License",
        "BSD License", "Mozilla Public License", "Eclipse Public License", "Artistic License",
        "Creative Commons Attribution License", "Common Development and Distribution License", "ISC License",
        "Boost Software License", "European Union Public Licence",
    ]

    /// Licences by their usual abbreviation.
    static let licenceAbbreviations = [
        "GPL", "LGPL", "AGPL", "GFDL", "MPL", "EPL", "CDDL", "EUPL", "BSL", "CC BY", "CC BY-SA", "CC0",
    ]

    /// Programming languages, the most used first.
    static let languages = [
        "Python", "JavaScript", "Java", "C", "C++", "C#", "TypeScript", "Go", "Rust", "PHP", "Ruby", "Swift",
        "Kotlin", "Perl", "Haskell", "Scala", "Lua", "R", "MATLAB", "Julia", "Fortran", "COBOL", "Pascal", "Ada",
        "Lisp", "Scheme", "Prolog", "Erlang", "Elixir", "OCaml", "Smalltalk", "Objective-C", "Dart", "Clojure",
    ]

    /// Editions of the C standard.
    static let cStandards = ["C89", "C90", "C99", "C11", "C17", "C23", "ANSI C", "K&R C"]

    /// Editions of the C++ standard.
    static let cppStandards = ["C++98", "C++03", "C++11", "C++14", "C++17", "C++20", "C++23"]
}
