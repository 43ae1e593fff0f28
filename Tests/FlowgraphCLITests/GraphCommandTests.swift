import Foundation
import TestSupport
import Testing

/// `flowgraph graph` through the built binary: formats, --flow, exit codes.
@Suite struct GraphCommandTests {
    @Test func drawsDOTByDefault() throws {
        let result = try Binary.run(["graph", "Projects/clean"])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("digraph flowgraph {\n"))
        #expect(result.stdout.contains("label=\"SettingsFlow\\noutcomes: done\""))
        #expect(result.stderr.isEmpty)
    }

    @Test func drawsMermaid() throws {
        let result = try Binary.run(["graph", "Projects/clean", "--format", "mermaid"])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("flowchart TB\n"))
        #expect(result.stdout.contains("subgraph f1[\"SettingsFlow<br/>outcomes: done\"]"))
    }

    @Test func drawsTheExampleApp() throws {
        let result = try Binary.run(["graph", "Flows", "--format", "mermaid"], in: TestTarget.packageRoot)
        #expect(result.status == 0 && result.stdout.hasPrefix("flowchart TB\n"))
    }

    @Test(arguments: ["dot", "mermaid"])
    func noLabelsDropsTheEdgesText(format: String) throws {
        let labelled = try Binary.run(["graph", "Projects/clean", "--format", format])
        let bare = try Binary.run(["graph", "Projects/clean", "--format", format, "--no-labels"])
        #expect(labelled.status == 0 && bare.status == 0)
        // DOT keeps the text as a tooltip, shown on hover and never laid out.
        let shown = format == "dot" ? "label=\"open: push\"" : "open: push"
        #expect(labelled.stdout.contains(shown))
        #expect(!bare.stdout.contains(shown))
    }

    @Test func aFlowAndWhatItStarts() throws {
        let result = try Binary.run(["graph", "Projects/clean", "--flow", "SettingsFlow"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("SettingsFlow") && !result.stdout.contains("label=\"App\""))
    }

    @Test func anUnknownFlowExitsTwoWithASuggestion() throws {
        let result = try Binary.run(["graph", "Projects/clean", "--flow", "SettingFlow"])
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "error: no flow named 'SettingFlow' (did you mean 'SettingsFlow'?)\n")
    }

    /// Errors in the flows do not stop the drawing: draw what can be drawn,
    /// and exit 1 as every subcommand does when the flows have errors.
    @Test func aProjectWithErrorsIsStillDrawn() throws {
        let validated = try Binary.run(["validate", "Projects/schema"])
        #expect(validated.status == 1)
        let errors = try #require(
            validated.stdout.split(separator: "\n").last?.split(separator: " ").dropFirst(4).first)
        let result = try Binary.run(["graph", "Projects/schema"])
        #expect(result.status == 1)
        #expect(result.stdout.hasPrefix("digraph flowgraph {\n") && result.stdout.hasSuffix("}\n"))
        #expect(
            result.stderr
                == "note: the flows have \(errors) errors, and what they break is left out of the graph; run 'flowgraph validate' to see them\n"
        )
        // Warnings alone are a success.
        #expect(try Binary.run(["graph", "Projects/warnings-only"]).status == 0)
    }

    @Test func aMissingPathOrBadFormatExitsTwo() throws {
        let missing = try Binary.run(["graph", "Projects/nowhere"])
        #expect(missing.status == 2 && missing.stdout.isEmpty)
        #expect(missing.stderr.contains("no such file or folder: Projects/nowhere"))
        #expect(try Binary.run(["graph", "Projects/clean", "--format", "svg"]).status == 2)
    }

    @Test func helpDescribesTheDrawingAndTheExitStatus() throws {
        let help = try Binary.run(["graph", "--help"])
        #expect(help.status == 0)
        for words in ["--format", "--flow", "mermaid", "validation errors", "Exit status", "docs/GRAPH.md"] {
            #expect(help.stdout.contains(words), "--help does not mention \(words)")
        }
    }
}
