/// The resolution a scanned page is rendered at for OCR: the OCR resolution when the page fits the pixel budget
/// there, lower for larger pages, and none for a page that fits only below the lowest readable resolution (a tiny
/// PDF can declare a page of many square metres).
struct RenderBudget {
    /// The resolution wanted.
    var dpi: Double
    /// The lowest resolution accepted.
    var minimumDPI: Double
    /// The most pixels of one rendered page.
    var maximumPixels: Int

    /// The budget of `options`.
    init(options: ExtractionOptions) {
        dpi = options.ocrDPI
        minimumDPI = options.minimumOCRDPI
        maximumPixels = options.maximumRenderPixels
    }

    /// The resolution for a page of `width` × `height` points, or `nil` when it is too large.
    func dpi(width: Double, height: Double) -> Double? {
        guard width > 0, height > 0, width.isFinite, height.isFinite else { return nil }
        let squareInches = (width / 72) * (height / 72)
        let fitting = (Double(maximumPixels) / squareInches).squareRoot()
        let chosen = min(dpi, fitting.rounded(.down))
        return chosen >= minimumDPI ? chosen : nil
    }
}
