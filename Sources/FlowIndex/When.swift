import FlowModel

/// The one reading of `when`, for the interpreter and anything that
/// previews a step.
public enum When {
    /// Whether `conditions` hold for `variables`: every variable is set to
    /// one of its values (compared as text). No `when`, or an empty one,
    /// always holds; an unset variable matches nothing.
    @inlinable @inline(__always) public static func holds(_ conditions: [Condition]?, for variables: [String: String])
        -> Bool
    {
        guard let conditions else { return true }
        for condition in conditions {
            guard let value = variables[condition.variable], condition.values.contains(value) else { return false }
        }
        return true
    }
}
