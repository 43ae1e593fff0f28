import Foundation
import TestSupport
import Testing

/// Malformed and extreme input through the real binary: each gets a
/// diagnostic with a location (or passes cleanly), never a crash or hang,
/// and stays well under 1 GB.
@Suite(.serialized) struct HostileInputTests {
    struct Case: CustomStringConvertible, Sendable {
        let name: String
        let bytes: @Sendable () -> [UInt8]
        /// nil: must validate cleanly; otherwise the rule id expected.
        let rule: String?
        var description: String { name }
    }

    static func text(_ s: String) -> [UInt8] { Array(s.utf8) }

    static let cases: [Case] = [
        Case(
            name: "alias bomb",
            bytes: {
                var s = "a0: &a0 [x, x, x, x, x, x, x, x, x]\n"
                for i in 1...9 {
                    s += "a\(i): &a\(i) [" + Array(repeating: "*a\(i - 1)", count: 9).joined(separator: ", ") + "]\n"
                }
                return text(s)
            }, rule: "yaml-syntax"),
        Case(name: "self-referencing alias", bytes: { text("flow: &x [*x]\n") }, rule: "yaml-syntax"),
        Case(
            name: "100,000 nested brackets", bytes: { text(String(repeating: "[", count: 100_000)) },
            rule: "yaml-syntax"),
        Case(
            name: "invalid UTF-8", bytes: { text("flow: A\nstart: ") + [0xC3, 0x28] + text("\n") }, rule: "yaml-syntax"),
        Case(name: "NUL bytes", bytes: { text("flow: A") + [0, 0, 0] }, rule: "yaml-syntax"),
        Case(
            name: "random binary",
            bytes: {
                var state: UInt64 = 0x9E37_79B9_7F4A_7C15
                return (0..<65_536).map { _ in
                    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                    return UInt8(truncatingIfNeeded: state >> 33)
                }
            }, rule: "yaml-syntax"),
        Case(name: "tab indentation", bytes: { text("flow: A\nstart: S\nscreens:\n\tS:\n") }, rule: "yaml-syntax"),
        Case(
            name: "50 MB scalar",
            bytes: {
                text("flow: Big\nentry: true\nstart: S\ndescription: ")
                    + Array(repeating: UInt8(ascii: "x"), count: 50 << 20)
                    + text("\nscreens:\n  S:\n    on: { done: back }\n")
            }, rule: nil),
        Case(
            name: "100,000-screen push chain",
            bytes: {
                var s = "flow: Chain\nentry: true\nstart: S0\nscreens:\n"
                for i in 0..<100_000 { s += "  S\(i):\n    on: { next: \(i == 99_999 ? "back" : "push S\(i + 1)") }\n" }
                return text(s)
            }, rule: nil),
        Case(
            name: "5,000 flows each starting the next",
            bytes: {
                var s = ""
                for i in 0..<5_000 {
                    let body =
                        i == 4_999
                        ? "  S:\n    on: { done: finish done }\n"
                        : "  S:\n    flow: F\(i + 1)\n    on: { done: finish done }\n"
                    s += "---\nflow: F\(i)\nstart: S\noutcomes: [done]\nscreens:\n" + body
                }
                return text(s)
            }, rule: nil),
        Case(
            name: "start cycle",
            bytes: {
                text(
                    "flow: A\nentry: true\nstart: ToB\nscreens:\n  ToB:\n    flow: B\n---\nflow: B\nstart: ToA\nscreens:\n  ToA:\n    flow: A\n"
                )
            }, rule: "start-cycle"),
    ]

    @Test(arguments: cases)
    func getsALocatedDiagnosticOrPasses(_ c: Case) throws {
        let folder = try TemporaryFolder("hostile")
        defer { folder.remove() }
        try Data(c.bytes()).write(to: folder.appending("input.yaml"))
        let result = try Binary.run(["validate", ".", "--format", "json"], in: folder.url)
        #expect(
            result.status == (c.rule == nil ? 0 : 1),
            "\(c.name): \(result.stdout.prefix(500)) \(result.stderr.prefix(500))")
        #expect(result.stderr.isEmpty, "\(c.name) wrote to stderr: \(result.stderr.prefix(300))")
        #expect(result.stdout.hasSuffix("}}\n"), "\(c.name): output is one JSON object")
        if let rule = c.rule {
            #expect(result.stdout.contains("\"file\": \"./input.yaml\", \"line\": "), "\(c.name): located")
            #expect(result.stdout.contains("\"rule\": \"\(rule)\""), "\(c.name): \(result.stdout.prefix(400))")
        }
        #expect(Binary.peakChildMemory < 1 << 30, "\(c.name): peak memory \(Binary.peakChildMemory >> 20) MB")
    }

    @Test func anEmptyFolderAndAnEmptyFileAreAnEntryError() throws {
        let folder = try TemporaryFolder("empty")
        defer { folder.remove() }
        try Data().write(to: folder.appending("empty.yaml"))
        let result = try Binary.run(["validate", "."], in: folder.url)
        #expect(result.status == 1)
        #expect(result.stdout.contains("[entry]"))
    }
}
