import Foundation

/// Imports running in the background.
public final class ImportJobs: Sendable {
    /// Creates the registry.
    public init() {}
}
