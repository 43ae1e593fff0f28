import Foundation

import Shop

/// A navigator that keeps the stack and the sheet as UIKit would, and
/// prints every call: the demo's output is the navigation it caused.
@MainActor
final class PrintingNavigator: ShopNavigating {
    private(set) var stack: [ShopRoute] = []
    private(set) var sheet: [ShopRoute] = []

    func push(_ route: ShopRoute) {
        stack.append(route)
        report("push \(describe(route))")
    }

    func present(_ route: ShopRoute) {
        sheet = [route]
        report("present \(describe(route))")
    }

    func dismissPresented() {
        sheet = []
        report("dismiss")
    }

    func popToRoot() {
        stack = Array(stack.prefix(1))
        report("pop to root")
    }

    private func report(_ call: String) {
        print("\(call)\n  stack: \(stack.map(describe)), sheet: \(sheet.map(describe))")
    }

    private func describe(_ route: ShopRoute) -> String {
        switch route {
        case .productList: "ProductList"
        case .productDetail(let inputs): "ProductDetail(\(inputs.productId))"
        case .card(let inputs): "Card(\(inputs.productId))"
        case .receipt(let inputs): "Receipt(\(inputs.orderId))"
        }
    }
}

@MainActor
func buyOneProduct() -> Bool {
    let navigator = PrintingNavigator()
    var finished: ShopFlow.Outcome?
    let shop = ShopCoordinator(navigator: navigator) { finished = $0 }
    shop.start()
    shop.productList(didReport: .selected(productId: ProductID(42)))
    shop.productDetail(.init(productId: ProductID(42)), didReport: .buy)
    shop.payment?.card(didReport: .confirmed(orderId: OrderID("A-7")))
    shop.receipt(didReport: .done)
    shop.productList(didReport: .close)
    print("flow \(FlowgraphFlows.shop.name) finished: \(finished.map { $0.name } ?? "no")")
    return navigator.stack == [.productList] && navigator.sheet.isEmpty && finished == .closed
}

if !buyOneProduct() {
    print("the navigation did not end where the flows say it does")
    exit(1)
}
