import CardboxCore

/// Removes running headers, running footers and page numbers from the margins of pages.
///
/// A line is in a band when its vertical centre lies in the top or bottom ``AssemblyOptions/marginBand`` of
/// its page. A band line is removed when its mask (lower case, page numbers at either end dropped, every other
/// run of digits replaced by `#`) appears in the bands of enough pages, or when it is a bare page number.
/// Enough is ``AssemblyOptions/runningLineShare`` of the pages, but never more than three pages and never
/// fewer than ``AssemblyOptions/runningLineMinimumPages``: a book's chapter title in the header recurs on a
/// few pages only. Because the number at either end is dropped, "12 Chapter Two" on even pages and "Chapter
/// Two 13" on odd pages share a mask. A band line is also removed when its mask, with at least four letters,
/// is that of a line outside the bands on another page: the section title "1 Introduction" repeated as the
/// header "1 INTRODUCTION 2" of the section's pages, however few they are. A single page therefore only loses
/// page numbers.
///
/// Some layouts set their headers and footers lower than the band. So on portrait pages of documents with at
/// least three pages, lines in a page's top or bottom row (overlapping its topmost or bottommost line) are
/// removed too when they are bare page numbers, or when their text, with page numbers at either end dropped
/// but other digits kept, recurs in the top or bottom rows of at least three pages and enough. Enough pages
/// suffice when the row recurs at one height (within ``rowTolerance``) and stands apart from the text by a line
/// height or more, as a template sets its header: so in a short paper the header of pages 2 and 3 is found
/// although the first page has none.
///
/// A header or footer is a row: once one of its lines is found running (not only a bare page number), the short
/// lines beside it in that row (at most ``companionWords`` words, such as the authors' names on the other side)
/// go with it.
struct RunningLineFilter {
    /// How far, in points, the centres of one running row may lie apart on different pages.
    static let rowTolerance = 2.0
    /// The most words a line beside a running line may have to be taken as part of its header or footer.
    static let companionWords = 12

    let options: AssemblyOptions

    /// The pages without their running lines.
    ///
    /// O(total lines).
    func removingRunningLines(from pages: [PageLayout]) -> [PageLayout] {
        let masks = runningMasks(in: pages)
        return pages.concurrentMap(threads: options.threads) { page in
            let edges = edgeRows(of: page, pageCount: pages.count)
            var running: [TextLine] = []
            var kept = page
            kept.lines.removeAll { line in
                if PageNumber.matches(line.text)
                    && (isInBand(line, of: page) || edges.map { Self.isInRows(line, $0) } == true)
                {
                    return true
                }
                let isRunning: Bool
                if isInBand(line, of: page) {
                    let mask = Self.mask(line.text)
                    isRunning = masks.band.contains(mask) || masks.titles.contains(mask)
                } else if let edges, Self.isInRows(line, edges) {
                    isRunning =
                        masks.edge.contains(Self.strictMask(line.text))
                        || (masks.placedEdge.contains(Self.placedMask(line)) && Self.standsApart(line, in: page))
                } else {
                    isRunning = false
                }
                if isRunning { running.append(line) }
                return isRunning
            }
            guard !running.isEmpty else { return kept }
            kept.lines.removeAll { line in
                running.contains { line.sharesRow(with: $0) }
                    && line.text.split(whereSeparator: \.isWhitespace).count <= Self.companionWords
            }
            return kept
        }
    }

    /// Whether every line outside the line's row lies at least a line height above or below it, as a header or
    /// footer stands apart from the text.
    private static func standsApart(_ line: TextLine, in page: PageLayout) -> Bool {
        page.lines.allSatisfy { other in
            line.sharesRow(with: other)
                || max(other.box.y0 - line.box.y1, line.box.y0 - other.box.y1) >= line.lineHeight
        }
    }

