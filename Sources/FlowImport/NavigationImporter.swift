/// Turns one kind of navigation file into flows. Pure: the inputs are the
/// bytes of the given files, so nothing outside them is ever read.
public protocol NavigationImporter: Sendable {
    /// What the command is called after (`storyboard`, `jetpack`).
    static var kind: String { get }
    /// Flows for every given file, and what could not be said exactly; a
    /// file that cannot be read as this kind at all (not well-formed XML,
    /// another format) throws, located.
    static func importFlows(from inputs: [ImportInput]) throws(ImportError) -> ImportResult
}
