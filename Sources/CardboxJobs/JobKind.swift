public import CardboxCore

/// What a runner does with the jobs of one kind.
public struct JobKind: Sendable {
    /// The kind's name, as stored with each job (such as `import`).
    public var name: String
    /// Runs one job on its own thread and returns its last progress.
    ///
    /// A job that was interrupted is run again from the start with ``JobContext/isResumed`` set, so the work should
    /// resume what it finds done.
    ///
    /// - Throws: ``JobFailure`` (or any error, whose description is shown) to end the job as failed.
    public var run: @Sendable (JobContext) throws -> String
    /// Called once after a job of this kind has ended, finished or failed, whichever runner ended it; for releasing
    /// what the job held and telling whoever watches it.
    public var ended: @Sendable (Job) -> Void

    /// Creates the kind.
    public init(
        name: String, run: @escaping @Sendable (JobContext) throws -> String,
        ended: @escaping @Sendable (Job) -> Void = { _ in }
    ) {
        self.name = name
        self.run = run
        self.ended = ended
    }
}

/// A job's failure, with its last progress and a sentence for the user.
public struct JobFailure: Error, CustomStringConvertible, Sendable {
    /// The job's progress when it failed.
    public var progress: String
    /// Why it failed.
    public var reason: String

    /// Creates the failure.
    public init(progress: String, reason: String) {
        self.progress = progress
        self.reason = reason
    }

    /// The reason.
    public var description: String { reason }
}
