import FlowImport
import Foundation
import Testing

/// Input that is not a navigation graph, or is hostile: a clear, located
/// error, never a crash, a hang or a read outside the given files.
@Suite struct JetpackBadInputTests {
    static func failure(_ text: String, file: String = "bad.xml") -> ImportError? {
        failure(bytes: Array(text.utf8), file: file)
    }

    static func failure(bytes: [UInt8], file: String = "bad.xml") -> ImportError? {
        do {
            _ = try JetpackImporter.importFlows(from: [ImportInput(path: file, bytes: bytes)])
            return nil
        } catch {
            return error
        }
    }

    static let header = """
        <?xml version="1.0" encoding="utf-8"?>
        <navigation xmlns:android="http://schemas.android.com/apk/res/android"
            xmlns:app="http://schemas.android.com/apk/res-auto" app:startDestination="@id/a">
        """

    @Test func xmlThatIsNotWellFormedIsALocatedError() throws {
        let error = try #require(Self.failure(Self.header + "\n<fragment android:id=\"@+id/a\">\n</navigation>\n"))
        #expect(error.message.hasPrefix("not well-formed XML"))
        #expect(error.line != nil)
        #expect(error.description.hasPrefix("bad.xml:"))
    }

    @Test func anEntityExpansionBombIsRefusedBeforeParsing() throws {
        var entities = "<!ENTITY lol \"lol\">\n"
        for level in 1...9 {
            let previous = level == 1 ? "lol" : "lol\(level - 1)"
            entities += "<!ENTITY lol\(level) \"" + String(repeating: "&\(previous);", count: 10) + "\">\n"
        }
        let text = "<?xml version=\"1.0\"?>\n<!DOCTYPE navigation [\n\(entities)]>\n<navigation>&lol9;</navigation>\n"
        let error = try #require(Self.failure(text))
        #expect(error.message.contains("billion laughs"))
        #expect(error.line == 2)
    }

    @Test func anExternalEntityIsNeverRead() throws {
        // A file only the entity names: were it read, its text would show.
        let secret = FileManager.default.temporaryDirectory.appendingPathComponent("jetpack-secret-\(UUID()).txt")
        try "SECRET-VALUE".write(to: secret, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: secret) }
        let text = """
            <?xml version="1.0"?>
            <!DOCTYPE navigation [ <!ENTITY x SYSTEM "file://\(secret.path)"> ]>
            <navigation xmlns:android="http://schemas.android.com/apk/res/android" android:label="&x;">
            <fragment android:id="@+id/a"/></navigation>
            """
        let error = try #require(Self.failure(text))
        #expect(error.message.contains("entities"))
        #expect(!error.description.contains("SECRET-VALUE"))
    }

    @Test func aDoctypeWithoutEntitiesIsRefusedToo() throws {
        let text =
            "<?xml version=\"1.0\"?>\n<!DOCTYPE navigation SYSTEM \"http://example.com/nav.dtd\">\n<navigation/>\n"
        #expect(Self.failure(text)?.message.contains("DOCTYPE") == true)
    }

    @Test func aFileOfAnotherKindSaysWhatItIs() throws {
        let storyboard = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0"></document>
            """
        let error = try #require(Self.failure(storyboard, file: "Main.storyboard"))
        #expect(error.message.contains("not a Jetpack navigation graph"))
        #expect(error.message.contains("import storyboard"))
    }

    @Test(arguments: ["", "   \n\t\n"])
    func anEmptyFileIsAnError(text: String) throws {
        #expect(Self.failure(text)?.message.contains("empty") == true)
    }

    @Test func aBinaryFileIsAnError() throws {
        let bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D]
        #expect(Self.failure(bytes: bytes)?.message.contains("binary") == true)
    }

    @Test func navigationNestedTooDeepIsRefused() throws {
        let depth = 100
        let text =
            Self.header + String(repeating: "<navigation android:id=\"@+id/n\">", count: depth)
            + String(repeating: "</navigation>", count: depth) + "</navigation>"
        #expect(Self.failure(text)?.message.contains("nested more than") == true)
    }

    @Test func aFiftyMegabyteFileIsRefusedClearlyAndQuickly() throws {
        var text = Self.header + "\n"
        let element = "<fragment android:id=\"@+id/destination\" android:name=\"com.example.SomeFragment\"/>\n"
        text.reserveCapacity(50 << 20)
        while text.utf8.count < 50 << 20 { text += element }
        text += "</navigation>\n"
        let started = ContinuousClock.now
        let error = try #require(Self.failure(text))
        #expect(error.message.contains("elements"))
        #expect(ContinuousClock.now - started < .seconds(30))
    }

    /// libxml2 refuses one chunk over 10 MB: a graph past that must still
    /// be read (in chunks) when it holds fewer elements than the bound.
    @Test func aGraphOverTenMegabytesImports() throws {
        let label = String(repeating: "a long label ", count: 12)
        var text = Self.header + "\n"
        var count = 0
        while text.utf8.count < 11 << 20 {
            text += "<fragment android:id=\"@+id/f\(count)\" android:label=\"\(label)\"/>\n"
            count += 1
        }
        text += "</navigation>\n"
        let result = try JetpackImporter.importFlows(from: [ImportInput(path: "big.xml", bytes: Array(text.utf8))])
        #expect(result.files.first?.flows.first?.nodes.count == count)
    }
}
