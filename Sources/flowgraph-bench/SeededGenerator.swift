/// SplitMix64: a tiny, fast, fully specified PRNG, so the same seed gives the
/// same project on every machine and Swift version (the standard library's
/// generator is neither seedable nor guaranteed stable).
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `range`, by our own arithmetic: `Int.random(in:using:)`
    /// may change its algorithm between Swift releases.
    mutating func int(in range: ClosedRange<Int>) -> Int {
        let width = UInt64(range.upperBound - range.lowerBound + 1)
        return range.lowerBound + Int(next() % width)
    }

    /// True with probability `percent`/100.
    mutating func chance(_ percent: Int) -> Bool { int(in: 0...99) < percent }

    mutating func pick<T>(_ items: [T]) -> T { items[int(in: 0...(items.count - 1))] }
}
