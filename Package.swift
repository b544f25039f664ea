// swift-tools-version:6.0
import PackageDescription

/// Settings every Swift target shares.
let swiftSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("MemberImportVisibility"),
    .enableUpcomingFeature("InternalImportsByDefault"),
]

let package = Package(
    name: "Cardbox",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "cardbox", targets: ["cardbox"]),
        .library(name: "CardboxCore", targets: ["CardboxCore"]),
        // Opened by CPopplerLoader on first use, from beside the program or from ../lib/cardbox.
        .library(name: "CardboxPopplerText", type: .dynamic, targets: ["CPopplerText"]),
    ],
    targets: [
        // MARK: - Core
        .target(name: "CardboxCore", swiftSettings: swiftSettings),

        // MARK: - C libraries
        .systemLibrary(
            name: "CSQLite",
            pkgConfig: "sqlite3",
            providers: [.apt(["libsqlite3-dev"])]
        ),

        .systemLibrary(
            name: "CLibPQ",
            pkgConfig: "libpq",
            providers: [.apt(["libpq-dev"])]
        ),
        .systemLibrary(
            name: "CSodium",
            pkgConfig: "libsodium",
            providers: [.apt(["libsodium-dev"])]
        ),
        .systemLibrary(
            name: "CCurl",
            pkgConfig: "libcurl",
            providers: [.apt(["libcurl4-openssl-dev"])]
        ),
        // The headers only: CPopplerLoader opens the library with dlopen on first use.
        .systemLibrary(
            name: "CPoppler",
            pkgConfig: "poppler-glib",
            providers: [.apt(["libpoppler-glib-dev"])]
        ),
        .target(name: "CPopplerLoader", dependencies: ["CPoppler"]),
        // poppler's C++ text extraction behind a C interface (CPopplerText/include/CardboxPopplerText.h), built as
        // a library of its own so that only a program reading a PDF loads poppler.
        .target(
            name: "CPopplerText",
            cxxSettings: [.unsafeFlags(["-I/usr/include/poppler"])],
            // SwiftPM links Swift's runtime into every product, this one too; scripts/release-build links the
            // release library again without it.
            linkerSettings: [.linkedLibrary("poppler")]
        ),
        // Opened with dlopen on first use (see its header); only the headers are needed to build.
        .target(name: "CTesseract"),
        .systemLibrary(
            name: "CMicroHTTPD",
            pkgConfig: "libmicrohttpd",
            providers: [.apt(["libmicrohttpd-dev"])]
        ),
        .systemLibrary(
            name: "CZlib",
            pkgConfig: "zlib",
            providers: [.apt(["zlib1g-dev"])]
        ),
        .systemLibrary(
            name: "CLibZip",
            pkgConfig: "libzip",
            providers: [.apt(["libzip-dev"])]
        ),
        .systemLibrary(
            name: "CZstd",
            pkgConfig: "libzstd",
            providers: [.apt(["libzstd-dev"])]
        ),

        // MARK: - Domain-free foundations
        .target(name: "CardboxJSON", swiftSettings: swiftSettings),
        .target(name: "CardboxWire", dependencies: ["CardboxCore", "CardboxJSON"], swiftSettings: swiftSettings),

        // MARK: - Adapters
        .target(
            name: "CardboxSQLite", dependencies: ["CardboxCore", "CardboxJSON", "CSQLite"], swiftSettings: swiftSettings
        ),
        .target(
            name: "CardboxPostgres", dependencies: ["CardboxCore", "CardboxSQLite", "CLibPQ"],
            swiftSettings: swiftSettings),
        .target(
            name: "CardboxInterchange",
            dependencies: ["CardboxCore", "CardboxJSON", "CardboxCompression", "CardboxSQLite"],
            swiftSettings: swiftSettings),
        .target(name: "CardboxPDF", dependencies: ["CPopplerLoader"], swiftSettings: swiftSettings),
        .target(name: "CardboxOCR", dependencies: ["CTesseract"], swiftSettings: swiftSettings),
        .target(
            name: "CardboxHTTP", dependencies: ["CardboxCompression", "CardboxJSON", "CMicroHTTPD"],
            swiftSettings: swiftSettings),
        .target(
            name: "CardboxCompression", dependencies: ["CZlib", "CLibZip", "CZstd"], swiftSettings: swiftSettings),
        .target(name: "CardboxIngest", dependencies: ["CardboxCore"], swiftSettings: swiftSettings),
        .target(name: "CardboxSecurity", dependencies: ["CSodium"], swiftSettings: swiftSettings),
        .target(name: "CardboxMail", dependencies: ["CCurl"], swiftSettings: swiftSettings),
        .target(name: "CardboxLexicon", swiftSettings: swiftSettings),
        .target(name: "CardboxGeneration", dependencies: ["CardboxCore", "CardboxJSON"], swiftSettings: swiftSettings),
        .target(name: "CardboxJobs", dependencies: ["CardboxCore"], swiftSettings: swiftSettings),
        .target(name: "CardboxOptimizer", dependencies: ["CardboxCore"], swiftSettings: swiftSettings),
        .target(
            name: "CardboxTuning", dependencies: ["CardboxCore", "CardboxOptimizer"], swiftSettings: swiftSettings),
        .target(name: "CardboxWords", dependencies: ["CardboxCore", "CardboxLexicon"], swiftSettings: swiftSettings),
        .target(
            name: "CardboxClassrooms", dependencies: ["CardboxCore", "CardboxGeneration", "CardboxInterchange"],
            swiftSettings: swiftSettings),
        .target(
            name: "CardboxDocuments",
            dependencies: ["CardboxCore", "CardboxIngest", "CardboxPDF", "CardboxOCR"],
            swiftSettings: swiftSettings
        ),

        // MARK: - App
        .target(
            name: "CardboxCLI",
            dependencies: [
                "CardboxCore", "CardboxInterchange", "CardboxDocuments", "CardboxGeneration", "CardboxIngest",
                "CardboxJSON", "CardboxLexicon", "CardboxOptimizer", "CardboxSecurity", "CardboxTuning", "CardboxWire",
                "CardboxWords",
            ],
            swiftSettings: swiftSettings
        ),
        .target(
            name: "CardboxWeb",
            dependencies: [
                "CardboxCore", "CardboxJSON", "CardboxHTTP", "CardboxSecurity", "CardboxGeneration", "CardboxLexicon",
                "CardboxWords", "CardboxJobs", "CardboxClassrooms", "CardboxInterchange", "CardboxOptimizer",
                "CardboxTuning", "CardboxWire",
            ],
            swiftSettings: swiftSettings
        ),
        .target(
            name: "CardboxApp",
            dependencies: [
                "CardboxCore", "CardboxSQLite", "CardboxPostgres", "CardboxCLI", "CardboxDocuments",
                "CardboxGeneration", "CardboxIngest", "CardboxLexicon", "CardboxWords", "CardboxWeb", "CardboxHTTP",
                "CardboxSecurity", "CardboxMail", "CardboxJobs", "CardboxJSON",
            ],
            swiftSettings: swiftSettings
        ),

        // MARK: - Executables
        // mimalloc in place of the C library's malloc for the whole process (Swift, SQLite, poppler): reading a PDF
        // allocates for every character, and spends about a quarter of its time in glibc's malloc and free.
        .executableTarget(
            name: "cardbox", dependencies: ["CardboxApp"], swiftSettings: swiftSettings,
            linkerSettings: [.linkedLibrary("mimalloc")]
        ),
        .target(
            name: "CardboxFuzzTargets", dependencies: ["CardboxCore", "CardboxHTTP", "CardboxInterchange"],
            swiftSettings: swiftSettings),
        .executableTarget(name: "cardbox-fuzz", dependencies: ["CardboxFuzzTargets"], swiftSettings: swiftSettings),
        .executableTarget(
            name: "cardbox-bench",
            dependencies: ["CardboxCore", "CardboxSQLite", "CardboxLexicon", "CardboxOptimizer"],
            path: "bench/Sources/cardbox-bench",
            swiftSettings: swiftSettings
        ),

        // MARK: - Tests
        .target(
            name: "CardboxTestSupport", dependencies: ["CardboxCompression", "CardboxCore"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "CardboxCompressionTests",
            dependencies: ["CardboxCompression", "CardboxTestSupport"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "CardboxOptimizerTests", dependencies: ["CardboxCore", "CardboxOptimizer", "CardboxTestSupport"],
            swiftSettings: swiftSettings),
        .testTarget(
            name: "CardboxCoreTests", dependencies: ["CardboxCore", "CardboxTestSupport"], swiftSettings: swiftSettings),
        .testTarget(
            name: "CardboxSQLiteTests",
            dependencies: ["CardboxCore", "CardboxSQLite", "CardboxTestSupport"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "CardboxPostgresTests",
            dependencies: [
                "CardboxCore", "CardboxMail", "CardboxPostgres", "CardboxSQLite", "CardboxTestSupport", "CardboxWeb",
            ],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "CardboxInterchangeTests",
            dependencies: [
                "CardboxCompression", "CardboxCore", "CardboxInterchange", "CardboxSQLite", "CardboxTestSupport",
            ],
            exclude: ["Fixtures"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "CardboxTuningTests",
            dependencies: [
                "CardboxTuning", "CardboxCore", "CardboxOptimizer", "CardboxSQLite", "CardboxTestSupport",
            ],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "CardboxWebTests",
            dependencies: [
                "CardboxWeb", "CardboxCore", "CardboxJSON", "CardboxHTTP", "CardboxSQLite", "CardboxSecurity",
                "CardboxIngest", "CardboxGeneration", "CardboxLexicon", "CardboxWords", "CardboxTestSupport",
                "CardboxJobs", "CardboxClassrooms", "CardboxInterchange", "CardboxTuning", "CardboxWire",
            ],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "CardboxFuzzTargetsTests",
            dependencies: ["CardboxFuzzTargets", "CardboxTestSupport"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "CardboxJSONTests",
            dependencies: ["CardboxJSON", "CardboxTestSupport"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "CardboxHTTPTests",
            dependencies: ["CardboxHTTP", "CardboxTestSupport"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "CardboxIngestTests",
            dependencies: ["CardboxCore", "CardboxIngest", "CardboxTestSupport"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "CardboxLexiconTests",
            dependencies: ["CardboxLexicon", "CardboxTestSupport"],
            exclude: ["Fixtures"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "CardboxSecurityTests",
            dependencies: ["CardboxSecurity", "CardboxTestSupport"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "CardboxMailTests",
            dependencies: ["CardboxMail", "CardboxTestSupport"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "CardboxClassroomsTests",
            dependencies: [
                "CardboxClassrooms", "CardboxCore", "CardboxGeneration", "CardboxInterchange", "CardboxSQLite",
                "CardboxTestSupport",
            ],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "CardboxWordsTests",
            dependencies: ["CardboxCore", "CardboxWords", "CardboxLexicon", "CardboxSQLite", "CardboxTestSupport"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "CardboxGenerationTests",
            dependencies: [
                "CardboxCore", "CardboxGeneration", "CardboxIngest", "CardboxJSON", "CardboxSQLite",
                "CardboxTestSupport",
            ],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "CardboxDocumentsTests",
            dependencies: [
                "CardboxCore", "CardboxDocuments", "CardboxIngest", "CardboxLexicon", "CardboxPDF", "CardboxOCR",
                "CardboxTestSupport",
            ],
            exclude: ["RealDocuments"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "CardboxCLITests",
            dependencies: ["CardboxCore", "CardboxCLI", "CardboxJSON", "CardboxTestSupport"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "CardboxAppTests",
            dependencies: [
                "CardboxCLI", "CardboxApp", "CardboxCore", "CardboxJobs", "CardboxSQLite", "CardboxTestSupport",
            ],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "CardboxJobsTests",
            dependencies: ["CardboxJobs", "CardboxCore", "CardboxSQLite", "CardboxTestSupport"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "EndToEndTests",
            dependencies: ["CardboxCore", "CardboxSQLite", "CardboxTestSupport"],
            swiftSettings: swiftSettings
        ),
    ]
)