    /// The masks of running lines: recurring in the bands, recurring in the top and bottom rows (strict masks),
    /// and band lines that repeat a line from outside the bands of another page.
    private func runningMasks(
        in pages: [PageLayout]
    ) -> (band: Set<String>, edge: Set<String>, placedEdge: Set<String>, titles: Set<String>) {
        let share = Int((options.runningLineShare * Double(pages.count)).rounded(.up))
        let needed = max(options.runningLineMinimumPages, min(share, 3))
        guard pages.count >= needed, needed >= 2 else { return ([], [], [], []) }
        var bandPages: [String: Set<Int>] = [:]
        var edgePages: [String: Set<Int>] = [:]
        var placedEdgePages: [String: Set<Int>] = [:]
        var bodyPages: [String: Set<Int>] = [:]
        // Each page's keys depend on that page alone, so pages are keyed side by side and counted in order.
        let pageCount = pages.count
        let keys = pages.concurrentMap(threads: options.threads) { page in pageKeys(of: page, pageCount: pageCount) }
        for (number, found) in keys.enumerated() {
            for mask in found.band { bandPages[mask, default: []].insert(number) }
            for mask in found.edge { edgePages[mask, default: []].insert(number) }
            for mask in found.placedEdge { placedEdgePages[mask, default: []].insert(number) }
        }
        // Only a body line that repeats a band line counts, so the pages of the others are not kept.
        for (number, found) in keys.enumerated() {
            for mask in found.body where bandPages[mask] != nil { bodyPages[mask, default: []].insert(number) }
        }
        let band = Set(bandPages.filter { $0.value.count >= needed }.keys)
        let edge = Set(edgePages.filter { $0.value.count >= max(needed, 3) }.keys)
        let placedEdge = Set(placedEdgePages.filter { $0.value.count >= needed }.keys)
        let titles = Set(
            bandPages.filter { mask, pagesWithMask in
                guard let elsewhere = bodyPages[mask] else { return false }
                return !elsewhere.subtracting(pagesWithMask).isEmpty
            }.keys)
        return (band, edge, placedEdge, titles)
    }

    /// The keys of one page's lines: masks of the lines in the margin bands, strict masks (and placed ones, for
    /// lines that stand apart) of the lines in the top and bottom rows, and masks of the other lines with at least
    /// four letters.
    private func pageKeys(
        of page: PageLayout, pageCount: Int
    ) -> (band: Set<String>, edge: Set<String>, placedEdge: Set<String>, body: Set<String>) {
        var found: (band: Set<String>, edge: Set<String>, placedEdge: Set<String>, body: Set<String>) = ([], [], [], [])
        let edges = edgeRows(of: page, pageCount: pageCount)
        for line in page.lines {
            let mask = Self.mask(line.text)
            if isInBand(line, of: page) {
                found.band.insert(mask)
                continue
            }
            if let edges, Self.isInRows(line, edges) {
                let strict = Self.strictMask(line.text)
                found.edge.insert(strict)
                if strict.letterCount >= 4 && Self.standsApart(line, in: page) {
                    found.placedEdge.formUnion(Self.placedMasks(line))
                }
            }
            if mask.letterCount >= 4 { found.body.insert(mask) }
        }
        return found
    }

    /// The strict mask with the line's vertical centre in steps of ``rowTolerance``: the key of a row that recurs
    /// at one height.
    private static func placedMask(_ line: TextLine) -> String {
        "\(rowStep(of: line))|\(strictMask(line.text))"
    }

    /// The placed masks of the line's centre and of the neighbouring steps, so two centres within
    /// ``rowTolerance`` always share a key.
    private static func placedMasks(_ line: TextLine) -> [String] {
        let step = rowStep(of: line)
        let mask = strictMask(line.text)
        return (step - 1...step + 1).map { "\($0)|\(mask)" }
    }

    /// The line's vertical centre in steps of ``rowTolerance``.
    private static func rowStep(of line: TextLine) -> Int {
        Int(((line.box.y0 + line.box.y1) / 2 / rowTolerance).rounded())
    }

    /// The vertical extents of a portrait page's top and bottom rows, in documents of at least three pages.
    private func edgeRows(of page: PageLayout, pageCount: Int) -> [ClosedRange<Double>]? {
        guard pageCount >= 3, page.height >= page.width, let top = page.lines.min(by: { $0.box.y0 < $1.box.y0 }),
            let bottom = page.lines.max(by: { $0.box.y1 < $1.box.y1 })
        else { return nil }
        return [top.box.y0...max(top.box.y0, top.box.y1), bottom.box.y0...max(bottom.box.y0, bottom.box.y1)]
    }

    /// Whether the line's vertical centre lies in one of the rows.
    private static func isInRows(_ line: TextLine, _ rows: [ClosedRange<Double>]) -> Bool {
        let middle = (line.box.y0 + line.box.y1) / 2
        return rows.contains { $0.contains(middle) }
    }

