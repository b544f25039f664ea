package import CardboxCore

extension RowCoding {
    /// A job from ``JobQueries/columns``; a state no version wrote reads as failed.
    package static func job(_ row: some SQLRow) -> Job {
        Job(
            id: JobID(rawValue: row.int64(0)), kind: row.string(1), owner: UserID(rawValue: row.int64(2)),
            state: Job.State(rawValue: row.string(3)) ?? .failed, progress: row.string(4), payload: row.string(5),
            attempts: row.int(6), error: row.optionalString(7), createdAt: date(row.int64(8)),
            updatedAt: date(row.int64(9)))
    }
}
