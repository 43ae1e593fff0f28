import FlowDiagnostics
import FlowModel
import Testing

@testable import FlowValidation

/// What a transition has, and how a needed value is missing from it.
@Suite struct AvailableValuesTests {
    static let here = SourceLocation(file: "app.yaml", line: 1, column: 1)

    static func values(_ pairs: KeyValuePairs<String, String>) -> [ValueDeclaration] {
        pairs.map { ValueDeclaration($0.key, type: $0.value, at: here) }
    }

    static let has = AvailableValues(
        flowInputs: values(["customerId": "CustomerID", "itemId": "String"]),
        nodeInputs: values(["itemId": "ItemID", "prodId": "ProductID"]),
        payload: values(["itemID": "ProductID", "count": "Int", "customerId": "CustomerID"]))

    @Test(arguments: [
        ("customerId", "CustomerID", nil),
        // One source of the right type is enough.
        ("itemId", "ItemID", nil),
        ("itemId", "String", nil),
        ("count", "String", AvailableValues.Lack.otherType("Int")),
        // The nearest name of the same type, however far.
        ("productId", "ProductID", .absent(suggestion: "prodId")),
        ("itemid", "ProductID", .absent(suggestion: "itemID")),
        ("total", "Int", .absent(suggestion: "count")),
        ("orderId", "OrderID", .absent(suggestion: nil)),
    ])
    func aNeededValueIsThereOrLacksInOneWay(_ name: String, _ type: String, _ lack: AvailableValues.Lack?) {
        #expect(Self.has.lack(of: ValueDeclaration(name, type: type, at: Self.here)) == lack)
    }

    @Test func theValuesAreListedOutermostFirstEachOnce() {
        #expect(
            Self.has.described
                == "customerId (CustomerID), itemId (String), itemId (ItemID), prodId (ProductID), itemID (ProductID), count (Int)"
        )
        #expect(AvailableValues(flowInputs: []).described == "nothing")
    }
}
