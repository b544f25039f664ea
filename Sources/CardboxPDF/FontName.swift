/// What a PDF font's name says about its style.
enum FontName {
    /// Whether the name is that of a bold face.
    ///
    /// Besides "Bold", "Black" and "Heavy": "Semibold"/"Demi", "Medi" (the bold of URW's Times clone,
    /// NimbusRomNo9L-Medi, used by many LaTeX papers), Computer Modern's bold extended faces ("CMBX10",
    /// "CMSSBX10"), and Linux Libertine's and Biolinum's bold and semibold faces, named by a letter after the
    /// family's "O" ("LinLibertineOB", "LinBiolinumOBI", "LinLibertineOZ"; "LinLibertineOI" is the italic).
    static func isBold(_ name: String) -> Bool {
        let lowered = name.lowercased()
        let family = lowered.split(separator: "+").last.map(String.init) ?? lowered
        let markers = ["bold", "black", "heavy", "demi", "medi", "cmbx", "cmssbx", "sfbx"]
        if markers.contains(where: family.contains) { return true }
        for libertine in ["linlibertineo", "linbiolinumo"] where family.hasPrefix(libertine) {
            let style = family.dropFirst(libertine.count)
            return style.hasPrefix("b") || style.hasPrefix("z")
        }
        return false
    }

    /// Whether the name is that of a fixed-width face, as code is set in.
    ///
    /// "Mono" and "Courier" name most (DejaVuSansMono, LiberationMono, NimbusMonL, CourierNewPSMT); TeX's
    /// typewriter faces are "CMTT10", "CMSLTT10", "SFTT1000", "LMMono10", "txtt" and "ectt"; Consolas, Inconsolata,
    /// Menlo, Monaco, Source Code Pro and Fira Code name themselves.
    static func isMonospace(_ name: String) -> Bool {
        let lowered = name.lowercased()
        // "Monotype" is a foundry, not a face.
        let family = (lowered.split(separator: "+").last.map(String.init) ?? lowered).replacing("monotype", with: "")
        let markers = [
            "mono", "nimbusmon", "courier", "typewriter", "consol", "menlo", "monaco", "sourcecode", "firacode",
            "sftt", "ectt", "txtt", "lmtt",
        ]
        // Computer Modern's typewriter faces: upright, slanted, italic and bold ("CMTT10", "CMSLTT10", "CMITT10").
        return markers.contains { family.contains($0) } || (family.hasPrefix("cm") && family.contains("tt"))
    }

    /// Whether the name is that of a symbol font whose letters draw pictures (Wingdings, ZapfDingbats).
    static func isDingbat(_ name: String) -> Bool {
        let lowered = name.lowercased()
        return ["dingbat", "wingding", "webding"].contains { lowered.contains($0) }
    }
}

/// What a font's name says about its style.
struct FontStyle {
    var isBold: Bool
    var isDingbat: Bool
    var isMonospace = false
}
