import CardboxCore

/// Removes running headers, running footers and page numbers from the margin bands of pages.
///
/// A line is in a band when its vertical centre lies in the top or bottom ``AssemblyOptions/marginBand`` of
/// its page. A band line is removed when its mask (lower case, page numbers at either end dropped, every
/// other run of digits replaced by `#`) appears in the bands of enough pages, or when it is a bare page
/// number. Enough is ``AssemblyOptions/runningLineShare`` of the pages, but never more than three pages and
/// never fewer than ``AssemblyOptions/runningLineMinimumPages``: a book's chapter title in the header recurs
/// on a few pages only. Because the number at either end is dropped, "12 Chapter Two" on even pages and
/// "Chapter Two 13" on odd pages share a mask. A single page therefore only loses page numbers.
struct RunningLineFilter {
    let options: AssemblyOptions

    /// The pages without their running lines.
    ///
    /// O(total lines).
    func removingRunningLines(from pages: [PageLayout]) -> [PageLayout] {
        let running = runningMasks(in: pages)
        return pages.map { page in
            var kept = page
            kept.lines.removeAll { line in
                isInBand(line, of: page)
                    && (PageNumber.matches(line.text) || (!running.isEmpty && running.contains(Self.mask(line.text))))
            }
            return kept
        }
    }

    /// The masks that recur on enough pages.
    private func runningMasks(in pages: [PageLayout]) -> Set<String> {
        let share = Int((options.runningLineShare * Double(pages.count)).rounded(.up))
        let needed = max(options.runningLineMinimumPages, min(share, 3))
        guard pages.count >= needed, needed >= 2 else { return [] }
        var pagesByMask: [String: Set<Int>] = [:]
        for (number, page) in pages.enumerated() {
            for line in page.lines where isInBand(line, of: page) {
                pagesByMask[Self.mask(line.text), default: []].insert(number)
            }
        }
        return Set(pagesByMask.filter { $0.value.count >= needed }.keys)
    }

    private func isInBand(_ line: TextLine, of page: PageLayout) -> Bool {
        guard page.height > 0 else { return false }
        let middle = (line.box.y0 + line.box.y1) / 2
        return middle <= options.marginBand * page.height || middle >= (1 - options.marginBand) * page.height
    }

    /// Lower case, without a page number at either end, with each other run of digits replaced by `#`:
    /// "Page 12 of 30" → "page # of #", "12 Chapter Two" and "Chapter Two 13" → "chapter two".
    static func mask(_ text: String) -> String {
        var tokens = text.lowercased().split(whereSeparator: \.isWhitespace)
        if tokens.count > 1, let first = tokens.first, PageNumber.isNumber(String(first)) { tokens.removeFirst() }
        if tokens.count > 1, let last = tokens.last, PageNumber.isNumber(String(last)) { tokens.removeLast() }
        var result = ""
        var inDigits = false
        for character in tokens.joined(separator: " ") {
            if character.isASCII && character.isNumber {
                if !inDigits { result.append("#") }
                inDigits = true
            } else {
                result.append(character)
                inDigits = false
            }
        }
        return result
    }
}
