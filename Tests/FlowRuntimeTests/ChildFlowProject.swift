import Testing

/// An app with child flows reached every way: push, modal, replace, nested.
enum ChildFlowProject {
    static let app = """
        flow: App
        entry: true
        start: Home
        screens:
          Home:
            on:
              edit: push Editing
              editSheet: modal Editing
              editCover: { modal: Editing, style: fullscreen }
              editBare: { modal: Editing, navigation: false }
              plain: push Plain
              plainSheet: modal Plain
              nested: push Wrapping
              restart: replace Starting
              restartPlain: replace Plain
          Editing:
            flow: Editor
            on:
              saved: push Thanks
              cancelled: stay
              back: { modal: Notice, navigation: false }
          Plain:
            flow: Editor
            on:
              saved: stay
              cancelled: stay
          Starting:
            flow: Editor
            on:
              saved: replace Thanks
              cancelled: replace Home
          Wrapping:
            flow: Outer
            on:
              finished: stay
              back: { modal: Notice, navigation: false }
          Thanks:
          Notice:
            on:
              ok: dismiss
        """

    static let editor = """
        flow: Editor
        start: E1
        outcomes: [saved, cancelled]
        screens:
          E1:
            on:
              next: push E2
              save: finish saved
              cancel: finish cancelled
          E2:
            on:
              confirm: modal E3
              reset: replace E1
              save: finish saved
          E3:
            on:
              really: { modal: E4, style: fullscreen }
              save: finish saved
          E4:
            on:
              save: finish saved
        """

    static let outer = """
        flow: Outer
        start: InnerNode
        outcomes: [finished]
        screens:
          InnerNode:
            flow: Inner
            on:
              done: finish finished
              back: push Never
          Never:
        """

    static let inner = """
        flow: Inner
        start: I1
        outcomes: [done]
        screens:
          I1:
            on:
              done: finish done
              deeper: push I2
          I2:
        """

    static func session() throws -> Session {
        try Session(app, editor, outer, inner)
    }
}
