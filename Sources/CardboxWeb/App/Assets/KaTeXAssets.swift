import CardboxHTTP
import Foundation

/// KaTeX, the maths typesetter, served from the system's copy (Debian's `libjs-katex`) under `/static/katex/`.
///
/// Nothing is fetched from another site: the script, the style sheet and the fonts are read once from
/// ``directory`` and served from memory like the app's own assets. The style sheet's font addresses get the fonts'
/// versions, so every file may be cached for a year. Without the package, pages show maths as its TeX source.
enum KaTeXAssets {
    /// Where `libjs-katex` installs KaTeX.
    static let directory = "/usr/share/javascript/katex"

    /// The script's path.
    static let scriptPath = "/static/katex/katex.min.js"
    /// The style sheet's path.
    static let stylePath = "/static/katex/katex.min.css"
    /// The folder the fonts are served from, as the style sheet names them (`fonts/…`).
    static let fontsPath = "/static/katex/fonts/"

    /// The media types of the fonts KaTeX ships.
    static let fontTypes = ["woff2": "font/woff2", "woff": "font/woff", "ttf": "font/ttf"]

    /// Adds KaTeX's files from `directory` to `assets`; returns whether the script and style sheet were found.
    @discardableResult
    static func add(to assets: inout StaticAssets, from directory: String = directory) -> Bool {
        let files = FileManager.default
        guard let script = files.contents(atPath: directory + "/katex.min.js"),
            let style = files.contents(atPath: directory + "/katex.min.css").flatMap({
                String(data: $0, encoding: .utf8)
            })
        else { return false }
        var css = style
        let fonts = (try? files.contentsOfDirectory(atPath: directory + "/fonts")) ?? []
        for name in fonts.sorted() {
            let suffix = name.split(separator: ".").last.map(String.init) ?? ""
            guard let type = fontTypes[suffix], Self.isPlainFileName(name),
                let bytes = files.contents(atPath: directory + "/fonts/" + name)
            else { continue }
            let path = fontsPath + name
            assets.add(path, contentType: type, bytes: Array(bytes))
            let version = assets[path]?.version ?? ""
            css = css.replacing("url(fonts/\(name))", with: "url(fonts/\(name)?v=\(version))")
        }
        assets.add(scriptPath, contentType: "text/javascript; charset=utf-8", bytes: Array(script))
        assets.add(stylePath, contentType: "text/css; charset=utf-8", text: css)
        return true
    }

    /// Whether `name` is a file name made of letters, digits, `-`, `_` and `.`, safe to put in a path and a URL.
    static func isPlainFileName(_ name: String) -> Bool {
        !name.hasPrefix(".") && name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "-_.".contains($0)) }
    }
}
