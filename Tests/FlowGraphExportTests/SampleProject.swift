import FlowLoading
import FlowModel
import Foundation
import Testing

/// A small project with every kind of transition, a child flow, alternatives
/// with `when`, an unreachable screen (Orphan) and an unused flow (Legacy),
/// split across files as an app would be.
enum SampleProject {
    static let shop = """
        flow: Shop
        entry: true
        description: The shop's root.
        start: Catalog
        screens:
          Catalog:
            description: Every product.
            on:
              selected:
                - { when: { idiom: pad }, push: Product }
                - { when: { mode: [sheet, modal] }, modal: Product }
                - stay
              checkout: { modal: Checkout, style: fullscreen }
              help: { modal: Help, style: popover }
              alert: { modal: Alert, navigation: false }
              logout: replace Login
          Product:
            on:
              close: back
          Help:
            on:
              done: dismiss
          Alert:
            on:
              ok: dismiss
          Checkout:
            flow: Checkout
            on:
              completed: dismiss
              cancelled: dismiss
          Login:
            on:
              loggedIn: replace Catalog
          Orphan:
            description: Nobody links here.
            on:
              go: push Catalog

        """

    static let checkout = """
        flow: Checkout
        start: Cart
        outcomes: [completed, cancelled]
        screens:
          Cart:
            on:
              pay: push Payment
              close: finish cancelled
          Address:
            flow: AddressEditor
            on:
              saved: stay
          Payment:
            on:
              paid: finish completed
              address: modal Address
        ---
        flow: AddressEditor
        start: Form
        outcomes: [saved]
        screens:
          Form:
            on:
              save: finish saved

        """

    static let legacy = """
        flow: Legacy
        start: Old
        screens:
          Old:
            on:
              again: stay

        """

    static let files: [(path: String, text: String)] = [
        ("Flows/checkout.yaml", checkout), ("Flows/legacy.yaml", legacy), ("Flows/shop.yaml", shop),
    ]

    static var project: Project {
        let loaded = ProjectLoader.load(sources: files)
        #expect(loaded.diagnostics.isEmpty, "the sample project should parse cleanly: \(loaded.diagnostics)")
        return loaded.project
    }

    /// Every flow and node name of the sample, for "everything is drawn" checks.
    static var names: [String] { project.flows.flatMap { [$0.name] + $0.nodes.map(\.name) } }
}
