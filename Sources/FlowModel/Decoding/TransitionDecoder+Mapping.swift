import FlowDiagnostics
import FlowYAML

extension TransitionDecoder {
    static func decodeMapping(_ node: NodeID, outcome: String, _ c: inout DecodingContext) -> Alternative? {
        let tree = c.tree
        var found: (kind: TransitionKind, key: NodeID, value: NodeID)?
        var when: [Condition]?, style: (ModalStyle, NodeID)?, navigation: (Bool, NodeID)?
        var broken = false
        for (key, value) in tree.eachPair(node) {
            // Keys are matched byte for byte: no String unless one is reported.
            guard c.isScalarKey(key) else { broken = true; continue }
            if let kind = TransitionKind(named: key, in: tree) {
                if let found {
                    c.schema("a transition holds exactly one kind; '\(found.kind.rawValue)' and '\(kind.rawValue)' are both here", at: key)
                    broken = true
                } else {
                    found = (kind, key, value)
                }
            } else if tree.scalar(key, equals: "when") {
                when = decodeWhen(value, &c)
            } else if tree.scalar(key, equals: "style") {
                if let s = modalStyle(value, in: tree) {
                    style = (s, key)
                } else {
                    c.schema("'style' must be one of sheet, fullscreen, popover; found \(c.describe(value))", at: value)
                    broken = true
                }
            } else if tree.scalar(key, equals: "navigation") {
                if let flag = c.boolean(value, what: "'navigation'") { navigation = (flag, key) } else { broken = true }
            } else if !c.isExtensionKey(key) {
                c.unknownKey(key, in: "the transition for '\(outcome)'", allowed: kindNames + optionKeys)
                broken = true
            }
        }
        guard let found else {
            c.schema("the transition for '\(outcome)' names no kind: add one of \(kindNames.joined(separator: ", "))", at: node)
            return nil
        }
        if found.kind != .modal, style != nil || navigation != nil {
            for option in [style?.1, navigation?.1].compactMap({ $0 }) {
                c.schema("'\(tree.string(option) ?? "")' applies to 'modal' only, not '\(found.kind.rawValue)'", at: option)
                broken = true
            }
        }
        var target: String?
        if found.kind.takesTarget {
            guard tree.kind(found.value) == .scalar, !tree.isNull(found.value) else {
                _ = check(found.kind, target: nil, at: found.value, targetNode: found.value, &c)
                return nil
            }
            // A valid name is found in the file's names; anything else takes
            // the general check, which reports it.
            if let bytes = tree.scalarBytes(found.value), let name = c.names.name(bytes) {
                target = name
            } else {
                guard let checked = check(found.kind, target: tree.string(found.value), at: found.value, targetNode: found.value, &c) else { return nil }
                target = checked
            }
        } else if !tree.isNull(found.value) {
            c.schema("'\(found.kind.rawValue)' takes no value, found \(c.describe(found.value))", at: found.value)
            return nil
        }
        guard !broken else { return nil }
        let transition = Transition(found.kind, target, style: style?.0 ?? .sheet, hasNavigation: navigation?.0 ?? true,
                                    at: tree.location(found.key), targetLocation: tree.location(found.value))
        return Alternative(when: when, transition, at: tree.location(node))
    }

    /// `when: { var: value }` or `{ var: [a, b] }`; values compare as text.
    static func decodeWhen(_ value: NodeID, _ c: inout DecodingContext) -> [Condition]? {
        let tree = c.tree
        if tree.isNull(value) { return [] }
        guard tree.kind(value) == .mapping else {
            c.schema("'when' must map variables to values, such as { idiom: pad }; found \(c.describe(value))", at: value)
            return nil
        }
        var conditions: [Condition] = []
        conditions.reserveCapacity(tree.writtenPairCount(value))
        for (key, v) in tree.eachPair(value) {
            guard let variable = c.identifier(key, what: "a variable") else { continue }
            var values: [String] = []
            if tree.kind(v) == .sequence {
                let items = tree.eachItem(v)
                if items.isEmpty {
                    c.schema("the values of '\(variable)' form an empty list, which never matches", at: v)
                }
                values.reserveCapacity(items.count)
                for item in items { conditionValue(item, of: variable, into: &values, &c) }
            } else {
                conditionValue(v, of: variable, into: &values, &c)
            }
            conditions.append(Condition(variable, values, at: tree.location(key)))
        }
        return conditions
    }

    /// One value of a `when` variable: text, or a schema problem.
    private static func conditionValue(_ item: NodeID, of variable: String, into values: inout [String], _ c: inout DecodingContext) {
        let tree = c.tree
        if tree.kind(item) == .scalar, !tree.isNull(item), let text = tree.string(item) {
            values.append(text)
        } else {
            c.schema("a value of '\(variable)' must be text, found \(c.describe(item))", at: item)
        }
    }

    /// `sheet`, `fullscreen` or `popover`, matched on bytes (any scalar
    /// style, as `ModalStyle(rawValue:)` on the text would).
    private static func modalStyle(_ node: NodeID, in tree: YAMLTree) -> ModalStyle? {
        if tree.scalar(node, equals: "sheet") { return .sheet }
        if tree.scalar(node, equals: "fullscreen") { return .fullscreen }
        if tree.scalar(node, equals: "popover") { return .popover }
        return nil
    }
}
