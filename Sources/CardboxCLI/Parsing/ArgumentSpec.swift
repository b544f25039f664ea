/// A positional argument.
public struct ArgumentSpec: Sendable {
    /// The name shown in usage, such as `deck`.
    public var name: String
    /// Help text.
    public var help: String
    /// Whether it may be left out.
    public var isOptional: Bool
    /// Whether it takes every remaining positional word; unless it is also optional, at least one is needed.
    public var isVariadic: Bool

    /// Creates an argument spec.
    public init(_ name: String, help: String, isOptional: Bool = false, isVariadic: Bool = false) {
        self.name = name
        self.help = help
        self.isOptional = isOptional
        self.isVariadic = isVariadic
    }

    /// How the argument reads in usage and errors: `<file>` or `<file> ...`.
    var label: String { "<\(name)>" + (isVariadic ? " ..." : "") }
}
