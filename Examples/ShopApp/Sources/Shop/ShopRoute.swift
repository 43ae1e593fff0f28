/// A screen the shop shows, with what showing it needs: the generated
/// `Inputs` of each screen and flow, so that no screen is shown without its
/// data.
public enum ShopRoute: Sendable, Hashable {
    case productList
    case productDetail(ShopFlow.ProductDetailScreen.Inputs)
    case card(PayFlow.CardScreen.Inputs)
    case receipt(ShopFlow.ReceiptScreen.Inputs)
}

/// What a coordinator asks of UIKit. An app implements it with a
/// `UINavigationController`; the demo prints each call.
@MainActor
public protocol ShopNavigating: AnyObject {
    func push(_ route: ShopRoute)
    func present(_ route: ShopRoute)
    func dismissPresented()
    func popToRoot()
}
