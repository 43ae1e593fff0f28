import Testing

@testable import FlowConsole

/// An expectation that names a screen or flow the project does not have
/// says so, with a suggestion, so that a typo does not read like a wrong step.
@Suite struct UnknownNameExpectationTests {
    @Test(arguments: [
        (
            "expect screen Hme",
            "expected screen Hme, found App.Home; no screen 'Hme' in the project (did you mean 'Home'?)"
        ),
        ("expect screen Cart", "expected screen Cart, found App.Home"),
        (
            "expect screen Checkout.Hme",
            "expected screen Checkout.Hme, found App.Home; no screen 'Hme' in flow Checkout"
        ),
        (
            "expect flow Chekout",
            "expected flow Chekout, found App (at App.Home); no flow 'Chekout' in the project (did you mean 'Checkout'?)"
        ),
        ("expect flow Checkout", "expected flow Checkout, found App (at App.Home)"),
    ])
    func saysWhenTheNameIsUnknown(line: String, failure: String) throws {
        var console = try Fixtures.console()
        #expect(console.execute(line) == .expectationFailed(failure))
    }
}
