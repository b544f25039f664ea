/// The SQL of the job queue, written once for every dialect (`$1` parameters, `RETURNING`).
package enum JobQueries {
    /// The columns of `job` in the order ``RowCoding/job(_:)`` reads them.
    package static let columns = """
        id, kind, owner_id, state, progress, payload, attempts, error, created_at, updated_at
        """

    /// Queues a job: kind, owner, payload, progress, time; returns ``columns``.
    package static let insert = """
        INSERT INTO job (kind, owner_id, state, progress, payload, created_at, updated_at)
        VALUES ($1, $2, 'waiting', $4, $3, $5, $5) RETURNING \(columns)
        """

    /// Job `$1`.
    package static let find = "SELECT \(columns) FROM job WHERE id = $1"

    /// Job `$1` if owner `$2` has it.
    package static let findOwned = "SELECT \(columns) FROM job WHERE id = $1 AND owner_id = $2"

    /// Owner `$2`'s jobs of kind `$1`, newest first, at most `$3`.
    package static let recent = """
        SELECT \(columns) FROM job WHERE kind = $1 AND owner_id = $2 ORDER BY id DESC LIMIT $3
        """

    /// Waiting jobs queued before job `$1`, if it is waiting.
    package static let ahead = """
        SELECT count(*) FROM job w
        WHERE w.state = 'waiting' AND w.id < $1
            AND EXISTS (SELECT 1 FROM job j WHERE j.id = $1 AND j.state = 'waiting')
        """

    /// The oldest waiting job of kind `$1` that may start at time `$2` with at most `$3` running: no job of its owner
    /// holds a live lease, and fewer than `$3` do overall.
    package static let next = """
        SELECT w.id FROM job w
        WHERE w.state = 'waiting' AND w.kind = $1
            AND NOT EXISTS (
                SELECT 1 FROM job r WHERE r.owner_id = w.owner_id AND r.state = 'running' AND r.lease_expires_at > $2)
            AND (SELECT count(*) FROM job r WHERE r.state = 'running' AND r.lease_expires_at > $2) < $3
        ORDER BY w.id
        LIMIT 1
        """

    /// Gives waiting job `$1` to runner `$2` with a lease until `$3`, at time `$4`; returns ``columns``.
    package static let claim = """
        UPDATE job SET state = 'running', lease_holder = $2, lease_expires_at = $3, attempts = attempts + 1,
            updated_at = $4
        WHERE id = $1 AND state = 'waiting'
        RETURNING \(columns)
        """

    /// Extends runner `$2`'s lease on job `$1` until `$3`.
    package static let renew = """
        UPDATE job SET lease_expires_at = $3 WHERE id = $1 AND lease_holder = $2 AND state = 'running'
        """

    /// Records progress `$3` of job `$1` held by runner `$2` at `$4`.
    package static let progress = """
        UPDATE job SET progress = $3, updated_at = $4 WHERE id = $1 AND lease_holder = $2 AND state = 'running'
        """

    /// Ends job `$1` held by runner `$2` in state `$3` with progress `$4` and error `$5` at `$6`.
    package static let end = """
        UPDATE job SET state = $3, progress = $4, error = $5, updated_at = $6, lease_holder = NULL,
            lease_expires_at = NULL
        WHERE id = $1 AND lease_holder = $2 AND state = 'running'
        """

    /// Lets runner `$1`'s leases run out at `$2`.
    package static let release = """
        UPDATE job SET lease_expires_at = $2 WHERE lease_holder = $1 AND state = 'running' AND lease_expires_at > $2
        """

    /// Fails running jobs whose lease ran out before `$1` and that were tried `$2` times, with reason `$3`; returns
    /// ``columns``.
    package static let failExpired = """
        UPDATE job SET state = 'failed', error = $3, updated_at = $1, lease_holder = NULL, lease_expires_at = NULL
        WHERE state = 'running' AND lease_expires_at <= $1 AND attempts >= $2
        RETURNING \(columns)
        """

    /// Hands running jobs whose lease ran out before `$1` back to the queue.
    package static let requeueExpired = """
        UPDATE job SET state = 'waiting', updated_at = $1, lease_holder = NULL, lease_expires_at = NULL
        WHERE state = 'running' AND lease_expires_at <= $1
        """
}
