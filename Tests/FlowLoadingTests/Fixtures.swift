import Foundation
import TestSupport

/// This target's `Fixtures/`, whose files say in `# expect:` lines
/// (`FixtureExpectation`) what they must produce.
enum Fixtures: FixtureFolder {
    static let root = TestTarget.folder().appendingPathComponent("Fixtures")
}
