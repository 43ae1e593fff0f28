/// A deep link's path pattern, `/products/{productId}`: literal segments
/// and placeholders, each matching one segment of a URL's path.
public struct LinkPattern: Sendable, Hashable, CustomStringConvertible {
    public enum Segment: Sendable, Hashable {
        case literal(String)
        case placeholder(String)
    }

    public let segments: [Segment]

    /// Parses `text`, or says what is wrong with it.
    public init(parsing text: String) throws(LinkPatternError) {
        guard text.first == "/" else { throw LinkPatternError("a link pattern is a path starting with '/'") }
        if text.contains("?") || text.contains("#") {
            throw LinkPatternError("a link pattern is a path only: query strings and fragments are not matched")
        }
        if text == "/" {
            segments = []
            return
        }
        var segments: [Segment] = []
        var names: Set<String> = []
        for part in text.dropFirst().split(separator: "/", omittingEmptySubsequences: false) {
            guard !part.isEmpty else {
                throw LinkPatternError("an empty segment ('//' or a trailing '/'): each segment needs text")
            }
            if part.first == "{" {
                guard part.last == "}", part.count > 2 else {
                    throw LinkPatternError("'\(part)' opens a placeholder that is not closed: write '{name}'")
                }
                let name = String(part.dropFirst().dropLast())
                guard Identifier.isValid(name) else {
                    throw LinkPatternError(
                        "placeholder '\(name)' is not a valid name: use letters, digits and '_', starting with a letter"
                    )
                }
                guard names.insert(name).inserted else {
                    throw LinkPatternError("placeholder '{\(name)}' appears twice: each names one value")
                }
                segments.append(.placeholder(name))
            } else {
                if part.contains("{") || part.contains("}") {
                    throw LinkPatternError(
                        "'\(part)' mixes text and a placeholder: a placeholder is a whole segment, '{name}'")
                }
                segments.append(.literal(Self.percentDecoded(part)))
            }
        }
        self.segments = segments
    }

    /// The values its placeholders name, in order.
    public var placeholders: [String] {
        segments.compactMap { if case .placeholder(let name) = $0 { name } else { nil } }
    }

    /// How many segments are literal: of two patterns that match, the one
    /// with more wins.
    public var literalCount: Int {
        segments.count { if case .literal = $0 { true } else { false } }
    }

    /// The values of its placeholders, when `path` (decoded segments)
    /// matches it.
    public func match(_ path: [String]) -> [String: String]? {
        guard path.count == segments.count else { return nil }
        var values: [String: String] = [:]
        for (segment, text) in zip(segments, path) {
            switch segment {
            case .literal(let literal): if literal != text { return nil }
            case .placeholder(let name): values[name] = text
            }
        }
        return values
    }

    /// Whether some URL could match both with neither winning: the same
    /// number of segments and of literals, and no position where their
    /// literals differ. Equal patterns (placeholders' names aside) tie.
    public func mayTie(with other: LinkPattern) -> Bool {
        guard segments.count == other.segments.count, literalCount == other.literalCount else { return false }
        for (a, b) in zip(segments, other.segments) {
            if case .literal(let x) = a, case .literal(let y) = b, x != y { return false }
        }
        return true
    }

    public var description: String {
        "/"
            + segments.map {
                switch $0 {
                case .literal(let text): text
                case .placeholder(let name): "{\(name)}"
                }
            }.joined(separator: "/")
    }

    /// The decoded segments of a URL's path: of a full URL
    /// (`myapp://host/a/b`) only the path; query and fragment dropped.
    public static func pathSegments(of url: String) -> [String] {
        var rest = Substring(url)
        if let end = rest.firstIndex(where: { $0 == "?" || $0 == "#" }) { rest = rest[..<end] }
        // `scheme://authority/path`: the path begins at the first '/'
        // after the authority.
        if let colon = rest.firstIndex(of: ":"), rest[colon...].hasPrefix("://") {
            let authority = rest[rest.index(colon, offsetBy: 3)...]
            rest = authority.firstIndex(of: "/").map { authority[$0...] } ?? ""
        }
        return rest.split(separator: "/").map(percentDecoded)
    }

    /// `%2F` and the like as the bytes they stand for; a malformed escape
    /// is kept as written.
    static func percentDecoded(_ text: Substring) -> String {
        guard text.contains("%") else { return String(text) }
        var bytes: [UInt8] = []
        let utf8 = Array(text.utf8)
        var index = 0
        while index < utf8.count {
            if utf8[index] == UInt8(ascii: "%"), index + 2 < utf8.count,
                let high = hexValue(utf8[index + 1]), let low = hexValue(utf8[index + 2])
            {
                bytes.append(high << 4 | low)
                index += 3
            } else {
                bytes.append(utf8[index])
                index += 1
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}

/// Why a link pattern is not one.
public struct LinkPatternError: Error, Sendable, Hashable {
    public let message: String
    public init(_ message: String) { self.message = message }
}
