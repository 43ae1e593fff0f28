/// Where SARIF's artifact URIs start: a file inside the repository's root
/// is `{"uri": "Flows/app.yaml", "uriBaseId": "%SRCROOT%"}`, which GitHub
/// code scanning places in the repository; a file outside it keeps an
/// absolute `file://` URI. Only strings here: the CLI finds the folders.
public struct SARIFSourceRoot: Sendable, Hashable {
    /// The name results' URIs are relative to.
    public static let baseID = "%SRCROOT%"

    /// The root's absolute path, without `.` or `..` components.
    public let path: String
    /// The absolute folder that relative file names start from.
    public let currentDirectory: String

    /// `path` and `currentDirectory` are absolute; a relative `path` is
    /// taken from `currentDirectory`.
    public init(path: String, currentDirectory: String) {
        self.currentDirectory = Self.absolute(currentDirectory, from: "/")
        self.path = Self.absolute(path, from: self.currentDirectory)
    }

    /// The root as a `file://` URI ending with `/`, as a base URI must.
    public var uri: String {
        let encoded = Self.percentEncoded(path)
        return "file://" + encoded + (encoded.hasSuffix("/") ? "" : "/")
    }

    /// The SARIF `artifactLocation` of `file`, spelled as the user gave it.
    public func artifactLocation(of file: String) -> JSONValue {
        let absolute = Self.absolute(file, from: currentDirectory)
        let rootPrefix = path == "/" ? "/" : path + "/"
        guard absolute.hasPrefix(rootPrefix) else {
            return .members(["uri": .string("file://" + Self.percentEncoded(absolute))])
        }
        let relative = String(absolute.dropFirst(rootPrefix.count))
        return .members(["uri": .string(Self.percentEncoded(relative)), "uriBaseId": .string(Self.baseID)])
    }

    /// `file` from `folder`, its `.`, `..` and empty components resolved
    /// by name (as the shell's `cd -L` does; symbolic links are not read).
    static func absolute(_ file: String, from folder: String) -> String {
        let joined = file.hasPrefix("/") ? file : folder + "/" + file
        var components: [Substring] = []
        for component in joined.split(separator: "/") {
            switch component {
            case ".": continue
            case "..": _ = components.popLast()
            default: components.append(component)
            }
        }
        return "/" + components.joined(separator: "/")
    }

    /// The path with every byte but the unreserved characters of RFC 3986
    /// and `/` percent-encoded, so that any file name makes a valid URI.
    static func percentEncoded(_ path: String) -> String {
        var out = ""
        for byte in path.utf8 {
            if isUnreserved(byte) {
                out.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                let hex = String(byte, radix: 16, uppercase: true)
                out += "%" + (hex.count == 1 ? "0" : "") + hex
            }
        }
        return out
    }

    private static func isUnreserved(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        case UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"): true
        default: false
        }
    }
}
