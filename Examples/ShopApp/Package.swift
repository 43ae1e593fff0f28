// swift-tools-version:6.2
import PackageDescription

// An app's navigation package that uses flowgraph's build plugin: every
// build turns Sources/Shop/Flows/ into Swift types, and an error in the
// flows is an error in the build, at its file, line and column.
let package = Package(
    name: "ShopApp",
    platforms: [.macOS(.v26), .iOS(.v26)],
    dependencies: [
        // In an app: .package(url: "<your copy of flowgraph>", from: "2.0.0").
        .package(name: "flowgraph", path: "../..")
    ],
    targets: [
        .target(
            name: "Shop",
            plugins: [.plugin(name: "FlowgraphPlugin", package: "flowgraph")]
        ),
        // Drives the coordinator through a purchase and prints each step.
        .executableTarget(name: "shop-demo", dependencies: ["Shop"]),
    ]
)
