import FlowLoading
import FlowModel
@testable import FlowConsole

/// A shop in format 2 with data and deep links: a list hands the chosen
/// product's id to its detail screen, a child flow takes the product as
/// its input and finishes with an order id the parent hands on, a tab bar
/// with a link into its second tab, and links whose walks need the link's
/// values (or cannot have them).
enum DataFixture {
    static let text = """
        flow: Shop
        entry: true
        inputs: { customerId: CustomerID }
        start: Tabs
        screens:
          Tabs:
            tabs: [Catalog, Account]
        ---
        flow: Catalog
        inputs: { customerId: CustomerID }
        start: List
        # /orders and /secret have no walk, on purpose: their steps need
        # values the links do not give.
        ignore: [unreachable-link]
        links:
          /products/{productId}: Detail
          /products/new: Editor
          /orders/{orderId}: Receipt
          /help: Help
          /secret: Vault
          /wishes/caf%C3%A9: Wishes
        screens:
          List:
            outputs:
              selected: { productId: ProductID }
              unlocked: { code: Code }
            on:
              selected: push Detail
              add: modal Editor
              help: push Help
              wish: push Wishes
              unlocked: push Vault
          Detail:
            inputs: { productId: ProductID }
            on:
              buy: modal Checkout
          Checkout:
            flow: Pay
            on:
              paid: replace Receipt
              cancelled: dismiss
          Receipt:
            inputs: { orderId: OrderID }
            on:
              done: back
          Editor:
            on:
              close: dismiss
          Help:
            on:
              close: back
          Vault:
            on:
              close: back
          Wishes:
            on:
              close: back
        ---
        flow: Account
        start: Me
        links:
          /account/help: Help
        screens:
          Me:
            on:
              help: push Help
          Help:
            on:
              close: back
        ---
        flow: Pay
        inputs: { productId: ProductID }
        links:
          /pay/{productId}: Card
        outcomes:
          paid: { orderId: OrderID }
          cancelled:
        start: Card
        screens:
          Card:
            inputs: { productId: ProductID }
            outputs:
              confirmed: { orderId: OrderID }
            on:
              confirmed: finish paid
              cancel: finish cancelled
        """

    static var project: Project {
        ProjectLoader.load(sources: [(path: "data.yaml", text: text)]).project
    }

    static func console(context: [String: String] = [:]) throws -> Console {
        Console(session: try Session(project: project, context: context))
    }
}
