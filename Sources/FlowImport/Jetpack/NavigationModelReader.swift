/// Reads the model of a navigation file from its XML elements.
struct NavigationModelReader {
    let tree: XMLTree
    let file: String

    /// How deep `<navigation>` elements may nest: far beyond real graphs,
    /// and a bound on the recursion that reads them.
    static let deepestNesting = 64

    /// The root `<navigation>`; throws when the root element is another.
    func graph() throws(ImportError) -> NavigationGraph {
        let root = tree.elements[0]
        guard root.name == "navigation" else {
            let hint = root.name == "document" ? " (an Interface Builder file: use `import storyboard`)" : ""
            throw ImportError(
                file: file, line: root.line,
                message: "the root element is <\(root.name)>, not <navigation>: not a Jetpack navigation graph\(hint)")
        }
        return try graph(at: 0, depth: 1)
    }

    private func graph(at index: Int32, depth: Int) throws(ImportError) -> NavigationGraph {
        let element = tree.elements[Int(index)]
        guard depth <= Self.deepestNesting else {
            throw ImportError(
                file: file, line: element.line,
                message: "<navigation> nested more than \(Self.deepestNesting) deep: refused")
        }
        var result = NavigationGraph(
            id: element.attribute("id"), label: element.attribute("label"),
            startDestination: element.attribute("startDestination"), line: element.line,
            otherAttributes: element.otherAttributes(known: ["id", "label", "startDestination"]))
        for child in element.children {
            let item = tree.elements[Int(child)]
            switch item.name {
            case "action": result.actions.append(action(item))
            case "argument": result.arguments.append(argument(item))
            case "deepLink": result.deepLinks.append(deepLink(item))
            case "navigation":
                // Its actions and arguments belong to its own flow; its deep
                // links lead to the flow node in this one.
                var destination = self.destination(item, kind: .fragment)
                var nested = try graph(at: child, depth: depth + 1)
                nested.deepLinks = []
                destination.actions = []
                destination.arguments = []
                destination.otherAttributes = []
                destination.kind = .graph(nested)
                result.destinations.append(destination)
            case "fragment": result.destinations.append(destination(item, kind: .fragment))
            case "dialog": result.destinations.append(destination(item, kind: .dialog))
            case "activity": result.destinations.append(destination(item, kind: .activity))
            case "include":
                result.destinations.append(destination(item, kind: .include(item.attribute("graph") ?? "")))
            default:
                // Custom navigators' destinations have an id; anything else is noted.
                if item.attribute("id") != nil {
                    result.destinations.append(destination(item, kind: .other(item.name)))
                } else {
                    result.otherElements.append((item.name, item.line))
                }
            }
        }
        return result
    }

    private func destination(_ element: XMLTree.Element, kind: NavigationDestination.Kind) -> NavigationDestination {
        var destination = NavigationDestination(
            kind: kind, id: element.attribute("id"), className: element.attribute("name"),
            label: element.attribute("label"), line: element.line,
            otherAttributes: element.otherAttributes(
                known: ["id", "name", "label", "layout", "graph", "startDestination"]))
        for child in element.children {
            let item = tree.elements[Int(child)]
            switch item.name {
            case "action": destination.actions.append(action(item))
            case "argument": destination.arguments.append(argument(item))
            case "deepLink": destination.deepLinks.append(deepLink(item))
            default: break
            }
        }
        return destination
    }

    private func action(_ element: XMLTree.Element) -> NavigationAction {
        var action = NavigationAction(
            id: element.attribute("id"), destination: element.attribute("destination"),
            popUpTo: element.attribute("popUpTo"), popUpToInclusive: element.attribute("popUpToInclusive") == "true",
            launchSingleTop: element.attribute("launchSingleTop") == "true", line: element.line,
            otherAttributes: element.otherAttributes(known: ["id", "destination", "popUpTo", "popUpToInclusive"]))
        for child in element.children where tree.elements[Int(child)].name == "argument" {
            action.arguments.append(argument(tree.elements[Int(child)]))
        }
        return action
    }

    private func argument(_ element: XMLTree.Element) -> NavigationArgument {
        NavigationArgument(
            name: element.attribute("name") ?? "", argType: element.attribute("argType"),
            defaultValue: element.attribute("defaultValue"), nullable: element.attribute("nullable") == "true",
            line: element.line)
    }

    private func deepLink(_ element: XMLTree.Element) -> NavigationDeepLink {
        NavigationDeepLink(
            uri: element.attribute("uri"), line: element.line,
            otherAttributes: element.otherAttributes(known: ["id", "uri", "autoVerify"]))
    }
}
