import TestSupport
import Testing

/// Shell completion of `--flow` offers the flows of the project the command
/// line names, as the generated scripts ask for them (`---completion`).
@Suite struct FlowCompletionTests {
    /// The words bash hands over: the command line, the index of the word
    /// being completed, and the cursor's place in it.
    private func complete(
        _ subcommand: String, _ words: [String], option: String = "--flow", prefix: String = ""
    ) throws -> [String] {
        let line = ["flowgraph", subcommand] + words + [option, prefix]
        let result = try Binary.run(
            ["---completion", subcommand, "--", option, String(line.count - 1), String(prefix.count)] + line)
        #expect(result.status == 0)
        return result.stdout.split(separator: "\n").map(String.init)
    }

    @Test(arguments: ["run", "graph"])
    func offersTheFlowsOfThePathsGiven(subcommand: String) throws {
        #expect(try complete(subcommand, ["Projects/clean"]) == ["App", "SettingsFlow"])
        #expect(try complete(subcommand, ["Projects/clean"], prefix: "Se") == ["SettingsFlow"])
    }

    @Test func setOffersTheVariablesAndValuesThatWhensCompare() throws {
        let all = try complete("run", ["../../Flows"], option: "--set")
        #expect(all.contains("idiom=pad") && all.contains("signedIn=true") && all.contains("text=modal"))
        #expect(try complete("run", ["../../Flows"], option: "--set", prefix: "te") == ["text=modal", "text=push"])
    }

    @Test func offersNothingForAPathThatDoesNotExist() throws {
        #expect(try complete("run", ["Projects/no-such-folder"]) == [])
    }
}
