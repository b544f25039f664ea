import CardboxCore

/// Puts the lines of a page into reading order with a recursive XY-cut.
///
/// The lines are projected onto both axes; the region is cut at the widest empty gap of either projection,
/// a vertical gap separating columns (read left to right) and a horizontal one separating bands (read top
/// to bottom), and each side is cut again until single lines remain. A line spanning two columns fills the
/// gutter in the projection, so no cut ever goes through it. The result depends only on the geometry, not
/// on the order the extractor produced. Lines that overlap in both directions fall back to top-to-bottom,
/// left-to-right order.
///
/// Cost: O(n log n) per level of recursion and at most n levels, so O(n² log n) for a page of n lines.
enum XYCut {
    /// `lines` in reading order.
    static func order(_ lines: [TextLine]) -> [TextLine] {
        var order: [Int] = []
        order.reserveCapacity(lines.count)
        cut(Array(lines.indices), of: lines, into: &order)
        return order.map { lines[$0] }
    }

    // MARK: - Private

    /// An empty stretch of a projection; lines starting at or after `position` lie beyond it.
    private struct Gap {
        var width: Double
        var position: Double
    }

    private static func cut(_ members: [Int], of lines: [TextLine], into order: inout [Int]) {
        guard members.count > 1 else {
            order.append(contentsOf: members)
            return
        }
        let bands = widestGap(members.map { (lines[$0].box.y0, lines[$0].box.y1) })
        let columns = widestGap(members.map { (lines[$0].box.x0, lines[$0].box.x1) })
        let side: (TextLine) -> Double
        let gap: Gap
        if let columns, columns.width > bands?.width ?? 0 {
            gap = columns
            side = { $0.box.x0 }
        } else if let bands {
            gap = bands
            side = { $0.box.y0 }
        } else {
            order.append(contentsOf: members.sorted { isBefore(lines[$0], lines[$1]) })
            return
        }
        let (first, second) = members.partitioned { side(lines[$0]) < gap.position }
        cut(first, of: lines, into: &order)
        cut(second, of: lines, into: &order)
    }

    /// The widest gap between the merged intervals, the first one on ties.
    private static func widestGap(_ intervals: [(start: Double, end: Double)]) -> Gap? {
        let sorted = intervals.sorted { $0.start < $1.start }
        guard var reach = sorted.first?.end else { return nil }
        var best: Gap?
        for interval in sorted.dropFirst() {
            if interval.start > reach, interval.start - reach > best?.width ?? 0 {
                best = Gap(width: interval.start - reach, position: interval.start)
            }
            reach = max(reach, interval.end)
        }
        return best
    }

    /// Top to bottom by vertical centre, then left to right.
    private static func isBefore(_ a: TextLine, _ b: TextLine) -> Bool {
        let middleA = (a.box.y0 + a.box.y1) / 2
        let middleB = (b.box.y0 + b.box.y1) / 2
        return middleA != middleB ? middleA < middleB : a.box.x0 < b.box.x0
    }
}

extension Array {
    /// The elements that satisfy `belongsFirst`, then the others, each in their original order.
    fileprivate func partitioned(by belongsFirst: (Element) -> Bool) -> ([Element], [Element]) {
        var first: [Element] = []
        var second: [Element] = []
        for element in self {
            if belongsFirst(element) { first.append(element) } else { second.append(element) }
        }
        return (first, second)
    }
}
