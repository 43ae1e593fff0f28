import FlowIndex
import FlowModel
import Testing

/// `flowgraph-bench dump`'s text, pinned on a small project, so that a
/// change in what resolves to what shows here first.
@Suite struct DumpTests {
    @Test func theSampleDumpsAsWritten() {
        let expected = """
            entry: f0 App
            used flows: f0 f1
            unknown targets: a1 of n0
            f0 App: nodes n0..<n5, outcomes none, start n0, used, reaches no finish
              n0 Home: screen, reachable
                h0 next
                  a0 push -> n1 Detail
                h1 typo
                  a1 push -> unknown 'Detial'
                h2 pay
                  a2 modal (fullscreen) -> n2 Pay, when idiom=pad
                  a3 push -> n2 Pay
              n1 Detail: screen, reachable
                h3 done
                  a4 back
              n2 Pay: flow node -> f1 Payment, reachable
                h4 paid -> o0 paid
                  a5 replace -> n0 Home
                h5 back -> system back
                  a6 stay
                h6 payd -> unknown outcome
                  a7 stay
              n3 Lost: flow node -> unknown flow 'Nowhere', unreachable, never leaves
                h7 x
                  a8 stay
              n4 Orphan: screen, unreachable, never leaves
            f1 Payment: nodes n5..<n6, outcomes o0..<o3, start n5, used, reaches a finish
              o0 paid: finished
              o1 failed: not finished
              o2 paid: finished, declared first as o0
              n5 Card: screen, reachable
                h8 ok
                  a9 finish -> o0 paid
                h9 err
                  a10 finish -> unknown 'faild'

            """
        #expect(ResolvedProject(Build.sample).dump() == expected)
    }
}
