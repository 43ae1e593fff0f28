import Foundation
import TestSupport
import Testing

/// A project over 4 MiB, the size from which `validate` asks for huge pages
/// on its reading threads (`AllocatorTuning.hugePageInputBytes`): the report
/// is the same complete one as for any project.
@Suite struct LargeProjectTests {
    static let flows = 150, screens = 160

    /// Flow `i`: a chain of screens with long names, the last of which
    /// pushes a screen that does not exist.
    static func flowFile(_ i: Int) -> String {
        var text = "flow: Flow\(i)\nstart: \(screen(0))\noutcomes: [done]\nscreens:\n"
        for j in 0..<screens {
            text += "  \(screen(j)):\n    on:\n"
            if j + 1 < screens {
                text += "      continueToTheNextScreenOfTheChain: push \(screen(j + 1))\n"
                text += "      finishTheWholeFlowFromHere: finish done\n"
            } else {
                text += "      finishTheWholeFlowFromHere: finish done\n      retry: push MissingScreen\n"
            }
        }
        return text
    }

    static func screen(_ j: Int) -> String { "ScreenNumber\(j)OfAVeryLongChainOfScreens" }

    @Test func aProjectOverFourMebibytesGetsTheFullReport() throws {
        let folder = try TemporaryFolder("large")
        defer { folder.remove() }
        var app = "flow: App\nentry: true\nstart: Home\nscreens:\n  Home:\n    on:\n"
        for i in 0..<Self.flows { app += "      open\(i): push Open\(i)\n" }
        for i in 0..<Self.flows { app += "  Open\(i):\n    flow: Flow\(i)\n    on:\n      done: back\n" }
        try app.write(to: folder.appending("App.yaml"), atomically: true, encoding: .utf8)
        var bytes = app.utf8.count
        for i in 0..<Self.flows {
            let text = Self.flowFile(i)
            bytes += text.utf8.count
            try text.write(to: folder.appending("Flow\(i).yaml"), atomically: true, encoding: .utf8)
        }
        #expect(bytes > 4 << 20)

        let result = try Binary.run(["validate", folder.path])
        #expect(result.status == 1)
        let nodes = 1 + Self.flows + Self.flows * Self.screens
        #expect(result.stdout.hasSuffix("\(Self.flows + 1) flows, \(nodes) nodes: \(Self.flows) errors, 0 warnings\n"))
        let unknown = result.stdout.split(separator: "\n").filter { $0.contains("error: ") }
        #expect(unknown.count == Self.flows)
        #expect(unknown.allSatisfy { $0.contains("MissingScreen") && $0.contains("[unknown-target]") })
        // Sorted by path as the user would read them: Flow0, Flow1, Flow10, ...
        #expect(unknown.first?.hasPrefix(folder.path + "/Flow0.yaml:\(4 * Self.screens + 4):") == true)

        // With huge pages turned off the report is the same, byte for byte.
        let smallPages = try Binary.run(
            ["validate", folder.path], environment: ["GLIBC_TUNABLES": "glibc.malloc.hugetlb=0"])
        #expect(smallPages.status == 1)
        #expect(smallPages.stdout == result.stdout)
    }
}
