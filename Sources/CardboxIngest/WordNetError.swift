/// Why a WordNet database could not be opened.
public enum WordNetError: Error, Equatable, CustomStringConvertible {
    /// A required file is missing or unreadable.
    case unreadableFile(path: String)

    /// A user-readable sentence naming the file.
    public var description: String {
        switch self {
        case .unreadableFile(let path):
            "The WordNet file \(path) is missing or unreadable; install the wordnet-base package."
        }
    }
}
