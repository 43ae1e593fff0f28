import FlowDiagnostics
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `save-walk FILE` (format 2): the session's walk since its last start,
/// written where the user said.
extension Console {
    /// Writes `session.walkScript()` to `path`, replacing what was there.
    /// A path that cannot be written is an error; nothing else changes.
    mutating func saveWalk(to path: String) throws(ConsoleError) -> String {
        let text = try session.walkScript()
        if let problem = FileText.write(text, to: path) {
            throw ConsoleError("cannot write the walk to '\(path)': \(problem)")
        }
        let steps = session.movesSinceStart.count { if case .step = $0 { true } else { false } }
        return styling.dim("wrote \(path): \(Wording.counted(steps, "step")) since the start, an expect after each")
            + "\n"
    }
}

/// Writing a whole text file with POSIX calls: the console has no
/// Foundation.
enum FileText {
    /// Writes `text` to `path` (created, or emptied first); the reason
    /// when it could not, nil on success.
    static func write(_ text: String, to path: String) -> String? {
        var status = stat()
        if stat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFDIR { return "it is a folder" }
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return reason(errno) }
        defer { close(descriptor) }
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { systemWrite(descriptor, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                return reason(errno)
            }
            bytes = bytes.dropFirst(written)
        }
        return nil
    }

    private static func reason(_ code: Int32) -> String {
        switch code {
        case ENOENT: "its folder does not exist"
        case EACCES, EPERM: "permission denied"
        case EISDIR: "it is a folder"
        case ENOSPC: "no space left on the device"
        default: String(cString: strerror(code))
        }
    }
}

/// write(2), named apart from `FileText.write`.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
    #if canImport(Glibc)
    Glibc.write(descriptor, bytes, count)
    #else
    Darwin.write(descriptor, bytes, count)
    #endif
}
