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
    static let pop: UInt64 = 0x70_6f70
    static let when: UInt64 = 0x6e65_6877
    static let style: UInt64 = 0x65_6c79_7473
    /// `navigation` is 10 bytes: these are its first 8; `navigationHigh` the rest.
    static let navigation: UInt64 = 0x6974_6167_6976_616e
    static let navigationHigh: UInt64 = 0x6e6f
}
