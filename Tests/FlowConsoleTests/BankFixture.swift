import FlowLoading
import FlowModel
@testable import FlowConsole

/// A banking app in format 2: the root's start chosen by `signedIn`, a
/// flow-wide `sessionExpired`, the signed-in app as a tab bar, sign-up
/// entered in the middle (a flow node's `start`) with a flow-wide answer
/// to `back`, a flow-wide error alert whose retry navigates beneath it
/// (`dismissing:`), pops to a screen and to the root, and `from:`.
enum BankFixture {
    static let text = """
        flow: Root
        entry: true
        start:
          - { when: { signedIn: "true" }, node: Main }
          - Welcome
        on:
          sessionExpired: replace Welcome
        screens:
          Welcome:
            on:
              signIn: replace Main
              register: push Register
              join: push Join
          Register:
            flow: Onboarding
            start: Form
            on:
              done: pop
              quit: stay
          Join:
            flow: Onboarding
            on:
              done: pop
              quit: stay
          Main:
            tabs: [Feed, Profile]
            selected: Profile
            on:
              signedOut: replace Welcome
        ---
        flow: Onboarding
        start: Intro
        outcomes: [done, quit]
        on:
          back: { modal: Quit, navigation: false }
        screens:
          Intro:
            on:
              next: push Form
          Form:
            on:
              submit: finish done
              restart: { push: Form, from: Intro }
          Quit:
            on:
              keep: dismiss
              leave: finish quit
              back: dismiss
        ---
        flow: Feed
        start: List
        outcomes: [signedOut]
        on:
          failed: { modal: Error, navigation: false }
        screens:
          List:
            on:
              open: push Detail
              article: push Article
          Detail:
            on:
              more: push Detail
              home: pop List
              top: pop
              missing: pop Error
          Error:
            on:
              ok: dismiss
              retry: { push: Detail, dismissing: true }
          Article:
            flow: Reader
            on:
              back: stay
              finished: pop
        ---
        flow: Reader
        start: Page
        outcomes: [finished]
        screens:
          Page:
            on:
              next: push Page
              close: finish finished
        ---
        flow: Profile
        start: Me
        outcomes: [signedOut]
        screens:
          Me:
            on:
              signOut: finish signedOut
              edit: push Edit
          Edit:
            on:
              save: back
        """

    static var project: Project {
        ProjectLoader.load(sources: [(path: "bank.yaml", text: text)]).project
    }

    static func console(context: [String: String] = [:]) throws -> Console {
        Console(session: try Session(project: project, context: context))
    }
}
