/// The first 16 bytes of a scalar packed into two little-endian words, with
/// its length. The decoder's keywords and nearly all names are that short,
/// so a keyword is recognised by comparing one or two words, and a name is
/// hashed and compared without reading its bytes again.
///
/// Its `hash` is the one hash of names: `NodeIndex` and the decoder's name
/// table (FlowLoading) both use it. Inlinable, because the decoder packs
/// every scalar it reads from the other module.
@usableFromInline package struct PackedBytes: Equatable {
    @usableFromInline package var low: UInt64 = 0
    @usableFromInline package var high: UInt64 = 0
    @usableFromInline package let count: Int
    /// For more than 16 bytes: the last eight packed, where names that share
    /// a long prefix usually differ; else 0. Part of the hash only.
    @usableFromInline package var tail: UInt64 = 0

    /// Bytes held in `low` and `high`; longer scalars keep the rest elsewhere.
    @usableFromInline package static let capacity = 16

    @inlinable @inline(__always)
    package init(low: UInt64, high: UInt64 = 0, count: Int) {
        self.low = low
        self.high = high
        self.count = count
    }

    /// The bytes of `text` in `range`, read a word at a time by
    /// `word(_:at:count:)` through a span where there is one (a span's
    /// bounds check is one comparison, cheaper than the iterator).
    /// No slice is made, so there is no retain of `text`; and `text` is
    /// borrowed, because an initializer's arguments are otherwise passed
    /// owned, which costs a retain at every call.
    @inlinable @inline(__always)
    package init(_ text: borrowing [UInt8], _ range: Range<Int>) {
        self.init(words: text.span.extracting(range))
    }

    @inlinable @inline(__always)
    package init(words span: Span<UInt8>) {
        count = span.count
        low = Self.word(span, at: 0, count: Swift.min(count, 8))
        if count > 8 { high = Self.word(span, at: 8, count: Swift.min(count &- 8, 8)) }
        if count > Self.capacity { tail = Self.word(span, at: count &- 8, count: 8).byteSwapped }
    }

    /// `count` (at most 8) bytes from `start`, little-endian: unrolled, so
    /// each byte costs a load, a shift and an or besides its bounds check.
    @inlinable @inline(__always)
    package static func word(_ span: Span<UInt8>, at start: Int, count: Int) -> UInt64 {
        var w: UInt64 = 0
        switch count {
        case 8: w |= UInt64(span[start &+ 7]) &<< 56; fallthrough
        case 7: w |= UInt64(span[start &+ 6]) &<< 48; fallthrough
        case 6: w |= UInt64(span[start &+ 5]) &<< 40; fallthrough
        case 5: w |= UInt64(span[start &+ 4]) &<< 32; fallthrough
        case 4: w |= UInt64(span[start &+ 3]) &<< 24; fallthrough
        case 3: w |= UInt64(span[start &+ 2]) &<< 16; fallthrough
        case 2: w |= UInt64(span[start &+ 1]) &<< 8; fallthrough
        case 1: w |= UInt64(span[start])
        default: break
        }
        return w
    }

    /// The UTF-8 of a `String`, packed as its bytes in a file would be.
    @inlinable @inline(__always)
    package init(_ text: String) {
        self.init(words: text.utf8.span)
    }

    /// Mixes every word and the length so that the low bits (a table's
    /// slot) depend on all of them.
    @inlinable @inline(__always)
    package var hash: UInt64 {
        var h = low &* 0x9E37_79B9_7F4A_7C15
        h ^= (high ^ UInt64(truncatingIfNeeded: count)) &* 0xC2B2_AE3D_27D4_EB4F
        h ^= tail &* 0x1656_67B1_9E37_79F9
        h ^= h &>> 29
        h = h &* 0xBF58_476D_1CE4_E5B9
        return h ^ (h &>> 32)
    }

    /// Whether these are the packed bytes of `other`: the same first 16 bytes
    /// and length (the tail, a hash input, is left out).
    @inlinable package static func == (lhs: PackedBytes, rhs: PackedBytes) -> Bool {
        lhs.low == rhs.low && lhs.high == rhs.high && lhs.count == rhs.count
    }
}
