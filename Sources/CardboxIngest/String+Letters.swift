extension StringProtocol {
    /// The letters of the text, counted over its Unicode scalars without a look-up in Unicode's tables for ASCII
    /// (nearly every character of a page).
    var letterCount: Int {
        unicodeScalars.count { scalar in
            scalar.isASCII
                ? ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) : scalar.properties.isAlphabetic
        }
    }
}
