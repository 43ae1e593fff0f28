#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a whole file as bytes, refusing folders and files over the limit.
enum SourceReader {
    struct Problem: Error { let message: String }

    static func read(_ path: String, limit: Int) -> Result<[UInt8], Problem> {
        switch FileSystem.contents(of: path, limit: limit) {
        case .bytes(let bytes):
            return .success(bytes)
        case .tooLarge:
            return .failure(Problem(message: "'\(path)' is larger than \(limit >> 20) MiB, the most a flow file may hold"))
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
        if code == EACCES || !FileSystem.isReadable(path) { return "permission denied" }
        return "it could not be opened (\(String(cString: strerror(code))))"
    }
}
