import FlowDiagnostics

/// Nodes, their `on`, and the data a flow and its screens declare.
extension FlowSchema {
    static var node: JSONValue {
        let properties: JSONValue = [
            "on": reference(
                "handlers",
                """
                What each outcome does: on a screen, the outcomes it produces (a button tapped, data \
                entered, a request failed) and may override the system's back and dismiss; on a flow or \
                tabs node, the outcomes of its child flows.
                """),
            "flow": name(
                """
                Makes this a flow node: showing it starts that flow as a child coordinator, pushed or in a \
                new modal layer as the transition that reached it says. Its 'on' handles the child's outcomes.
                """),
            "description": text("What this node is, in words: free text for readers and generated code."),
            "tabs": [
                "description": """
                Makes this a tabs node (a UITabBarController): one child flow per tab, in tab-bar order, \
                each with its own navigation stack. Its 'on' handles the outcomes of every tab's flow.
                """,
                "type": "array",
                "minItems": 1,
                "uniqueItems": true,
                "items": name("A tab's flow."),
            ],
            "selected": name("The tab shown first, one of 'tabs'; the first tab by default."),
            "start": name(
                """
                On a flow node: the node of the child flow to start at, instead of the child's own \
                'start' (a storyboard reference to a scene that is not the initial one).
                """),
            "ignore": reference("ignore", "Warning rules silenced for this node, such as [dead-end]."),
            "inputs": reference(
                "values",
                """
                What showing this screen needs: value names mapped to their types, such as \
                { productId: ProductID }. Every transition to it must have them. A flow or tabs node has \
                its child flows' inputs and declares none.
                """),
            "outputs": [
                "description": """
                The values some of this screen's outcomes carry (what its delegate call passes on): \
                outcomes mapped to payloads, such as { selected: { productId: ProductID } }.
                """,
                "type": ["object", "null"],
                "propertyNames": notReserved(namePattern("an outcome", orExtension: true)),
                "patternProperties": extensionKeys,
                "additionalProperties": reference("values", "The values this outcome carries, names to types."),
            ],
        ]
        let startsFlows: JSONValue = [
            "properties": [
                "inputs": onlyExtensionKeys.adding([
                    .init("description", "A flow or tabs node's inputs are its child flows': declare them there.")
                ]),
                "outputs": onlyExtensionKeys.adding([
                    .init("description", "A flow or tabs node's outcomes carry what its child flows declare.")
                ]),
            ]
        ]
        return [
            "description": """
            A node: a screen (a view the user sees), a flow node ('flow', a child coordinator) or a \
            tabs node ('tabs', a tab bar). Written with no value, a screen with no outcomes.
            """,
            "type": ["object", "null"],
            "properties": properties,
            "patternProperties": extensionKeys,
            "additionalProperties": false,
            "dependentRequired": ["selected": ["tabs"], "start": ["flow"]],
            "dependentSchemas": [
                "flow": startsFlows,
                "tabs": startsFlows.adding([.init("not", ["required": ["flow"]])]),
            ],
        ]
    }

    static var handlers: JSONValue {
        [
            "description": "Outcomes mapped to transitions.",
            "type": ["object", "null"],
            "propertyNames": namePattern("an outcome", orExtension: true),
            "patternProperties": extensionKeys,
            "additionalProperties": ["$ref": "#/$defs/transition"],
        ]
    }

    static var startAlternative: JSONValue {
        [
            "description": "A node, or { when: {...}, node: NAME }: taken when its 'when' matches.",
            "anyOf": [
                name("The node to start at."),
                [
                    "type": "object",
                    "required": ["node"],
                    "properties": [
                        "node": name("The node to start at when 'when' matches."),
                        "when": reference("when", "The context this start needs; none matches always."),
                    ],
                    "patternProperties": extensionKeys,
                    "additionalProperties": false,
                ],
            ],
        ]
    }

    static var outcomes: JSONValue {
        [
            "description": """
            How this flow can finish, for its parent to handle: a list such as [completed, cancelled], \
            or a mapping of each outcome to the values it carries, such as \
            { ordered: { orderId: OrderID }, cancelled: }. 'back' and 'dismiss' are reserved.
            """,
            "anyOf": [
                ["type": "null"],
                [
                    "type": "array",
                    "uniqueItems": true,
                    "items": notReserved(name("An outcome of this flow.")),
                ],
                [
                    "type": "object",
                    "propertyNames": notReserved(namePattern("an outcome", orExtension: true)),
                    "patternProperties": extensionKeys,
                    "additionalProperties": reference("values", "The values this outcome carries, names to types."),
                ],
            ],
        ]
    }

    static var values: JSONValue {
        [
            "description": "Value names mapped to their types (String, Int, or a type of the app such as ProductID).",
            "type": ["object", "null"],
            "propertyNames": namePattern("a value's name", orExtension: true),
            "patternProperties": extensionKeys,
            "additionalProperties": typeName("The value's type; types are compared by name only."),
        ]
    }

    static var ignore: JSONValue {
        [
            "description": """
            Warning rules whose warnings inside this part are not reported, each once. Errors cannot \
            be ignored, and an entry that silences nothing is itself a warning (unused-ignore).
            """,
            "type": ["array", "null"],
            "uniqueItems": true,
            "items": ["enum": .array(RuleID.warningRules.map { .string($0.rawValue) })],
        ]
    }
}
