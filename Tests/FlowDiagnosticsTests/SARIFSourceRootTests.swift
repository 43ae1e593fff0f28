import FlowDiagnostics
import Testing

/// Artifact locations: relative to the root with `%SRCROOT%` inside it,
/// absolute `file://` URIs outside it, any file name a valid URI.
@Suite struct SARIFSourceRootTests {
    static let root = SARIFSourceRoot(path: "/work/repo", currentDirectory: "/work/repo/app")

    static func uri(_ location: JSONValue) -> String {
        location.prettyPrinted
    }

    @Test(arguments: [
        ("Flows/app.yaml", "app/Flows/app.yaml"),
        ("./Flows/./app.yaml", "app/Flows/app.yaml"),
        ("../shared//x.yaml", "shared/x.yaml"),
        ("/work/repo/top.yaml", "top.yaml"),
        ("Flows/sign in/a#b?c%.yaml", "app/Flows/sign%20in/a%23b%3Fc%25.yaml"),
        ("Flows/Café.yaml", "app/Flows/Caf%C3%A9.yaml"),
    ])
    func filesInsideTheRootAreRelativeToIt(_ file: String, _ uri: String) {
        #expect(
            Self.root.artifactLocation(of: file).prettyPrinted == """
                {
                  "uri": "\(uri)",
                  "uriBaseId": "%SRCROOT%"
                }

                """)
    }

    @Test(arguments: [
        ("../../elsewhere/a.yaml", "file:///work/elsewhere/a.yaml"),
        ("/work/repository/a.yaml", "file:///work/repository/a.yaml"),
        ("/tmp/a b.yaml", "file:///tmp/a%20b.yaml"),
    ])
    func filesOutsideTheRootAreAbsolute(_ file: String, _ uri: String) {
        #expect(Self.root.artifactLocation(of: file).prettyPrinted == "{\n  \"uri\": \"\(uri)\"\n}\n")
    }

    @Test func theRootsURIEndsWithASlash() {
        #expect(Self.root.uri == "file:///work/repo/")
        #expect(SARIFSourceRoot(path: "/", currentDirectory: "/").uri == "file:///")
        #expect(SARIFSourceRoot(path: "..", currentDirectory: "/a/b c/d").uri == "file:///a/b%20c/")
    }

    @Test func atTheFilesystemsRootEveryFileIsInside() {
        let root = SARIFSourceRoot(path: "/", currentDirectory: "/srv")
        #expect(root.artifactLocation(of: "a.yaml").prettyPrinted.contains("\"uri\": \"srv/a.yaml\""))
    }
}
