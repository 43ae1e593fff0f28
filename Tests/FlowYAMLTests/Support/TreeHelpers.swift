@testable import FlowYAML

/// Parses test text as `t.yaml`.
func parse(_ text: String, limits: YAMLLimits = .default) -> YAMLTree {
    YAMLParser.parse(Array(text.utf8), path: "t.yaml", limits: limits)
}

/// Parses raw bytes, for input that is not valid UTF-8 text.
func parse(bytes: [UInt8], limits: YAMLLimits = .default) -> YAMLTree {
    YAMLParser.parse(bytes, path: "t.yaml", limits: limits)
}

/// A place as `line:column`, so expectations read like editor positions.
struct Place: Equatable, CustomStringConvertible {
    let line: Int, column: Int
    init(_ line: Int, _ column: Int) { self.line = line; self.column = column }
    var description: String { "\(line):\(column)" }
}

extension YAMLTree {
    func place(_ id: NodeID) -> Place { Place(location(id).line, location(id).column) }

    var errorPlace: Place? { error.map { Place($0.location.line, $0.location.column) } }

    /// The root of document `index`, or nil when there is no such document.
    func root(_ index: Int = 0) -> NodeID? {
        documents.indices.contains(index) ? documents[index].root : nil
    }

    /// The key node named `name` in `mapping` (first occurrence).
    func key(_ name: String, in mapping: NodeID) -> NodeID? {
        pairs(mapping).first { string($0.key) == name }?.key
    }

    /// The value under `name` in `mapping` (first occurrence).
    func value(_ name: String, in mapping: NodeID) -> NodeID? {
        pairs(mapping).first { string($0.key) == name }?.value
    }
}
