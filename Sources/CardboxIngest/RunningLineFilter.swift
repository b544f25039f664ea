import CardboxCore

/// Removes running headers, running footers and page numbers from the margin bands of pages.
///
/// A line is in a band when its vertical centre lies in the top or bottom ``AssemblyOptions/marginBand`` of
/// its page. A band line is removed when its mask (lower case, page numbers at either end dropped, every
/// other run of digits replaced by `#`) appears in the bands of enough pages, or when it is a bare page
/// number. Enough is ``AssemblyOptions/runningLineShare`` of the pages, but never more than three pages and
/// never fewer than ``AssemblyOptions/runningLineMinimumPages``: a book's chapter title in the header recurs
/// on a few pages only. Because the number at either end is dropped, "12 Chapter Two" on even pages and
/// "Chapter Two 13" on odd pages share a mask. A band line is also removed when its mask, with at least four
/// letters, is that of a line outside the bands on another page: the section title "1 Introduction" repeated
/// as the header "1 INTRODUCTION 2" of the section's pages, however few they are. A single page therefore only
/// loses page numbers.
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

    /// The masks that recur on enough pages, or that repeat a line from outside the bands of another page.
    private func runningMasks(in pages: [PageLayout]) -> Set<String> {
        let share = Int((options.runningLineShare * Double(pages.count)).rounded(.up))
        let needed = max(options.runningLineMinimumPages, min(share, 3))
        guard pages.count >= needed, needed >= 2 else { return [] }
        var pagesByMask: [String: Set<Int>] = [:]
        var bodyPagesByMask: [String: Set<Int>] = [:]
        for (number, page) in pages.enumerated() {
            for line in page.lines {
                let mask = Self.mask(line.text)
                if isInBand(line, of: page) {
                    pagesByMask[mask, default: []].insert(number)
                } else if mask.count(where: \.isLetter) >= 4 {
                    bodyPagesByMask[mask, default: []].insert(number)
                }
            }
        }
        return Set(
            pagesByMask.filter { mask, bandPages in
                if bandPages.count >= needed { return true }
                guard let bodyPages = bodyPagesByMask[mask] else { return false }
                return !bodyPages.subtracting(bandPages).isEmpty
            }.keys)
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
