import Foundation
import PackagePlugin

/// Generates Swift from the flows in a target's `Flows/` folder on every
/// build, with `flowgraph generate swift`: the app's code and the YAML
/// cannot drift, and an error in the flows is an error in the build, at its
/// `FILE:LINE:COL`.
@main
struct FlowgraphPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let flowFiles = target.sourceFiles.map(\.url).filter(FlowFolder.holdsFlowFile(target.directoryURL))
        return try FlowFolder.commands(
            flows: target.directoryURL.appending(path: FlowFolder.name),
            files: flowFiles,
            tool: context.tool(named: "flowgraph").url,
            workDirectory: context.pluginWorkDirectoryURL,
            label: target.name)
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension FlowgraphPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let root = context.xcodeProject.directoryURL.appending(path: target.displayName)
        let flowFiles = target.inputFiles.map(\.url).filter(FlowFolder.holdsFlowFile(root))
        return try FlowFolder.commands(
            flows: root.appending(path: FlowFolder.name),
            files: flowFiles,
            tool: context.tool(named: "flowgraph").url,
            workDirectory: context.pluginWorkDirectoryURL,
            label: target.displayName)
    }
}
#endif

/// The `Flows/` folder of a target, and the one command that turns it into Swift.
enum FlowFolder {
    static let name = "Flows"
    /// One file, named before the flows are read: a build command must
    /// declare its outputs up front.
    static let generatedFile = "Flows.generated.swift"

    static func holdsFlowFile(_ targetDirectory: URL) -> (URL) -> Bool {
        let folder = targetDirectory.appending(path: name).standardizedFileURL.path(percentEncoded: false)
        return { file in
            let path = file.standardizedFileURL.path(percentEncoded: false)
            let suffix = file.pathExtension.lowercased()
            return path.hasPrefix(folder + "/") && (suffix == "yaml" || suffix == "yml")
        }
    }

    static func commands(flows: URL, files: [URL], tool: URL, workDirectory: URL, label: String) -> [Command] {
        guard !files.isEmpty else { return [] }
        let output = workDirectory.appending(path: "GeneratedFlows")
        return [
            .buildCommand(
                displayName: "flowgraph: generating Swift from \(label)'s flows",
                executable: tool,
                arguments: [
                    "generate", "swift", flows.path(percentEncoded: false),
                    "--output", output.path(percentEncoded: false),
                    "--single-file", generatedFile,
                ],
                inputFiles: files,
                outputFiles: [output.appending(path: generatedFile)])
        ]
    }
}
