import FlowImport
import FlowModel
import Testing

@Suite struct NameMakerTests {
    @Test(arguments: [
        ("Product Detail", NameMaker.Case.upper, "ProductDetail"),
        ("@+id/action_home_to_detail", .lower, "idActionHomeToDetail"),
        ("BYZ-38-t0r", .upper, "BYZ38T0r"),
        ("42 things", .upper, "S42Things"),
        ("Ünïcödé", .upper, "Unicode"),
        ("Ｆｕｌｌ width", .upper, "FullWidth"),
        ("—", .upper, "Screen"),
        ("", .lower, "outcome"),
        ("show-detail", .lower, "showDetail"),
    ])
    func identifiersFromOtherToolsNames(raw: String, nameCase: NameMaker.Case, expected: String) {
        let fallback = nameCase == .upper ? "Screen" : "outcome"
        let name = NameMaker.identifier(from: raw, case: nameCase, fallback: fallback)
        #expect(name == expected)
        #expect(Identifier.isValid(name))
    }

    @Test func namesAreUniqueInAScopeAndStableForTheSameInput() {
        var names = NameMaker(reserving: ["Home"])
        #expect(names.name(for: "home", case: .upper, fallback: "Screen") == "Home2")
        #expect(names.name(for: "Home!", case: .upper, fallback: "Screen") == "Home3")
        #expect(names.name(for: "home", case: .upper, fallback: "Screen") == "Home2")
        #expect(names.name(for: "Detail", case: .upper, fallback: "Screen") == "Detail")
        #expect(names.isTaken("Home3"))
    }
}
