/// Flow `Pay`: the card form in its own sheet. It reports to its parent
/// with the flow's generated `Outcome`, payload included.
@MainActor
public final class PayCoordinator {
    private let navigator: ShopNavigating
    private let inputs: PayFlow.Inputs
    private let onFinish: (PayFlow.Outcome) -> Void

    public init(navigator: ShopNavigating, inputs: PayFlow.Inputs, onFinish: @escaping (PayFlow.Outcome) -> Void) {
        self.navigator = navigator
        self.inputs = inputs
        self.onFinish = onFinish
    }

    /// Shows the flow's start, `Card`, in a new sheet.
    public func start() {
        navigator.present(.card(.init(productId: inputs.productId)))
    }

    /// The card form's delegate call. The switch is exhaustive: an outcome
    /// added to `Card` in the YAML does not compile until it is handled here.
    public func card(didReport outcome: PayFlow.CardScreen.Outcome) {
        switch outcome {
        case .confirmed(let orderId): onFinish(.paid(orderId: orderId))
        case .cancel: onFinish(.cancelled)
        }
    }
}
