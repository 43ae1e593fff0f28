import Foundation

/// A test target's `Fixtures/` folder of YAML files, one subfolder per kind
/// (`trigger`, `clean`, ...). A target conforms an enum of its own, naming
/// the root, and gets the look-ups:
///
///     enum Fixtures: FixtureFolder {
///         static let root = TestTarget.folder().appendingPathComponent("Fixtures")
///     }
public protocol FixtureFolder {
    static var root: URL { get }
}

extension FixtureFolder {
    /// The `.yaml` files in `folder`, sorted, as test arguments.
    public static func names(_ folder: String) -> [String] {
        let files =
            (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(folder).path)) ?? []
        return files.filter { $0.hasSuffix(".yaml") }.sorted()
    }

    public static func path(_ folder: String, _ name: String) -> String {
        root.appendingPathComponent(folder).appendingPathComponent(name).path
    }

    /// The file's text, with any invalid UTF-8 repaired, for its `# expect:` lines.
    public static func text(_ folder: String, _ name: String) throws -> String {
        String(decoding: try Data(contentsOf: URL(fileURLWithPath: path(folder, name))), as: UTF8.self)
    }
}
