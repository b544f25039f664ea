import CardboxHTTP

/// The style sheet and script, served from memory under `/static/`, with KaTeX under `/static/katex/` when the
/// system has it.
enum WebAssets {
    static let shared: StaticAssets = {
        var assets = StaticAssets()
        assets.add("/static/app.css", contentType: "text/css; charset=utf-8", text: StyleSheet.css)
        assets.add("/static/app.js", contentType: "text/javascript; charset=utf-8", text: Script.javascript)
        assets.add("/static/icon.svg", contentType: "image/svg+xml", text: icon)
        KaTeXAssets.add(to: &assets)
        return assets
    }()

    /// Whether KaTeX is served, so pages can typeset maths.
    static let hasKaTeX = shared[KaTeXAssets.scriptPath] != nil

    static let icon = """
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect x="3" y="7" width="22" height="17" rx="3" \
        fill="#2357c6"/><rect x="7" y="4" width="22" height="17" rx="3" fill="#7aa2ff" stroke="#fff"/></svg>
        """
}
