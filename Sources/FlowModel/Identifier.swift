/// What a name is, for flows, nodes, outcomes and variables alike:
/// `[A-Za-z][A-Za-z0-9_]*`. The decoder and the REPL both ask here.
public enum Identifier {
    public static func isValid(_ text: String) -> Bool { isValid(text.utf8) }

    /// The same rule on UTF-8 bytes, for text not yet made into a `String`.
    @inlinable public static func isValid(_ utf8: some Sequence<UInt8>) -> Bool {
        var first = true
        for byte in utf8 {
            let letter = (byte >= 65 && byte <= 90) || (byte >= 97 && byte <= 122)
            let ok = first ? letter : (letter || (byte >= 48 && byte <= 57) || byte == 95)
            if !ok { return false }
            first = false
        }
        return !first
    }
}
