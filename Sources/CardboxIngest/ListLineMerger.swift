import CardboxCore

/// Joins list markers that the extractor reported as lines of their own to the text they belong to.
///
/// PDF producers often draw a bullet or a number as a separate text run, which extractors report as its own
/// line beside (or, with odd baselines, above) the item text.
enum ListLineMerger {
    /// Joins each marker-only line to the nearest line starting to its right on the same baseline.
    ///
    /// Run before reading order, so that a column of markers is not cut off from its column of text. A line
    /// qualifies when it overlaps the marker vertically by half the smaller height and starts within 4 em of
    /// the marker's right edge. O(m × n) for m markers.
    static func joiningMarkersOnBaseline(_ lines: [TextLine]) -> [TextLine] {
        var lines = lines
        var removed = Set<Int>()
        for markerIndex in lines.indices where ListMarker.parse(lines[markerIndex].text)?.isMarkerOnly == true {
            let marker = lines[markerIndex]
            var best: (index: Int, distance: Double)?
            for index in lines.indices where index != markerIndex && !removed.contains(index) {
                let candidate = lines[index]
                let overlap = min(marker.box.y1, candidate.box.y1) - max(marker.box.y0, candidate.box.y0)
                let distance = candidate.box.x0 - marker.box.x1
                guard overlap >= min(marker.lineHeight, candidate.lineHeight) / 2, distance >= -1,
                    distance <= 4 * max(marker.fontSize, candidate.fontSize),
                    ListMarker.parse(candidate.text)?.isMarkerOnly != true
                else { continue }
                if distance < best?.distance ?? .infinity { best = (index, distance) }
            }
            if let best {
                lines[best.index] = marker.merged(with: lines[best.index])
                removed.insert(markerIndex)
            }
        }
        return lines.indices.filter { !removed.contains($0) }.map { lines[$0] }
    }

    /// Joins each remaining marker-only line to the line that follows it in reading order.
    static func joiningMarkersToNextLine(_ lines: [TextLine]) -> [TextLine] {
        var result: [TextLine] = []
        var pendingMarker: TextLine?
        for line in lines {
            if let marker = pendingMarker {
                result.append(marker.merged(with: line))
                pendingMarker = nil
            } else if ListMarker.parse(line.text)?.isMarkerOnly == true {
                pendingMarker = line
            } else {
                result.append(line)
            }
        }
        if let pendingMarker { result.append(pendingMarker) }
        return result
    }
}
