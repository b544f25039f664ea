import CardboxHTTP
import Foundation
import Testing

@testable import CardboxWeb

/// KaTeX's files are read from the system's copy: fonts get their types and versioned addresses, odd file names and
/// other files are left out, and without the package nothing is served.
@Suite struct KaTeXAssetsTests {
    func folder() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appending(path: "katex-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: directory.appending(path: "fonts"), withIntermediateDirectories: true)
        return directory
    }

    @Test func fontsAreServedWithTheirTypesAndTheStyleSheetNamesTheirVersions() throws {
        let directory = try folder()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data("window.katex = {};".utf8).write(to: directory.appending(path: "katex.min.js"))
        try Data("@font-face{src:url(fonts/Main.woff2) format(\"woff2\"),url(fonts/Main.ttf)}".utf8)
            .write(to: directory.appending(path: "katex.min.css"))
        try Data("wOF2".utf8).write(to: directory.appending(path: "fonts/Main.woff2"))
        try Data("ttf".utf8).write(to: directory.appending(path: "fonts/Main.ttf"))
        try Data("x".utf8).write(to: directory.appending(path: "fonts/notes.txt"))
        try Data("x".utf8).write(to: directory.appending(path: "fonts/odd name.woff2"))

        var assets = StaticAssets()
        #expect(KaTeXAssets.add(to: &assets, from: directory.path))
        let woff2 = try #require(assets["/static/katex/fonts/Main.woff2"])
        #expect(woff2.contentType == "font/woff2")
        #expect(assets["/static/katex/fonts/Main.ttf"]?.contentType == "font/ttf")
        #expect(assets["/static/katex/fonts/notes.txt"] == nil)
        #expect(assets["/static/katex/fonts/odd name.woff2"] == nil)
        #expect(assets["/static/katex/katex.min.js"]?.contentType == "text/javascript; charset=utf-8")
        let css = String(decoding: try #require(assets["/static/katex/katex.min.css"]).bytes, as: UTF8.self)
        #expect(css.contains("url(fonts/Main.woff2?v=\(woff2.version)) format(\"woff2\")"))
        #expect(!css.contains("url(fonts/Main.ttf)"))
    }

    @Test func withoutThePackageNothingIsServed() throws {
        var assets = StaticAssets()
        #expect(!KaTeXAssets.add(to: &assets, from: "/nonexistent/katex"))
        #expect(assets[KaTeXAssets.scriptPath] == nil)
        #expect(assets[KaTeXAssets.stylePath] == nil)
    }
}
