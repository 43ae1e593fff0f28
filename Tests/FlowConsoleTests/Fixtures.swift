import Testing
import FlowLoading
import FlowModel
@testable import FlowConsole

/// A small shop: an entry flow with a pushed child flow that has a modal
/// grandchild, alternatives on `idiom`, a bare alert and a fullscreen modal.
enum Fixtures {
    static let shop = """
        flow: App
        entry: true
        start: Home
        outcomes: [loggedOut]
        screens:
          Home:
            on:
              shop: push Checkout
              about: { modal: About, style: fullscreen }
              selected:
                - { when: { idiom: pad }, push: Detail }
                - { modal: Detail, style: popover, navigation: false }
              logout: finish loggedOut
          Checkout:
            flow: Checkout
            on:
              completed: replace Home
              cancelled: stay
          About:
            on:
              close: dismiss
          Detail:
            on:
              close: back
        ---
        flow: Checkout
        start: Cart
        outcomes: [completed, cancelled]
        screens:
          Cart:
            on:
              proceed: push Shipping
              close: finish cancelled
          Shipping:
            on:
              next: push Payment
              editAddress: modal EditAddress
          EditAddress:
            flow: AddressEditor
            on:
              saved: stay
              cancelled: stay
          Payment:
            on:
              paid: replace Receipt
              failed: { modal: PaymentFailed, navigation: false }
          PaymentFailed:
            on:
              ok: dismiss
          Receipt:
            on:
              done: finish completed
        ---
        flow: AddressEditor
        start: Form
        outcomes: [saved, cancelled]
        screens:
          Form:
            on:
              save: finish saved
              cancel: finish cancelled
        """

    static var shopProject: Project {
        ProjectLoader.load(sources: [(path: "shop.yaml", text: shop)]).project
    }

    static func console(flow: String? = nil, context: [String: String] = [:]) throws -> Console {
        Console(session: try Session(project: shopProject, flow: flow, context: context))
    }
}

extension Console {
    /// Runs `lines` in order, failing the test on any reply but output.
    mutating func run(_ lines: String...) {
        for line in lines {
            let reply = execute(line)
            guard case .output = reply else {
                Issue.record("'\(line)' gave \(reply)")
                return
            }
        }
    }

    /// The current place, `Flow.Screen`.
    var place: String { Session.place(session.state) }
}
