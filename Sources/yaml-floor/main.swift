import CYAML
#if canImport(FoundationEssentials)
import FoundationEssentials  // as flowgraph does: the same libraries loaded, the same startup
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// yaml-floor [--part I/N] FOLDER...: the floor for parsing. Finds the flow files the way
// `flowgraph validate` does (recursive, *.yaml/*.yml in any case, hidden
// folders and links to folders skipped), reads each whole file into memory
// as flowgraph does, then runs libyaml's event loop over it building
// nothing. Single-threaded on purpose: it measures the least CPU work any
// parser built on libyaml must do. Prints the number of events. With
// `--part I/N` it scans only the I-th of N byte-balanced parts of the
// files: N such processes at once are the parallel floor.

/// Every flow file below `root`, discovered like `FileDiscovery.walk`.
func flowFiles(under root: String) -> [String] {
    guard let rootKind = kind(of: root, followingLinks: true) else {
        fail("no such file or folder: \(root)")
    }
    guard rootKind == .folder else { return [root] }
    let prefix = root.hasSuffix("/") ? root : root + "/"
    var files: [String] = []
    var folders = [""]
    while let relative = folders.popLast() {
        let folder = prefix + relative
        guard let entries = names(in: folder) else { continue }
        for entry in entries {
            let path = folder + entry
            if kind(of: path, followingLinks: false) == .folder {
                if !entry.hasPrefix(".") { folders.append(relative + entry + "/") }
            } else {
                let lower = entry.lowercased()
                if lower.hasSuffix(".yaml") || lower.hasSuffix(".yml"), kind(of: path, followingLinks: true) != .folder
                {
                    files.append(path)
                }
            }
        }
    }
    // Sorted the way FileDiscovery sorts: by the paths' bytes, as arrays.
    let keys = files.map { Array($0.utf8) }
    return files.indices.sorted { keys[$0].lexicographicallyPrecedes(keys[$1]) }.map { files[$0] }
}

/// The names in a folder, read with readdir(3) as `FileSystem.entries` does.
func names(in folder: String) -> [String]? {
    guard let directory = opendir(folder) else { return nil }
    defer { closedir(directory) }
    var names: [String] = []
    while let entry = readdir(directory) {
        let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
        if name != "." && name != ".." { names.append(name) }
    }
    return names
}

enum EntryKind { case folder, other }

/// stat(2) or lstat(2); nil when the path does not exist.
func kind(of path: String, followingLinks: Bool) -> EntryKind? {
    var info = stat()
    guard (followingLinks ? stat(path, &info) : lstat(path, &info)) == 0 else { return nil }
    return (info.st_mode & S_IFMT) == S_IFDIR ? .folder : .other
}

func fail(_ message: String) -> Never {
    let line = Array((message + "\n").utf8)
    _ = line.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
    exit(2)
}

/// The whole file as bytes, read the way `SourceReader` reads it: open(2),
/// then read(2) into one buffer, with the same 256 MiB cap.
func contents(of path: String) -> [UInt8]? {
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { return nil }
    defer { close(fd) }
    var info = stat()
    guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
    let limit = (256 << 20) + 1
    var bytes = [UInt8](repeating: 0, count: min(Int(info.st_size), limit))
    var filled = 0
    while filled < bytes.count {
        let count = bytes.withUnsafeMutableBytes { read(fd, $0.baseAddress! + filled, $0.count - filled) }
        if count < 0 && errno == EINTR { continue }
        guard count > 0 else { break }
        filled += count
    }
    return Array(bytes[..<filled])
}

/// Events libyaml produces for `bytes`, up to the end or the first error.
func countEvents(_ bytes: [UInt8]) -> Int {
    var parser = yaml_parser_t()
    guard yaml_parser_initialize(&parser) != 0 else { return 0 }
    defer { yaml_parser_delete(&parser) }
    var events = 0
    let padded = bytes.isEmpty ? [0] : bytes
    padded.withUnsafeBufferPointer { input in
        yaml_parser_set_input_string(&parser, input.baseAddress!, bytes.count)
        var event = yaml_event_t()
        while yaml_parser_parse(&parser, &event) != 0 {
            events += 1
            let done = event.type == YAML_STREAM_END_EVENT
            yaml_event_delete(&event)
            if done { break }
        }
    }
    return events
}

/// `--part I/N`: the I-th of N parts (1-based), for the parallel floor.
struct Part {
    let index: Int, count: Int

    init?(_ text: Substring) {
        let pieces = text.split(separator: "/")
        guard pieces.count == 2, let index = Int(pieces[0]), let count = Int(pieces[1]),
            count >= 1, (1...count).contains(index)
        else { return nil }
        self.index = index
        self.count = count
    }

    /// This part's share of `paths`: consecutive files holding about 1/N of
    /// their bytes together, so that N floors each given one part split
    /// the work as evenly as files allow.
    func of(_ paths: [String]) -> [String] {
        let sizes = paths.map { path -> Int in
            var info = stat()
            return stat(path, &info) == 0 ? Int(info.st_size) : 0
        }
        let total = max(sizes.reduce(0, +), 1)
        var before = 0
        return paths.indices.filter { i in
            // A file belongs to the part its middle byte falls in.
            defer { before += sizes[i] }
            return (before + sizes[i] / 2) * count / total == index - 1
        }.map { paths[$0] }
    }
}

var arguments = CommandLine.arguments.dropFirst()
var part: Part?
if arguments.first == "--part" || arguments.first?.hasPrefix("--part=") == true {
    let option = arguments.removeFirst()
    let value = option == "--part" ? arguments.popFirst().map { $0[...] } : option.dropFirst("--part=".count)
    guard let value, let parsed = Part(value) else { fail("yaml-floor: --part takes I/N, 1 <= I <= N") }
    part = parsed
}
let roots = arguments
guard !roots.isEmpty else {
    fail("usage: yaml-floor [--part I/N] FOLDER...")
}
// Every file under the roots (then this part's share of them), read and
// scanned one after the other.
let paths = roots.flatMap(flowFiles(under:))
var events = 0, bytes = 0, files = 0
for path in part.map({ $0.of(paths) }) ?? paths {
    guard let data = contents(of: path) else { continue }
    files += 1
    bytes += data.count
    events += countEvents(data)
}
print("\(files) files, \(bytes) bytes, \(events) events")
