extension String {
    /// The string made of `scalars`.
    init(scalars: ArraySlice<Unicode.Scalar>) {
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars)
        self.init(view)
    }

    /// The number of whitespace-separated words, as `split(whereSeparator: \.isWhitespace).count` counts them.
    ///
    /// O(n), scanning Unicode scalars rather than characters.
    var wordCount: Int {
        var count = 0
        var inWord = false
        for scalar in unicodeScalars {
            if scalar.isSpace {
                inWord = false
            } else if !inWord {
                inWord = true
                count += 1
            }
        }
        return count
    }

    /// Whether the string holds nothing but white space.
    var isBlank: Bool { unicodeScalars.allSatisfy(\.isSpace) }
}
