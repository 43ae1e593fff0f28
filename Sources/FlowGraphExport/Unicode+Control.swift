extension Unicode.Scalar {
    /// General category Cc (U+0000 to U+001F, U+007F to U+009F), which
    /// Unicode promises never to change: a range check, not a lookup of
    /// the scalar's properties.
    var isControl: Bool { value < 0x20 || (0x7F...0x9F).contains(value) }
}
