import CardboxCore

/// Puts the lines of a page into reading order with a recursive XY-cut.
///
/// The lines are projected onto both axes. A vertical gap in the projection is whitespace that runs down
/// the whole region; when it is at least ``minimumGutter`` wide, both sides hold two lines or more, the left
/// side reaches down at least half of the region's height (the right one may be short, as on a last page),
/// and the left side is a column of running text (most of its lines reach its right edge,
/// unlike a column of terms or labels), it separates columns, which are read left to right, even when a
/// wider horizontal gap crosses both columns at the same height. Otherwise the region is cut at the widest
/// gap of either projection, a vertical one separating columns and a horizontal one separating bands (read
/// top to bottom). Each side is cut again until single lines remain. So columns whose lines share baselines
/// and narrow gutters are read column by column. A line spanning two columns fills the gutter in the
/// projection, so no cut ever goes through it. The result depends only on the geometry, not
/// on the order the extractor produced. Lines that overlap in both directions fall back to top-to-bottom,
/// left-to-right order.
///
/// Cost: O(n log n) per level of recursion and at most n levels, so O(n² log n) for a page of n lines.
enum XYCut {
    /// The narrowest gutter, in points, that separates columns in preference to bands.
    static let minimumGutter = 12.0

    /// `lines` in reading order.
    static func order(_ lines: [TextLine]) -> [TextLine] {
        var order: [Int] = []
        order.reserveCapacity(lines.count)
        cut(Array(lines.indices), of: lines, into: &order)
        return order.map { lines[$0] }
    }

    // MARK: - Private

    /// A stretch of a projection between `start` and `end`: empty, or in a column gutter crossed by no line and
    /// entered by only a few that stop short of its far side.
    private struct Gap {
        var start: Double
        var end: Double
        var width: Double { end - start }
        var middle: Double { (start + end) / 2 }
    }

    private static func cut(_ members: [Int], of lines: [TextLine], into order: inout [Int]) {
        guard members.count > 1 else {
            order.append(contentsOf: members)
            return
        }
        let bands = widestGap(members.map { (lines[$0].box.y0, lines[$0].box.y1) })
        var columns = widestGap(members.map { (lines[$0].box.x0, lines[$0].box.x1) })
        if columns.map({ $0.width < minimumGutter }) ?? true,
            let entered = enteredGutter(of: members, in: lines), isGutter(entered, of: members, in: lines)
        {
            columns = entered
        }
        let first: [Int]
        let second: [Int]
        let labelsBesideText = columns.map { isLabelColumn(before: $0, of: members, in: lines) } ?? false
        if let columns, !(labelsBesideText && bands != nil),
            columns.width > bands?.width ?? 0 || isGutter(columns, of: members, in: lines)
        {
            (first, second) = members.partitioned { lines[$0].box.middleX < columns.middle }
        } else if let bands {
            (first, second) = members.partitioned { lines[$0].box.y0 < bands.end }
        } else {
            order.append(contentsOf: members.sorted { isBefore(lines[$0], lines[$1]) })
            return
        }
        cut(first, of: lines, into: &order)
        cut(second, of: lines, into: &order)
    }

    /// The widest stretch of at least ``minimumGutter`` that only a few lines enter (one in 25, at least one) and
    /// none crosses: a gutter into which a long line of code or a wide word pokes from one side.
    ///
    /// O(n log n): a sweep over the lines' ends.
    private static func enteredGutter(of members: [Int], in lines: [TextLine]) -> Gap? {
        let tolerance = Swift.max(1, members.count / 25)
        var events: [(x: Double, change: Int)] = []
        events.reserveCapacity(members.count * 2)
        for member in members {
            events.append((lines[member].box.x0, 1))
            events.append((lines[member].box.x1, -1))
        }
        events.sort { $0.x != $1.x ? $0.x < $1.x : $0.change < $1.change }
        var coverage = 0
        var runStart: Double?
        var best: Gap?
        for event in events {
            let before = coverage
            coverage += event.change
            if before > tolerance && coverage <= tolerance {
                runStart = event.x
            } else if before <= tolerance && coverage > tolerance, let start = runStart {
                let run = Gap(start: start, end: event.x)
                let crossed = members.contains { lines[$0].box.x0 < run.start && lines[$0].box.x1 > run.end }
                if run.width >= minimumGutter, !crossed, run.width > best?.width ?? 0 { best = run }
                runStart = nil
            }
        }
        return best
    }

    /// Whether the vertical gap is a gutter between two columns of text.
    private static func isGutter(_ gap: Gap, of members: [Int], in lines: [TextLine]) -> Bool {
        guard gap.width >= minimumGutter else { return false }
        let (left, right) = members.partitioned { lines[$0].box.middleX < gap.middle }
        guard left.count >= 2, right.count >= 2 else { return false }
        let top = members.map { lines[$0].box.y0 }.min() ?? 0
        let bottom = members.map { lines[$0].box.y1 }.max() ?? 0
        let height = bottom - top
        let leftTop = left.map { lines[$0].box.y0 }.min() ?? 0
        let leftBottom = left.map { lines[$0].box.y1 }.max() ?? 0
        guard leftBottom - leftTop >= height / 2 else { return false }
        return isTextColumn(left.map { lines[$0] })
    }

    /// Whether the lines left of the gap are labels of the rows right of it, as terms beside their definitions.
    ///
    /// The left side is less than half as wide as the right, and each of its lines shares a row with a line
    /// on the right. Such a region is read row by row.
    private static func isLabelColumn(before gap: Gap, of members: [Int], in lines: [TextLine]) -> Bool {
        let (left, right) = members.partitioned { lines[$0].box.middleX < gap.middle }
        guard let leftStart = left.map({ lines[$0].box.x0 }).min(),
            let rightEnd = right.map({ lines[$0].box.x1 }).max()
        else { return false }
        guard gap.start - leftStart < 0.5 * (rightEnd - gap.end) else { return false }
        return left.allSatisfy { label in
            right.contains { lines[label].sharesRow(with: lines[$0]) }
        }
    }

    /// Whether at least half of the lines reach 80 % of the way to the side's right edge.
    private static func isTextColumn(_ lines: [TextLine]) -> Bool {
        guard let left = lines.map(\.box.x0).min(), let right = lines.map(\.box.x1).max(), right > left else {
            return false
        }
        let reach = left + 0.8 * (right - left)
        return lines.filter { $0.box.x1 >= reach }.count * 2 >= lines.count
    }

    /// The widest gap between the merged intervals, the first one on ties.
    private static func widestGap(_ intervals: [(start: Double, end: Double)]) -> Gap? {
        let sorted = intervals.sorted { $0.start < $1.start }
        guard var reach = sorted.first?.end else { return nil }
        var best: Gap?
        for interval in sorted.dropFirst() {
            if interval.start > reach, interval.start - reach > best?.width ?? 0 {
                best = Gap(start: reach, end: interval.start)
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
