/// Decides which worker takes a new connection, or that it is refused.
///
/// The worker with the fewest open connections takes it (the first of them on a tie), so a class opening 200
/// keep-alive connections at once leaves every worker with its share for as long as they stay open. A connection is
/// refused when the server holds its most connections or the client's address holds its cap.
struct ConnectionBalancer: Sendable {
    /// The connections each worker holds.
    private(set) var openByWorker: [Int]
    /// The most connections open at once.
    let connectionLimit: Int
    /// The most connections one address may hold (0: no cap).
    let perAddressLimit: Int
    private var openByAddress: [UInt32: Int] = [:]
    private var open = 0

    /// Creates a balancer over `workers` workers holding no connection.
    init(workers: Int, connectionLimit: Int, perAddressLimit: Int) {
        precondition(workers > 0, "A server needs a worker.")
        openByWorker = Array(repeating: 0, count: workers)
        self.connectionLimit = connectionLimit
        self.perAddressLimit = perAddressLimit
    }

    /// Counts a new connection from `address` and returns the worker that takes it, or nil when it is refused.
    mutating func admit(from address: UInt32) -> Int? {
        guard open < connectionLimit else { return nil }
        if perAddressLimit > 0 {
            let held = openByAddress[address, default: 0]
            guard held < perAddressLimit else { return nil }
            openByAddress[address] = held + 1
        }
        var chosen = 0
        for worker in openByWorker.indices where openByWorker[worker] < openByWorker[chosen] {
            chosen = worker
        }
        openByWorker[chosen] += 1
        open += 1
        return chosen
    }

    /// Forgets a connection ``admit(from:)`` gave to `worker`, now closed.
    mutating func release(worker: Int, address: UInt32) {
        guard openByWorker.indices.contains(worker), openByWorker[worker] > 0 else { return }
        openByWorker[worker] -= 1
        open -= 1
        if perAddressLimit > 0, let held = openByAddress[address] {
            openByAddress[address] = held > 1 ? held - 1 : nil
        }
    }
}
