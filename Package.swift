// swift-tools-version:6.0
import PackageDescription

// Layers, each depending only on the ones above it in this list:
// CYAML -> FlowDiagnostics -> FlowYAML -> FlowModel -> FlowValidation / FlowRuntime
// -> FlowConsole (REPL commands, scripts) / FlowGraphExport -> flowgraph (CLI).
let package = Package(
    name: "flowgraph",
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
        .target(name: "FlowDiagnostics"),
        .target(name: "FlowYAML", dependencies: ["CYAML", "FlowDiagnostics"]),
        .target(name: "FlowModel", dependencies: ["FlowYAML", "FlowDiagnostics"]),
        .target(name: "FlowValidation", dependencies: ["FlowModel", "FlowDiagnostics"]),
        .executableTarget(
            name: "flowgraph",
            dependencies: [
                "FlowModel",
                "FlowValidation",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(name: "FlowYAMLTests", dependencies: ["FlowYAML"]),
    ]
)
