/// What `help` prints: every command, one line each.
enum HelpText {
    static let text = """
        OUTCOME [VAR=VALUE]...   the current screen produces OUTCOME (values hold for this step;
                                 an outcome that carries values needs them: selected productId=42)
        emit OUTCOME ...         the same, for an outcome named like a command
        back, dismiss            system navigation: the back button, a sheet swiped down
        tab NAME|N               select a tab of the tab bar on screen (its flow, or its position);
                                 the selected tab again pops it to its first screen
        outcomes                 what the current screen can produce, and where each leads
        where                    the coordinator tree and every layer with its stack, with the
                                 values each screen and flow holds
        history                  the steps taken so far
        undo                     go back to the state before the last step (context is kept)
        reset                    start again at the entry flow, or --flow NAME (context is kept)
        open-link URL            start again and take the shortest walk to the node the link opens
        path-to NODE|Flow.NODE   print the shortest walk from here that shows NODE (changes nothing)
        save-walk FILE           write the steps since the last start (reset, open-link) as a walk
                                 with an expect after each step, which replays to this state
        set VAR=VALUE            set a variable used by `when`
        set                      show the context
        unset VAR                remove a variable
        expect screen NAME|Flow.NAME, expect flow NAME, expect stack A B C,
        expect layers N, expect finished OUTCOME, expect flows A B, expect tab NAME,
        expect values A=1 B=2
                                 check the state (scripts stop when one fails)
        help                     this text
        quit                     leave (also Ctrl-D)

        """
}
