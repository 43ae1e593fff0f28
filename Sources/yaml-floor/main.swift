import CYAML
import Foundation

// yaml-floor FOLDER...: the floor for parsing. Finds the flow files the way
// `flowgraph validate` does (recursive, *.yaml/*.yml in any case, hidden
// folders and links to folders skipped), reads each whole file into memory
// as flowgraph does, then runs libyaml's event loop over it building
// nothing. Single-threaded on purpose: it measures the least CPU work any
// parser built on libyaml must do. Prints the number of events.

/// Every flow file below `root`, discovered like `FileDiscovery.walk`.
func flowFiles(under root: String) -> [String] {
    let fm = FileManager.default
    var isDirectory: ObjCBool = false
    guard fm.fileExists(atPath: root, isDirectory: &isDirectory) else {
        FileHandle.standardError.write(Data("no such file or folder: \(root)\n".utf8))
        exit(2)
    }
    guard isDirectory.boolValue else { return [root] }
    let prefix = root.hasSuffix("/") ? root : root + "/"
    var files: [String] = []
    var folders = [""]
    while let relative = folders.popLast() {
        let folder = prefix + relative
        guard let entries = try? fm.contentsOfDirectory(atPath: folder) else { continue }
        for entry in entries {
            let path = folder + entry
            let type = (try? fm.attributesOfItem(atPath: path))?[.type] as? FileAttributeType
            if type == .typeDirectory {
                if !entry.hasPrefix(".") { folders.append(relative + entry + "/") }
            } else {
                let lower = entry.lowercased()
                var isFolder: ObjCBool = false
                if lower.hasSuffix(".yaml") || lower.hasSuffix(".yml"),
                   !(fm.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue) {
                    files.append(path)
                }
            }
        }
    }
    return files.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
}

/// The whole file as bytes, read the way `SourceReader` reads it.
func contents(of path: String) -> [UInt8]? {
    guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
    defer { try? handle.close() }
    // The same call and the same 256 MiB cap as flowgraph's reader.
    return (try? handle.read(upToCount: (256 << 20) + 1)).map { [UInt8]($0) }
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

let roots = CommandLine.arguments.dropFirst()
guard !roots.isEmpty else {
    FileHandle.standardError.write(Data("usage: yaml-floor FOLDER...\n".utf8))
    exit(2)
}
var events = 0, bytes = 0, files = 0
for root in roots {
    for path in flowFiles(under: root) {
        guard let data = contents(of: path) else { continue }
        files += 1
        bytes += data.count
        events += countEvents(data)
    }
}
print("\(files) files, \(bytes) bytes, \(events) events")
