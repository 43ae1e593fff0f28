/// One storyboard as read from its XML: the controllers of its scenes, in
/// document order, with what navigation needs of each.
struct StoryboardDocument {
    /// The path as given, and the storyboard's name (`Main` for `Main.storyboard`).
    var file: String
    var name: String
    var initialViewController: String?
    var controllers: [StoryboardController] = []
    /// Exit placeholders (the target of unwind segues) and their scene's controller.
    var exits: [String: String] = [:]
    var line: Int

    /// The controller with `id`.
    func controller(_ id: String) -> StoryboardController? { index[id].map { controllers[$0] } }
    var index: [String: Int] = [:]
}

/// A view controller of a scene, or a storyboard reference.
struct StoryboardController {
    enum Kind: Equatable {
        case screen
        case navigation
        case tabBar
        case split
        /// A `viewControllerPlaceholder`: a scene of another storyboard.
        case reference(storyboard: String?, identifier: String?)
    }

    var id: String
    /// The XML element (`tableViewController`), for messages.
    var element: String
    var kind: Kind
    var line: Int
    var storyboardIdentifier: String?
    var customClass: String?
    var title: String?
    var navigationTitle: String?
    var tabTitle: String?
    var modalPresentationStyle: String?
    var segues: [StoryboardSegue] = []
    /// Selectors of the actions wired in this scene: navigation done in code.
    var actions: [String] = []

    /// The name the scene goes by: its storyboard identifier, else its
    /// class, else its title, else its id.
    var displayName: String {
        for candidate in [storyboardIdentifier, customClass, title, navigationTitle] {
            if let candidate, !candidate.isEmpty { return candidate }
        }
        return id
    }
}

/// A `<segue>`: its kind and destination, and where it is written.
struct StoryboardSegue {
    var id: String
    var kind: String
    var destination: String
    var identifier: String?
    var relationship: String?
    var modalPresentationStyle: String?
    var customClass: String?
    var unwindAction: String?
    var line: Int
}
