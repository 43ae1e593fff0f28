import Testing
@testable import FlowRuntime

/// The navigation stack is a persistent list: states kept for `undo` share
/// every screen below the one a step changed.
@Suite struct ScreenStackTests {
    static func screen(_ name: String, _ coordinator: Int = 0) -> ScreenRef {
        ScreenRef(flow: "F", screen: name, coordinator: CoordinatorID(rawValue: coordinator))
    }

    @Test func aPushSharesEverythingBelowAndLeavesTheOldStackAlone() throws {
        var before = ScreenStack(["A", "B", "C"].map { Self.screen($0) })
        let kept = before
        before.append(Self.screen("D"))
        #expect(kept.array.map(\.screen) == ["A", "B", "C"])
        #expect(before.array.map(\.screen) == ["A", "B", "C", "D"])
        #expect(try #require(before.top?.below) === kept.top)
        before.removeLast()
        #expect(before.top === kept.top)
        #expect(before == kept)
    }

    @Test func insertAndRemoveKeepTheBottomShared() throws {
        let base = ScreenStack(["A", "B"].map { Self.screen($0) } + [Self.screen("X", 1), Self.screen("Y", 1)])
        var replaced = base
        replaced.removeAll { $0.coordinator == CoordinatorID(rawValue: 1) }
        replaced.insert(Self.screen("Z", 1), at: 2)
        #expect(replaced.array.map(\.screen) == ["A", "B", "Z"])
        #expect(base.array.map(\.screen) == ["A", "B", "X", "Y"])
        // A and B are the same nodes in both.
        #expect(try #require(replaced.top?.below) === base.top?.below?.below)
        var front = base
        front.insert(Self.screen("First"), at: 0)
        #expect(front.array.map(\.screen) == ["First", "A", "B", "X", "Y"])
        #expect(front.firstIndex { $0.coordinator == CoordinatorID(rawValue: 1) } == 3)
        front.insert(Self.screen("Past the end"), at: 99)
        #expect(front.last?.screen == "Past the end")
    }

    @Test func equalityAndHashingGoByTheScreens() {
        let a = ScreenStack(["A", "B"].map { Self.screen($0) })
        let b = ScreenStack(["A", "B"].map { Self.screen($0) })
        #expect(a == b && a.hashValue == b.hashValue)
        #expect(a != ScreenStack(["A"].map { Self.screen($0) }))
        #expect(a != ScreenStack(["B", "A"].map { Self.screen($0) }))
    }

    @Test func aVeryLongStackIsReleasedWithoutRecursing() {
        // A long chain of nodes must be released without exhausting the
        // call stack (measured: Swift releases it in a loop, even at -Onone).
        var stack = ScreenStack()
        let screen = Self.screen("Deep")
        for _ in 0..<1_000_000 { stack.append(screen) }
        #expect(stack.count == 1_000_000)
        stack = ScreenStack()
        #expect(stack.isEmpty)
    }

    @Test func aHundredThousandPushesKeptForUndoShareTheirScreens() throws {
        // Stepped directly: the session helper checks every state whole,
        // which is itself quadratic over so deep a stack.
        let interpreter = try makeInterpreter([
            """
            flow: Root
            entry: true
            start: Home
            screens:
              Home:
                on:
                  again: push Home
            """
        ])
        var history = [try interpreter.start()]
        for _ in 0..<100_000 {
            history.append(
                try interpreter.step(history[history.count - 1], .outcome("again", values: [:]), context: [:]).get()
                    .state)
        }
        #expect(history[history.count - 1].layers[0].stack.count == 100_001)
        // Each state's stack is the one before it plus one node.
        #expect(history[50_000].layers[0].stack.top === history[50_001].layers[0].stack.top?.below)
        #expect(history[1].layers[0].stack.array.map(\.screen) == ["Home", "Home"])
    }
}
