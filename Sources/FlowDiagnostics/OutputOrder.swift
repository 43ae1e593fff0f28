extension Array where Element == Diagnostic {
    /// Sorted by file, line and column, files that could not be read as YAML
    /// (`yaml-syntax`, `unreadable`) first, since what follows may be their
    /// knock-on; ties broken by rule and message so the output never depends
    /// on the order in which rules or threads ran.
    public func sortedForOutput() -> [Diagnostic] {
        var sorted = self
        sorted.sortForOutput()
        return sorted
    }

    /// `sortedForOutput()` in place, which saves copying (and retaining)
    /// every diagnostic.
    public mutating func sortForOutput() {
        guard count > 1 else { return }
        // Small keys are sorted, and each diagnostic is then moved once to
        // its place: sorting the diagnostics themselves would copy and
        // destroy them in every comparison.
        let order = outputOrder()
        var elements = mutableSpan
        Self.permute(&elements, into: order)
    }

    /// Drops each diagnostic that repeats an earlier one in every part
    /// (rule, place, message, notes, fix-it): the same mistake reached
    /// twice, such as an `on:` mapping that two nodes share through a YAML
    /// alias, is printed once. Call after `sortForOutput()`, which puts
    /// diagnostics at one place side by side, so each is compared only with
    /// those kept at its own place.
    public mutating func removeRepeats() {
        guard count > 1 else { return }
        // Nearly always no two diagnostics share a place: found by reading
        // locations in place (`self[i].location` copies a whole diagnostic).
        var sharesAPlace = false
        var previous: SourceLocation?
        forEachLocation { _, location in
            if location == previous { sharesAPlace = true }
            previous = location
        }
        guard sharesAPlace else { return }
        var kept = 1
        var placeStart = 0  // the first kept diagnostic at the current place
        for i in 1..<count {
            if self[i].location != self[kept - 1].location {
                placeStart = kept
            } else if self[placeStart..<kept].contains(self[i]) {
                continue
            }
            if kept != i { swapAt(kept, i) }
            kept += 1
        }
        removeSubrange(kept...)
    }

    /// Puts at each position p the element at `order[p]`, walking each
    /// cycle of that permutation once. A span swaps by moving; the array's
    /// own `swapAt` copies both diagnostics.
    private static func permute(_ elements: inout MutableSpan<Diagnostic>, into order: [Int32]) {
        var placed = [Bool](repeating: false, count: elements.count)
        for start in elements.indices where !placed[start] {
            var current = start
            while true {
                placed[current] = true
                let next = Int(order[current])
                if next == start { break }
                elements.swapAt(current, next)
                current = next
            }
        }
    }

    /// The positions of the diagnostics, in output order.
    private func outputOrder() -> [Int32] {
        let fileRanks = fileRanksInPathOrder()
        var keys: [OutputKey] = []
        keys.reserveCapacity(count)
        let span = self.span
        for i in span.indices {
            let location = span[i].location
            let rule = span[i].rule
            keys.append(
                OutputKey(
                    isRootCause: rule == .yamlSyntax || rule == .unreadable,
                    file: fileRanks[Int(location.source.id)], line: UInt32(clamping: location.line),
                    column: UInt32(clamping: location.column), index: Int32(i)))
        }
        keys.sort { a, b in
            if a.isRootCause != b.isRootCause { return a.isRootCause }
            if a.file != b.file { return a.file < b.file }
            if a.line != b.line { return a.line < b.line }
            if a.column != b.column { return a.column < b.column }
            // A tie in place (rare): each message is joined once here, not
            // once per comparison operator.
            let x = Int(a.index), y = Int(b.index)
            let first = self[x], second = self[y]
            if first.rule != second.rule { return first.rule < second.rule }
            let m = first.message, n = second.message
            if m != n { return m < n }
            // Equal in every printed part: found order, as a stable sort.
            return x < y
        }
        return keys.map(\.index)
    }

    /// For each file id that a diagnostic here names, its position among
    /// those files in path order. Paths live in the shared table behind a
    /// lock, so they are read all at once, not per comparison, and each
    /// file is compared once.
    private func fileRanksInPathOrder() -> [Int32] {
        let paths = SourceFileTable.shared.allPaths()
        var named = [Bool](repeating: false, count: paths.count)
        var files: [Int] = []
        forEachLocation { _, location in
            let id = Int(location.source.id)
            if !named[id] {
                named[id] = true
                files.append(id)
            }
        }
        // By bytes, as discovery lists them.
        files.sort { PathOrder.precedes(paths[$0], paths[$1]) }
        var ranks = [Int32](repeating: 0, count: paths.count)
        for (position, id) in files.enumerated() { ranks[id] = Int32(position) }
        return ranks
    }

    /// Calls `body` with each diagnostic's position and location, read in
    /// place through a span: `self[i].location` copies the whole diagnostic
    /// (a retain and a release of each of its strings).
    private func forEachLocation(_ body: (Int, SourceLocation) -> Void) {
        let span = self.span
        for i in span.indices { body(i, span[i].location) }
    }
}

/// Where a diagnostic prints, as `sortForOutput` compares it.
private struct OutputKey {
    /// A file that could not be read as YAML: listed before the rest.
    var isRootCause: Bool
    var file: Int32
    var line: UInt32
    var column: UInt32
    /// Its position before sorting.
    var index: Int32
}
