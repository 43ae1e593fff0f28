import FlowConsole
import FlowLoading
import FlowRuntime
import Foundation

/// `flowgraph-bench walks DIR --count N --steps M --out OUT`: N seeded
/// random walks of M steps each, from the entry flow, written as walk
/// scripts with expects (`WalkScript`), for timing `flowgraph test`.
enum RandomWalkFiles {
    /// Writes the walks; returns how many steps they hold together.
    static func write(project: String, count: Int, steps: Int, seed: UInt64, to folder: String) throws -> Int {
        let loaded = try ProjectLoader.load(paths: [project])
        let interpreter = Interpreter(project: loaded.project)
        let script = WalkScript(interpreter: interpreter)
        let start = try interpreter.start()
        var rng = SeededGenerator(seed: seed)
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let width = String(count).count
        var total = 0
        for index in 0..<count {
            let moves = walk(from: start, of: interpreter, steps: steps, rng: &rng)
            total += moves.count
            let number = String(index + 1)
            let name = "walk-" + String(repeating: "0", count: width - number.count) + number + ".walk"
            let text = try script.text(of: moves, header: ["random walk \(index + 1) of \(count), seed \(seed)"])
            try text.write(toFile: folder + "/" + name, atomically: false, encoding: .utf8)
        }
        return total
    }

    /// Up to `steps` random steps the interpreter takes (RandomWalk's
    /// choice of event), from `start`, empty context. A refused step, or
    /// one that finishes the entry flow (a walk cannot go on past it), is
    /// not kept; the walk ends early when too many in a row are not.
    static func walk(
        from start: RuntimeState, of interpreter: Interpreter, steps: Int, rng: inout SeededGenerator
    ) -> [WalkMove] {
        var moves: [WalkMove] = []
        var state = start
        var misses = 0
        while moves.count < steps, misses < 100 {
            let event = RandomWalk.pickEvent(in: state, of: interpreter, rng: &rng)
            guard case .success(let step) = interpreter.step(state, event, context: [:]), !step.state.isFinished
            else {
                misses += 1
                continue
            }
            misses = 0
            moves.append(.step(event))
            state = step.state
        }
        return moves
    }
}
