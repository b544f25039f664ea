/// Why the server could not start.
public struct HTTPServerError: Error, Equatable, CustomStringConvertible {
    /// What went wrong, for the operator.
    public let description: String

    init(_ description: String) {
        self.description = description
    }
}
