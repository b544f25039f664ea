import CardboxCore
import CardboxPostgres
import CardboxSQLite
import Testing

/// Released PostgreSQL migrations never change.
///
/// As for SQLite's, each one's SHA-256 is pinned here, and a change to a pinned one is made as a new migration
/// instead. No server is needed.
@Suite struct PostgresMigrationChecksumTests {
    /// The SHA-256 of each released PostgreSQL migration's SQL, by version.
    static let released: [Int: String] = [
        1: "2ec70e7430cca664aefcb40722a689e0af301b9f60c8b90e03546fefc846e333",
        2: "c4be05be7d02172b1d33f88b60b82a31a0081f786102c51f0f8e2f10ab7795db",
        3: "a2e2d51842c374dfcb4af20a44f5f62bfe8b770da78175c7390dfea5c860da01",
        4: "b38daa281b330ec9cf6968b8b64acf003f0ff3b052ffa134eb672b5eb5c0229c",
        5: "e0633fc2700a19e664dca9798d41c2c2fa522d75a51d17e600644b98fb4da7fe",
        6: "8ca0b6ec1103f5b0dffea80e6becd1cfec4d4aef366a5a4c88ff9cfe04f1bcb4",
        7: "785494d8db5af620034a8a047fdc38b691cc1b5332e3b56f334ee03d3bcad01b",
        8: "db2a3f808efa5962e94c1e538ba0e9e805e99fe2f90d94adaa5249a5dc158421",
        9: "75dfa1386611aa852d378b9d081db13b8c708be782e5f0b99222cf777ab13174",
        10: "a96ab8b2363430926b0bb2db9c7298b6bd305de03cf3ee366347634ea5b550e5",
        11: "dc61b8f22dc08301cd5ca927ac0c97267e402e611639e86934d1ce9b47d7cc02",
        12: "dfe44d20cb585ad527a030aba23729f2d2e112f70e4166fc910e2545bf010ac9",
        13: "ae93a041de58f844173190de9698d396804fb90d2550512c14f75d3a3b689371",
        14: "2f5715bcaff23ca93ae2bf1d61a522e184cb81381ecb07b49ea914c3defc6cd4",
        15: "a92d79a59a6bd7835a08f76557663a2abd23081ba6ecfcfca0f77f6eea7bb4a2",
        16: "781813990c6db2139bdb8b935fbe4f67875795452e0187f64e9e2655bd2ddf27",
        17: "5a23dd9ccf9fd0fffc14bbcab639831b7b5fd669da187e6bd5f1fdbc981468a6",
        18: "386ce33cdb32513b3cada68375bb043f306d69de0992c439c25a38919274dcdd",
        19: "fdd152bafc166155cf4507a8d054abd37d4309b574964b9a034773eb6a817aa4",
        20: "cafda172a9b1c6cc4a12a887e5bab27f613d61ac7816abb2f214f072973bcdba",
        21: "80f63741dbb43c062a10acff807092ee8d7279cc217215ccb24c92fe6aa5a0f6",
    ]

    @Test func releasedPostgresMigrationsAreUnchanged() {
        func sha256(_ migration: Migration) -> String {
            var hasher = SHA256Hasher()
            hasher.update(Array(migration.sql.utf8))
            return hasher.finishHex()
        }
        let shipped = Dictionary(uniqueKeysWithValues: PostgresSchema.migrations.map { ($0.version, sha256($0)) })
        for version in Self.released.keys.sorted() {
            #expect(shipped[version] == Self.released[version], "PostgreSQL migration \(version) was edited")
        }
        #expect(Set(Self.released.keys) == Set(1...21))
    }
}
