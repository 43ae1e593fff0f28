import FlowDiagnostics

extension WalkReport {
    /// JUnit XML, as CI test reporters read it (GitHub's and GitLab's
    /// among them): one test suite `walks` with a test case per walk, a
    /// `failure` for each that failed, and one suite `coverage` whose one
    /// case fails when coverage is below `--min-coverage`, the untaken
    /// transitions in its output.
    public var junit: String {
        let walkTime = walks.reduce(Duration.zero) { $0 + $1.duration }
        let coverageFails = belowMinimum ? 1 : 0
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out +=
            "<testsuites name=\"flowgraph test\" tests=\"\(walks.count + 1)\" failures=\"\(failures + coverageFails)\" errors=\"0\" time=\"\(Self.seconds(walkTime))\">\n"
        out +=
            "  <testsuite name=\"walks\" tests=\"\(walks.count)\" failures=\"\(failures)\" errors=\"0\" skipped=\"0\" time=\"\(Self.seconds(walkTime))\">\n"
        for walk in walks {
            let (folder, name) = Self.split(walk.file)
            let attributes =
                "classname=\"\(Self.escaped(folder))\" name=\"\(Self.escaped(name))\" file=\"\(Self.escaped(walk.file))\" time=\"\(Self.seconds(walk.duration))\""
            guard let failure = walk.failure else {
                out += "    <testcase \(attributes)/>\n"
                continue
            }
            out += "    <testcase \(attributes)>\n"
            out +=
                "      <failure message=\"\(Self.escaped(failure.description))\" type=\"\(failure.kind == .error ? "error" : "expectation")\">\(Self.escaped(failure.text, inAttribute: false))</failure>\n"
            out += "    </testcase>\n"
        }
        out += "  </testsuite>\n"
        out +=
            "  <testsuite name=\"coverage\" tests=\"1\" failures=\"\(coverageFails)\" errors=\"0\" skipped=\"0\" time=\"0.000\">\n"
        out += "    <testcase classname=\"coverage\" name=\"transition coverage\" time=\"0.000\">\n"
        if belowMinimum, let minimum {
            let message = "coverage \(coverage.percentText) is below --min-coverage \(minimum.text)"
            out +=
                "      <failure message=\"\(Self.escaped(message))\" type=\"coverage\">\(Self.escaped(message, inAttribute: false))</failure>\n"
        }
        var listing = coverageLine + "\n"
        for transition in untaken { listing += "\(transition.location): not taken: \(transition.summary)\n" }
        out += "      <system-out>\(Self.escaped(listing, inAttribute: false))</system-out>\n"
        out += "    </testcase>\n  </testsuite>\n</testsuites>\n"
        return out
    }

    /// `1.234`: seconds with milliseconds, as JUnit's `time` is read.
    static func seconds(_ duration: Duration) -> String {
        let milliseconds = duration.components.seconds * 1000 + duration.components.attoseconds / 1_000_000_000_000_000
        let fraction = String(milliseconds % 1000)
        return "\(milliseconds / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }

    /// The folder (`Flows/walks`, `.` for none) and the file name of a path.
    static func split(_ path: String) -> (folder: String, name: String) {
        guard let slash = path.lastIndex(of: "/") else { return (".", path) }
        return (String(path[..<slash]), String(path[path.index(after: slash)...]))
    }

    /// Text for an XML attribute or element: the five markup characters as
    /// entities, and characters XML 1.0 cannot hold at all (controls but
    /// tab and line breaks, U+FFFE, U+FFFF) written out as `\u{..}`. In
    /// an attribute, line breaks and tabs too, which parsers would
    /// otherwise turn into spaces.
    static func escaped(_ text: String, inAttribute: Bool = true) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\n", "\t", "\r": out += inAttribute ? "&#\(scalar.value);" : String(scalar)
            case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF:
                out += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
