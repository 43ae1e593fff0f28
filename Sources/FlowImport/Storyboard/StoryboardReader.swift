#if canImport(FoundationXML)
import FoundationXML
#endif
import Foundation

/// Reads a storyboard's XML into a `StoryboardDocument` with Foundation's
/// streaming parser: external entities are never resolved, and the bytes
/// were checked for a DOCTYPE before (`XMLInputCheck`).
enum StoryboardReader {
    static let documentType = "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB"

    static func read(_ input: ImportInput) throws(ImportError) -> StoryboardDocument {
        try XMLInputCheck.check(input.bytes, file: input.path, kind: "a storyboard")
        // A stream, so the parser reads in chunks: libxml2 refuses one chunk
        // of more than 10 MB.
        let parser = XMLParser(stream: InputStream(data: Data(input.bytes)))
        parser.shouldResolveExternalEntities = false
        parser.shouldProcessNamespaces = false
        let handler = StoryboardParserDelegate(file: input.path)
        parser.delegate = handler
        let parsed = parser.parse()
        if let refusal = handler.refusal { throw refusal }
        guard parsed, handler.firstError == nil else {
            let error = handler.firstError?.error ?? parser.parserError
            let reason = error.map { XMLParserErrors.describe($0) } ?? "unknown reason"
            let line = handler.firstError?.line ?? parser.lineNumber
            throw ImportError(
                file: input.path, line: line > 0 ? line : nil, message: "not well-formed XML (\(reason))")
        }
        guard let document = handler.document else {
            throw ImportError(file: input.path, message: "no <document> element: not a storyboard")
        }
        guard !document.controllers.isEmpty else {
            throw ImportError(
                file: input.path, line: document.line, message: "a storyboard without scenes: nothing to import")
        }
        return document
    }
}

/// The parser's delegate: keeps the scene's controller being read, and
/// where inside it the parser is.
private final class StoryboardParserDelegate: NSObject, XMLParserDelegate {
    let file: String
    var document: StoryboardDocument?
    var refusal: ImportError?
    private var depth = 0
    /// The depth of the current `<objects>` of a scene, and of its controller.
    private var objectsDepth: Int?
    private var controller: StoryboardController?
    private var controllerDepth = 0
    private var sceneControllerID: String?
    /// Exits of the scene being read, given to its controller at the scene's end.
    private var sceneExits: [String] = []

    /// The first error the parser reported, and where: it may go on (and
    /// return success) after a mismatched tag.
    var firstError: (line: Int, error: Error)?

    init(file: String) { self.file = file }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
        if firstError == nil { firstError = (parser.lineNumber, parseError) }
    }

    private static let controllerKinds: [String: StoryboardController.Kind] = [
        "viewController": .screen, "tableViewController": .screen, "collectionViewController": .screen,
        "pageViewController": .screen, "hostingController": .screen, "glkViewController": .screen,
        "avPlayerViewController": .screen, "navigationController": .navigation, "tabBarController": .tabBar,
        "splitViewController": .split,
    ]

    func parser(
        _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        depth += 1
        let line = parser.lineNumber
        if depth == 1 {
            startDocument(name, attributes, line: line, parser: parser)
            return
        }
        guard document != nil else { return }
        if name == "objects", objectsDepth == nil {
            objectsDepth = depth
            sceneControllerID = nil
            sceneExits = []
        } else if let objectsDepth, depth == objectsDepth + 1 {
            startObject(name, attributes, line: line)
        } else if controller != nil {
            startInsideController(name, attributes, line: line)
        }
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        if let current = controller, depth == controllerDepth {
            if var finished = document {
                document = nil
                finished.index[current.id] = finished.controllers.count
                finished.controllers.append(current)
                document = finished
            }
            controller = nil
        }
        if depth == objectsDepth {
            if let owner = sceneControllerID { for exit in sceneExits { document?.exits[exit] = owner } }
            objectsDepth = nil
        }
        depth -= 1
    }

    private func startDocument(_ name: String, _ attributes: [String: String], line: Int, parser: XMLParser) {
        let type = attributes["type"] ?? ""
        let version = attributes["version"] ?? ""
        guard name == "document", type == StoryboardReader.documentType, version == "3.0" else {
            let what =
                name != "document"
                ? "the root element is <\(name)>, not a storyboard's <document>"
                : type != StoryboardReader.documentType
                    ? "a document of type '\(type)', not an iOS storyboard (\(StoryboardReader.documentType))"
                    : "a storyboard of version '\(version)'; only version 3.0 (Xcode 5 and later) is read"
            refusal = ImportError(file: file, line: line, message: what)
            parser.abortParsing()
            return
        }
        let base = file.split(separator: "/").last.map(String.init) ?? file
        let name = base.hasSuffix(".storyboard") ? String(base.dropLast(".storyboard".count)) : base
        document = StoryboardDocument(
            file: file, name: name, initialViewController: attributes["initialViewController"], line: line)
    }

    private func startObject(_ name: String, _ attributes: [String: String], line: Int) {
        guard let id = attributes["id"] else { return }
        if name == "exit" {
            sceneExits.append(id)
            return
        }
        let kind: StoryboardController.Kind
        if name == "viewControllerPlaceholder" {
            kind = .reference(storyboard: attributes["storyboardName"], identifier: attributes["referencedIdentifier"])
        } else if let known = Self.controllerKinds[name] {
            kind = known
        } else if name.hasSuffix("Controller") {
            kind = .screen
        } else {
            return
        }
        sceneControllerID = id
        controllerDepth = depth
        controller = StoryboardController(
            id: id, element: name, kind: kind, line: line, storyboardIdentifier: attributes["storyboardIdentifier"],
            customClass: attributes["customClass"], title: attributes["title"],
            modalPresentationStyle: attributes["modalPresentationStyle"])
    }

    private func startInsideController(_ name: String, _ attributes: [String: String], line: Int) {
        let direct = depth == controllerDepth + 1
        switch name {
        case "segue":
            guard let destination = attributes["destination"] else { return }
            controller?.segues.append(
                StoryboardSegue(
                    id: attributes["id"] ?? "", kind: attributes["kind"] ?? "", destination: destination,
                    identifier: attributes["identifier"], relationship: attributes["relationship"],
                    modalPresentationStyle: attributes["modalPresentationStyle"],
                    customClass: attributes["customClass"], unwindAction: attributes["unwindAction"], line: line))
        case "navigationItem" where direct && attributes["key"] == "navigationItem":
            controller?.navigationTitle = attributes["title"]
        case "tabBarItem" where direct:
            controller?.tabTitle = attributes["title"] ?? attributes["systemItem"]
        case "action":
            if let selector = attributes["selector"] { controller?.actions.append(selector) }
        default: break
        }
    }
}
