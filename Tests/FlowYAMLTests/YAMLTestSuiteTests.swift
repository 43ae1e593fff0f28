import Testing
@testable import FlowYAML

/// The YAML layer against the official yaml-test-suite: valid cases must
/// replay to the suite's events, invalid ones must end in a located error.
/// Cases libyaml itself gets wrong are listed, with reasons, in
/// `LibYAMLKnownFailures`, and must keep failing.
@Suite struct YAMLTestSuiteTests {
    @Test func suiteIsPresent() {
        #expect(
            YAMLTestSuite.isPresent,
            "yaml-test-suite not found at \(YAMLTestSuite.root.path); the suite cases did not run")
        #expect(
            YAMLTestSuite.cases.count > 300,
            "expected the ~400 yaml-test-suite cases, found \(YAMLTestSuite.cases.count)")
    }

    /// A listed id that names no case is a typo or a renamed case.
    @Test func everyKnownFailureNamesACase() {
        let ids = Set(YAMLTestSuite.cases.map(\.id))
        let unknown = LibYAMLKnownFailures.all.keys.filter { !ids.contains($0) }.sorted()
        #expect(unknown.isEmpty, "known failures that are no case of the suite: \(unknown)")
    }

    @Test(arguments: YAMLTestSuite.cases)
    func suiteCase(_ testCase: YAMLSuiteCase) throws {
        let mismatch = try Self.mismatch(in: testCase)
        if let reason = LibYAMLKnownFailures.all[testCase.id] {
            #expect(mismatch != nil, "\(testCase.id) now passes; remove it from LibYAMLKnownFailures (\(reason))")
        } else if let mismatch {
            Issue.record("\(testCase.id): \(mismatch)")
        }
    }

    /// Why the tree disagrees with the suite, or nil when it agrees.
    static func mismatch(in testCase: YAMLSuiteCase) throws -> String? {
        let tree = YAMLParser.parse(try testCase.input(), path: "in.yaml")
        if testCase.mustFail {
            guard let error = tree.error else { return "invalid input was accepted" }
            guard error.location.line >= 1, error.location.column >= 1 else {
                return "error '\(error.message)' has no place: \(error.location)"
            }
            return nil
        }
        if let error = tree.error {
            return "valid input was rejected: \(error.message) at \(error.location.line):\(error.location.column)"
        }
        let expected = try testCase.expectedEvents()
        let actual = EventRenderer.events(of: tree)
        guard actual != expected else { return nil }
        let index =
            zip(actual, expected).enumerated().first { $0.element.0 != $0.element.1 }?.offset
            ?? min(actual.count, expected.count)
        let got = index < actual.count ? actual[index] : "<end>"
        let want = index < expected.count ? expected[index] : "<end>"
        return "event \(index + 1) is '\(got)', the suite expects '\(want)'"
    }
}
