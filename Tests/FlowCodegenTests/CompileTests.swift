import FlowCodegen
import Foundation
import TestSupport
import Testing

/// The generated files, with stand-ins for the app's own types, compile
/// in Swift 6 language mode without a warning.
@Suite struct CompileTests {
    /// A project and the types of the app its flows name.
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let folder: URL
        let appTypes: [String]
        var testDescription: String { name }
    }

    static let cases = [
        Case(name: "example", folder: LoadedProjects.example, appTypes: ["ProgrammeID"]),
        Case(name: "nasty", folder: LoadedProjects.fixture("nasty"), appTypes: ["Node", "Outcome", "InputsScreen"]),
    ]

    @Test(arguments: cases, SwiftGenerator.Access.allCases)
    func theFilesCompile(_ project: Case, access: SwiftGenerator.Access) throws {
        let folder = try TemporaryFolder("codegen-compile")
        defer { folder.remove() }
        let files = try LoadedProjects.files(project.folder, access: access)
        for file in files { try Data(file.contents.utf8).write(to: folder.appending(file.name)) }
        // The app's types, and code that uses what was generated as an app would.
        let stubs = project.appTypes.map { "public struct \($0): Sendable, Hashable { public init() {} }" }
        let use = """
            func names(_ flow: FlowgraphFlows) -> [String] { FlowgraphFlows.allCases.map(\\.name) + [flow.rawValue] }
            func describe<T: FlowgraphNamed>(_ value: T) -> String { value.name }
            """
        try Data((stubs + [use]).joined(separator: "\n").utf8).write(to: folder.appending("App.swift"))
        let result = try SwiftCompiler.typecheck(
            files.map { folder.appending($0.name).path } + [folder.appending("App.swift").path], in: folder)
        #expect(result.status == 0, "\(result.output)")
    }

    @Test func theSingleFileCompiles() throws {
        let folder = try TemporaryFolder("codegen-single")
        defer { folder.remove() }
        let resolved = try LoadedProjects.resolved(LoadedProjects.fixture("nasty"))
        let file = SwiftGenerator.singleFile(named: "Flows.swift", for: resolved)
        try Data(file.contents.utf8).write(to: folder.appending(file.name))
        try Data(
            "public struct Node: Sendable, Hashable {}\npublic struct Outcome: Sendable, Hashable {}\npublic struct InputsScreen: Sendable, Hashable {}\n"
                .utf8
        ).write(to: folder.appending("App.swift"))
        let result = try SwiftCompiler.typecheck(
            [folder.appending("Flows.swift").path, folder.appending("App.swift").path], in: folder)
        #expect(result.status == 0, "\(result.output)")
    }

    @Test func aMissingAppTypeIsACompileError() throws {
        // The compile check is real: without the app's type it fails.
        let folder = try TemporaryFolder("codegen-missing")
        defer { folder.remove() }
        let files = try LoadedProjects.files(LoadedProjects.example)
        for file in files { try Data(file.contents.utf8).write(to: folder.appending(file.name)) }
        let result = try SwiftCompiler.typecheck(files.map { folder.appending($0.name).path }, in: folder)
        #expect(result.status != 0)
        #expect(result.output.contains("ProgrammeID"))
    }
}

/// `swiftc` of the toolchain on the PATH, as strict as a Swift 6 package
/// that treats warnings as errors.
enum SwiftCompiler {
    struct Result {
        var status: Int32
        var output: String
    }

    static func typecheck(_ files: [String], in folder: TemporaryFolder) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments =
            [
                "swiftc", "-swift-version", "6", "-warnings-as-errors", "-parse-as-library", "-module-name", "AppFlows",
                "-package-name", "AppFlows",
                "-emit-module", "-emit-module-path", folder.appending("AppFlows.swiftmodule").path,
            ] + files
        process.currentDirectoryURL = folder.url
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, output: String(decoding: output, as: UTF8.self))
    }
}
