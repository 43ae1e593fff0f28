import FlowDiagnostics
import FlowModel
import FlowYAML

extension TransitionDecoder {
    static func decodeMapping(_ node: NodeID, outcome: String, _ c: inout DecodingContext) -> Alternative? {
        // Copied out of `c` once, not per key inside the loop below.
        let tree = c.tree, text = c.text
        var found: (kind: TransitionKind, key: NodeID, value: NodeID)?
        var when: [Condition]?, style: (ModalStyle, NodeID)?, navigation: (Bool, NodeID)?
        var from: (Located, NodeID)?, dismissing: (Bool, NodeID)?
        // Among the keys, only a second kind leaves no transition to keep.
        // A bad or misplaced option is reported and left out, and the
        // transition is kept, so that its target is still checked: a
        // compiler reports `stlye` and the unknown node `Hlep` in
        // `{ modal: Hlep, stlye: sheet }` at once, not one per run.
        var ambiguous = false
        // An unknown key that is a kind misspelt (`pish`, `popTo`) already
        // says what to write: "names no kind" would say it again.
        var misspeltKind = false
        tree.forEachPair(node) { key, value in
            // Keys are matched byte for byte: no String unless one is reported.
            guard c.isScalarKey(key) else { return }
            switch TransitionKey(key, in: tree, text: text) {
            case .kind(let kind):
                if let found {
                    c.schema(
                        "a transition holds exactly one kind; '\(found.kind.rawValue)' and '\(kind.rawValue)' are both here",
                        at: key)
                    ambiguous = true
                } else {
                    found = (kind, key, value)
                }
            case .when:
                when = decodeWhen(value, &c)
            case .style:
                if let s = modalStyle(value, in: tree) {
                    style = (s, key)
                } else {
                    c.schema("'style' must be one of sheet, fullscreen, popover; found \(c.describe(value))", at: value)
                }
            case .navigation:
                if let flag = c.boolean(value, what: "'navigation'") { navigation = (flag, key) }
            case .other where tree.scalar(key, equals: "from"):
                if let name = c.identifier(value, what: "'from'") {
                    from = (Located(name, at: tree.location(value)), key)
                }
            case .other where tree.scalar(key, equals: "dismissing"):
                if let flag = c.boolean(value, what: "'dismissing'") { dismissing = (flag, key) }
            case .other where !c.isExtensionKey(key):
                let suggested = c.unknownKey(
                    key, in: .transition(outcome: outcome), allowed: kindNames + optionKeys,
                    nearMiss: NearMisses.transitionKey(for:))
                if suggested.count == 1, TransitionKind(rawValue: suggested[0]) != nil { misspeltKind = true }
            case .other:
                break
            }
        }
        guard let found else {
            if misspeltKind { return nil }
            c.schema(
                "the transition for '\(outcome)' names no kind: add one of \(kindNames.joined(separator: ", "))",
                at: node)
            return nil
        }
        if found.kind != .modal, style != nil || navigation != nil {
            for option in [style?.1, navigation?.1].compactMap({ $0 }) {
                c.schema(
                    "'\(tree.string(option) ?? "")' applies to 'modal' only, not '\(found.kind.rawValue)'", at: option)
            }
            style = nil
            navigation = nil
        }
        if let option = from?.1, found.kind != .push {
            let message: MessageText =
                found.kind == .pop
                ? "'from' applies to 'push' only: a 'pop' names the node it pops back to as its target, { pop: \(from?.0.name ?? "Home") }"
                : "'from' applies to 'push' only, not '\(found.kind.rawValue)'"
            c.schema(message, at: option)
            from = nil
        }
        if let option = dismissing?.1, !found.kind.showsTarget {
            c.schema(
                "'dismissing' applies to 'push', 'modal' and 'replace' only, not '\(found.kind.rawValue)'", at: option)
            dismissing = nil
        }
        var target: String?
        if found.kind == .pop, tree.isNothing(found.value) {
            // `pop:` alone pops to the flow's first screen in the stack.
        } else if found.kind.takesTarget {
            // A valid name is found in the file's names (`null` is a name,
            // as in `identifier`); anything else takes the general check,
            // which reports it.
            if let range = tree.scalarRange(found.value), tree.coreTag(found.value) != .null,
                let name = c.names.name(in: text, range)
            {
                target = name
            } else {
                guard tree.kind(found.value) == .scalar else {
                    // `{ finish: [done] }`: a target is there, in the wrong shape.
                    let one = found.kind == .pop ? " ('pop' returns to one node)" : ""
                    c.schema(
                        "the target of '\(found.kind.rawValue)' must be a name, found \(c.describe(found.value))\(one)",
                        at: found.value)
                    return nil
                }
                guard !tree.isNothing(found.value) else {
                    _ = check(found.kind, target: nil, at: found.value, targetNode: found.value, &c)
                    return nil
                }
                guard
                    let checked = check(
                        found.kind, target: tree.string(found.value), at: found.value, targetNode: found.value, &c)
                else { return nil }
                target = checked
            }
        } else if !tree.isNull(found.value) {
            c.schema("'\(found.kind.rawValue)' takes no value, found \(c.describe(found.value))", at: found.value)
            return nil
        }
        guard !ambiguous else { return nil }
        var transition = Transition(
            found.kind, target, style: style?.0 ?? .sheet, hasNavigation: navigation?.0 ?? true,
            at: tree.location(found.key), targetLocation: tree.location(found.value))
        if let from = from?.0 {
            transition.hasFrom = true
            c.fromOptions[transition.location] = from
        }
        if dismissing?.0 == true { transition.dismissing = true }
        return Alternative(decoded: transition, when: when, at: tree.location(node))
    }

