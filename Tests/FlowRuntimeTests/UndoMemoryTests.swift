import FlowModel
import FlowRuntime
import Foundation
import Testing

/// An undo history keeps every state, so states must stay small: they hold
/// only what is live, and share unchanged arrays.
@Suite struct UndoMemoryTests {
    static let deep = """
        flow: App
        entry: true
        start: Screen_with_a_rather_long_name_0
        screens:
          Screen_with_a_rather_long_name_0:
            on:
              next: push Screen_with_a_rather_long_name_1
              sheet: modal Screen_with_a_rather_long_name_1
          Screen_with_a_rather_long_name_1:
            on:
              next: push Screen_with_a_rather_long_name_0
              sheet: modal Screen_with_a_rather_long_name_0
        """

    /// Resident memory in bytes, from /proc (Linux); nil elsewhere.
    static func residentBytes() -> Int? {
        guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8),
              let pages = statm.split(separator: " ").dropFirst().first.flatMap({ Int($0) }) else { return nil }
        return pages * 4096
    }

    @Test func aHundredThousandStatesFitInAHundredMegabytes() throws {
        let interpreter = try makeInterpreter([Self.deep])
        var state = try interpreter.start()
        // Navigate deep first: 3 layers of 8 screens each.
        for layer in 0..<3 {
            if layer > 0 { state = try interpreter.step(state, .outcome("sheet"), context: [:]).get().state }
            for _ in 0..<7 { state = try interpreter.step(state, .outcome("next"), context: [:]).get().state }
        }
        let before = Self.residentBytes()
        var history: [RuntimeState] = []
        history.reserveCapacity(100_000)
        for index in 0..<100_000 {
            state = try interpreter.step(state, index.isMultiple(of: 2) ? .outcome("next") : .back, context: [:]).get().state
            history.append(state)
        }
        #expect(history.count == 100_000)
        if let before, let after = Self.residentBytes() {
            let grown = after - before
            print("100,000 states at depth 24: \(grown / 1_000_000) MB")
            #expect(grown < 100_000_000)
        }
    }
}
