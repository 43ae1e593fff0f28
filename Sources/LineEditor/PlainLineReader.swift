#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads lines from a file descriptor without any terminal handling: the
/// path for piped or redirected input (`flowgraph repl < script`).
///
/// Buffered with read(2) rather than stdio so that it works on any
/// descriptor (tests use a pipe) and never mixes with libedit's reading.
final class PlainLineReader {
    private let fd: Int32
    private var buffer: [UInt8] = []
    private var start = 0
    private var atEnd = false

    init(fileDescriptor: Int32) {
        self.fd = fileDescriptor
    }

    /// The next line without its `\n` (or `\r\n`); a last line without a
    /// newline is returned too. Invalid UTF-8 is repaired with U+FFFD.
    /// Returns nil at end of input or on a read error.
    func readLine() -> String? {
        while true {
            if let newline = buffer[start...].firstIndex(of: UInt8(ascii: "\n")) {
                var end = newline
                if end > start, buffer[end - 1] == UInt8(ascii: "\r") { end -= 1 }
                let line = String(decoding: buffer[start..<end], as: UTF8.self)
                start = newline + 1
                return line
            }
            if atEnd {
                guard start < buffer.count else { return nil }
                let line = String(decoding: buffer[start...], as: UTF8.self)
                start = buffer.count
                return line
            }
            fill()
        }
    }

    private func fill() {
        // Drop consumed bytes first so the buffer only holds the current line.
        if start > 0 {
            buffer.removeFirst(start)
            start = 0
        }
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if count > 0 {
                buffer.append(contentsOf: chunk[..<count])
                return
            }
            if count < 0, errno == EINTR { continue }
            atEnd = true
            return
        }
    }
}
