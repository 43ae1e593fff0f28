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
        return try FlowFolder.commands(
            files: target.sourceFiles.map(\.url),
            tool: context.tool(named: "flowgraph").url,
            workDirectory: context.pluginWorkDirectoryURL,
            label: target.name)
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension FlowgraphPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        try FlowFolder.commands(
            files: target.inputFiles.map(\.url),
            tool: context.tool(named: "flowgraph").url,
            workDirectory: context.pluginWorkDirectoryURL,
            label: target.displayName)
    }
}
#endif

/// The `Flows/` folders of a target, and the one command that turns them
/// into Swift.
enum FlowFolder {
    static let name = "Flows"
    /// One file, named before the flows are read: a build command must
    /// declare its outputs up front.
    static let generatedFile = "Flows.generated.swift"

    /// The `*.yaml`/`*.yml` files of `files` inside a folder named `Flows`,
    /// and those folders (the outermost `Flows` of each path).
    static func flows(in files: [URL]) -> (files: [URL], folders: [URL]) {
        var flowFiles: [URL] = []
        var folders: [URL] = []
        for file in files where ["yaml", "yml"].contains(file.pathExtension.lowercased()) {
            let components = file.standardizedFileURL.pathComponents
            guard let index = components.dropLast().firstIndex(of: name) else { continue }
            flowFiles.append(file)
            let folder = URL(fileURLWithPath: components[...index].joined(separator: "/").replacing("//", with: "/"))
            if !folders.contains(folder) { folders.append(folder) }
        }
        return (flowFiles, folders)
    }

    static func commands(files: [URL], tool: URL, workDirectory: URL, label: String) -> [Command] {
        let (flowFiles, folders) = flows(in: files)
        guard !flowFiles.isEmpty else { return [] }
        let output = workDirectory.appending(path: "GeneratedFlows")
        return [
            .buildCommand(
                displayName: "flowgraph: generating Swift from \(label)'s flows",
                executable: tool,
                arguments: ["generate", "swift"] + folders.map { $0.path(percentEncoded: false) } + [
                    "--output", output.path(percentEncoded: false),
                    "--single-file", generatedFile,
                ],
                inputFiles: flowFiles,
                outputFiles: [output.appending(path: generatedFile)])
        ]
    }
}
