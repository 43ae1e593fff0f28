import FlowIndex
import Testing
@testable import FlowRuntime

/// The records a step reads or copies stay as small as before format 2: a
/// project without tabs, pops or flow-wide handlers pays nothing for them.
@Suite struct RecordSizeTests {
    @Test func theRecordsAStepReadsKeepTheirSize() {
        #expect(MemoryLayout<RunningProject.Node>.stride == 40)
        #expect(MemoryLayout<RunningProject.Alternative>.stride == 32)
        #expect(MemoryLayout<Layer>.stride == 40, "every state kept for undo copies its layers")
    }
}
