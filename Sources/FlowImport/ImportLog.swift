/// What an import could not say exactly: each entry is written as a comment
/// at its place in the output and counted in the summary, so the team
/// knows what to finish by hand.
public struct ImportNote: Sendable, Hashable {
    /// A short, stable category: `custom segue`, `activity destination`.
    public var kind: String
    /// Where in the input: the file and, when known, the line.
    public var file: String
    public var line: Int?
    /// What was done instead, in one sentence.
    public var detail: String

    public init(kind: String, file: String, line: Int?, detail: String) {
        self.kind = kind
        self.file = file
        self.line = line
        self.detail = detail
    }

    /// The comment written at the place: `approximated (custom segue): ...`.
    public var comment: String { "\(kind): \(detail)" }
}

/// The flow files an import writes and what it approximated.
public struct ImportResult: Sendable {
    /// One output file: its name in the output folder and its flows.
    public struct File: Sendable, Hashable {
        public var name: String
        public var flows: [ImportedFlow]
        public init(name: String, flows: [ImportedFlow]) {
            self.name = name
            self.flows = flows
        }
    }

    public var files: [File]
    public var notes: [ImportNote]

    public init(files: [File], notes: [ImportNote]) {
        self.files = files
        self.notes = notes
    }

    /// Places listed per kind: past that, a kind is a count (every place
    /// still has its comment in the output).
    public static let placesShown = 10

    /// The summary printed at the end: counts by kind, then their places
    /// in file and line order.
    public var summary: String {
        let flows = files.reduce(0) { $0 + $1.flows.count }
        let nodes = files.reduce(0) { $0 + $1.flows.reduce(0) { $0 + $1.nodes.count } }
        var lines = [
            "imported \(flows) flow\(flows == 1 ? "" : "s"), \(nodes) node\(nodes == 1 ? "" : "s"): "
                + (notes.isEmpty
                    ? "nothing approximated" : "\(notes.count) thing\(notes.count == 1 ? "" : "s") to finish by hand")
        ]
        let kinds = Dictionary(grouping: notes, by: \.kind).sorted { $0.key < $1.key }
        for (kind, group) in kinds {
            lines.append("  \(group.count) \(kind)")
            let ordered = group.sorted { ($0.file, $0.line ?? 0) < ($1.file, $1.line ?? 0) }
            for note in ordered.prefix(Self.placesShown) {
                let place = note.line.map { "\(note.file):\($0)" } ?? note.file
                lines.append("    \(place): \(note.detail)")
            }
            if ordered.count > Self.placesShown {
                lines.append(
                    "    ... and \(ordered.count - Self.placesShown) more, each marked '# \(kind): ...' in the output")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

/// A file given to an importer: its path as given and its bytes. Importers
/// read nothing else, so an include or reference to another file is
/// resolved among the given files only.
public struct ImportInput: Sendable {
    public var path: String
    public var bytes: [UInt8]
    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }
}

/// Why an import could not run at all (the whole input, not one place).
public struct ImportError: Error, Sendable, CustomStringConvertible {
    public var file: String
    public var line: Int?
    public var message: String
    public init(file: String, line: Int? = nil, message: String) {
        self.file = file
        self.line = line
        self.message = message
    }
    public var description: String { "\(file)\(line.map { ":\($0)" } ?? ""): error: \(message)" }
}
