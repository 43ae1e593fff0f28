// swift-tools-version:6.2
import PackageDescription

// Layers, each depending only on the ones before it:
// CYAML -> FlowDiagnostics -> FlowYAML; FlowDiagnostics -> FlowModel (plain types);
// FlowYAML, FlowModel -> FlowLoading (finding, reading and decoding flow files);
// FlowModel -> FlowIndex (the project resolved to typed indices, with its
// reachability) -> FlowValidation, FlowRuntime -> FlowConsole (REPL commands,
// scripts), FlowGraphExport, FlowCodegen (Swift source) -> flowgraph (the CLI).
// LineEditor wraps libedit (CEditLine + C shims for its variadic calls).
// CMalloc gives the CLI glibc's mallopt(3) and C helpers that ask for huge
// pages on the heaps the loader's threads will fill.
let package = Package(
    name: "flowgraph",
    // macOS 26 for the `span` and `mutableSpan` of arrays and strings,
    // which read and move diagnostics and bytes in place, without copies.
    platforms: [.macOS(.v26)],
    products: [
        .executable(name: "flowgraph", targets: ["flowgraph"]),
        // Swift from a target's Flows/ on every build (`generate swift`).
        .plugin(name: "FlowgraphPlugin", targets: ["FlowgraphPlugin"]),
        // `swift package flowgraph-validate`.
        .plugin(name: "FlowgraphValidate", targets: ["FlowgraphValidate"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0")
    ],
    targets: [
        .systemLibrary(
            name: "CYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        .systemLibrary(
            name: "CEditLine",
            pkgConfig: "libedit",
            providers: [.apt(["libedit-dev"]), .brew(["libedit"])]
        ),
        .target(name: "CEditLineShims", dependencies: ["CEditLine"]),
        // glibc's mallopt(3), which Swift's Glibc module does not export, and
        // the pointer arithmetic of asking for huge pages, kept in C.
        .target(name: "CMalloc"),
        .target(name: "FlowDiagnostics"),
        // Work shared across cores: the loader's runs of files, the rules.
        .target(name: "FlowParallel"),
        .target(name: "FlowYAML", dependencies: ["CYAML", "FlowDiagnostics"]),
        .target(name: "FlowModel", dependencies: ["FlowDiagnostics"]),
        .target(name: "FlowLoading", dependencies: ["FlowModel", "FlowYAML", "FlowDiagnostics", "FlowParallel"]),
        .target(name: "FlowIndex", dependencies: ["FlowModel", "FlowDiagnostics", "FlowParallel"]),
        .target(
            name: "FlowValidation",
            dependencies: ["FlowIndex", "FlowModel", "FlowYAML", "FlowDiagnostics", "FlowParallel"]),
        .target(name: "FlowRuntime", dependencies: ["FlowIndex", "FlowModel", "FlowDiagnostics"]),
        .target(name: "FlowConsole", dependencies: ["FlowRuntime", "FlowIndex", "FlowModel", "FlowDiagnostics"]),
        .target(name: "FlowGraphExport", dependencies: ["FlowIndex", "FlowModel", "FlowDiagnostics"]),
        // Swift types from the flows (`flowgraph generate swift`).
        .target(name: "FlowCodegen", dependencies: ["FlowIndex", "FlowModel", "FlowDiagnostics"]),
        // Storyboards and Jetpack navigation graphs -> flows to write as YAML.
        .target(name: "FlowImport", dependencies: ["FlowModel"]),
        // The JSON Schema of a flow file (`flowgraph schema`), built from the model's kinds and styles.
        .target(name: "FlowSchema", dependencies: ["FlowModel", "FlowDiagnostics"]),
        .target(name: "LineEditor", dependencies: ["CEditLineShims"]),
        .executableTarget(
            name: "flowgraph",
            dependencies: [
                "FlowDiagnostics", "FlowModel", "FlowLoading", "FlowIndex", "FlowValidation", "FlowRuntime",
                "FlowParallel", "FlowConsole", "FlowGraphExport", "FlowCodegen", "FlowImport", "FlowSchema",
                "LineEditor", "CMalloc",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .plugin(name: "FlowgraphPlugin", capability: .buildTool(), dependencies: ["flowgraph"]),
        .plugin(
            name: "FlowgraphValidate",
            capability: .command(
                intent: .custom(verb: "flowgraph-validate", description: "Validate the flows in each target's Flows/")),
            dependencies: ["flowgraph"]),
        .executableTarget(name: "yaml-floor", dependencies: ["CYAML"]),
        // Writes docs/rules.md and the README's rule table (`make docs`).
        .executableTarget(name: "flowgraph-docs", dependencies: ["FlowValidation"]),
        .executableTarget(
            name: "flowgraph-bench",
            dependencies: [
                "FlowRuntime", "FlowIndex", "FlowModel", "FlowLoading", "FlowValidation", "FlowYAML", "FlowDiagnostics",
                "FlowConsole",
            ]),
        .executableTarget(
            name: "flowgraph-fuzz",
            dependencies: [
                "FlowModel", "FlowLoading", "FlowIndex", "FlowValidation", "FlowDiagnostics", "FlowRuntime",
                "FlowCodegen", "FlowImport",
            ]
        ),
        // What every test target shares: golden files, fixture expectations,
        // seeded random numbers, temporary folders, the flowgraph binary of
        // the same build, and pexpect for the tests that type at a terminal.
        .target(name: "TestSupport", dependencies: ["FlowDiagnostics"], path: "Tests/TestSupport"),
        .testTarget(name: "TestSupportTests", dependencies: ["TestSupport", "FlowDiagnostics"], exclude: ["Golden"]),
        .testTarget(name: "FlowDiagnosticsTests", dependencies: ["FlowDiagnostics", "TestSupport"]),
        .testTarget(name: "FlowYAMLTests", dependencies: ["FlowYAML", "TestSupport"], exclude: ["yaml-test-suite"]),
        .testTarget(name: "FlowModelTests", dependencies: ["FlowModel"]),
        .testTarget(name: "FlowParallelTests", dependencies: ["FlowParallel"]),
        .testTarget(
            name: "FlowLoadingTests", dependencies: ["FlowLoading", "FlowModel", "FlowYAML", "TestSupport"],
            exclude: ["Fixtures"]),
        .testTarget(name: "FlowIndexTests", dependencies: ["FlowIndex", "FlowModel", "TestSupport"]),
        .testTarget(
            name: "FlowValidationTests",
            dependencies: ["FlowValidation", "FlowIndex", "FlowModel", "FlowLoading", "TestSupport"],
            exclude: ["Fixtures"]),
        .testTarget(
            name: "FlowRuntimeTests", dependencies: ["FlowRuntime", "FlowModel", "FlowLoading", "TestSupport"]),
        .testTarget(
            name: "FlowConsoleTests",
            dependencies: [
                "FlowConsole", "FlowRuntime", "FlowIndex", "FlowModel", "FlowLoading", "FlowValidation", "TestSupport",
            ], exclude: ["Golden"]
        ),
        .testTarget(
            name: "FlowGraphExportTests", dependencies: ["FlowGraphExport", "FlowModel", "FlowLoading", "TestSupport"],
            exclude: ["Golden"]),
        .testTarget(
            name: "FlowImportTests",
            dependencies: [
                "FlowImport", "FlowLoading", "FlowModel", "FlowValidation", "FlowDiagnostics", "TestSupport",
            ],
            exclude: [
                "Golden", "Jetpack/Fixtures", "Jetpack/Real", "Storyboard/Fixtures", "Storyboard/Real",
                "Storyboard/Golden",
            ]),
        .testTarget(
            name: "FlowCodegenTests",
            dependencies: ["FlowCodegen", "FlowIndex", "FlowModel", "FlowLoading", "TestSupport"],
            exclude: ["Golden", "Fixtures"]),
        // Checks the schema with Python's jsonschema against every fixture (needs `make jsonschema`).
        .testTarget(
            name: "FlowSchemaTests",
            dependencies: ["FlowSchema", "FlowLoading", "FlowModel", "FlowYAML", "FlowDiagnostics", "TestSupport"],
            exclude: ["SchemaFixtures", "check_schema.py"]),
        .testTarget(name: "LineEditorTests", dependencies: ["LineEditor", "TestSupport"]),
        // Depends on the executable so that the build the tests belong to
        // makes the binary they run (.build/debug or .build/release).
        .testTarget(
            name: "FlowgraphCLITests",
            dependencies: ["flowgraph", "CMalloc", "TestSupport"],
            exclude: ["Golden", "Projects"]
        ),
    ]
)
