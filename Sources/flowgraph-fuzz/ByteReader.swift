/// Fuzz bytes read as a stream of small choices, for the structured target:
/// each byte picks among a few options, and running out of bytes picks 0,
/// so every input (even empty) is a valid program.
struct ByteReader {
    private let bytes: [UInt8]
    private var position = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    var isAtEnd: Bool { position >= bytes.count }

    /// A number in `0..<count` (0 when the input is used up).
    mutating func pick(_ count: Int) -> Int {
        guard count > 1, position < bytes.count else { return 0 }
        defer { position += 1 }
        return Int(bytes[position]) % count
    }

    mutating func chance(_ percent: Int) -> Bool { pick(100) < percent }
}
