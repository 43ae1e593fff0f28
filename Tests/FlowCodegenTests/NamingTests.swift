@testable import FlowCodegen
import Testing

/// How YAML names become Swift names, and how a scope keeps them apart.
@Suite struct NamingTests {
    @Test(arguments: [
        ("signIn", "SignIn"), ("sign-in", "SignIn"), ("sign_in", "SignIn"), ("URLField", "URLField"),
        ("2fa", "_2fa"), ("Type", "Type_"), ("Protocol", "Protocol_"), ("Self", "Self_"), ("default", "Default"),
        ("", "__"), ("--", "__"), ("é", "__"),
    ])
    func typeNames(_ yaml: String, _ swift: String) {
        #expect(SwiftName.type(yaml) == swift)
    }

    @Test(arguments: [
        ("SignIn", "signIn"), ("sign-in", "signIn"), ("URLField", "urlField"), ("ID", "id"), ("x", "x"),
        ("self", "self_"), ("init", "init_"), ("hashValue", "hashValue_"), ("Type", "type"), ("2fa", "_2fa"),
        ("HTTP2Server", "http2Server"), ("default", "default"),
    ])
    func memberNames(_ yaml: String, _ swift: String) {
        #expect(SwiftName.member(yaml) == swift)
    }

    @Test(arguments: [
        ("default", "`default`"), ("in", "`in`"), ("Any", "`Any`"), ("open", "open"), ("some", "some"),
        ("name", "name"), ("signIn", "signIn"),
    ])
    func keywordsAreEscaped(_ identifier: String, _ written: String) {
        #expect(SwiftName.escaped(identifier) == written)
    }

    @Test(arguments: [
        (["signIn", "sign-in", "SignIn"], ["signIn", "sign_in", "SignIn"]),
        (["sign-in", "sign.in"], ["signIn", "sign_in"]),
        (["sign-in", "sign.in", "sign/in"], ["signIn", "sign_in", "signIn_2"]),
        (["a", "b"], ["a", "b"]),
    ])
    func collisionsGetDistinctNames(_ yaml: [String], _ swift: [String]) {
        #expect(NameScope.members(yaml) == swift)
    }

    @Test func theYAMLOrderDoesNotChooseTheNames() {
        let names = ["sign-in", "signIn", "sign.in", "Sign_In"]
        let forward = NameScope.members(names)
        let backward = NameScope.members(names.reversed())
        #expect(Array(forward.reversed()) == backward)
        #expect(Set(forward).count == names.count)
    }

    @Test func reservedNamesAreNotTaken() {
        var scope = NameScope(reserved: ["Outcome", "Inputs"])
        let names = scope.assign(
            ["Outcome", "Inputs"], convert: { SwiftName.type($0) }, literal: { SwiftName.literal($0) })
        #expect(names == ["Outcome_2", "Inputs_2"])
    }

    @Test func fileNamesDifferEvenWhereCaseDoesNot() {
        #expect(
            FileNames.unique(["SignInFlow", "signInFlow", "FlowgraphFlows"], besides: "FlowgraphFlows.swift")
                == ["SignInFlow.swift", "signInFlow_2.swift", "FlowgraphFlows_2.swift"])
    }

    @Test(arguments: [
        ("a\r\nb\rc\nd", ["a", "b", "c", "d"]), ("\n\nx  \n\n", ["x"]), ("nul\u{0}here\u{85}", ["nulhere"]),
        ("tab\there", ["tab\there"]),
    ])
    func descriptionsCannotLeaveTheirComment(_ text: String, _ lines: [String]) {
        #expect(DocText.lines(text) == lines)
    }

    @Test func stringLiteralsEscapeWhatWouldEndThem() {
        #expect(SwiftWriter.literal("a\"b\\c\nd\u{1}") == #""a\"b\\c\nd\u{1}""#)
    }
}
