// swift-tools-version:6.0
import PackageDescription

// Layers, each depending only on the ones before it:
// CYAML -> FlowDiagnostics -> FlowYAML -> FlowModel -> FlowValidation, FlowRuntime
// -> FlowConsole (REPL commands, scripts), FlowGraphExport -> flowgraph (the CLI).
// LineEditor wraps libedit (CEditLine + C shims for its variadic calls).
// CMalloc gives the CLI glibc's mallopt(3) and a C helper that asks for
// huge pages on a thread's heap.
let package = Package(
    name: "flowgraph",
    // macOS 15 for Synchronization's Mutex (SourceFile's path table).
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "flowgraph", targets: ["flowgraph"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
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
        .target(name: "FlowYAML", dependencies: ["CYAML", "FlowDiagnostics"]),
        .target(name: "FlowModel", dependencies: ["FlowYAML", "FlowDiagnostics"]),
        .target(name: "FlowValidation", dependencies: ["FlowModel", "FlowDiagnostics"]),
        .target(name: "FlowRuntime", dependencies: ["FlowModel", "FlowDiagnostics"]),
        .target(name: "FlowConsole", dependencies: ["FlowRuntime", "FlowModel", "FlowDiagnostics"]),
        .target(name: "FlowGraphExport", dependencies: ["FlowValidation", "FlowModel", "FlowDiagnostics"]),
        .target(name: "LineEditor", dependencies: ["CEditLineShims"]),
        .executableTarget(
            name: "flowgraph",
            dependencies: [
                "FlowDiagnostics", "FlowModel", "FlowValidation", "FlowRuntime",
                "FlowConsole", "FlowGraphExport", "LineEditor", "CMalloc",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(name: "yaml-floor", dependencies: ["CYAML"]),
        .executableTarget(name: "flowgraph-bench", dependencies: ["FlowRuntime", "FlowModel", "FlowValidation", "FlowYAML", "FlowDiagnostics"]),
        .executableTarget(
            name: "flowgraph-fuzz",
            dependencies: ["FlowModel", "FlowValidation", "FlowDiagnostics", "FlowRuntime"]
        ),
        // What every test target shares: golden files, fixture expectations,
        // seeded random numbers, temporary folders, the flowgraph binary of
        // the same build, and pexpect for the tests that type at a terminal.
        .target(name: "TestSupport", dependencies: ["FlowDiagnostics"], path: "Tests/TestSupport"),
        .testTarget(name: "TestSupportTests", dependencies: ["TestSupport", "FlowDiagnostics"], exclude: ["Golden"]),
        .testTarget(name: "FlowDiagnosticsTests", dependencies: ["FlowDiagnostics", "TestSupport"]),
        .testTarget(name: "FlowYAMLTests", dependencies: ["FlowYAML", "TestSupport"], exclude: ["yaml-test-suite"]),
        .testTarget(name: "FlowModelTests", dependencies: ["FlowModel", "TestSupport"], exclude: ["Fixtures"]),
        .testTarget(name: "FlowValidationTests", dependencies: ["FlowValidation", "FlowModel", "TestSupport"], exclude: ["Fixtures"]),
        .testTarget(name: "FlowRuntimeTests", dependencies: ["FlowRuntime", "FlowModel", "TestSupport"]),
        .testTarget(name: "FlowConsoleTests", dependencies: ["FlowConsole", "FlowRuntime", "FlowModel", "TestSupport"], exclude: ["Golden"]),
        .testTarget(name: "FlowGraphExportTests", dependencies: ["FlowGraphExport", "FlowModel", "TestSupport"], exclude: ["Golden"]),
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
