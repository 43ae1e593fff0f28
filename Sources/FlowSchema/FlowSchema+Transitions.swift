import FlowDiagnostics

import FlowModel

/// Transitions: the text form, the mapping form with its options, lists of
/// alternatives, and `when`.
extension FlowSchema {
    static var transition: JSONValue {
        [
            "description": """
            What the outcome does. Text, 'KIND' or 'KIND TARGET' ('push Details', 'finish done', 'back'); \
            a mapping for options ({ modal: Composer, style: fullscreen }); or a list of alternatives, \
            each with an optional 'when', of which the first that matches is taken.
            """,
            "anyOf": [
                ["$ref": "#/$defs/transitionText"],
                ["$ref": "#/$defs/transitionMapping"],
                [
                    "description": "Alternatives, tried in order: the first whose 'when' matches is taken.",
                    "type": "array",
                    "minItems": 1,
                    "items": [
                        "anyOf": [["$ref": "#/$defs/transitionText"], ["$ref": "#/$defs/transitionMapping"]]
                    ],
                ],
            ],
        ]
    }

    static var transitionText: JSONValue {
        let kinds = TransitionKind.allCases.map { "'\($0.rawValue)' \(summary(of: $0))" }
        return [
            "description": .string(
                "A transition as text: one kind and at most one target, separated by spaces. "
                    + kinds.joined(separator: "; ") + "."),
            "type": "string",
            "pattern": .string(SchemaPatterns.transitionText),
        ]
    }

    static var transitionMapping: JSONValue {
        var properties: [JSONValue.Member] = TransitionKind.allCases.map { kind in
            let description = "\(summary(of: kind).prefix(1).uppercased())\(summary(of: kind).dropFirst())."
            guard kind.takesTarget else {
                return .init(kind.rawValue, ["description": .string(description + " Takes no value."), "type": "null"])
            }
            return .init(kind.rawValue, name(description))
        }
        properties += [
            .init("when", reference("when", "The context this alternative needs; without it, it always matches.")),
            .init(
                "style",
                [
                    "description": """
                    How a modal layer is presented: sheet (the default; can be swiped away), fullscreen \
                    (cannot be swiped away) or popover. 'modal' only.
                    """,
                    "enum": .array(ModalStyle.allCases.map { .string($0.rawValue) }),
                ]),
            .init(
                "navigation",
                [
                    "description": """
                    false for a bare modal layer, with no navigation stack inside (an alert, a menu): \
                    nothing can be pushed in it. true by default. 'modal' only.
                    """,
                    "type": "boolean",
                ]),
            .init(
                "from",
                name(
                    """
                    Pop the current stack back to this node first, then push (Jetpack's popUpTo). \
                    'push' only.
                    """)),
            .init(
                "dismissing",
                [
                    "description": """
                    true to dismiss the modal layer that holds the current screen first, then do the \
                    transition from the screen below (an action sheet whose choice pushes). \
                    'push', 'modal' and 'replace' only.
                    """,
                    "type": "boolean",
                ]),
        ]
        let showing = TransitionKind.allCases.filter(\.showsTarget).map {
            JSONValue.object([.init("required", [.string($0.rawValue)])])
        }
        return [
            "description":
                "A transition with options: exactly one kind, with its target, and 'when', 'style', 'navigation', 'from' or 'dismissing'.",
            "type": "object",
            "properties": .object(properties),
            "patternProperties": extensionKeys,
            "additionalProperties": false,
            "oneOf": .array(TransitionKind.allCases.map { .object([.init("required", [.string($0.rawValue)])]) }),
            "dependentRequired": ["style": ["modal"], "navigation": ["modal"], "from": ["push"]],
            "dependentSchemas": ["dismissing": ["anyOf": .array(showing)]],
        ]
    }

    static var when: JSONValue {
        let value: JSONValue = [
            "description": "A value, compared as text.",
            "type": ["string", "number", "boolean", "null"],
        ]
        return [
            "description": """
            Variables of the context mapped to a value, or to a list of values any of which matches, \
            such as { idiom: pad }. Values come from the context ('set idiom=pad' in the REPL) and from \
            the values given with the outcome. Every variable must match; an empty 'when' matches always.
            """,
            "type": ["object", "null"],
            "propertyNames": namePattern("a variable", orExtension: false),
            "additionalProperties": [
                "anyOf": [value, ["type": "array", "minItems": 1, "items": value]]
            ],
        ]
    }

    /// What a kind does, for an iOS developer, in the words of the format.
    static func summary(of kind: TransitionKind) -> String {
        switch kind {
        case .push: "pushes a node of this flow onto the current navigation stack"
        case .modal: "presents a node of this flow in a new modal layer, with its own navigation stack"
        case .replace:
            "starts the flow over at a node of this flow: it takes the place of all of this flow's screens (set root)"
        case .pop:
            "pops the current stack back to a node of this flow, or without a target to this flow's first screen"
        case .finish: "ends this flow with one of its outcomes, for its parent to handle"
        case .back: "removes the current screen: pops it, or dismisses its modal layer when it is the only screen"
        case .dismiss: "dismisses the modal layer that holds the current screen"
        case .stay: "does nothing"
        }
    }
}
