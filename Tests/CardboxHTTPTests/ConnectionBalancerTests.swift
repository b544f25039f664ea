import Testing

@testable import CardboxHTTP

/// Which worker takes a new connection, and when one is refused.
struct ConnectionBalancerTests {
    let school: UInt32 = 0x0A00_0001
    let home: UInt32 = 0xC0A8_0102

    @Test func eachConnectionGoesToTheWorkerHoldingFewest() {
        var balancer = ConnectionBalancer(workers: 3, connectionLimit: 100, perAddressLimit: 0)
        let chosen = (0..<7).map { _ in balancer.admit(from: school) }
        #expect(chosen == [0, 1, 2, 0, 1, 2, 0])
        #expect(balancer.openByWorker == [3, 2, 2])
        balancer.release(worker: 2, address: school)
        balancer.release(worker: 2, address: school)
        #expect(balancer.openByWorker == [3, 2, 0])
        #expect(balancer.admit(from: school) == 2)
        #expect(balancer.admit(from: school) == 2)
        #expect(balancer.admit(from: school) == 1)
    }

    @Test func theServersLimitRefusesUntilAConnectionCloses() {
        var balancer = ConnectionBalancer(workers: 2, connectionLimit: 3, perAddressLimit: 0)
        #expect((0..<3).map { _ in balancer.admit(from: school) } == [0, 1, 0])
        #expect(balancer.admit(from: home) == nil)
        balancer.release(worker: 1, address: school)
        #expect(balancer.admit(from: home) == 1)
        #expect(balancer.admit(from: home) == nil)
    }

    @Test func oneAddressIsRefusedAtItsCapWhileOthersAreNot() {
        var balancer = ConnectionBalancer(workers: 2, connectionLimit: 100, perAddressLimit: 2)
        #expect(balancer.admit(from: school) == 0)
        #expect(balancer.admit(from: school) == 1)
        #expect(balancer.admit(from: school) == nil)
        #expect(balancer.admit(from: home) == 0)
        balancer.release(worker: 0, address: school)
        #expect(balancer.admit(from: school) == 0)
        #expect(balancer.openByWorker == [2, 1])
    }

    @Test func forgettingAConnectionTwiceOrOfNoWorkerChangesNothing() {
        var balancer = ConnectionBalancer(workers: 2, connectionLimit: 2, perAddressLimit: 1)
        #expect(balancer.admit(from: school) == 0)
        balancer.release(worker: 0, address: school)
        balancer.release(worker: 0, address: school)
        balancer.release(worker: 5, address: school)
        #expect(balancer.openByWorker == [0, 0])
        #expect(balancer.admit(from: school) == 0)
        #expect(balancer.admit(from: school) == nil)
        #expect(balancer.admit(from: home) == 1)
    }
}
