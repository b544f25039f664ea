/// The names of a command-line option as a manual prints them over its description: "-f --force", "-q, --quiet".
struct OptionNames: Equatable {
    /// The one-letter forms ("-f").
    let short: [String]
    /// The long forms ("--force").
    let long: [String]

    /// The names in `term`, or `nil` unless every word of it (commas aside) opens with a dash.
    init?(_ term: String) {
        let words = term.split(whereSeparator: { $0 == " " || $0 == "," }).map(String.init)
        guard !words.isEmpty, words.allSatisfy({ $0.count >= 2 && $0.hasPrefix("-") }) else { return nil }
        short = words.filter { !$0.hasPrefix("--") }
        long = words.filter { $0.hasPrefix("--") }
    }

    /// Whether `description` uses a word of a long name, in any form.
    ///
    /// "Force overwrite of output files." for "--force", "Force decompression." for "--decompress": asked which
    /// option it describes, a reader matches the words instead of knowing the option.
    func areEchoed(in description: String) -> Bool {
        let parts = long.flatMap { $0.split(separator: "-") }.map { String($0).lowercased() }.filter { $0.count >= 4 }
        let words = description.lowercased().split(whereSeparator: { !$0.isLetter }).map(String.init).filter {
            $0.count >= 4
        }
        return parts.contains { part in words.contains { word in word.hasPrefix(part) || part.hasPrefix(word) } }
    }
}
