import Foundation
import TestSupport
import Testing

@Suite struct ProductsDirectoryTests {
    /// `swift test` runs the debug products and `swift test -c release`
    /// the release ones: never a binary left over from the other build.
    @Test func isTheFolderOfTheTestsOwnConfiguration() {
        #if DEBUG
        let configuration = "debug"
        #else
        let configuration = "release"
        #endif
        #expect(ProductsDirectory.url.lastPathComponent == configuration)
        #expect(URL(fileURLWithPath: Binary.path).deletingLastPathComponent() == ProductsDirectory.url)
    }

    @Test func holdsTheRunningTests() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: ProductsDirectory.url.path)
        #expect(names.contains { $0.hasSuffix("PackageTests.xctest") }, "\(names)")
    }
}
