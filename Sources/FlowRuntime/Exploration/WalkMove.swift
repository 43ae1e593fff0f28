/// One line of a walk that moves something: a step, or a change of the
/// context that the steps after it read.
public enum WalkMove: Sendable, Hashable {
    case step(Event)
    case set(String, String)
    case unset(String)
}
