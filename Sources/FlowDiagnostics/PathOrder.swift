#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The order in which files are listed and their diagnostics printed: by
/// the bytes of their paths. `String` comparison is canonical, and would
/// tie two files whose names differ only in their Unicode normalization,
/// leaving their order to chance.
public enum PathOrder {
    /// Whether `a` comes before `b`, byte by byte.
    public static func precedes(_ a: String, _ b: String) -> Bool {
        compare(a, b) < 0
    }

    /// Negative, zero or positive as `a` comes before, equals or comes
    /// after `b`, byte by byte.
    static func compare(_ a: String, _ b: String) -> Int {
        // Through memcmp: paths of a project share a long prefix (the
        // folder), which the UTF-8 views' generic comparison walks slowly.
        var (a, b) = (a, b)
        return a.withUTF8 { x in
            b.withUTF8 { y in
                let shorter = min(x.count, y.count)
                let order = shorter > 0 ? Int(memcmp(x.baseAddress!, y.baseAddress!, shorter)) : 0
                return order != 0 ? order : x.count - y.count
            }
        }
    }

    /// The positions of `paths` in path order (equal paths in their given order).
    public static func sortedIndices(_ paths: [String]) -> [Int] {
        // The sort is stable, so equal paths keep the order they came in.
        paths.indices.sorted { precedes(paths[$0], paths[$1]) }
    }
}
