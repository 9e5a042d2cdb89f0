"""English strings of the classroom widget. Every language file has exactly these keys
and, for each key, exactly these ``{placeholders}`` (tests/ui/test_i18n.py checks it)."""

STRINGS = {
    # -- the language itself -------------------------------------------------------------
    "lang.name": "English",
    "app.title": "Terra",
    "app.tagline": "Six regions, three kinds of crisis, and one world for all of us.",
    "list.pair": "{first} and {second}",
    "list.or": "{first} or {second}",
    "list.sep": ", ",
    # -- colours, regions, cards -----------------------------------------------------------
    "colour.green": "green",
    "colour.blue": "blue",
    "colour.red": "red",
    "colour.green.meaning": "environment",
    "colour.blue.meaning": "society and economy",
    "colour.red.meaning": "peace and security",
    "colour.legend": "{colour}: {meaning}",
    "region.north_america": "North America",
    "region.south_america": "South America",
    "region.europe": "Europe",
    "region.africa": "Africa",
    "region.asia_middle_east": "Asia & Middle East",
    "region.oceania_south_east_asia": "Oceania & South-East Asia",
    "card.solution": "{colour} {value}",
    "card.crisis": "“{title}” ({colour}, {region})",
    "card.hidden": "a hidden card",
    "set.a": "same value, same colour",
    "set.b": "same value, three colours",
    "set.c": "run in one colour",
    "set.d": "run in three colours",
    "set.option": "{cards} ({kind})",
    # -- phases and whose decision it is ---------------------------------------------------
    "phase.draw": "Phase 1 · drawing",
    "phase.respond": "Phase 2 · answering the impending crisis",
    "phase.play": "Phase 3 · helping and hoarding",
    "phase.discard": "End of turn · discarding",
    "phase.over": "Game over",
    "status.turn": "Turn {turn} · {player}'s turn",
    "status.draw": "{player} must draw a card from the pile.",
    "status.respond": "{player} may put one {colour} card on the impending crisis, or pass.",
    "status.respond_left": "Players still to answer: {n}.",
    "status.play": "{player} may give one card to each full-blown crisis, hoard a set after "
                   "helping, or end the turn.",
    "status.discard": "{player} holds {n} cards and must discard down to {limit}.",
    "status.over": "The game is over.",
    "status.human": "Decision: {player}.",
    "status.bot": "{player} plays for the computer ({strategy}).",
    "status.bot_thinking": "{player} is thinking…",
    "status.bot_waiting": "The computer players are paused: press “Step” or “Continue”.",
    "status.bot_manual": "Computer players move only when you press “Step”.",
    "strategy.random": "random",
    "strategy.cooperative": "cooperative",
    "strategy.selfish": "selfish",
    "strategy.balanced": "balanced",
    "strategy.reciprocal": "reciprocal",
    "strategy.custom": "custom",
    # -- buttons and their tooltips ------------------------------------------------------------
    "btn.draw": "Draw a card",
    "tip.draw": "Take the top card of the draw pile",
    "btn.pass": "Pass",
    "tip.pass": "Put no card on the impending crisis",
    "btn.end_turn": "End turn",
    "tip.end_turn": "Finish this turn; the next player clockwise goes on",
    "btn.show_hand": "Show {player}'s hand",
    "btn.hide_hand": "Hide {player}'s hand",
    "tip.show_hand": "Press only when {player} alone is looking at the screen",
    "tip.card_play": "Play {card}",
    "tip.card_unplayable": "{card} cannot be played now",
    "tip.hoard": "Put these three cards face down: they count only for {player}'s final score",
    "btn.undo": "Undo",
    "tip.undo": "Go back to the last decision of a human player",
    "btn.redo": "Redo",
    "tip.redo": "Play again what was undone",
    "btn.step": "Step",
    "tip.step": "Let the computer player make its next move",
    "btn.continue": "Continue",
    "tip.continue": "Let the computer players move on by themselves",
    "label.speed": "Computer speed",
    "tip.speed": "How fast the computer players move",
    "speed.manual": "Step by step",
    "speed.slow": "Slow",
    "speed.normal": "Normal",
    "speed.fast": "Fast",
    "speed.instant": "Instant",
    "label.moment": "Moment",
    "tip.moment": "Choose a moment of the game to go back (or forward) to",
    "btn.jump": "Go to this moment",
    "tip.jump": "Show the game as it was at the chosen moment",
    "label.file": "File",
    "tip.file": "Name of the game file, next to the notebook",
    "btn.save": "Save game",
    "tip.save": "Write the whole game to the file",
    "btn.load": "Load game",
    "tip.load": "Replace this game by the one in the file",
    "btn.upload": "Open a game file…",
    "tip.upload": "Load a game file from your computer",
    "btn.resume": "Resume",
    "tip.resume": "Go on with the game that was saved automatically",
    "btn.new_game": "New game",
    "tip.new_game": "Start the new game (the saved one will be replaced)",
    "btn.teacher": "Open all hands",
    "tip.teacher": "Teacher switch for the debrief: every hand and hoard on screen",
    "btn.prompts": "Discussion prompts",
    "tip.prompts": "Show a question for the class at the important moments",
    "btn.projector": "Projector mode",
    "tip.projector": "Larger text for the back of the room",
    "btn.dismiss": "Back to the game",
    "tip.dismiss": "Close the question and carry on",
    "label.lang": "Language",
    "tip.lang": "Language of the game",
    "label.target": "Help which crisis?",
    "tip.target": "Choose the full-blown crisis that gets your next card",
    # -- hands --------------------------------------------------------------------------------
    "hand.title": "{player}'s hand",
    "hand.hidden.one": "{player}'s hand is hidden ({n} card).",
    "hand.hidden.other": "{player}'s hand is hidden ({n} cards).",
    "hand.empty": "{player} holds no cards.",
    "hand.hint_respond": "Click a {colour} card to put it on the impending crisis.",
    "hand.hint_play": "Choose a crisis, then click a card of its colour.",
    "hand.hint_discard": "Click a card to discard it.",
    "hand.hint_wait": "Cards with a dashed white face cannot be played now.",
    "hand.bot": "{player}'s cards stay hidden: the computer plays them.",
    "hoard.title": "Hoard a set: three cards that count only for {player}'s final score.",
    "hands.title": "Every hand (teacher view)",
    "hands.row": "{player}: {cards}",
    "hands.hoards": "{player} hoarded: {cards}",
    "hands.none": "nothing",
    # -- counters against the loss thresholds -------------------------------------------------
    "counters.title": "Full-blown crises against the limits",
    "counter.region": "{region} {n}/{limit}",
    "counter.colour": "{colour} {n}/{limit}",
    "counter.total": "All crises {n}/{limit}",
    "counter.warning": "One more full-blown crisis here and the world is lost",
    "counter.broken": "This limit was reached: the world is lost",
    "counter.safe": "{left} more full-blown crises here would end the game",
    # -- the board ------------------------------------------------------------------------------
    "board.impending": "Impending crisis",
    "board.no_impending": "No impending crisis",
    "board.threat": "threat {threat}",
    "board.total": "{total} of {threat}",
    "board.pile": "Draw pile: {n}",
    "board.waiting": "Waiting for {player}",
    "board.text_impending": "Impending: {crisis}, threat {threat}; cards played so far add "
                            "up to {total}.",
    "board.text_full_blown": "Full-blown: {crisis}, threat {threat}; {total} under it, "
                             "{missing} still missing.",
    "board.text_calm": "No crisis is full-blown at the moment.",
    "board.alt": "World map with the crises on the table",
    "board.svg_bad_input": "board_svg() draws a game (a GameState) or a view of one"
                           " (state.view(None)), not {got}.",
    # -- the players ------------------------------------------------------------------------
    "players.name": "Player",
    "players.points": "Points",
    "players.hand": "Cards in hand",
    "players.hoard": "Cards hoarded",
    "players.kind": "Who plays",
    "players.human": "a person",
    "players.bot": "computer ({strategy})",
    "players.team": "team {n}",
    # -- end of the game ----------------------------------------------------------------------
    "end.lost.title": "The world is lost",
    "end.lost.body": "Too many crises went out of control. Everybody loses and the points "
                     "do not count.",
    "end.lost.cause": "Broken limit: {cause}",
    "cause.region": "{n} full-blown crises in {region} (the limit is {limit})",
    "cause.colour": "{n} full-blown {colour} crises (the limit is {limit})",
    "cause.total": "{n} full-blown crises in the whole world (the limit is {limit})",
    "end.won.title": "The world holds!",
    "end.won.body": "The draw pile is empty and the world did not fall apart. Final ranking:",
    "end.rank": "{rank}. {names}: {score} points",
    # -- debrief ------------------------------------------------------------------------------
    "debrief.title": "Debrief",
    "debrief.player": "Player",
    "debrief.given": "Cards given per colour",
    "debrief.given_count": "{n} × {colour}",
    "debrief.risk_title": "Risk of collective loss, move by move",
    "debrief.risk_axis": "moves",
    "debrief.no_risk": "Start the game with play(..., risk_meter=True) to see this chart next "
                       "time.",
    # -- discussion prompts -------------------------------------------------------------------
    "prompt.title": "Question for the class",
    "prompt.full_blown": "{crisis} is out of control now. Who can afford to help, and "
                         "what would it cost them?",
    "prompt.hoard_burning": "{player} just put cards aside while crises are still burning. "
                            "Fair? Wise? What would you have done?",
    "prompt.one_from_collapse": "Watch out: {dangers}, and the world is lost. What must each of "
                                "you do on your next turn?",
    "prompt.danger_region": "one more full-blown crisis in {region}",
    "prompt.danger_colour": "one more full-blown {colour} crisis",
    "prompt.danger_total": "one more full-blown crisis anywhere",
    "prompt.lost": "The world collapsed. At which moment could the group still have "
                   "saved it?",
    "prompt.won": "The world held. Did the winner help the most or hoard the most? "
                  "Is that a fair way to win?",
    # -- risk meter -----------------------------------------------------------------------------
    "risk.title": "Risk meter",
    "risk.value": "Chance that the world is lost: {p}%",
    "risk.range": "(probably between {low}% and {high}%)",
    "risk.cause": "Weakest point: {cause}",
    "risk.cause_region": "too many crises in {region}",
    "risk.cause_colour": "too many {colour} crises",
    "risk.cause_total": "too many crises across the world",
    "risk.off": "The risk meter is off.",
    # -- time travel, files, resume -------------------------------------------------------------
    "log.title": "What happened (newest first)",
    "log.empty": "Nothing has happened yet.",
    "time.title": "Time travel",
    "moment.start": "0. Start of the game",
    "moment.item": "{n}. {text}",
    "action.draw": "{player} draws a card",
    "action.play_impending": "{player} plays {card} on the impending crisis",
    "action.pass": "{player} passes",
    "action.play_full_blown": "{player} plays {card} on {crisis}",
    "action.hoard": "{player} hoards a set",
    "action.end_turn": "{player} ends the turn",
    "action.discard": "{player} discards {card}",
    "file.saved": "Game saved to {path}.",
    "file.loaded": "Game loaded from {path}.",
    "file.load_error": "Could not load {path}: {reason} The game on screen has not changed.",
    "file.save_error": "Could not save to {path}: {reason}",
    "file.autosave_error": "Automatic saving failed ({reason}). The game goes on, but a "
                           "restart would lose it.",
    "file.bots_dropped": "Players without a computer strategy in this game are played by "
                         "people: {names}.",
    "resume.offer": "A game was saved automatically: {players}, turn {turn}, {moves} moves "
                    "played. Resume it, or start a new game?",
    "resume.bad": "The automatic save {path} could not be read ({reason}); a new game starts.",
    "resume.done": "Game resumed: turn {turn}.",
    "error.generic": "Something went wrong: {reason}",
    "error.bot_not_action": "{player}'s strategy returned {value}, which is not a move.",
    "error.refused": "The rules do not allow this move now [{rule}].",
    "error.bot_illegal": "{player}'s strategy chose a move the rules do not allow: {action}.",
    # -- the narrated log: one sentence per event kind ------------------------------------------
    "event.turn_started": "Turn {turn}: {player} is up.",
    "event.drew_solution": "{player} draws {card}.",
    "event.drew_solution_hidden": "{player} draws a Solution card.",
    "event.drew_crisis": "{player} turns over {crisis}, threat {threat}: it is impending.",
    "event.played_impending": "{player} puts {card} on the impending crisis.",
    "event.passed": "{player} passes.",
    "event.crisis_solved": "{crisis} is averted: {total} against a threat of {threat}.",
    "event.crisis_full_blown": "{crisis} breaks out: only {total} against a threat of "
                               "{threat}.",
    "event.played_full_blown": "{player} gives {card} to {crisis} (now {total} of {threat}).",
    "event.full_blown_solved": "{crisis} is finally under control.",
    "event.scored": "{player} scores {points} points ({reason}).",
    "event.hoarded": "{player} hoards {cards}.",
    "event.hoarded_hidden": "{player} hoards a set of {n} cards, face down.",
    "event.discarded": "{player} discards {card}.",
    "event.turn_ended": "{player} ends the turn.",
    "event.last_card_drawn": "That was the last card of the pile: the game ends after this "
                             "turn.",
    "event.world_lost": "The world is lost: {causes}.",
    "event.game_won": "The world is saved! Best score {score}: {names}.",
    "reason.first": "first card played",
    "reason.highest": "highest card",
    "reason.first_and_highest": "first and highest card",
    "reason.last_on_full_blown": "the card that settled a full-blown crisis",
    # --- ui ---
    "status.bot_prompt": "It waits until the class has talked about the question on the "
                         "board: press “Back to the game” or “Continue”.",
    "hand.nothing_respond": "{player} has no {colour} card to give: just press “Pass”.",
    "hand.nothing_play": "{player} has nothing to play now: just press “End turn”.",
    "time.locked": "Going back before a card was drawn would show the draw pile: first "
                   "open all hands (Settings).",
    "time.rule": "Going back past a draw is for the teacher, with all hands open.",
    "tab.log": "Log",
    "tab.players": "Players",
    "tab.time": "Time travel",
    "tab.files": "Files",
    "tab.settings": "Settings",
    "oserror.not_found": "there is no such file or folder",
    "oserror.denied": "this computer does not allow it",
    "oserror.is_folder": "that name is a folder, not a file",
    "oserror.no_folder": "part of the path is not a folder",
    "oserror.full": "the disk is full",
    "oserror.read_only": "that place is read-only",
    "oserror.too_long": "the name is too long",
    "oserror.not_text": "it is not a text file",
    "oserror.other": "the system refused (error {code})",
    "app.disconnected": "This game lost its connection to Python (the kernel stopped or "
                        "restarted). To get it back, run its cell again (in an app page: "
                        "reload the page); the automatic save lets you resume.",
    "app.run_again": "Run this cell to play: the game needs a running kernel.",
    "btn.auto_forced": "Play forced moves",
    "tip.auto_forced": "When a person can only pass or end the turn, do it for them",
    # --- classroom ---
    "classroom.error.bad_lang": "Unknown language {lang}; choose one of {allowed}.",
    "classroom.error.room_exists": "A room with the code {code} already exists.",
    "classroom.error.bad_code": "No room has the code “{code}”. Check the code shown on the "
                                "projector (letters and digits only).",
    "classroom.error.wrong_key": "This is not the teacher key of this room.",
    "classroom.error.already_started": "The game has already started: seats can no longer be taken"
                                       " and tables no longer added.",
    "classroom.error.bad_seat": "There is no seat {seat} at this table; it has seats 1 to {n}.",
    "classroom.error.bad_table": "There is no table {table} in this room.",
    "classroom.error.seat_taken": "Seat {seat} is already taken: choose a free seat.",
    "classroom.error.table_full": "This table is full: choose another table.",
    "classroom.error.seat_reserved": "Seat {seat} is kept for {name}: choose another seat.",
    "classroom.error.name_taken": "Someone in this room is already called {name}: add a letter to"
                                  " your name.",
    "classroom.error.not_your_seat": "Seat {seat} is not yours: come back with the PIN you got "
                                     "when you took your seat.",
    "classroom.error.pin_locked": "Too many wrong PINs: wait {seconds} seconds, or ask your "
                                  "teacher.",
    "classroom.error.wrong_pin": "Wrong PIN for seat {seat}.",
    "classroom.error.pin_not_found": "No seat in this room has this PIN. Check the PIN ({digits} "
                                     "digits) or ask your teacher.",
    "classroom.error.not_started": "The teacher has not started the game yet.",
    "classroom.error.paused": "The game is paused by the teacher: wait until it goes on.",
    "classroom.error.acted_first": "Someone acted first: the table has changed. Look again, then "
                                   "choose.",
    "classroom.error.not_your_turn": "It is not your decision now.",
    "classroom.error.illegal": "This move is not allowed now: {reason}",
    "classroom.error.bad_name": "Type your name (1 to {limit} characters).",
    "classroom.error.bad_tables": "Give the tables as a number of students (such as 24) or a list "
                                  "of table sizes from 3 to 6 (such as [4, 4, 5]), not {given}.",
    "classroom.error.no_key": "The teacher key of room {code} was not found; pass it as key=... "
                              "(it was shown when the room was opened).",
    "classroom.join.title": "Join the game",
    "classroom.join.code": "Room code",
    "classroom.join.name": "Your name",
    "classroom.join.button": "Show the free seats",
    "classroom.join.or_rejoin": "Already had a seat? Type the room code and your PIN.",
    "classroom.join.pin": "Your PIN",
    "classroom.join.rejoin": "Back to my seat",
    "classroom.join.pick_seat": "Choose a free seat (or the one kept for you).",
    "classroom.join.started": "The game has started: new seats can no longer be taken. If you had "
                              "a seat, come back with your PIN.",
    "classroom.join.table_seat": "Table {table}, seat {seat}",
    "classroom.seat.free": "free",
    "classroom.seat.reserved": "kept for {name}",
    "classroom.seat.computer": "computer player",
    "classroom.seat.computer_named": "{name} (computer)",
    "classroom.pin.shown_before": "Your PIN:",
    "classroom.pin.shown_after": "Write it down now: it is shown only once. With the room code it "
                                 "brings you back to your seat if this page closes.",
    "classroom.you_are": "You are {name} · table {table}, seat {seat}.",
    "classroom.hand.title": "Your hand, {player}",
    "classroom.waiting": "Waiting for the teacher to start the game…",
    "classroom.paused": "‖ Paused by the teacher: the game waits.",
    "classroom.your_turn": "Your decision: choose below.",
    "classroom.wait_for": "Waiting for {name}.",
    "classroom.replaced": "The teacher gave your seat to a computer player.",
    "classroom.kind.bot": "computer",
    "classroom.kind.human": "student",
    "classroom.btn.play_impending": "Put {card} on the crisis",
    "classroom.btn.give": "Give {card} to {crisis}",
    "classroom.btn.hoard": "Hoard {cards}",
    "classroom.btn.discard": "Discard {card}",
    "classroom.teacher.open": "Students open",
    "classroom.teacher.code": "Room code:",
    "classroom.teacher.qr": "QR code of the join address",
    "classroom.teacher.no_server": "Start the students' pages with the command terra-widget "
                                   "classroom (see the teacher guide).",
    "classroom.teacher.start": "Start the game",
    "classroom.teacher.pause": "Pause",
    "classroom.teacher.resume": "Resume",
    "classroom.teacher.hide_hands": "Hide the hands",
    "classroom.teacher.seat": "Student:",
    "classroom.teacher.replace": "Give this seat to a computer player",
    "classroom.teacher.project": "On the projector:",
    "classroom.teacher.table": "Table {table}",
    "classroom.teacher.tab_table": "Projected table",
    "classroom.teacher.tab_all": "All tables",
    "classroom.teacher.tab_seats": "Who sits where",
    "classroom.teacher.csv": "Download the class summary (CSV)",
    "classroom.teacher.denied": "This page is for the teacher: open the teacher address printed by"
                                " terra-widget classroom.",
    "classroom.dash.crises": "Full-blown crises",
    "classroom.dash.colours": "Per colour",
    "classroom.dash.players": "Players",
    "classroom.status.not_started": "not started",
    "classroom.status.ongoing": "playing",
    "classroom.status.saved": "world saved",
    "classroom.status.lost": "world lost",
    "classroom.summary.line": "{saved} of {n} tables saved the world, {lost} lost it, {ongoing} "
                              "still playing.",
    "classroom.csv.table": "table",
    "classroom.csv.seat": "seat",
    "classroom.csv.player": "player",
    "classroom.csv.computer": "computer",
    "classroom.csv.result": "result",
    "classroom.csv.turn": "turn",
    "classroom.csv.common": "common-good points",
    "classroom.csv.hoarded": "hoarded points",
    "classroom.csv.score": "final score",
    "classroom.csv.given_green": "green cards given",
    "classroom.csv.given_blue": "blue cards given",
    "classroom.csv.given_red": "red cards given",
    "classroom.csv.yes": "yes",
    "classroom.csv.no": "no",
    # --- persist ---
    "file.name_empty": "Type a name for the game file (it will end in {suffix}).",
    "file.name_bad": "“{name}” cannot be used as a file name.",
    "file.outside": "“{name}” is outside the notebook's folder. Game files stay next to the "
                    "notebook: type a name without a folder path, “..” or “~”.",
    "file.bad_suffix": "“{name}” is not a game file name. Game files end in {suffix} (for "
                       "example {example}), so that no other file is ever overwritten.",
    "file.load_suffix": "“{name}” is not a game file: choose a file ending in {suffix} or "
                        ".json.",
    "file.is_folder": "“{name}” is a folder, not a game file.",
    "file.too_large": "“{name}” is too large to be a game file (more than {limit}).",
    "file.os.not_found": "There is no file named “{name}” here.",
    "file.os.denied": "This computer does not allow access to “{name}”.",
    "file.os.full": "The disk is full: “{name}” could not be written.",
    "file.os.read_only": "This folder is read-only: “{name}” cannot be written here.",
    "file.os.not_folder": "Part of the path “{name}” is a file, not a folder.",
    "file.os.too_long": "The name “{name}” is too long for this computer.",
    "file.os.other": "The computer refused to use “{name}” (system error {code}).",
    "file.overwrite": "“{name}” already exists. Overwrite it with this game?",
    "btn.overwrite_yes": "Yes, overwrite",
    "btn.overwrite_no": "No, keep it",
    "file.save_cancelled": "Nothing was saved: “{name}” is unchanged.",
    "file.backup": "The earlier automatic save was kept as “{name}”.",
    "tip.play_again": "Deal a new game for the same players and computer players",
    "tip.new_game_kept": "Start a new game; the saved one is kept in a backup file",
    "resume.offer_many": "Several unfinished games of these players were saved. Choose one "
                         "to resume:",
    "resume.choice": "{players}, turn {turn}, {moves} moves, saved {time}",
    "resume.moment": "shown at move {moment} of {moves}",
    "resume.unknown_bot": "{player}'s computer strategy “{spec}” is unknown here: a person "
                          "plays {player} after resuming.",
    "file.autosave_failed": "Automatic saving failed: {reason} The game goes on, but a "
                            "restart would lose it.",
    "resume.bad_file": "The automatic save {path} could not be read: {reason} The file is "
                       "left as it is; a new game starts.",
    "file.moved": "Another window saved this game's file too; this game now saves to "
                  "“{name}”, so both are kept.",
    # --- engine2 ---
    "action.hoard_cards": "{player} hoards the set {cards}",
    # --- room ---
    "classroom.teacher.reserve_seat": "Seat:",
    "classroom.teacher.reserve_name": "Keep it for:",
    "classroom.teacher.reserve": "Reserve the seat",
    "classroom.teacher.reserve_tip": "Only this student can take the seat; an empty "
        "name frees it again",
    # --- lead ---
    "app.repr": "Terra game: {players}",
    # --- layout ---
    # the debrief table's column headers, short enough for the column beside the board
    "debrief.col_hoarded": "Points hoarded",
    "debrief.col_final": "Final score",
    # a full-blown crisis in the "which crisis?" drop-down: its region is on the map, and
    # without it the choice fits the column beside the board
    "card.crisis_choice": "“{title}” ({colour})",
    # --- report ---
    # SimulationResult.table(lang) and `terra-widget simulate --lang`: a run's plain-text report
    "report.no_games": "No games were played.",
    "report.games": "{n} games",
    "report.games.one": "{n} game",
    "report.title": "Terra: {games}, {players} players, master seed {seed}",
    "report.title_teams": "Terra: {games}, {players} players in teams, master seed {seed}",
    "report.seats": "Seats: {seats}",
    "report.lost": "World lost",
    "report.lost_rate": "in {rate} of games ({ci}: {low} to {high})",
    "report.ci": "{level} CI",
    "report.causes": "because of:",
    "report.kind.region": "{n} full-blown crises in one region",
    "report.kind.colour": "{n} full-blown crises of one colour",
    "report.kind.total": "{n} full-blown crises in all",
    "report.kind.several": "two or more of these limits at once",
    "report.top_causes": "most often:",
    "report.turns": "Turns",
    "report.turns_value": "mean {mean}, from {min} to {max}",
    "report.per_strategy": "Per strategy: scores and wins in the games where the world was "
                           "saved ({saved} of {games}):",
    "report.col.strategy": "strategy",
    "report.col.seats": "seats",
    "report.col.mean": "mean score",
    "report.col.median": "median",
    "report.col.range": "min–max",
    "report.col.wins": "win rate",
    "report.col.ci": "{level} CI",
    "report.col.given": "cards given",
    "report.range": "{low}–{high}",
    "report.note": "(win rate: share of that strategy's seats that won, ties included; cards "
                   "given: per seat and game, over all games)",

    # --- lessons ---
    # A student's strategy that goes wrong (sim/strategy_errors.py, lesson 05).
    "mistake.none": "Stopped: the strategy {strategy} in seat {seat} returned None instead of "
                    "a move ({where}). Its choose must end with return and one of the moves in "
                    "legal, for example return legal[0].",
    "mistake.illegal": "Stopped: the strategy {strategy} in seat {seat} chose {move}, which the "
                       "rules do not allow now ({where}): {why} [{rule}].",
    "mistake.crashed": "Stopped: the strategy {strategy} in seat {seat} raised an error "
                       "({where}): {error}",
    "mistake.allowed": "The {n} moves allowed at that moment: {moves}.",
    "mistake.allowed.one": "The only move allowed at that moment: {moves}.",
    "mistake.where_cell": "cell [{cell}], line {line}",
    "mistake.where_file": "{file}, line {line}",
    "mistake.full": "The full traceback ({n} lines)",
    "mistake.full.one": "The full traceback ({n} line)",
    "mistake.why.R1.4": "a move carries the seat of the player making it: write view.seat",
    "mistake.why.R2.1": "a turn starts by drawing a card",
    "mistake.why.R2.2": "the card is drawn; now the player gives cards to full-blown crises",
    "mistake.why.R3.1": "while a crisis is answered, a player passes or puts on it one card "
                        "of its colour from their own hand",
    "mistake.why.R4.1": "a full-blown crisis takes one card of its colour per turn, from "
                        "the player's own hand",
    "mistake.why.R4.4": "a set is kept once per turn, after giving a card to a full-blown "
                        "crisis, with cards from the player's own hand",
    "mistake.why.R4.5": "a set is 3 cards of the same value or 3 values in a row",
    "mistake.why.R4.7": "after keeping a set the only move left is ending the turn",
    "mistake.why.R4.8": "above 8 cards a player discards, one card at a time, before the "
                        "turn ends",
    "mistake.why.R7.3": "the answer must be one of the moves in legal",
    "mistake.why.other": "the rule named at the end says why",
    # --- classroom seats ---
    "classroom.error.db_damaged": "The room file {path} is damaged or is not a room file: restore "
                                  "a copy of it, or start with another file (--db NEW_FILE).",
    "classroom.error.db_empty": "The room file {path} is empty (0 bytes): its rooms are lost. "
                                "Restore a copy, or ask for a new room file (--new-db).",
    "classroom.error.keep_code": "Seat {seat} is kept for {name}: type the code your teacher "
                                 "gives you for it.",
    "classroom.error.one_seat": "This page already has a seat: one seat per student.",
    "classroom.error.illegal.R1.4": "This move is not allowed now: it is another player's "
                                    "decision.",
    "classroom.error.illegal.R2.1": "This move is not allowed now: your turn starts by drawing "
                                    "a card.",
    "classroom.error.illegal.R2.2": "This move is not allowed now: you have already drawn this "
                                    "turn.",
    "classroom.error.illegal.R3.1": "This move is not allowed now: only a Solution of the "
                                    "crisis's colour from your hand, or pass.",
    "classroom.error.illegal.R4.1": "This move is not allowed now: one Solution of the right "
                                    "colour per full-blown crisis and turn.",
    "classroom.error.illegal.R4.4": "This move is not allowed now: hoard one set per turn, "
                                    "after helping a full-blown crisis.",
    "classroom.error.illegal.R4.5": "This move is not allowed now: a hoard is 3 cards of one "
                                    "value or 3 consecutive values.",
    "classroom.error.illegal.R4.7": "This move is not allowed now: after hoarding, no more "
                                    "cards go on full-blown crises this turn.",
    "classroom.error.illegal.R4.8": "This move is not allowed now: discard down to the hand "
                                    "limit first.",
    "classroom.error.illegal.R6.1": "This move is not allowed: the game is over.",
    "classroom.error.illegal.R6.3": "This move is not allowed: the game is over.",
    "classroom.error.illegal.R7.3": "This is not a move of the game.",
    "classroom.join.keep": "Code from the teacher (kept seat)",
    "classroom.join.or_rejoin_seat": "Already had a seat? Choose it and type your PIN.",
    "classroom.join.your_seat": "Your seat:",
    "classroom.teacher.show_codes": "Show the codes of kept seats (not while projecting)",
    "classroom.teacher.keep_code": "code {code}",
    "classroom.teacher.rejoined.one": "reopened on another page once",
    "classroom.teacher.rejoined": "reopened on another page {n} times",
    "classroom.teacher.confirm_replace": "Give {seat} ({name}) to a computer player? The "
                                         "student can no longer play it.",
    "classroom.teacher.confirm_hands": "Show every hand on the projector? The whole class will "
                                       "see every card.",
    "classroom.teacher.confirm": "Yes, do it",
    "classroom.teacher.cancel": "Cancel",
    # --- files ---
    "file.not_regular": "“{name}” is not an ordinary file (it is a device, a pipe or a link), "
                        "and a game is only ever saved over an ordinary file. Choose another "
                        "name.",
    "file.name_too_long": "The name “{name}” is too long: on this computer a file or folder "
                          "name can have at most {limit} letters (fewer with accented letters "
                          "or other alphabets). Choose a shorter name.",
    # --- classroom server (kernel websockets, culling, the server-gone banner) ---
    "classroom.server.full_title": "This room is full",
    "classroom.server.full": "Every seat of this room already has a page open, so this page "
                             "cannot start. Ask your teacher; if you had a seat, close your other"
                             " page of the room and try again in a minute.",
    "classroom.server.teacher_title": "Teacher's page",
    "classroom.server.teacher_token": "This address does not carry the teacher token. Open the "
                                      "teacher's page with the address that terra-widget "
                                      "classroom printed when it started.",
    "classroom.server.gone": "The classroom server is not answering. Tell your teacher. Your seat"
                             " and your moves are kept: once the server is back, reload this "
                             "page, type the room code and your PIN and press “Back to my seat”.",
    "classroom.server.ended": "This page is no longer connected to the classroom server (it was "
                              "restarted, or the page was closed for too long). Reload the page, "
                              "type the room code and your PIN and press “Back to my seat”: your "
                              "seat and your moves are kept.",
    "classroom.server.back": "The classroom server answers again. Reload the page, type the room "
                             "code and your PIN and press “Back to my seat”.",
    "classroom.server.reload": "Reload the page",
    # --- layout2 ---
    # what played itself since the last person's move, above the board
    "status.just": "Just now: {events}",
    # --- b22session ---
    # "show my hand" at a moment before a draw, hands closed (R7.5)
    "time.hand_locked": "This moment is from before a card was drawn: no hand is shown here "
                        "while the hands are closed. Go back to the present (Time travel) to "
                        "see yours.",
    # --- serve (make play / make app: the lines printed in the terminal) ---
    "serve.no_lessons": 'No lessons in {lang} yet; opening the English ones. Written so far: '
                        '{written}.',
    "serve.starting_lab": "Starting JupyterLab with the Terra notebook...",
    "serve.starting_app": "Starting the Terra app (Voila)...",
    "serve.ready": "Terra is ready: {url}",
    "serve.projector": 'For the projector (large text): {url}?projector=1 (or Projector mode in '
                       'the Settings tab under the board).',
    "serve.stop_hint": "Press Ctrl+C here to stop.",
    "serve.stopped": "Stopped.",
    "serve.failed_early": "The server stopped before it was ready. The end of its log ({log}):",
    "serve.timeout": "The server did not answer within {seconds} s. The end of its log ({log}):",
    "serve.failed": "The server stopped (code {code}). The end of its log ({log}):",
    "serve.no_port": 'No free port between {first} and {last}: choose another one, e.g. make play'
                     ' PORT=9000',
    # --- tournament: a class tournament's report, chart and problems ---
    "tournament.title": "Class tournament: {strategies} strategies, {n} games each at {tables} "
                        "tables of {seats} (seed {seed})",
    "tournament.title.one": "Class tournament: {strategies} strategies, {n} game each at {tables} "
                            "tables of {seats} (seed {seed})",
    "tournament.legend": "saved: share of its games where the world was saved; wins: its win rate "
                         "when the world was saved; intervals at {level}; points: mean common-good"
                         " points and hoarded points when saved; given: cards given per game "
                         "(green/blue/red)",
    "tournament.col.strategy": "strategy",
    "tournament.col.games": "games",
    "tournament.col.saved": "saved",
    "tournament.col.ci": "interval",
    "tournament.col.wins": "wins",
    "tournament.col.points": "common good",
    "tournament.col.hoard": "hoarded",
    "tournament.col.given": "given g/b/r",
    "tournament.col.marked": "marked",
    "tournament.problems": "Problems (the baseline played these seats from the failure on):",
    "tournament.marked": "{n} games marked",
    "tournament.marked.one": "{n} game marked",
    "tournament.kind.import": "the file could not be imported: {error}",
    "tournament.kind.no_strategy": "no Strategy class in this file",
    "tournament.kind.not_strategy": "{name} is not a Strategy (write class {name}(Strategy): ...)",
    "tournament.kind.raised": "its strategy raised an error: {error}",
    "tournament.kind.illegal": "its strategy chose a move the rules refuse: {error}",
    "tournament.kind.slow": "its strategy thought longer than the limit of {limit} s for one "
                            "decision (game {game}, decision {decision})",
    "tournament.kind.stuck": "its strategy did not answer for {limit} s: its worker was stopped "
                             "(game {game}, decision {decision})",
    "tournament.kind.crash": "its strategy stopped the worker process (exit code {code}; game "
                             "{game}, decision {decision})",
    "tournament.chart.title": "Do the strategies that win save the world?",
    "tournament.chart.x": "World saved at its tables",
    "tournament.chart.y": "Its win rate when the world was saved",
    "tournament.progress": "Tournament",
    "tournament.no_folder": "{folder} is not a folder: give the folder holding the strategy files "
                            "(.py)",
    "tournament.none": "no strategy to play: give a folder of .py files with Strategy classes, or "
                       "strategies (bundled names such as 'cooperative', or Strategy objects)",
    "tournament.bad_games": "games (per strategy) must be a whole number from 1 to {most}, not "
                            "{value}",
    "tournament.bad_seats": "seats (players per table) must be a whole number from 3 to 6 (R1.1), "
                            "not {value}",
    "tournament.bad_seed": "seed must be a whole number, not {value}",
    "tournament.bad_limit": "limit (seconds per decision) must be a number above 0, not {value}",
    "tournament.bad_workers": "workers must be a whole number: 0 (play here) or more worker "
                              "processes, not {value}",
    # --- the classroom on a JupyterHub ---
    "classroom.error.hub_outsider": (
        "You are not in the class's groups on this hub: teachers must be in the group "
        "{teachers}, students in the group {students}. Ask the hub's administrator to add "
        "you."),
    "classroom.error.hub_not_logged_in": (
        "Log in to the hub first: the room service knows you by your hub account."),
    "classroom.error.hub_only_teachers": (
        "Only a teacher can do this: your hub account is in the students' group."),
    "classroom.error.hub_only_students": (
        "Only a student can take a seat: your hub account is in the teachers' group."),
    "classroom.error.hub_not_your_room": (
        "Room {code} was opened by another teacher: you can run only your own rooms."),
    "classroom.error.hub_no_seat": (
        "You have no seat in room {code} yet: run terra_widget.join(\"{code}\") first."),
    "classroom.error.hub_bad_request": (
        "The request is not understood: it needs a {what}."),
    "classroom.error.hub_bad_control": (
        "Unknown control {given}: use one of {allowed}."),
    "classroom.error.hub_no_service": (
        "This notebook cannot reach the room service: {why}"),
    "classroom.error.hub_no_token": (
        "This notebook does not run on a JupyterHub server (it has no hub token): run "
        "terra_widget.join in a notebook on your hub account."),
    "classroom.error.hub_seats_kept": (
        "Every free seat of room {code} is kept by the teacher for another student: ask "
        "your teacher for a seat."),
    "classroom.error.hub_not_found": (
        "The hub has no room service that your account may use (the hub answered {status}): "
        "ask the hub's administrator to add docs/hub/jupyterhub_config.py."),
    # --- lite: the static site's entry pages (tools/lite.py) ---
    "lite.title": "Terra in your browser",
    "lite.intro": ("Nothing to install: the game and the lessons run in this web page, "
                   "Python included."),
    "lite.play": "Play Terra",
    "lite.lessons": "Lessons",
    "lite.in_lab": "in JupyterLab",
    "lite.languages": "Other languages",
    # --- lessons in the static site (lesson 06): the tournament's note ---
    "tournament.in_browser": (
        "In the browser, the tables were played here, one after another: worker processes "
        "and clusters cannot run in a web page, and a strategy that never answers cannot "
        "be stopped (run such a tournament in JupyterLab)."),
    # --- lessons: predictions beside results, and the findings (terra_widget/lessons) ---
    "lessons.guess": "Your prediction: {guess} out of 100. The result: {result}. {verdict}",
    "lessons.no_guess": ("You made no prediction (write it in the prediction cell, then run "
                         "this cell again). The result: {result}."),
    "lessons.result_interval": "{result} (95% confidence interval: {low} to {high})",
    "lessons.close": "Well predicted: within 5 points.",
    "lessons.too_high": "Your guess was {points} points too high.",
    "lessons.too_low": "Your guess was {points} points too low.",
    "lessons.choice": "Your prediction: {guess}. The answer: {answer}. {verdict}",
    "lessons.no_choice": "You made no prediction. The answer: {answer}.",
    "lessons.right": "Right!",
    "lessons.wrong": "Not this time.",
    "lessons.word_allowed": "allowed",
    "lessons.word_refused": "refused",
    "lessons.word_yes": "yes",
    "lessons.word_no": "no",
    "lessons.beside": "Yours: {guess}\nThe experiment's: {answer}",
    "lessons.file_checked": (
        "{file}: {name} imported and played {games} games as four copies (world lost in "
        "{lost} of them)."),
    "lessons.rules_card": "The rules on one page (to print)",
    "lessons.move_hoard": "{move}: {cards}",
    "lessons.not_allowed": "Not allowed now: {move!r}. The moves allowed now:\n{allowed}",
    "lessons.refused": "Refused: {move}.",
    "lessons.allowed": "Allowed: {move}.",
    "lessons.finding.greedy_table": (
        "A table of greedy players almost never wins: four greedy players saved the world "
        "in only {saved} of the games."),
    "lessons.finding.cooperative_table": (
        "Cooperation saves the world far more often: four cooperative players saved it in "
        "{cooperative} of the games, four random players in {random}."),
    "lessons.finding.greed_curve": (
        "The greedier the table, the more often the world is lost: {first} of the games "
        "lost with no greed, {middle} at half greed, {last} at full greed."),
    "lessons.finding.greed_winner": (
        "But when the world survives, greed pays the winner: {score_first} points on "
        "average with no greed, up to {score_top} with more greed."),
    "lessons.finding.mix_loss": (
        "Each greedy player makes the loss more likely: {none} of the games lost with no "
        "greedy player, {one} with one, {four} with four."),
    "lessons.finding.mix_wins": (
        "For one player, greed pays: alone among cooperative players, the greedy player won "
        "{wins} of the saved games, where a fair share is one game in four."),
    "lessons.finding.commons": (
        "For one player, greed pays; for the group, it is ruinous. That is the tragedy of "
        "the commons: what is best for each one, chosen by everyone, is worst for all."),
    "lessons.finding.generous": (
        "Giving everything does not save the world best: four generous players lost "
        "{generous} of their games, four cooperative players {cooperative}."),
    "lessons.finding.tournament": (
        "Best scorer when the world was saved: {scorer}. The world was saved most often at "
        "the tables of: {saver}."),
    "lessons.finding.evolution_peak": (
        "The worst round was round {round}: {peak} of its games "
        "lost."),
    "lessons.finding.evolution": (
        "After {rounds} rounds of everyone copying the winner, the table holds: {mix}. "
        "Games lost: {first} in the first round, {last} in the last."),
    # the story of the game
    "story.gave.impending": "Turn {turn}: {player} gave {card} to {crisis}.",
    "story.gave.impending_solved": (
        "Turn {turn}: {player} gave {card} to {crisis}, which was solved."),
    "story.gave.full_blown": "Turn {turn}: {player} gave {card} to the full-blown {crisis}.",
    "story.gave.full_blown_solved": (
        "Turn {turn}: {player} gave {card} to the full-blown {crisis} and solved it."),
    "story.hoarded": "Turn {turn}: {player} hoarded a set ({cards}) worth {points} points.",
    "story.hoarded_hidden": "Turn {turn}: {player} hoarded a set, face down until the end.",
    "story.discarded": "Turn {turn}: {player} discarded {card} (hand limit).",
    "story.held_back.impending": (
        "Turn {turn}: {player} passed on {crisis} while holding {colour} cards; it went "
        "full-blown."),
    "story.held_back.full_blown": (
        "Turn {turn}: {player} held {colour} cards but gave none to the full-blown {crisis}."),
    "story.could_have_solved.impending": (
        "Turn {turn}: {player} could have solved {crisis}: {total} played, plus their "
        "{colour} {best}, reaches the threat of {threat}."),
    "story.could_have_solved.full_blown": (
        "Turn {turn}: {player} could have solved the full-blown {crisis}: {total} under it, "
        "plus their {colour} {best}, reaches the threat of {threat}."),
    "story.full_blown": "Turn {turn}: {crisis} went full-blown ({total} of {threat} played).",
    "story.solved": "Turn {turn}: {crisis} was solved.",
    "story.near_limit.region": (
        "Turn {turn}: {region} is one crisis away from the limit ({n} of {limit})."),
    "story.near_limit.colour": (
        "Turn {turn}: {colour} crises are one away from the limit ({n} of {limit})."),
    "story.near_limit.total": (
        "Turn {turn}: the world is one crisis away from the limit ({n} of {limit})."),
    "story.lost": "Turn {turn}: the world is lost. {cause}.",
    "story.saved": "Turn {turn}: the last card is played out and the world is saved.",
    "story.tp.first_full_blown": "The first full-blown crisis: {crisis}, turn {turn}.",
    "story.tp.risk_jump": (
        "The biggest jump in risk: from {before} to {after}, turn {turn}."),
    "story.tp.last_chance": (
        "The last crisis that, solved, would have kept the world: {crisis}, turn {turn}."),
    "story.tp.last_chance_by": (
        "The last crisis that, solved, would have kept the world: {crisis}, turn {turn}; "
        "{names} could have solved it."),
    "story.label.title": "The story of the game",
    "story.label.heading": "{title}: {outcome}",
    "story.label.regions": "Full-blown crises per region",
    "story.label.colours": "Full-blown crises per colour",
    "story.label.total": "Full-blown crises in all",
    "story.label.lanes": "What each player chose",
    "story.label.risk": "Risk of losing the world (rollouts from the public table)",
    "story.label.turn": "Turn",
    "story.label.legend": "Marks:",
    "story.label.lost": "Lost",
    "story.label.saved": "Saved",
    "story.label.going": "Still going",
    "story.label.risk_none": "No risk curve",
    "story.label.limit": "limit {limit}",
    "story.kind.gave": "gave a card",
    "story.kind.solved": "gave and solved",
    "story.kind.hoarded": "hoarded a set",
    "story.kind.discarded": "discarded",
    "story.kind.held_back": "held back",
    "story.kind.could_have_solved": "could have solved",
    "story.kind.full_blown": "went full-blown",
    "story.kind.crisis_solved": "crisis solved",
    "story.kind.near_limit": "one crisis from a limit",
    # the story in the classroom
    "classroom.teacher.tab_story": "Stories of the games",
    "classroom.story.tables_title": (
        "Full-blown crises at every table, turn by turn (the world is lost at {limit})"),
    "classroom.story.line_label": "{table} · {status} · {total}/{limit}",
    "classroom.story.limit": "{limit} full-blown crises: the world is lost",
    "classroom.story.near": "{n}: one crisis from the limit",
    "classroom.story.axis_turn": "turn",
    "classroom.story.axis_total": "full-blown crises in all",
    "classroom.story.no_tables": "No table yet.",
    "classroom.story.choose": "Story of",
    "classroom.story.none_over": (
        "Each table's story shows here once its game ends."),
    "classroom.story.heading": "The story of {table}: {status}",
    "classroom.teacher.csv_choices": "Download every player's choices (CSV)",
    "classroom.csv.move": "move",
    "classroom.csv.choice": "choice",
    "classroom.csv.colour": "colour",
    "classroom.csv.crisis": "crisis",
    "classroom.csv.region": "region",
    "classroom.csv.target": "played on",
    "classroom.csv.solved": "solved",
    "classroom.csv.points": "points",
    "classroom.choice.gave": "gave a card",
    "classroom.choice.hoarded": "hoarded a set",
    "classroom.choice.held_back": "held back",
    "classroom.choice.could_have_solved": "could have solved",
    "classroom.choice.discarded": "discarded",
    "classroom.choice.impending": "impending crisis",
    "classroom.choice.full_blown": "full-blown crisis",
    "classroom.story.risk_pending": (
        "Working out the risk of losing the world, move by move: it joins the picture in a "
        "moment."),
    "classroom.error.story_not_over": (
        "Table {table} is still playing: its story is shown once its game ends."),
    # --- trust: bounded requests on the hub, pages one client cannot pile up ---
    "classroom.error.hub_too_large": (
        "The request is too large: the room service reads at most {limit} KB."),
    "classroom.error.hub_too_deep": (
        "The request nests lists and objects too deep: at most {limit} levels are read."),
    "classroom.server.cookies": (
        "This page needs cookies: allow them for this address in your browser, then "
        "reload the page."),
    "classroom.server.tabs_title": "Too many pages in this browser",
    "classroom.server.tabs": (
        "This browser already has several pages of the room open. Close the ones you do "
        "not use, then reload this page."),
    "classroom.server.busy_title": "One moment",
    "classroom.server.busy": (
        "Many pages are opening from your network at the same time. This page tries again "
        "by itself in a few seconds."),
    # --- short game, reciprocal, evolution, sitting out ---
    "evolution.title_text": (
        "Everyone copies the winner: {rounds} rounds of {games} games at tables of "
        "{seats}"),
    "evolution.round_line": "Round {round}: {mix}; world lost in {lost} of the games",
    "evolution.moved": (
        "then the {seats} seats of the {loser} strategy go to the "
        "{winner} strategy"),
    "evolution.chart.title": "Everyone copies the winner, round after round",
    "evolution.chart.x": "Round",
    "evolution.chart.seats": "Seats",
    "evolution.chart.lost": "Games lost",
    "tournament.sat_out": "then it sat out the rest of the tournament: {n} games",
    "tournament.sat_out.one": "then it sat out the rest of the tournament: {n} game",
    # phones and the site
    "status.respond_crisis": "“{title}” ({region}): {total}/{threat} so far.",
    "lite.progress.loading": "Loading the page…",
    "lite.progress.kernel": (
        "Starting Python in your browser and installing the game (the first visit takes "
        "longest)…"),
    "lite.progress.ready": "Python is ready: run the cell with the game (Shift + Enter).",
    "lite.progress.game": "Setting up the game…",
    # the story in the widget
    "storyui.col_given": "Cards given to crises",
    "storyui.col_solved": "Points from crises solved (R3.4, R4.3)",
    "storyui.col_hoarded": "Points hoarded (R4.6)",
    "storyui.col_final": "Final score (R6.4)",
    "storyui.col_would": "Would have scored; nobody wins (R6.1)",
    "storyui.title": "The story of the game",
    "storyui.tab": "Story so far",
    "storyui.turning": "Turning points",
    "storyui.computing": (
        "Measuring the risk of collective loss at each move: {done} of {total}"),
    "storyui.click": (
        "Click a mark in the picture, or a turning point below, to see that moment in "
        "Time travel."),
    "storyui.go": "Move {n}",
    "storyui.go_tip": "See move {n} in Time travel",
    "storyui.marks_seat": "Cards held back are marked for {player} only, whose hand is shown.",
    "storyui.marks_all": "Every hand is open: cards held back are marked for everyone.",
    "storyui.marks_none": "No hand is shown: cards held back are not marked.",
    "storyui.empty": "Nothing has happened yet.",
    "storyui.risk_in_story": (
        "The risk of collective loss, move by move, is in the story of the game, under "
        "the board."),
    # -- numbers: how the language writes them (i18n/numbers.py reads these four) -------
    # the mark between the whole part and the decimals: 71.25
    "number.decimal_mark": ".",
    # the mark between thousands: 1,000 (a narrow no-break space in French)
    "number.group_mark": ",",
    # a percentage: 44.0% (French, German, Spanish, Catalan put a no-break space before %)
    "number.percent": "{number}%",
    # the smallest number written with the thousands mark (Spanish: 10000, so 1000 stays)
    "number.group_from": "1000",
    # classroom rooms: the short game on the teacher's page
    "classroom.teacher.short_game": "Short game (classroom variant)",
    "classroom.teacher.short_game_tip": (
        "Every table deals this project's classroom short game: about half as many turns "
        "as the rulebook's game. It can be changed until the start."),
    "classroom.error.bad_length": "The game's length must be {allowed}, not {given}.",
    # the game's length in Settings (the classroom short game)
    "label.length": "Game length",
    "length.full": "Full game",
    "length.short": "Short game (classroom)",
    "tip.length": (
        "Full game: the rulebook's, 18 crises, about 75 turns. Short game: this project's "
        "classroom variant to fit a lesson, 12 crises and about half the turns, with the "
        "same rules of play."),
    "length.dealt_full": "A full game was dealt for the same players.",
    "length.dealt_short": "A short game (the classroom variant) was dealt for the same players.",
    "length.next_full": "This game keeps its length; New game, at its end, deals a full game.",
    "length.next_short": (
        "This game keeps its length; New game, at its end, deals a short game."),
}
