#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a whole file as bytes (a pipe to its end), refusing folders and
/// files over the limit: flow files, and the CLI's scripts.
public enum SourceReader {
    public struct Problem: Error {
        public let message: String
    }

    /// `what` names the file in the message for one over the limit.
    public static func read(_ path: String, limit: Int, what: String = "a flow file") -> Result<[UInt8], Problem> {
        switch FileSystem.contents(of: path, limit: limit) {
        case .bytes(let bytes):
            return .success(bytes)
        case .tooLarge:
            return .failure(Problem(message: "'\(path)' is larger than \(limit >> 20) MiB, the most \(what) may hold"))
        case .failed(let code):
            return .failure(Problem(message: "cannot read '\(path)': \(reason(path, code))"))
        }
    }

    /// The failure in the user's terms: what the path is, rather than errno's name.
    private static func reason(_ path: String, _ code: Int32) -> String {
        if FileSystem.type(of: path, followingLinks: false) == .link, FileSystem.type(of: path) == nil {
            return "it is a symbolic link that leads nowhere (or in a loop)"
        }
        if FileSystem.type(of: path) == .folder { return "it is a folder" }
        if code == ENOENT { return "there is no such file" }
        if code == EACCES || !FileSystem.isReadable(path) { return "permission denied" }
        return "it could not be opened (\(String(cString: strerror(code))))"
    }
}
