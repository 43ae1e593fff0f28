#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import ArgumentParser
import FlowConsole

/// The output folder of `paths`: made when missing; the walks written
/// there before are replaced.
struct WalkFolder {
    let path: String

    func replace(with files: [(name: String, text: String)]) throws {
        let manager = FileManager.default
        do {
            try manager.createDirectory(atPath: path, withIntermediateDirectories: true)
            _ = try OutputFiles.removeStale(
                in: path, suffix: ".walk", keeping: Set(files.map(\.name)), marker: GeneratedPaths.marker)
            for (name, text) in files { try write(text, to: "\(path)/\(name)") }
        } catch {
            printError("error: cannot write the walks to \(path): \(error.localizedDescription)")
            throw ExitCode(2)
        }
    }

    /// Writes `text` with plain stdio: Foundation's writes flush each file
    /// to the disk, which for thousands of walks costs more than making
    /// them. A file that already holds the text is left as it is, and one
    /// that does not is replaced rather than truncated, which some file
    /// systems (ext4) flush to the disk when it is closed.
    private func write(_ text: String, to file: String) throws {
        if OutputFiles.holds(text, at: file) { return }
        unlink(file)
        guard let stream = fopen(file, "w") else { throw WriteError(file: file, code: errno) }
        var text = text
        let written = text.withUTF8 { fwrite($0.baseAddress, 1, $0.count, stream) }
        let closed = fclose(stream)
        guard written == text.utf8.count, closed == 0 else { throw WriteError(file: file, code: errno) }
    }

    struct WriteError: Error, CustomStringConvertible {
        let file: String
        let code: Int32
        var description: String { "\(file): \(String(cString: strerror(code)))" }
        var localizedDescription: String { description }
    }
}
