/// Why the dictionary could not be read.
public enum LexiconError: Error, Equatable, CustomStringConvertible {
    /// A WordNet file is missing or unreadable.
    case missingFile(String)
    /// A WordNet file is not in the expected format.
    case malformed(file: String, line: Int)

    /// A sentence for the user.
    public var description: String {
        switch self {
        case .missingFile(let path): "The dictionary file '\(path)' is missing (Debian: apt-get install wordnet-base)."
        case .malformed(let file, let line): "The dictionary file '\(file)' is malformed at line \(line)."
        }
    }
}
