import CardboxJobs
import CardboxTestSupport
import Foundation
import Testing

@testable import CardboxApp

/// A node's id, the job lease and the worker threads, from the environment and the config file.
struct NodeSettingsTests {
    @Test func byDefaultTheNodeIdIsMadeAtStartAndLeasesLastThirtySeconds() throws {
        let server = try Configuration.resolve(environment: ["HOME": "/home/ana", "TZ": "UTC"]).server
        #expect(server.nodeID == nil)
        #expect(server.jobLeaseSeconds == 30)
        let jobs = ServeCommand.jobConfiguration(server)
        #expect(jobs.lease == 30)
        #expect(jobs.renewal == 10)
    }

    @Test func theNodeIdAndLeaseComeFromTheFileAndTheEnvironment() throws {
        let directory = try TemporaryDirectory()
        let file = directory.file("config")
        try Data("node-id = web-1\njob-lease-seconds = 6\njobs = 2\n".utf8).write(to: URL(fileURLWithPath: file))
        let fromFile = try Configuration.resolve(environment: ["CARDBOX_CONFIG": file, "CARDBOX_HOME": directory.path])
            .server
        #expect(fromFile.nodeID == "web-1")
        #expect(fromFile.jobLeaseSeconds == 6)
        let jobs = ServeCommand.jobConfiguration(fromFile)
        #expect(jobs.lease == 6)
        #expect(jobs.renewal == 2)
        #expect(jobs.maximumRunning == 2)
        let overridden = try Configuration.resolve(environment: [
            "CARDBOX_CONFIG": file, "CARDBOX_HOME": directory.path, "CARDBOX_NODE_ID": "web-2.eu",
            "CARDBOX_JOB_LEASE_SECONDS": "3",
        ]).server
        #expect(overridden.nodeID == "web-2.eu")
        #expect(overridden.jobLeaseSeconds == 3)
    }

    @Test func workerThreadsFollowTheCoresAndTheStoreUnlessSet() throws {
        let automatic = try Configuration.resolve(environment: ["HOME": "/home/ana", "TZ": "UTC"]).server
        #expect(automatic.threads == nil)
        #expect(automatic.workerThreads(onPostgres: false, cores: 2) == 2)
        #expect(automatic.workerThreads(onPostgres: false, cores: 1) == 2)
        #expect(automatic.workerThreads(onPostgres: false, cores: 8) == 8)
        #expect(automatic.workerThreads(onPostgres: true, cores: 1) == 4)
        #expect(automatic.workerThreads(onPostgres: true, cores: 8) == 16)
        let set = try Configuration.resolve(environment: [
            "HOME": "/home/ana", "TZ": "UTC", "CARDBOX_SERVER_THREADS": "3",
        ]).server
        #expect(set.workerThreads(onPostgres: false, cores: 8) == 3)
        #expect(set.workerThreads(onPostgres: true, cores: 8) == 3)
    }

    @Test(arguments: ["two words", "a/b", String(repeating: "n", count: 101)])
    func aNodeIdThatIsNotANameIsRefused(_ id: String) {
        #expect(throws: ConfigurationError.self) {
            try Configuration.resolve(environment: ["HOME": "/h", "TZ": "UTC", "CARDBOX_NODE_ID": id])
        }
    }

    @Test func theCredentialCacheTimeComesFromTheFileOrTheEnvironmentAndMayBeZero() throws {
        #expect(try Configuration.resolve(environment: ["HOME": "/h", "TZ": "UTC"]).server.credentialCacheSeconds == 5)
        let directory = try TemporaryDirectory()
        let file = directory.file("config")
        try Data("credential-cache-seconds = 2\n".utf8).write(to: URL(fileURLWithPath: file))
        let environment = ["CARDBOX_CONFIG": file, "CARDBOX_HOME": directory.path]
        #expect(try Configuration.resolve(environment: environment).server.credentialCacheSeconds == 2)
        let off = environment.merging(["CARDBOX_CREDENTIAL_CACHE_SECONDS": "0"]) { _, new in new }
        #expect(try Configuration.resolve(environment: off).server.credentialCacheSeconds == 0)
        for text in ["-1", "301", "soon"] {
            #expect(throws: ConfigurationError.self) {
                try Configuration.resolve(environment: [
                    "HOME": "/h", "TZ": "UTC", "CARDBOX_CREDENTIAL_CACHE_SECONDS": text,
                ])
            }
        }
    }

    @Test func aLeaseOfZeroIsRefused() {
        #expect(throws: ConfigurationError.self) {
            try Configuration.resolve(environment: ["HOME": "/h", "TZ": "UTC", "CARDBOX_JOB_LEASE_SECONDS": "0"])
        }
    }

    @Test func aGeneratedNodeIdIsTheHostNameWithARandomSuffix() throws {
        let first = NodeIdentity.generated(hostName: "web-a.example.org")
        let second = NodeIdentity.generated(hostName: "web-a.example.org")
        #expect(first.hasPrefix("web-a-"))
        #expect(first.count == "web-a-".count + 6)
        #expect(first.dropFirst(6).allSatisfy { $0.isHexDigit })
        #expect(first != second || NodeIdentity.generated(hostName: "web-a.example.org") != first)
        #expect(NodeIdentity.generated(hostName: "").hasPrefix("node-"))
        #expect(NodeIdentity.generated(hostName: "über host").hasPrefix("berhost-"))
    }
}
