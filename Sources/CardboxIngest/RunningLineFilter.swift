import CardboxCore

/// Removes running headers, running footers and page numbers from the margin bands of pages.
///
/// A line is in a band when its vertical centre lies in the top or bottom ``AssemblyOptions/marginBand`` of
/// its page. A band line is removed when its digit-masked text (lower case, every run of digits replaced by
/// `#`) appears in the bands of at least ``AssemblyOptions/runningLineShare`` of the pages and of
/// ``AssemblyOptions/runningLineMinimumPages`` pages, or when it is a bare page number. A single page
/// therefore only loses page numbers.
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
        let needed = max(
            options.runningLineMinimumPages, Int((options.runningLineShare * Double(pages.count)).rounded(.up)))
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

    /// Lower case with each run of digits replaced by `#`: "Page 12 of 30" → "page # of #".
    static func mask(_ text: String) -> String {
        var result = ""
        var inDigits = false
        for character in text.lowercased() {
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
