/// Flow `Shop`, the app's entry flow, written against the types that
/// flowgraph generates from `Flows/shop.yaml` at every build: the YAML and
/// this code cannot drift apart without the build failing.
@MainActor
public final class ShopCoordinator {
    private let navigator: ShopNavigating
    private let onFinish: (ShopFlow.Outcome) -> Void
    /// The child flow in progress, while its sheet is up.
    public private(set) var payment: PayCoordinator?

    public init(navigator: ShopNavigating, onFinish: @escaping (ShopFlow.Outcome) -> Void) {
        self.navigator = navigator
        self.onFinish = onFinish
    }

    public func start() {
        navigator.push(.productList)
    }

    public func productList(didReport outcome: ShopFlow.ProductListScreen.Outcome) {
        switch outcome {
        case .selected(let productId): navigator.push(.productDetail(.init(productId: productId)))
        case .close: onFinish(.closed)
        }
    }

    public func productDetail(
        _ shown: ShopFlow.ProductDetailScreen.Inputs, didReport outcome: ShopFlow.ProductDetailScreen.Outcome
    ) {
        switch outcome {
        case .buy:
            // `modal Checkout`: the Pay flow, started with the node's inputs.
            let payment = PayCoordinator(navigator: navigator, inputs: .init(productId: shown.productId)) {
                [weak self] in
                self?.checkout(didFinish: $0)
            }
            self.payment = payment
            payment.start()
        }
    }

    /// Flow node `Checkout`: the child's outcome, after its sheet is gone.
    func checkout(didFinish outcome: PayFlow.Outcome) {
        payment = nil
        navigator.dismissPresented()
        switch outcome {
        case .paid(let orderId): navigator.push(.receipt(.init(orderId: orderId)))
        case .cancelled: break  // `stay`
        }
    }

    public func receipt(didReport outcome: ShopFlow.ReceiptScreen.Outcome) {
        switch outcome {
        case .done: navigator.popToRoot()
        }
    }
}
