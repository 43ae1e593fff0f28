/// The first 16 bytes of a scalar packed into two little-endian words, with
/// its length. The decoder's keywords and nearly all names are that short,
/// so a keyword is recognised by comparing one or two words, and a name is
/// hashed and compared without reading its bytes again.
struct PackedBytes: Equatable {
    var low: UInt64 = 0
    var high: UInt64 = 0
    let count: Int

    /// Bytes held in `low` and `high`; longer scalars keep the rest elsewhere.
    static let capacity = 16

    @inline(__always)
    init(low: UInt64, high: UInt64 = 0, count: Int) {
        self.low = low
        self.high = high
        self.count = count
    }

    @inline(__always)
    init(_ bytes: ArraySlice<UInt8>) {
        count = bytes.count
        // The iterator checks bounds once per byte; a subscript checks twice.
        var iterator = bytes.makeIterator()
        var shift: UInt64 = 0
        while shift < 64, let byte = iterator.next() {
            low |= UInt64(byte) &<< shift
            shift &+= 8
        }
        shift = 0
        while shift < 64, let byte = iterator.next() {
            high |= UInt64(byte) &<< shift
            shift &+= 8
        }
    }

    /// Whether these are exactly the bytes of a keyword of at most 8 bytes
    /// whose packed form is `word` (see `Keyword`).
    @inline(__always)
    func `is`(_ word: UInt64, count: Int) -> Bool {
        self.count == count && low == word
    }
}

/// The packed first eight bytes (`PackedBytes.low`) of the keywords the
/// decoder matches, written out because the compiler does not fold them
/// from string literals. `KeywordTests` checks each against its spelling.
enum Keyword {
    static let push: UInt64 = 0x6873_7570
    static let modal: UInt64 = 0x6c_6164_6f6d
    static let replace: UInt64 = 0x65_6361_6c70_6572
    static let finish: UInt64 = 0x6873_696e_6966
    static let back: UInt64 = 0x6b63_6162
    static let dismiss: UInt64 = 0x73_7369_6d73_6964
    static let stay: UInt64 = 0x7961_7473
    static let when: UInt64 = 0x6e65_6877
    static let style: UInt64 = 0x65_6c79_7473
    /// `navigation` is 10 bytes: these are its first 8; `navigationHigh` the rest.
    static let navigation: UInt64 = 0x6974_6167_6976_616e
    static let navigationHigh: UInt64 = 0x6e6f
    static let on: UInt64 = 0x6e6f
    static let flow: UInt64 = 0x776f_6c66
}
