import CardboxCore
import CardboxSQLite
import Testing

/// Released SQLite migrations never change.
///
/// A database that ran one records its checksum and refuses to open when the shipped SQL differs, so each released
/// migration's SHA-256 is pinned here; a new migration is added to the table when it is released, and a change to a
/// pinned one is made as a new migration instead.
@Suite struct MigrationChecksumTests {
    /// The SHA-256 of each released SQLite migration's SQL, by version.
    static let released: [Int: String] = [
        1: "936062c4d41276ef744fb53d2402ae080a66d44c8bb0ad5efb6900d838899b29",
        2: "d5444298bc1b05293979fd00333c71e357e9e9eef00e8f4751e479718bdf5eb0",
        3: "44274505dbeeb0681f33bb4f7aeca337c03b5e572cb958461a06f48cc5076f3a",
        4: "b38daa281b330ec9cf6968b8b64acf003f0ff3b052ffa134eb672b5eb5c0229c",
        5: "f7a70b626cd12254da16ed2ff83ed8550fd4ff68b29c4f7bd8c7d0a2c783167b",
        6: "e47755dc5999250ebf075c6bff025162a96b257a630836ef36f67da3c753f9f8",
        7: "785494d8db5af620034a8a047fdc38b691cc1b5332e3b56f334ee03d3bcad01b",
        8: "db2a3f808efa5962e94c1e538ba0e9e805e99fe2f90d94adaa5249a5dc158421",
        9: "a3a888686c661ac28343ff09fbb91d0c5663f0734a92a90359bdd159a0f99b74",
        10: "5f386f7f03dc733b020a898a1b5c491ac57c46e213bc96ac12976ddba750544b",
        11: "da6641e22c5cfd5d51e8cb32855783cc50f2c1a178f303b30feef3bc52f48652",
        12: "35831ca180dcaf3f38a1f5abfac695578414d216d10c57b84d6e43556fdd628f",
        13: "0576d7d5382e4d5e3e1845cde5d7186ae7573cb836043eacd7ecd542dad5b7e9",
        14: "f73b469908e8ac880f86524746d6b39037461f5b28f343f83dcb218c61cfdb73",
        15: "a92d79a59a6bd7835a08f76557663a2abd23081ba6ecfcfca0f77f6eea7bb4a2",
        16: "5184dba92e8c9954f31f942e0db96be91e471dbde56b7326fc22eef52a0559a5",
        17: "fd4ffd924a81cbb7e2bfa7f9df60678c9ab253e1d4a70c4cf64aec4471dcbb09",
        18: "386ce33cdb32513b3cada68375bb043f306d69de0992c439c25a38919274dcdd",
        19: "fdd152bafc166155cf4507a8d054abd37d4309b574964b9a034773eb6a817aa4",
        20: "b7df0ead8b5a5aa896ab7f197beea72bf6f5f1fa509fce7e73a01b3764329a3f",
        21: "d76d8b19f073ce76aac0dda94cfea5e0585a8f9080cb7e990bc30f686278c221",
    ]

    static func sha256(_ migration: Migration) -> String {
        var hasher = SHA256Hasher()
        hasher.update(Array(migration.sql.utf8))
        return hasher.finishHex()
    }

    @Test func releasedSQLiteMigrationsAreUnchanged() {
        let shipped = Dictionary(uniqueKeysWithValues: Schema.migrations.map { ($0.version, Self.sha256($0)) })
        for version in Self.released.keys.sorted() {
            #expect(shipped[version] == Self.released[version], "SQLite migration \(version) was edited")
        }
        #expect(Set(Self.released.keys) == Set(1...21))
    }
}
