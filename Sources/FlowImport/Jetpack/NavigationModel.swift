/// A Jetpack navigation graph as its XML says it: `<navigation>` with its
/// destinations, global actions, arguments and deep links. Ids are kept
/// as written (`@+id/home`); `JetpackNaming.bareID` compares them.
struct NavigationGraph {
    var id: String?
    var label: String?
    var startDestination: String?
    var line: Int
    var destinations: [NavigationDestination] = []
    /// Graph-level actions: global actions, any destination may take them.
    var actions: [NavigationAction] = []
    var arguments: [NavigationArgument] = []
    var deepLinks: [NavigationDeepLink] = []
    /// Attributes the import does not model (local names).
    var otherAttributes: [String] = []
    /// Child elements the import does not know (`<composable>` without an id).
    var otherElements: [(name: String, line: Int)] = []
}

struct NavigationDestination {
    enum Kind {
        case fragment, dialog, activity
        /// A nested `<navigation>`: a flow of its own.
        case graph(NavigationGraph)
        /// `<include app:graph="@navigation/other">`: the other file's graph.
        case include(String)
        /// `<include-dynamic>` and destinations of custom navigators.
        case other(String)
    }

    var kind: Kind
    var id: String?
    /// `android:name`: the class shown.
    var className: String?
    var label: String?
    var line: Int
    var actions: [NavigationAction] = []
    var arguments: [NavigationArgument] = []
    var deepLinks: [NavigationDeepLink] = []
    var otherAttributes: [String] = []
}

struct NavigationAction {
    var id: String?
    var destination: String?
    var popUpTo: String?
    var popUpToInclusive = false
    var launchSingleTop = false
    var line: Int
    /// `<argument>` inside the action: default values it gives.
    var arguments: [NavigationArgument] = []
    var otherAttributes: [String] = []
}

struct NavigationArgument {
    var name: String
    var argType: String?
    var defaultValue: String?
    var nullable = false
    var line: Int
}

struct NavigationDeepLink {
    var uri: String?
    var line: Int
    var otherAttributes: [String] = []
}
