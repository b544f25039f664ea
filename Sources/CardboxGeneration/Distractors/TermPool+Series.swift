/// The series a document lists its terms in ("MySQL, PostgreSQL and SQLite"): things of one kind, as the author
/// grouped them.
extension TermPool {
    /// The terms the document lists beside `term` in a series ("Unix, Linux and Windows"), then those listed beside
    /// them: things of its kind, as the author grouped them.
    func coordinatedTerms(with term: String) -> [String] {
        let key = TextNormalization.normalized(term)
        let first = coordinated[key] ?? []
        var seen = Set(first.map(TextNormalization.normalized)).union([key])
        var result = first
        for partner in first {
            for other in coordinated[TextNormalization.normalized(partner)] ?? []
            where seen.insert(TextNormalization.normalized(other)).inserted {
                result.append(other)
            }
        }
        return result
    }

    /// The series of terms among `mentions` (in sentence order) that only commas, "and", "or" or a slash part
    /// ("MySQL, PostgreSQL and SQLite", "Unix or Windows").
    ///
    /// A series has three members or more, or two joined by a conjunction or a slash; two joined by a comma alone are
    /// more often two clauses ("sends the query, retrieves the rows").
    static func coordinatedGroups(_ mentions: [(tokens: Range<Int>, text: String)], in tokens: [Token]) -> [[String]] {
        let ordered = mentions.sorted { $0.tokens.lowerBound < $1.tokens.lowerBound }
        var groups: [[String]] = []
        var current: [String] = []
        var conjoined = false
        func close() {
            if current.count >= 3 || (current.count == 2 && conjoined) { groups.append(current) }
            current = []
            conjoined = false
        }
        for (index, mention) in ordered.enumerated() {
            if index > 0 {
                // Mentions may overlap ("data" inside "binary data"): only one that starts after the last ends
                // can follow it in a series.
                let end = ordered[index - 1].tokens.upperBound
                let start = mention.tokens.lowerBound
                if end < start, start <= tokens.count,
                    tokens[end..<start].allSatisfy({ coordinators.contains($0.lower) })
                {
                    conjoined = conjoined || tokens[end..<start].contains { $0.lower != "," }
                } else {
                    close()
                }
            }
            current.append(mention.text)
        }
        close()
        return groups
    }

    /// The words and marks that join the members of a series.
    private static let coordinators: Set<String> = [",", "and", "or", "/", "&"]
}