    /// Lower case without a page number at either end, other digits kept.
    ///
    /// "7. Pagination 151" → "7. pagination".
    static func strictMask(_ text: String) -> String {
        if let ascii = asciiMask(text, hashingDigits: false) { return ascii }
        var words = lowercasedWords(text)
        if words.count > 1, let first = words.first, PageNumber.isNumber(first) { words.removeFirst() }
        if words.count > 1, let last = words.last, PageNumber.isNumber(last) { words.removeLast() }
        return words.joined(separator: " ")
    }

    /// `text` in lower case, split at white space.
    ///
    /// Splits on Unicode scalars: every line of every page goes through here, and splitting on characters
    /// (grapheme clusters) cost several times as much.
    private static func lowercasedWords(_ text: String) -> [Substring] {
        text.lowercased().unicodeScalars.split { scalar in
            scalar.isASCII ? scalar == " " || (0x09...0x0D).contains(scalar.value) : scalar.properties.isWhitespace
        }.map(Substring.init)
    }

    /// ``strictMask(_:)``, or ``mask(_:)`` when `hashingDigits`, of an ASCII `text` worked out on its bytes; `nil`
    /// when `text` has other characters.
    ///
    /// Nearly every line of a PDF is ASCII, and every line of every page is masked once or twice.
    private static func asciiMask(_ text: String, hashingDigits: Bool) -> String? {
        var text = text
        return text.withUTF8 { bytes -> String? in
            guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
            let isSpace = { (byte: UInt8) in byte == 0x20 || (0x09...0x0D).contains(byte) }
            let lowered = { (byte: UInt8) in (0x41...0x5A).contains(byte) ? byte | 0x20 : byte }
            // The words between white space, of which only the first two and the last matter here.
            var words: (first: Range<Int>?, second: Range<Int>?, last: Range<Int>?) = (nil, nil, nil)
            var count = 0
            var index = 0
            while index < bytes.count {
                guard !isSpace(bytes[index]) else {
                    index += 1
                    continue
                }
                let start = index
                while index < bytes.count, !isSpace(bytes[index]) { index += 1 }
                count += 1
                if count == 1 { words.first = start..<index } else if count == 2 { words.second = start..<index }
                words.last = start..<index
            }
            guard let first = words.first, let last = words.last else { return "" }
            let isNumber = { (word: Range<Int>) in PageNumber.isNumber(utf8: bytes[word].lazy.map(lowered)) }
            var from = first.lowerBound
            var to = last.upperBound
            var remaining = count
            if remaining > 1, isNumber(first), let second = words.second {
                from = second.lowerBound
                remaining -= 1
            }
            if remaining > 1, isNumber(last) {
                // The word before the last ends at the last non-space byte before it.
                to = last.lowerBound
                while to > from, isSpace(bytes[to - 1]) { to -= 1 }
            }
            return String(unsafeUninitializedCapacity: to - from) { output in
                var written = 0
                var inDigits = false
                var pendingSpace = false
                for byte in bytes[from..<to] {
                    if isSpace(byte) {
                        pendingSpace = true
                        continue
                    }
                    if pendingSpace {
                        output[written] = 0x20
                        written += 1
                        pendingSpace = false
                        inDigits = false
                    }
                    if hashingDigits, (0x30...0x39).contains(byte) {
                        if !inDigits {
                            output[written] = UInt8(ascii: "#")
                            written += 1
                        }
                        inDigits = true
                    } else {
                        output[written] = lowered(byte)
                        written += 1
                        inDigits = false
                    }
                }
                return written
            }
        }
    }

    private func isInBand(_ line: TextLine, of page: PageLayout) -> Bool {
        guard page.height > 0 else { return false }
        let middle = (line.box.y0 + line.box.y1) / 2
        return middle <= options.marginBand * page.height || middle >= (1 - options.marginBand) * page.height
    }

    /// Lower case, without a page number at either end, with each other run of digits replaced by `#`:
    /// "Page 12 of 30" → "page # of", "Volume 3 Part 2 A" → "volume # part # a", "12 Chapter Two" and "Chapter Two 13"
    /// → "chapter two".
    static func mask(_ text: String) -> String {
        if let ascii = asciiMask(text, hashingDigits: true) { return ascii }
        var result = String.UnicodeScalarView()
        var inDigits = false
        for scalar in strictMask(text).unicodeScalars {
            if ("0"..."9").contains(scalar) {
                if !inDigits { result.append("#") }
                inDigits = true
            } else {
                result.append(scalar)
                inDigits = false
            }
        }
        return String(result)
    }
}
