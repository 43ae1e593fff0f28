import Foundation

/// Reads a whole file as bytes, refusing folders and files over the limit.
enum SourceReader {
    struct Problem: Error { let message: String }

    static func read(_ path: String, limit: Int) -> Result<[UInt8], Problem> {
        guard let handle = FileHandle(forReadingAtPath: path) else {
            return .failure(Problem(message: "cannot read '\(path)': \(reason(path))"))
        }
        defer { try? handle.close() }
        do {
            // Read one byte past the limit to tell "exactly at" from "over".
            let data = try handle.read(upToCount: limit + 1) ?? Data()
            if data.count > limit {
                return .failure(Problem(message: "'\(path)' is larger than \(limit >> 20) MiB, the most a flow file may hold"))
            }
            return .success([UInt8](data))
        } catch {
            return .failure(Problem(message: "cannot read '\(path)': \(error.localizedDescription)"))
        }
    }

    private static func reason(_ path: String) -> String {
        let fm = FileManager.default
        if (try? fm.destinationOfSymbolicLink(atPath: path)) != nil, !fm.fileExists(atPath: path) {
            return "it is a symbolic link that leads nowhere (or in a loop)"
        }
        if !fm.isReadableFile(atPath: path) { return "permission denied" }
        var isDirectory: ObjCBool = false
        if fm.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue { return "it is a folder" }
        return "it could not be opened"
    }
}
