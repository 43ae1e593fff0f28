/// A run's part of one of the project's record arrays. The runs of flows
/// write their records straight into the arrays they end up in, each into
/// its own slice, so that joining the runs copies nothing.
///
/// The records are plain values (ids, enums of ids, flags): nothing to
/// retain, so writing them into uninitialized memory from several threads
/// needs no more than distinct places, which the slices are.
struct RecordSlice<Record>: @unchecked Sendable {
    private let base: UnsafeMutablePointer<Record>?
    /// The position, project-wide, of the next record written.
    private(set) var next: Int
    private let end: Int

    init(_ buffer: RecordBuffer<Record>, _ range: Range<Int>) {
        precondition(range.lowerBound >= 0 && range.upperBound <= buffer.count, "a slice past its array")
        base = buffer.base
        next = range.lowerBound
        end = range.upperBound
    }

    mutating func append(_ record: Record) {
        precondition(next < end, "more records than were counted for this run")
        // Not nil: an array with room for a record has memory.
        (base! + next).initialize(to: record)
        next += 1
    }

    /// Whether every place of the slice has been written.
    var isFull: Bool { next == end }
}
