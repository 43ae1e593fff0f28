import Foundation

/// The folder of the build that made the running tests: `.build/debug` for
/// `swift test`, `.build/release` for `swift test -c release`, wherever the
/// scratch path is. Found from the test bundle's location, as
/// swift-argument-parser's test helpers do, so a test never runs a binary
/// left over from the other configuration.
public enum ProductsDirectory {
    public static let url: URL = {
        // On macOS the tests are an `.xctest` bundle beside the products; on
        // Linux they are an executable among them, which is its own bundle.
        let bundle = Bundle(for: BundleMarker.self).bundleURL
        return bundle.pathExtension == "xctest" ? bundle.deletingLastPathComponent() : bundle
    }()

    /// The built product `name` (an executable) in that folder.
    public static func product(_ name: String) -> URL {
        url.appendingPathComponent(name)
    }

    private final class BundleMarker {}
}