    /// `when: { var: value }` or `{ var: [a, b] }`; values compare as text.
    ///
    /// A `when` with a problem is reported and kept as conditions that
    /// never match (a variable that is not a name can never be set; values
    /// that did not decode are left out), never as no `when`: read as
    /// "always", it would make `shadowed-alternative` report the items
    /// after it, a second diagnostic for one typo. The transition is kept,
    /// so its target is still checked.
    static func decodeWhen(_ value: NodeID, _ c: inout DecodingContext) -> [Condition]? {
        let tree = c.tree
        guard tree.kind(value) == .mapping else {
            if tree.isNull(value) { return [] }
            c.schema(
                "'when' must map variables to values, such as { idiom: pad }; found \(c.describe(value))", at: value)
            return [Condition("", values: [], at: tree.location(value))]
        }
        var conditions: [Condition] = []
        conditions.reserveCapacity(tree.writtenPairCount(value))
        tree.forEachPair(value) { key, v in
            let variable = c.identifier(key, what: "a variable") ?? (tree.string(key) ?? "")
            let values: CompactList<String>
            if tree.kind(v) == .sequence {
                let items = tree.eachItem(v)
                if items.isEmpty {
                    c.schema("the values of '\(variable)' form an empty list, which never matches", at: v)
                }
                var list: [String] = []
                list.reserveCapacity(items.count)
                for item in items {
                    if let value = conditionValue(item, of: variable, &c) { list.append(value) }
                }
                values = CompactList(list)
            } else {
                // One value: no array to build and throw away.
                values = CompactList(atMostOne: conditionValue(v, of: variable, &c))
            }
            conditions.append(Condition(variable, values: values, at: tree.location(key)))
        }
        return conditions
    }

    /// One value of a `when` variable: text, or a schema problem. A value
    /// that is a name (`pad`, `sheet`) comes from the file's names, made
    /// once; the text is the same either way.
    private static func conditionValue(_ item: NodeID, of variable: String, _ c: inout DecodingContext) -> String? {
        let tree = c.tree
        // Values are text as written: `null` is the text null, and only an
        // empty scalar, `~` or a `!!null` tag is no value.
        if let range = tree.scalarRange(item), !tree.isNothing(item) {
            return c.names.name(in: c.text, range) ?? String(decoding: c.text[range], as: UTF8.self)
        }
        c.schema("a value of '\(variable)' must be text, found \(c.describe(item))", at: item)
        return nil
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

/// What a key of a transition's mapping is, matched on its packed bytes.
enum TransitionKey {
    case kind(TransitionKind)
    case when, style, navigation, other

    @inline(__always)
    init(_ key: NodeID, in tree: borrowing YAMLTree, text: borrowing [UInt8]) {
        guard let range = tree.scalarRange(key) else { self = .other; return }
        let packed = PackedBytes(text, range)
        if let kind = TransitionKind(packed: packed) { self = .kind(kind); return }
        switch packed.count {
        case 4 where packed.low == Keyword.when: self = .when
        case 5 where packed.low == Keyword.style: self = .style
        case 10 where packed.low == Keyword.navigation && packed.high == Keyword.navigationHigh: self = .navigation
        default: self = .other
        }
    }
}
