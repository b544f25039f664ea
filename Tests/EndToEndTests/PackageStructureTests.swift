import CardboxTestSupport
import Foundation
import Testing

/// The module graph as `Package.swift` declares it, checked against the `import` lines and against
/// `docs/architecture.md`, so the map stays true and no module leans on what it does not declare.
@Suite struct PackageStructureTests {
    /// One target of the package.
    struct Target: Decodable {
        let name: String
        let type: String
        let path: String?
        let dependencies: [[String: [String?]]]?

        /// The names of the targets it depends on.
        var dependencyNames: Set<String> {
            Set((dependencies ?? []).flatMap { $0.values.compactMap { $0.first ?? nil } })
        }
    }

    struct Manifest: Decodable {
        let targets: [Target]
    }

    let root = PythonPeer.repositoryRoot
    let targets: [String: Target]

    init() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        // A scratch folder of its own: `swift test` holds the lock on the package's .build while tests run.
        let scratch = try TemporaryDirectory()
        process.arguments = [
            "swift", "package", "--package-path", PythonPeer.repositoryRoot.path, "--scratch-path", scratch.path,
            "dump-package",
        ]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "swift package dump-package failed")
        let manifest = try JSONDecoder().decode(Manifest.self, from: data)
        targets = Dictionary(uniqueKeysWithValues: manifest.targets.map { ($0.name, $0) })
    }

    /// The folder of a target's sources.
    func folder(of target: Target) -> URL {
        if let path = target.path { return root.appendingPathComponent(path) }
        return root.appendingPathComponent(target.type == "test" ? "Tests" : "Sources")
            .appendingPathComponent(target.name)
    }

    /// Whether `target` has Swift files (a C target has none).
    func hasSwiftSources(_ target: Target) throws -> Bool {
        guard let files = FileManager.default.enumerator(at: folder(of: target), includingPropertiesForKeys: nil)
        else { return false }
        return files.contains { ($0 as? URL)?.pathExtension == "swift" }
    }

    /// The package targets that `target`'s Swift files import.
    func imports(of target: Target) throws -> Set<String> {
        var found: Set<String> = []
        let pattern = try Regex(#"^\s*(?:@testable\s+)?(?:public\s+|package\s+|internal\s+)?import\s+(\w+)"#)
        guard let files = FileManager.default.enumerator(at: folder(of: target), includingPropertiesForKeys: nil)
        else { return [] }
        for case let file as URL in files where file.pathExtension == "swift" {
            let text = try String(contentsOf: file, encoding: .utf8)
            for line in text.split(separator: "\n") {
                if let match = try pattern.firstMatch(in: String(line)), let name = match.output[1].substring {
                    if targets[String(name)] != nil { found.insert(String(name)) }
                }
            }
        }
        return found
    }

    /// Every target reached from `name` through dependencies.
    func closure(of name: String) -> Set<String> {
        var seen: Set<String> = []
        var queue = [name]
        while let next = queue.popLast() {
            for dependency in targets[next]?.dependencyNames ?? [] where seen.insert(dependency).inserted {
                queue.append(dependency)
            }
        }
        return seen
    }

    @Test func everyImportedModuleIsDeclared() throws {
        for target in targets.values where target.type != "system" {
            let undeclared = try imports(of: target).subtracting(target.dependencyNames).subtracting([target.name])
            #expect(undeclared.isEmpty, "\(target.name) imports \(undeclared.sorted()) without declaring them")
        }
    }

    @Test func everyDeclaredModuleIsImported() throws {
        // A C target (CPopplerLoader) reads its dependency's headers with #include, not import.
        for target in targets.values where target.type == "regular" || target.type == "executable" {
            guard try hasSwiftSources(target) else { continue }
            let unused = target.dependencyNames.subtracting(try imports(of: target))
            #expect(unused.isEmpty, "\(target.name) declares \(unused.sorted()) but never imports them")
        }
    }

    @Test func onlyItsAdapterImportsACLibrary() throws {
        for target in targets.values where target.type != "system" {
            let cModules = try imports(of: target).filter { targets[$0]?.type == "system" }
            for module in cModules {
                let users = targets.values.filter { $0.dependencyNames.contains(module) }.map(\.name)
                #expect(users == [target.name], "\(module) is used by \(users.sorted()), not by one adapter")
            }
        }
    }

    @Test(arguments: ["CardboxWeb", "CardboxWebTests"])
    func theWebAppLinksNoPDFOrOCRLibrary(_ name: String) {
        let reached = closure(of: name)
        #expect(reached.isDisjoint(with: ["CPoppler", "CTesseract", "CardboxPDF", "CardboxOCR", "CardboxDocuments"]))
        #expect(reached.contains("CardboxHTTP"))
    }

    @Test func theArchitectureMapListsEveryModuleWithItsDependencies() throws {
        let text = try String(
            contentsOf: root.appendingPathComponent("docs/architecture.md"), encoding: .utf8)
        var documented: [String: Set<String>] = [:]
        for line in text.split(separator: "\n") where line.hasPrefix("| `") {
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count >= 2 else { continue }
            let name = cells[0].trimmingCharacters(in: CharacterSet(charactersIn: "`"))
            let dependencies = cells[1].split(separator: ",").map {
                $0.trimmingCharacters(in: CharacterSet(charactersIn: "` "))
            }.filter { !$0.isEmpty && $0 != "–" }
            documented[name] = Set(dependencies)
        }
        for target in targets.values where target.type == "regular" || target.type == "executable" {
            #expect(documented[target.name] != nil, "docs/architecture.md does not list \(target.name)")
            if let listed = documented[target.name] {
                #expect(listed == target.dependencyNames, "\(target.name): the map says \(listed.sorted())")
            }
        }
        for name in documented.keys {
            #expect(targets[name] != nil, "docs/architecture.md lists \(name), which Package.swift does not have")
        }
    }
}
