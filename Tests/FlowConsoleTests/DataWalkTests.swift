import FlowRuntime
import Testing
@testable import FlowConsole

/// Walks with `expect` lines through data along transitions and deep links
/// (`DataFixture`): values handed on, payloads required, `expect values`,
/// `open-link` and `path-to`.
@Suite struct DataWalkTests {
    private func run(_ script: String, context: [String: String] = ["customerId": "c9"]) throws -> (
        Int32, String, String
    ) {
        var runner = ScriptRunner(console: try DataFixture.console(context: context), file: "walk.txt")
        let recorder = OutputRecorder()
        let status = runner.run(script, output: recorder.sink)
        return (status, recorder.output, recorder.errors)
    }

    static let walks: [(name: String, script: String)] = [
        (
            "an id from a list to its detail screen",
            """
            selected productId=42
            expect screen Catalog.Detail
            expect values productId=42
            back
            selected productId=7
            expect values productId=7
            """
        ),
        (
            "a child flow takes its inputs and finishes with a payload",
            """
            selected productId=42
            buy
            expect screen Pay.Card
            expect values productId=42
            confirmed orderId=9
            expect flows Shop Catalog Account
            expect stack Receipt
            expect values orderId=9
            """
        ),
        (
            "a link with a placeholder walks through the step its value fills",
            """
            open-link /products/42
            expect stack List Detail
            expect values productId=42
            undo
            expect stack List
            """
        ),
        (
            "a literal segment wins over a placeholder",
            """
            open-link /products/new
            expect screen Catalog.Editor
            expect layers 2
            """
        ),
        (
            "a full URL: only the path counts, percent-decoded",
            """
            open-link myshop://app/wishes/caf%C3%A9?from=mail#top
            expect screen Catalog.Wishes
            open-link https://shop.example/products/a%2Fb
            expect values productId=a/b
            """
        ),
        (
            "a link into the second tab selects it first",
            """
            open-link /account/help
            expect tab Account
            expect stack Me Help
            """
        ),
        (
            "a link into a modal child flow",
            """
            open-link /pay/5
            expect screen Pay.Card
            expect layers 2
            expect values productId=5
            """
        ),
        (
            "path-to changes nothing",
            """
            path-to Pay.Card
            expect screen Catalog.List
            expect stack List
            """
        ),
    ]

    @Test(arguments: walks)
    func walkHolds(_ walk: (name: String, script: String)) throws {
        let (status, _, errors) = try run(walk.script)
        #expect(errors == "", "\(walk.name)")
        #expect(status == 0, "\(walk.name)")
    }

    @Test(arguments: [
        (
            "selected\n",
            "walk.txt:1: error: outcome 'selected' carries productId (ProductID): give it with the outcome, as in 'selected productId=...'\n"
        ),
        (
            "selected productId=1 productId=2\n",
            "walk.txt:1: error: 'productId' is given twice ('productId=1' and 'productId=2'): give each value once\n"
        ),
        (
            "selected productID=1\n",
            "walk.txt:1: error: no 'when' reads 'productID' (did you mean 'productId'?)\n"
        ),
        (
            "selected productId=1\nexpect values productId=2\n",
            "walk.txt:2: expectation failed: expected values productId=2, found productId=1 on Catalog.Detail\n"
        ),
        (
            "expect values productId=2\n",
            "walk.txt:1: expectation failed: expected values productId=2, found no values on Catalog.List\n"
        ),
        ("expect values\n", "walk.txt:1: error: expect values needs the values: expect values A=1 B=2\n"),
        (
            "open-link /prodcts/42\n",
            "walk.txt:1: error: no link matches '/prodcts/42' (did you mean '/products/{productId}'?)\n"
        ),
        (
            "open-link /orders/3\n",
            "walk.txt:1: error: no walk from the start of Shop shows Catalog.Receipt with the values of '/orders/3' in this context (14 states visited)\n"
        ),
        (
            "open-link /secret\n",
            "walk.txt:1: error: no walk from the start of Shop shows Catalog.Vault with the values of '/secret' in this context (14 states visited)\n"
        ),
        ("open-link\n", "walk.txt:1: error: open-link takes one URL or path: open-link /products/42\n"),
        ("path-to Nowhere\n", "walk.txt:1: error: no node 'Nowhere' in the project\n"),
        (
            "selected productId=1\nbuy\npath-to Help\n",
            "walk.txt:3: error: several flows have a node 'Help': name one, as in Catalog.Help, Account.Help\n"
        ),
        ("path-to Pay.Crd\n", "walk.txt:1: error: flow Pay has no node 'Crd' (did you mean 'Card'?)\n"),
    ])
    func refused(_ script: String, _ error: String) throws {
        let (status, _, errors) = try run(script)
        #expect(errors == error)
        #expect(status == 1)
    }

    @Test func openLinkPrintsEveryStepItTakes() throws {
        var console = try DataFixture.console(context: ["customerId": "c9"])
        guard case .output(let text) = console.execute("open-link /pay/5") else {
            Issue.record("open-link failed")
            return
        }
        #expect(
            text.hasPrefix(
                "link /pay/{productId} opens Pay.Card: started Shop again, then 2 steps\n1. selected productId=5\n  pushed Detail\n2. buy\n"
            ))
        #expect(text.hasSuffix("→ Pay.Card\n"))
        #expect(console.session.history.count == 2)
    }

    @Test func pathToPrintsTheWalkWithPlaceholdersAndTheStack() throws {
        var console = try DataFixture.console(context: ["customerId": "c9"])
        guard case .output(let text) = console.execute("path-to Pay.Card") else {
            Issue.record("path-to failed")
            return
        }
        #expect(
            text
                == "2 steps from Catalog.List to Pay.Card:\n  selected productId=<ProductID>\n  buy\nstack then: Catalog.List Catalog.Detail | sheet: Pay.Card\n"
        )
    }

    @Test func whereShowsTheValuesOfScreensAndFlows() throws {
        var console = try DataFixture.console(context: ["customerId": "c9"])
        console.run("selected productId=42", "buy")
        guard case .output(let text) = console.execute("where") else {
            Issue.record("where failed")
            return
        }
        #expect(text.contains("  Shop (customerId=c9)\n"))
        #expect(text.contains("Catalog (customerId=c9)  started by Shop.Tabs"))
        #expect(text.contains("Pay (productId=42)  started by Catalog.Checkout"))
        #expect(text.contains("Catalog.Detail (productId=42)\n"))
        #expect(text.contains("> Pay.Card (productId=42)\n"))
    }

    @Test func completionOffersThePayloadAfterAnOutcome() throws {
        let console = try DataFixture.console(context: ["customerId": "c9"])
        let model = CompletionModel(console)
        #expect(model.candidates(lineBeforeCursor: "selected ", word: "").first == "productId=")
        #expect(model.candidates(lineBeforeCursor: "emit selected p", word: "p").first == "productId=")
        #expect(model.candidates(lineBeforeCursor: "path-to Pa", word: "Pa").contains("Pay.Card"))
    }
}
