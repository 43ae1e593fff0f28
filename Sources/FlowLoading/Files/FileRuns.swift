/// Groups the files of a project into runs of consecutive files of about
/// `maxBytes` of input together, for `ProjectLoader`: a reading thread
/// parses a whole run into trees and then decodes those trees, with one
/// name table for the run, rather than alternating between parsing and
/// decoding file by file.
///
/// Why runs: the parser's code and data, and then the decoder's, stay in
/// the caches for a run instead of evicting each other at every file, and
/// a name shared by the run's files is made once (PERFORMANCE.md has the
/// figures). Longer runs gain no more and hold more memory: every tree of
/// a run lives until the run is decoded.
public enum FileRuns {
    /// Input bytes per run: about 20 files of the benchmark; longer runs
    /// gain nothing and raise the peak memory.
    public static let defaultMaxBytes = 128 << 10

    /// Consecutive ranges of `sizes`' indices, in order, covering every
    /// index once. A run ends before the file that would take it past
    /// `maxBytes`; a file larger than that is a run of its own.
    public static func plan(sizes: [Int], maxBytes: Int = defaultMaxBytes) -> [Range<Int>] {
        var runs: [Range<Int>] = []
        var start = 0, bytes = 0
        for (index, size) in sizes.enumerated() {
            if index > start, bytes + size > maxBytes {
                runs.append(start..<index)
                start = index
                bytes = 0
            }
            bytes += size
        }
        if start < sizes.count { runs.append(start..<sizes.count) }
        return runs
    }
}
