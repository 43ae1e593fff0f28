import FlowDiagnostics
import FlowModel
import FlowYAML

/// The data of format 2: `inputs`, payloads (`outputs`, the mapping form
/// of `outcomes`) and `links`.
enum ValueDecoder {}

extension DecodingContext {
    /// A `schema` problem in data, counted in `dataProblems`.
    mutating func dataProblem(_ message: MessageText, at node: NodeID) {
        dataProblems += 1
        schema(message, at: node)
    }
}

extension ValueDecoder {
    /// `{ productId: ProductID, count: Int }`: names to types. `what` names
    /// the mapping in messages (`'inputs'`, `the payload of 'selected'`).
    static func decodeValues(_ value: NodeID, what: String, _ c: inout DecodingContext) -> [ValueDeclaration] {
        let tree = c.tree
        if tree.isNull(value) { return [] }
        guard tree.kind(value) == .mapping else {
            c.dataProblem(
                "\(what) must be a mapping of names to types, such as { productId: ProductID }; found \(c.describe(value))",
                at: value)
            return []
        }
        var result: [ValueDeclaration] = []
        for (key, type) in tree.eachPair(value) {
            guard let name = c.identifier(key, what: "a value's name", skippingExtensionKeys: true) else {
                if !c.isExtensionKey(key) { c.dataProblems += 1 }
                continue
            }
            // A repeated key is reported as `duplicate-key`; the first counts.
            if result.named(name) != nil { continue }
            if tree.kind(type) == .scalar, tree.isNothing(type) || tree.isNull(type) {
                c.dataProblem("value '\(name)' has no type: write one, such as '\(name): String'", at: key)
                continue
            }
            guard let typeName = c.identifier(type, what: "type") else {
                c.dataProblems += 1
                continue
            }
            result.append(ValueDeclaration(name, type: typeName, at: tree.location(key)))
        }
        return result
    }

    /// The mapping form of `outcomes`: each outcome to its payload (no
    /// value, or an empty mapping, for none).
    static func decodeOutcomeMapping(
        _ value: NodeID, _ c: inout DecodingContext
    ) -> (outcomes: [Located], payloads: [String: [ValueDeclaration]]) {
        let tree = c.tree
        var outcomes: [Located] = []
        var payloads: [String: [ValueDeclaration]] = [:]
        for (key, payload) in tree.eachPair(value) {
            guard let outcome = c.identifier(key, what: "an outcome", skippingExtensionKeys: true) else {
                if !c.isExtensionKey(key) { c.gaps.insert(.outcomes) }
                continue
            }
            if outcome == "back" || outcome == "dismiss" {
                c.dataProblem(
                    "'\(outcome)' is reserved for system navigation and cannot be declared as an outcome", at: key)
                continue
            }
            if outcomes.contains(where: { $0.name == outcome }) { continue }
            outcomes.append(Located(outcome, at: tree.location(key)))
            let values = decodeValues(payload, what: "the payload of '\(outcome)'", &c)
            if !values.isEmpty { payloads[outcome] = values }
        }
        return (outcomes, payloads)
    }

    /// A screen's `outputs`: some of its outcomes to their payloads.
    static func decodeOutputs(_ value: NodeID, node: String, _ c: inout DecodingContext) -> [Output] {
        let tree = c.tree
        if tree.isNull(value) { return [] }
        guard tree.kind(value) == .mapping else {
            c.dataProblem(
                "'outputs' must be a mapping of outcomes to the values they carry, such as { selected: { productId: ProductID } }; found \(c.describe(value))",
                at: value)
            return []
        }
        var result: [Output] = []
        for (key, payload) in tree.eachPair(value) {
            guard let outcome = c.identifier(key, what: "an outcome", skippingExtensionKeys: true) else {
                if !c.isExtensionKey(key) { c.dataProblems += 1 }
                continue
            }
            if result.contains(where: { $0.outcome.name == outcome }) { continue }
            if outcome == "back" || outcome == "dismiss" {
                c.dataProblem("'\(outcome)' is system navigation, which carries no values", at: key)
                continue
            }
            let values = decodeValues(payload, what: "the payload of '\(outcome)'", &c)
            result.append(Output(Located(outcome, at: tree.location(key)), payload: values))
        }
        return result
    }

    /// `links: { /products/{productId}: ProductDetail }`.
    static func decodeLinks(_ value: NodeID, _ c: inout DecodingContext) -> [Link] {
        let tree = c.tree
        if tree.isNull(value) { return [] }
        guard tree.kind(value) == .mapping else {
            c.dataProblem(
                "'links' must be a mapping of URL paths to nodes, such as { /products/{productId}: ProductDetail }; found \(c.describe(value))",
                at: value)
            return []
        }
        var result: [Link] = []
        for (key, target) in tree.eachPair(value) {
            guard c.isScalarKey(key), !c.isExtensionKey(key), let text = tree.string(key) else { continue }
            let pattern: LinkPattern
            do {
                pattern = try LinkPattern(parsing: text)
            } catch {
                c.dataProblem("link '\(text)' is not a URL path pattern: \(error.message)", at: key)
                continue
            }
            guard let node = c.identifier(target, what: "the node link '\(text)' opens") else { continue }
            result.append(Link(pattern, at: tree.location(key), target: Located(node, at: tree.location(target))))
        }
        return result
    }
}
