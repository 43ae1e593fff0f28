import Foundation
import TestSupport
import Testing

/// `flowgraph links` and `flowgraph run --open` through the built binary.
@Suite struct LinksCommandTests {
    @Test func linksListsEveryLinkWithItsWalkOrWhyNone() throws {
        let result = try Binary.run(["links", "Projects/links-shop", "--set", "customerId=c1"])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        try Golden.check(result.stdout, "links-shop.txt")
    }

    @Test func linksRefusesFlowsWithErrors() throws {
        let result = try Binary.run(["links", "Projects/run-broken"])
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("error: the flows have "))
    }

    @Test func runOpenStartsAtTheLinksTarget() throws {
        let result = try Binary.run(
            ["run", "Projects/links-shop", "--set", "customerId=c1", "--open", "myshop://x/pay/5?utm=1"],
            input: "expect screen Pay.Card\nexpect values productId=5\n")
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        #expect(
            result.stdout.hasPrefix(
                "link /pay/{productId} opens Pay.Card: started Shop again, then 2 steps\n1. selected productId=5\n"))
    }

    @Test(arguments: [
        ("/pya/5", "error: --open /pya/5: no link matches '/pya/5' (did you mean '/pay/{productId}'?)\n"),
        (
            "/orders/1",
            "error: --open /orders/1: no walk from the start of Shop shows Catalog.Receipt with the values of '/orders/1' in this context (14 states visited)\n"
        ),
    ])
    func runOpenRefusesALinkItCannotOpen(_ url: String, _ error: String) throws {
        let result = try Binary.run(
            ["run", "Projects/links-shop", "--set", "customerId=c1", "--open", url], input: "where\n")
        #expect(result.status == 1)
        #expect(result.stderr == error)
        #expect(result.stdout.isEmpty)
    }

    @Test func aProjectWithoutLinksSaysSo() throws {
        let result = try Binary.run(["links", "Projects/run-shop"])
        #expect(result.status == 0)
        #expect(result.stdout == "no links\n")
    }

    @Test func aMalformedSetIsAUsageError() throws {
        let result = try Binary.run(["links", "Projects/links-shop", "--set", "customer"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("--set takes VAR=VALUE"))
    }

    @Test func openGivenTwiceIsAUsageError() throws {
        let result = try Binary.run(["run", "Projects/links-shop", "--open", "/help", "--open", "/help"])
        #expect(result.status == 2)
    }
}
