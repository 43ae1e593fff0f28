import FlowDiagnostics
import FlowModel
import FlowYAML

/// Decodes one transition: `KIND [TARGET]` as a scalar, or a mapping with
/// exactly one kind plus `when`, `style`, `navigation`.
enum TransitionDecoder {
    static let kindNames = TransitionKind.allCases.map(\.rawValue)
    static let optionKeys = ["when", "style", "navigation", "from", "dismissing"]

    static func decode(_ node: NodeID, outcome: String, _ c: inout DecodingContext) -> Alternative? {
        switch c.tree.kind(node) {
        case .mapping: return decodeMapping(node, outcome: outcome, &c)
        case .scalar:
            if let (kind, target) = decodeSimpleScalar(node, &c) {
                let location = c.tree.location(node)
                return Alternative(decoded: Transition(kind, target, at: location), when: nil, at: location)
            }
            guard let transition = decodeScalar(node, outcome: outcome, &c) else { return nil }
            return Alternative(transition, at: transition.location)
        default:
            c.schema(
                "the transition for '\(outcome)' must be text such as 'push Next', a mapping, or a list of them",
                at: node)
            return nil
        }
    }

    /// The general path for a scalar: every problem reported.
    static func decodeScalar(_ node: NodeID, outcome: String, _ c: inout DecodingContext) -> Transition? {
        if c.tree.coreTag(node) == .null, let written = c.tree.string(node), !written.isEmpty {
            c.schema(
                "the transition for '\(outcome)' is tagged '!!null', which makes '\(written)' nothing: remove the tag",
                at: node)
            return nil
        }
        let text = c.tree.isNull(node) ? "" : (c.tree.string(node) ?? "")
        // Spaces separate the words; tabs and line breaks count as spaces
        // too, so that a block scalar (`>`, which keeps its last line
        // break) or a tab typed between the words reads as written.
        let words = text.split(omittingEmptySubsequences: true) {
            $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "\r\n"
        }
        guard let first = words.first else {
            c.schema(
                "the transition for '\(outcome)' is empty; write one of \(kindNames.joined(separator: ", "))", at: node)
            return nil
        }
        guard words.count <= 2 else {
            // A known kind gets its own example: `pop A B` names two targets.
            let example =
                switch TransitionKind(rawValue: String(first)) {
                case .pop?: "'pop Home' ('pop' returns to one node)"
                case .finish?: "'finish done'"
                case let kind? where !kind.takesTarget: "'\(kind.rawValue)', which takes no target"
                case let kind?: "'\(kind.rawValue) Next'"
                case nil: "'push Next'"
                }
            c.schema(
                "'\(text)' is not a transition: write one kind and at most one target, such as \(example)", at: node)
            return nil
        }
        guard let kind = self.kind(String(first), at: node, &c) else { return nil }
        let target = words.count == 2 ? String(words[1]) : nil
        return check(kind, target: target, at: node, targetNode: node, &c)
            .map { Transition(kind, $0, at: c.tree.location(node)) }
    }

    /// The common case straight from the bytes: ASCII `KIND` or `KIND TARGET`
    /// with a valid target. Anything else (nil) takes the general path above,
    /// which gives the same result for these and reports every problem.
    /// ASCII only, because splitting bytes at spaces equals splitting
    /// `Character`s only when no combining mark can follow a space.
    /// Returns the parts, not a `Transition`: a pair this small comes back
    /// in registers, where a large struct is copied on its way out.
    static func decodeSimpleScalar(_ node: NodeID, _ c: inout DecodingContext) -> (TransitionKind, String?)? {
        // A `!!null` tag makes the text nothing, whatever it says.
        guard let range = c.tree.scalarRange(node), c.tree.coreTag(node) != .null,
            let (kind, target) = splitSimpleScalar(c.text, range)
        else { return nil }
        guard let target else { return (kind, nil) }
        guard let name = c.names.name(in: c.text, target) else { return nil }
        return (kind, name)
    }

    /// The kind and the target's bytes of a simple scalar (see above), or
    /// nil for anything that takes the general path. Reads `text` where it
    /// is: no slice, so no retain.
    @inline(__always)
    private static func splitSimpleScalar(_ bytes: [UInt8], _ range: Range<Int>) -> (TransitionKind, Range<Int>?)? {
        let space = UInt8(ascii: " ")
        let end = range.upperBound
        var i = range.lowerBound
        while i < end, bytes[i] == space { i += 1 }
        // The kind is packed while it is scanned: it is matched as one word.
        let kindStart = i
        var word: UInt64 = 0, shift: UInt64 = 0
        while i < end {
            let byte = bytes[i]
            if byte == space { break }
            if byte >= 0x80 { return nil }
            if shift < 64 { word |= UInt64(byte) &<< shift }
            shift &+= 8
            i += 1
        }
        guard let kind = TransitionKind(packed: PackedBytes(low: word, count: i - kindStart)) else { return nil }
        while i < end, bytes[i] == space { i += 1 }
        let targetStart = i
        while i < end, bytes[i] != space {
            if bytes[i] >= 0x80 { return nil }
            i += 1
        }
        let targetEnd = i
        while i < end, bytes[i] == space { i += 1 }
        // A third word: the general path reports it.
        guard i == end else { return nil }
        guard targetStart < targetEnd else { return kind.requiresTarget ? nil : (kind, nil) }
        guard kind.takesTarget else { return nil }
        return (kind, targetStart..<targetEnd)
    }

    static func kind(_ word: String, at node: NodeID, _ c: inout DecodingContext) -> TransitionKind? {
        if let kind = TransitionKind(rawValue: word) { return kind }
        var message: MessageText = "unknown transition kind '\(word)'"
        if let suggestion = Suggestions.closest(to: word, in: kindNames) ?? NearMisses.kind(for: word)?.rawValue {
            message.append(" (did you mean '\(suggestion)'?)")
        } else {
            message.append("; expected one of \(kindNames.joined(separator: ", "))")
        }
        c.schema(message, at: node)
        return nil
    }

    /// Checks the target against the kind; returns the target (nil for
    /// target-less kinds) wrapped, or nil after reporting a problem.
    static func check(
        _ kind: TransitionKind, target: String?, at node: NodeID, targetNode: NodeID, _ c: inout DecodingContext
    ) -> String?? {
        if kind.takesTarget {
            guard let target else {
                if !kind.requiresTarget { return .some(nil) }
                let what = kind == .finish ? "an outcome of this flow" : "a node of this flow"
                c.schema(
                    "'\(kind.rawValue)' needs a target: \(what), such as '\(kind.rawValue) \(kind == .finish ? "done" : "Next")'",
                    at: node)
                return nil
            }
            guard Identifier.isValid(target) else {
                c.schema("'\(target)' is not a valid name for the target of '\(kind.rawValue)'", at: targetNode)
                return nil
            }
            return .some(target)
        }
        if let target {
            c.schema("'\(kind.rawValue)' takes no target, found '\(target)'", at: targetNode)
            return nil
        }
        return .some(nil)
    }
}
