import FlowDiagnostics

/// The JSON Schema (draft 2020-12) of one flow document, for editors that
/// check YAML against a schema as it is typed (yaml-language-server).
///
/// It accepts every document the decoder reads without an error and
/// refuses what a schema can see of the rest: unknown keys, kinds and
/// styles, names that are not identifiers, transitions that do not parse,
/// values of the wrong type. Cross-references (a target that names no
/// node, an outcome nobody declares) are the validator's.
public enum FlowSchema {
    /// The schema, members in a fixed order.
    public static var document: JSONValue {
        let root: JSONValue = [
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "title": "flowgraph flow",
            "description": """
            One flow: a coordinator of an iOS app written as YAML. It owns some screens, says what each \
            screen's outcomes do (push, modal, replace, pop, finish, back, dismiss, stay), and ends with \
            an outcome its parent handles. Several flows may share a file, separated by '---'. \
            Check them with 'flowgraph validate'.
            """,
            // An empty document (or one holding only `~`) is skipped.
            "type": ["object", "null"],
        ]
        return root.adding(flowMembers).adding([.init("$defs", .object(definitions))])
    }

    /// The schema as pretty-printed JSON, what `flowgraph schema` prints.
    public static var json: String { document.prettyPrinted }

    /// The keys of a flow document, and what a flow needs.
    static var flowMembers: [JSONValue.Member] {
        let properties: JSONValue = [
            "flow": name(
                """
                The flow's name, unique across the project: the coordinator this document describes \
                (letters, digits and '_', starting with a letter). Flow nodes name it in their 'flow'.
                """),
            "entry": [
                "description": """
                true for the app's root flow, the one the app starts with (the root coordinator). \
                Optional: when no flow says so, the one flow that no other flow starts is the entry.
                """,
                "type": "boolean",
            ],
            "description": text("What this flow is for, in words: free text for readers and generated code."),
            "start": start,
            "outcomes": outcomes,
            "screens": screens,
            "on": reference(
                "handlers",
                """
                Transitions for every screen of this flow that does not map the same outcome itself: a \
                session that expired, a request that failed, a flow-wide answer to the system back or \
                dismiss. Flow nodes and tabs nodes do not take them.
                """),
            "ignore": reference(
                "ignore",
                "Warning rules silenced anywhere in this flow's document, such as [dead-end]."),
            "inputs": reference(
                "values",
                """
                What starting this flow must supply: value names mapped to their types, such as \
                { customerId: CustomerID }. Every transition that starts the flow must have them.
                """),
            "links": links,
        ]
        return [
            .init("required", ["flow", "start", "screens"]),
            .init("properties", properties),
            .init("patternProperties", extensionKeys),
            .init("additionalProperties", false),
        ]
    }

    /// `x-` keys: kept for tools, ignored by flowgraph.
    static let extensionKeys: JSONValue = [
        SchemaPatterns.extensionKey: [
            "description": "A key for other tools: flowgraph ignores keys that start with 'x-'."
        ]
    ]

    static var start: JSONValue {
        [
            "description": """
            The node shown when the flow starts (its first screen, or a flow or tabs node). A list \
            chooses by the context: each item a node, or { when: {...}, node: NAME }; the first that \
            matches is taken (the root coordinator that starts onboarding or the signed-in app).
            """,
            "anyOf": [
                name("The node shown when the flow starts."),
                [
                    "type": "array",
                    "minItems": 1,
                    "items": ["$ref": "#/$defs/startAlternative"],
                ],
            ],
        ]
    }

    static var screens: JSONValue {
        [
            "description": """
            The flow's nodes, by name: screens (views the user sees), flow nodes ('flow: Child', a child \
            coordinator) and tabs nodes ('tabs: [A, B]', a tab bar). At least one.
            """,
            "type": "object",
            "minProperties": 1,
            "propertyNames": namePattern("a node name", orExtension: true),
            "patternProperties": extensionKeys,
            "additionalProperties": ["$ref": "#/$defs/node"],
        ]
    }

    static var links: JSONValue {
        [
            "description": """
            Deep links into this flow: URL paths mapped to the node each one opens, such as \
            { /products/{productId}: ProductDetail }. A '{name}' segment matches any one segment and \
            gives the value 'name'. Opening a link walks the app's own navigation to the node.
            """,
            "type": ["object", "null"],
            "propertyNames": [
                "description": "A URL path: '/', or segments of text and '{name}' placeholders.",
                "pattern": .string(SchemaPatterns.linkPath + "|" + SchemaPatterns.extensionKey),
            ],
            "patternProperties": extensionKeys,
            "additionalProperties": name("The node of this flow the link opens."),
        ]
    }

    /// Every definition the schema refers to.
    static var definitions: [JSONValue.Member] {
        [
            .init("node", node),
            .init("handlers", handlers),
            .init("transition", transition),
            .init("transitionText", transitionText),
            .init("transitionMapping", transitionMapping),
            .init("when", when),
            .init("startAlternative", startAlternative),
            .init("values", values),
            .init("ignore", ignore),
        ]
    }
}
