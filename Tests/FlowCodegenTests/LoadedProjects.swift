import FlowCodegen
import FlowIndex
import FlowLoading
import Foundation
import TestSupport

/// The projects the tests generate from, loaded from their folders, with
/// the paths in doc comments relative to the package root, so that the
/// output does not depend on where the repository is.
enum LoadedProjects {
    /// The example app of the repository, `Flows/`.
    static var example: URL { TestTarget.packageRoot.appendingPathComponent("Flows") }

    /// A project of `Fixtures/`.
    static func fixture(_ name: String) -> URL {
        TestTarget.folder().appendingPathComponent("Fixtures/\(name)")
    }

    static func resolved(_ folder: URL) throws -> ResolvedProject {
        let loaded = try ProjectLoader.load(paths: [folder.path])
        return ResolvedProject(loaded.project)
    }

    /// The generated files of the project in `folder`.
    static func files(_ folder: URL, access: SwiftGenerator.Access = .public) throws -> [GeneratedFile] {
        SwiftGenerator.files(for: try resolved(folder), access: access, sourcePath: relativePath)
    }

    static func relativePath(_ path: String) -> String {
        let root = TestTarget.packageRoot.path + "/"
        return path.hasPrefix(root) ? String(path.dropFirst(root.count)) : path
    }
}
