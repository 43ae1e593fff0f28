import Foundation

/// Where the files of a test target live, for the helpers that find things
/// beside the tests (`Golden/`, `Fixtures/`, `Projects/`).
public enum TestTarget {
    /// `Tests/<Target>` of the test file at `filePath`, however deep inside
    /// its target the file sits.
    public static func folder(of filePath: String = #filePath) -> URL {
        var url = URL(fileURLWithPath: filePath).deletingLastPathComponent()
        while url.deletingLastPathComponent().lastPathComponent != "Tests", url.pathComponents.count > 1 {
            url.deleteLastPathComponent()
        }
        return url
    }

    /// The package's root folder, the one holding `Package.swift`.
    public static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
}
