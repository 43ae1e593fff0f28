/// A growable run of plain values (no references) that the tree builder owns
/// outright. The builder appends once or more per libyaml event; an `Array`
/// stored in the builder pays a uniqueness check, and often a retain and a
/// release, on every append, which costs more than the append itself. Being
/// noncopyable, this buffer cannot be shared, so an append is a capacity
/// check and a store. The contents become an `Array` once, at the end.
///
/// Unchecked indexing: only the builder uses it, with indices it made.
struct FlatBuffer<Element>: ~Copyable {
    private var base: UnsafeMutablePointer<Element>
    private(set) var count = 0
    private var capacity: Int

    init(capacity: Int) {
        self.capacity = max(capacity, 4)
        base = .allocate(capacity: self.capacity)
    }

    deinit {
        base.deinitialize(count: count)
        base.deallocate()
    }

    var isEmpty: Bool { count == 0 }

    subscript(index: Int) -> Element {
        @inline(__always) get {
            assert(index >= 0 && index < count)
            return base[index]
        }
        @inline(__always) _modify {
            assert(index >= 0 && index < count)
            yield &base[index]
        }
    }

    /// The elements from `start` to the end, valid until the next append.
    func suffix(from start: Int) -> UnsafeBufferPointer<Element> {
        UnsafeBufferPointer(start: base + start, count: count - start)
    }

    /// `length` elements from `start`, valid until the next append.
    @inline(__always)
    func run(_ start: Int, length: Int) -> UnsafeBufferPointer<Element> {
        assert(start >= 0 && length >= 0 && start + length <= count)
        return UnsafeBufferPointer(start: base + start, count: length)
    }

    @inline(__always)
    mutating func append(_ element: Element) {
        if count == capacity { grow(toAtLeast: count + 1) }
        (base + count).initialize(to: element)
        count &+= 1  // below capacity, so it cannot overflow
    }

    @inline(__always)
    mutating func append(contentsOf elements: UnsafeBufferPointer<Element>) {
        guard let source = elements.baseAddress else { return }
        let n = elements.count
        if capacity - count < n { grow(toAtLeast: count + n) }
        (base + count).initialize(from: source, count: n)
        count &+= n
    }

    /// Moves the elements from `start` on to the end of `other`.
    @inline(__always)
    mutating func moveSuffix(from start: Int, to other: inout FlatBuffer<Element>) {
        other.append(contentsOf: suffix(from: start))
        base.advanced(by: start).deinitialize(count: count - start)
        count = start
    }

    @inline(__always)
    mutating func popLast() -> Element? {
        guard count > 0 else { return nil }
        count -= 1
        return (base + count).move()
    }

    /// Keeps the capacity.
    mutating func removeAll() {
        base.deinitialize(count: count)
        count = 0
    }

    @inline(never)
    private mutating func grow(toAtLeast minimum: Int) {
        let newCapacity = max(capacity * 2, minimum)
        let grown = UnsafeMutablePointer<Element>.allocate(capacity: newCapacity)
        grown.moveInitialize(from: base, count: count)
        base.deallocate()
        base = grown
        capacity = newCapacity
    }

    /// The contents as an `Array`: one block copy (`Array(_:)` over a
    /// buffer copies element by element).
    func array() -> [Element] {
        Array(unsafeUninitializedCapacity: count) { buffer, initialized in
            buffer.baseAddress?.initialize(from: base, count: count)
            initialized = count
        }
    }

    /// Hands the block over as it is, without copying: the caller now owns
    /// it and must free it with `FrozenBuffer.free()`.
    consuming func freeze() -> FrozenBuffer<Element> {
        let frozen = FrozenBuffer(base: base, count: count)
        discard self
        return frozen
    }
}

/// A block taken over from a `FlatBuffer`, never changed again: what a
/// `YAMLTree` reads its nodes and children from. It does not own the
/// block; the tree's storage does, and frees it when the tree goes. It is
/// a pointer and a count, so a read costs one load fewer than an `Array`'s
/// (whose count sits behind the pointer), with the same bounds check.
@usableFromInline
struct FrozenBuffer<Element>: @unchecked Sendable {
    // Sendable because nothing writes to the block once it is frozen.
    @usableFromInline let base: UnsafeMutablePointer<Element>
    @usableFromInline let count: Int

    @inlinable
    subscript(index: Int) -> Element {
        @inline(__always) get {
            precondition(UInt(bitPattern: index) < UInt(bitPattern: count), "index out of range")
            return base[index]
        }
    }

    /// For the owner only, once.
    func free() {
        base.deinitialize(count: count)
        base.deallocate()
    }
}
