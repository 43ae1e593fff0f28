import Foundation
import PackagePlugin

/// `swift package flowgraph-validate [ARGUMENTS...]`: runs `flowgraph
/// validate` on the `Flows/` folder of every target that has one (or of the
/// targets named with `--target`), passing the other arguments on (for
/// example `--strict` or `--format github`).
@main
struct FlowgraphValidate: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let named = extractor.extractOption(named: "target")
        let targets = try named.isEmpty ? context.package.targets : context.package.targets(named: named)
        let folders = targets.compactMap { target -> String? in
            let folder = target.directoryURL.appending(path: "Flows")
            var isFolder: ObjCBool = false
            let path = folder.path(percentEncoded: false)
            return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue
                ? path : nil
        }
        guard !folders.isEmpty else {
            throw ValidateFailure("no target of \(context.package.displayName) has a Flows folder")
        }
        let process = Process()
        process.executableURL = try context.tool(named: "flowgraph").url
        process.arguments = ["validate"] + folders + extractor.remainingArguments
        try process.run()
        process.waitUntilExit()
        if process.terminationStatus != 0 {
            throw ValidateFailure("flowgraph validate exited with status \(process.terminationStatus)")
        }
    }
}

/// Why the command failed; thrown so that `swift package` exits non-zero.
struct ValidateFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
