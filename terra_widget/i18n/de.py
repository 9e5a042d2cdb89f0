"""Deutsche Texte des Klassen-Widgets (dieselben Schlüssel und Felder wie en.py)."""

STRINGS = {
    "lang.name": "Deutsch",
    "app.title": "Terra",
    "app.tagline": "Sechs Regionen, drei Arten von Krisen und eine Welt für uns alle.",
    "list.pair": "{first} und {second}",
    "list.or": "{first} oder {second}",
    "list.sep": ", ",
    "colour.green": "Grün",
    "colour.blue": "Blau",
    "colour.red": "Rot",
    "colour.green.meaning": "Umwelt",
    "colour.blue.meaning": "Gesellschaft und Wirtschaft",
    "colour.red.meaning": "Frieden und Sicherheit",
    "colour.legend": "{colour}: {meaning}",
    "region.north_america": "Nordamerika",
    "region.south_america": "Südamerika",
    "region.europe": "Europa",
    "region.africa": "Afrika",
    "region.asia_middle_east": "Asien und Nahost",
    "region.oceania_south_east_asia": "Ozeanien und Südostasien",
    "card.solution": "{colour} {value}",
    "card.crisis": "„{title}“ ({colour}, {region})",
    "card.hidden": "eine verdeckte Karte",
    "set.a": "gleicher Wert, gleiche Farbe",
    "set.b": "gleicher Wert, drei Farben",
    "set.c": "Reihe in einer Farbe",
    "set.d": "Reihe in drei Farben",
    "set.option": "{cards} ({kind})",
    "phase.draw": "Phase 1 · Ziehen",
    "phase.respond": "Phase 2 · Antwort auf die drohende Krise",
    "phase.play": "Phase 3 · Helfen und Horten",
    "phase.discard": "Zugende · Abwerfen",
    "phase.over": "Spielende",
    "status.turn": "Runde {turn} · {player} ist am Zug",
    "status.draw": "{player} muss eine Karte vom Stapel ziehen.",
    "status.respond": "{player} darf eine Karte in {colour} auf die drohende Krise legen "
                      "oder passen.",
    "status.respond_left": "Noch antworten müssen: {n}.",
    "status.play": "{player} darf jeder ausgebrochenen Krise eine Karte geben, nach dem "
                   "Helfen einen Satz horten oder den Zug beenden.",
    "status.discard": "{player} hat {n} Karten und muss auf {limit} abwerfen.",
    "status.over": "Das Spiel ist vorbei.",
    "status.human": "Entscheidung: {player}.",
    "status.bot": "{player} wird vom Computer gespielt ({strategy}).",
    "status.bot_thinking": "{player} überlegt…",
    "status.bot_waiting": "Die Computerspieler warten: „Schritt“ oder „Weiter“ drücken.",
    "status.bot_manual": "Die Computerspieler ziehen nur, wenn Sie „Schritt“ drücken.",
    "strategy.random": "zufällig",
    "strategy.cooperative": "kooperativ",
    "strategy.selfish": "eigennützig",
    "strategy.balanced": "ausgewogen",
    "strategy.reciprocal": "wechselseitig",
    "strategy.custom": "eigene Strategie",
    "btn.draw": "Karte ziehen",
    "tip.draw": "Die oberste Karte des Stapels nehmen",
    "btn.pass": "Passen",
    "tip.pass": "Keine Karte auf die drohende Krise legen",
    "btn.end_turn": "Zug beenden",
    "tip.end_turn": "Diesen Zug abschließen; der nächste Spieler im Uhrzeigersinn ist dran",
    "btn.show_hand": "Karten von {player} zeigen",
    "btn.hide_hand": "Karten von {player} verbergen",
    "tip.show_hand": "Nur drücken, wenn allein {player} auf den Bildschirm schaut",
    "tip.card_play": "{card} spielen",
    "tip.card_unplayable": "{card} kann jetzt nicht gespielt werden",
    "tip.hoard": "Diese drei Karten verdeckt ablegen: Sie zählen nur für das Endergebnis "
                 "von {player}",
    "btn.undo": "Rückgängig",
    "tip.undo": "Zurück zur letzten Entscheidung eines menschlichen Spielers",
    "btn.redo": "Wiederholen",
    "tip.redo": "Das Rückgängige noch einmal ausführen",
    "btn.step": "Schritt",
    "tip.step": "Den Computerspieler seinen nächsten Zug machen lassen",
    "btn.continue": "Weiter",
    "tip.continue": "Die Computerspieler von selbst weiterspielen lassen",
    "label.speed": "Tempo des Computers",
    "tip.speed": "Wie schnell die Computerspieler ziehen",
    "speed.manual": "Schrittweise",
    "speed.slow": "Langsam",
    "speed.normal": "Normal",
    "speed.fast": "Schnell",
    "speed.instant": "Sofort",
    "label.moment": "Zeitpunkt",
    "tip.moment": "Einen Zeitpunkt der Partie wählen, zu dem man zurück- (oder vor-)springt",
    "btn.jump": "Zu diesem Zeitpunkt",
    "tip.jump": "Die Partie so zeigen, wie sie zum gewählten Zeitpunkt war",
    "label.file": "Datei",
    "tip.file": "Name der Spieldatei, neben dem Notebook",
    "btn.save": "Spiel speichern",
    "tip.save": "Die ganze Partie in die Datei schreiben",
    "btn.load": "Spiel laden",
    "tip.load": "Diese Partie durch die aus der Datei ersetzen",
    "btn.upload": "Spieldatei öffnen…",
    "tip.upload": "Eine Spieldatei von Ihrem Computer laden",
    "btn.resume": "Fortsetzen",
    "tip.resume": "Mit der automatisch gespeicherten Partie weitermachen",
    "btn.new_game": "Neues Spiel",
    "tip.new_game": "Das neue Spiel beginnen (die gespeicherte Partie wird ersetzt)",
    "btn.teacher": "Alle Karten aufdecken",
    "tip.teacher": "Lehrerschalter für die Nachbesprechung: alle Hände und Horte sichtbar",
    "btn.prompts": "Diskussionsfragen",
    "tip.prompts": "In wichtigen Momenten eine Frage an die Klasse zeigen",
    "btn.projector": "Beamer-Modus",
    "tip.projector": "Größere Schrift für die hinteren Reihen",
    "btn.dismiss": "Zurück zum Spiel",
    "tip.dismiss": "Die Frage schließen und weiterspielen",
    "label.lang": "Sprache",
    "tip.lang": "Sprache des Spiels",
    "label.target": "Welcher Krise helfen?",
    "tip.target": "Die ausgebrochene Krise wählen, die Ihre nächste Karte bekommt",
    "hand.title": "Karten von {player}",
    "hand.hidden.one": "Die Karten von {player} sind verdeckt ({n} Karte).",
    "hand.hidden.other": "Die Karten von {player} sind verdeckt ({n} Karten).",
    "hand.empty": "{player} hat keine Karten.",
    "hand.hint_respond": "Eine Karte in {colour} anklicken, um sie auf die drohende Krise "
                         "zu legen.",
    "hand.hint_play": "Eine Krise wählen, dann eine Karte ihrer Farbe anklicken.",
    "hand.hint_discard": "Eine Karte anklicken, um sie abzuwerfen.",
    "hand.hint_wait": "Weiße Karten mit gestricheltem Rand können jetzt nicht gespielt werden.",
    "hand.bot": "Die Karten von {player} bleiben verdeckt: Der Computer spielt sie.",
    "hoard.title": "Einen Satz horten: drei Karten, die nur für das Endergebnis von "
                   "{player} zählen.",
    "hands.title": "Alle Hände (Ansicht für Lehrkräfte)",
    "hands.row": "{player}: {cards}",
    "hands.hoards": "{player} hat gehortet: {cards}",
    "hands.none": "nichts",
    "counters.title": "Ausgebrochene Krisen und ihre Grenzen",
    "counter.region": "{region} {n}/{limit}",
    "counter.colour": "{colour} {n}/{limit}",
    "counter.total": "Alle Krisen {n}/{limit}",
    "counter.warning": "Noch eine ausgebrochene Krise hier und die Welt ist verloren",
    "counter.broken": "Diese Grenze ist erreicht: Die Welt ist verloren",
    "counter.safe": "Noch {left} ausgebrochene Krisen hier würden das Spiel beenden",
    "board.impending": "Drohende Krise",
    "board.no_impending": "Keine drohende Krise",
    "board.threat": "Bedrohung {threat}",
    "board.total": "{total} von {threat}",
    "board.pile": "Stapel: {n}",
    "board.waiting": "Es fehlt noch {player}",
    "board.text_impending": "Drohend: {crisis}, Bedrohung {threat}; gelegte Karten "
                            "ergeben {total}.",
    "board.text_full_blown": "Ausgebrochen: {crisis}, Bedrohung {threat}; darunter {total}, "
                             "es fehlen noch {missing}.",
    "board.text_calm": "Im Moment ist keine Krise ausgebrochen.",
    "board.alt": "Weltkarte mit den Krisen im Spiel",
    "board.svg_bad_input": "board_svg() zeichnet ein Spiel (einen GameState) oder eine"
                           " Ansicht davon"
                           " (state.view(None)), kein {got}.",
    "players.name": "Spieler",
    "players.points": "Punkte",
    "players.hand": "Karten auf der Hand",
    "players.hoard": "Gehortete Karten",
    "players.kind": "Wer spielt",
    "players.human": "ein Mensch",
    "players.bot": "Computer ({strategy})",
    "players.team": "Team {n}",
    "end.lost.title": "Die Welt ist verloren",
    "end.lost.body": "Zu viele Krisen sind außer Kontrolle geraten. Alle verlieren, die "
                     "Punkte zählen nicht.",
    "end.lost.cause": "Überschrittene Grenze: {cause}",
    "cause.region": "{n} ausgebrochene Krisen in {region} (Grenze: {limit})",
    "cause.colour": "{n} ausgebrochene Krisen der Farbe {colour} (Grenze: {limit})",
    "cause.total": "{n} ausgebrochene Krisen auf der ganzen Welt (Grenze: {limit})",
    "end.won.title": "Die Welt hält stand!",
    "end.won.body": "Der Stapel ist leer und die Welt ist nicht zerbrochen. Endstand:",
    "end.rank": "{rank}. {names}: {score} Punkte",
    "debrief.title": "Nachbesprechung",
    "debrief.player": "Spieler",
    "debrief.given": "Gegebene Karten je Farbe",
    "debrief.given_count": "{n} × {colour}",
    "debrief.risk_title": "Risiko des gemeinsamen Scheiterns, Zug um Zug",
    "debrief.risk_axis": "Züge",
    "debrief.no_risk": "Starten Sie das Spiel mit play(..., risk_meter=True), um diese Kurve "
                       "beim nächsten Mal zu sehen.",
    "prompt.title": "Frage an die Klasse",
    "prompt.full_blown": "{crisis} ist jetzt außer Kontrolle. Wer kann es sich leisten zu "
                         "helfen, und was kostet es ihn?",
    "prompt.hoard_burning": "{player} hat gerade Karten gehortet, während noch Krisen "
                            "brennen. Fair? Klug? Was hättet ihr getan?",
    "prompt.one_from_collapse": "Achtung: {dangers}, und die Welt ist verloren. Was muss jede "
                                "und jeder im nächsten Zug tun?",
    "prompt.danger_region": "noch eine ausgebrochene Krise in {region}",
    "prompt.danger_colour": "noch eine ausgebrochene Krise der Farbe {colour}",
    "prompt.danger_total": "noch eine ausgebrochene Krise, egal wo",
    "prompt.lost": "Die Welt ist zusammengebrochen. Wann hätte die Gruppe sie noch retten "
                   "können?",
    "prompt.won": "Die Welt hat gehalten. Hat die Siegerin oder der Sieger am meisten "
                  "geholfen oder am meisten gehortet? Ist das ein gerechter Sieg?",
    "risk.title": "Risikoanzeige",
    "risk.value": "Wahrscheinlichkeit, dass die Welt verloren geht: {p} %",
    "risk.range": "(wahrscheinlich zwischen {low} % und {high} %)",
    "risk.cause": "Schwächste Stelle: {cause}",
    "risk.cause_region": "zu viele Krisen in {region}",
    "risk.cause_colour": "zu viele Krisen der Farbe {colour}",
    "risk.cause_total": "zu viele Krisen auf der ganzen Welt",
    "risk.off": "Die Risikoanzeige ist ausgeschaltet.",
    "log.title": "Was geschah (das Neueste zuerst)",
    "log.empty": "Noch ist nichts passiert.",
    "time.title": "Zeitreise",
    "moment.start": "0. Beginn der Partie",
    "moment.item": "{n}. {text}",
    "action.draw": "{player} zieht eine Karte",
    "action.play_impending": "{player} legt {card} auf die drohende Krise",
    "action.pass": "{player} passt",
    "action.play_full_blown": "{player} spielt {card} auf {crisis}",
    "action.hoard": "{player} hortet einen Satz",
    "action.end_turn": "{player} beendet den Zug",
    "action.discard": "{player} wirft {card} ab",
    "file.saved": "Partie gespeichert in {path}.",
    "file.loaded": "Partie geladen aus {path}.",
    "file.load_error": "{path} konnte nicht geladen werden: {reason} Die Partie auf dem "
                       "Bildschirm ist unverändert.",
    "file.save_error": "Speichern in {path} fehlgeschlagen: {reason}",
    "file.autosave_error": "Das automatische Speichern ist fehlgeschlagen ({reason}). Das "
                           "Spiel läuft weiter, ginge aber bei einem Neustart verloren.",
    "file.bots_dropped": "In dieser Partie spielen Menschen für die Spieler ohne "
                         "Computerstrategie: {names}.",
    "resume.offer": "Eine Partie wurde automatisch gespeichert: {players}, Runde {turn}, "
                    "{moves} Züge gespielt. Fortsetzen oder ein neues Spiel beginnen?",
    "resume.bad": "Die automatische Sicherung {path} ist nicht lesbar ({reason}); ein "
                  "neues Spiel beginnt.",
    "resume.done": "Partie fortgesetzt: Runde {turn}.",
    "error.generic": "Etwas ist schiefgegangen: {reason}",
    "error.bot_not_action": "Die Strategie von {player} hat {value} zurückgegeben, das ist "
                            "kein Zug.",
    "error.refused": "Die Regeln erlauben diesen Zug jetzt nicht [{rule}].",
    "error.bot_illegal": "Die Strategie von {player} hat einen regelwidrigen Zug gewählt: "
                         "{action}.",
    "event.turn_started": "Runde {turn}: {player} ist dran.",
    "event.drew_solution": "{player} zieht {card}.",
    "event.drew_solution_hidden": "{player} zieht eine Lösungskarte.",
    "event.drew_crisis": "{player} deckt {crisis} auf, Bedrohung {threat}: Sie droht.",
    "event.played_impending": "{player} legt {card} auf die drohende Krise.",
    "event.passed": "{player} passt.",
    "event.crisis_solved": "{crisis} ist abgewendet: {total} gegen eine Bedrohung von "
                           "{threat}.",
    "event.crisis_full_blown": "{crisis} bricht aus: nur {total} gegen eine Bedrohung von "
                               "{threat}.",
    "event.played_full_blown": "{player} gibt {card} an {crisis} (jetzt {total} von "
                               "{threat}).",
    "event.full_blown_solved": "{crisis} ist endlich unter Kontrolle.",
    "event.scored": "{player} erhält {points} Punkte ({reason}).",
    "event.hoarded": "{player} hortet {cards}.",
    "event.hoarded_hidden": "{player} hortet verdeckt einen Satz aus {n} Karten.",
    "event.discarded": "{player} wirft {card} ab.",
    "event.turn_ended": "{player} beendet den Zug.",
    "event.last_card_drawn": "Das war die letzte Karte des Stapels: Nach diesem Zug endet "
                             "das Spiel.",
    "event.world_lost": "Die Welt ist verloren: {causes}.",
    "event.game_won": "Die Welt ist gerettet! Bestes Ergebnis {score}: {names}.",
    "reason.first": "erste gelegte Karte",
    "reason.highest": "höchste Karte",
    "reason.first_and_highest": "erste und höchste Karte",
    "reason.last_on_full_blown": "die Karte, die eine ausgebrochene Krise gelöst hat",
    # --- ui ---
    "status.bot_prompt": "Er wartet, bis die Klasse über die Frage auf dem Spielbrett "
                         "gesprochen hat: „Zurück zum Spiel“ oder „Weiter“ drücken.",
    "hand.nothing_respond": "{player} hat keine {colour}-Karte zum Geben: einfach "
                            "„Passen“ drücken.",
    "hand.nothing_play": "{player} kann jetzt nichts spielen: einfach „Zug beenden“ "
                         "drücken.",
    "time.locked": "Vor ein Ziehen zurückzugehen würde den Stapel zeigen: zuerst alle "
                   "Karten aufdecken (Einstellungen).",
    "time.rule": "Hinter ein Ziehen zurückzugehen ist Sache der Lehrkraft, mit "
                 "aufgedeckten Karten.",
    "tab.log": "Verlauf",
    "tab.players": "Spieler",
    "tab.time": "Zeitreise",
    "tab.files": "Dateien",
    "tab.settings": "Einstellungen",
    "oserror.not_found": "diese Datei oder dieser Ordner existiert nicht",
    "oserror.denied": "dieser Computer erlaubt es nicht",
    "oserror.is_folder": "dieser Name ist ein Ordner, keine Datei",
    "oserror.no_folder": "ein Teil des Pfads ist kein Ordner",
    "oserror.full": "der Datenträger ist voll",
    "oserror.read_only": "dieser Ort ist schreibgeschützt",
    "oserror.too_long": "der Name ist zu lang",
    "oserror.not_text": "es ist keine Textdatei",
    "oserror.other": "das System hat abgelehnt (Fehler {code})",
    "app.disconnected": "Dieses Spiel hat die Verbindung zu Python verloren (der Kernel "
                        "wurde beendet oder neu gestartet). Um es zurückzubekommen, die "
                        "Zelle noch einmal ausführen (in einer App-Seite: die Seite neu "
                        "laden); mit der automatischen Sicherung geht es weiter.",
    "app.run_again": "Diese Zelle ausführen, um zu spielen: das Spiel braucht einen "
                     "laufenden Kernel.",
    "btn.auto_forced": "Erzwungene Züge spielen",
    "tip.auto_forced": "Wenn jemand nur passen oder den Zug beenden kann, dies automatisch tun",
    # --- classroom ---
    "classroom.error.bad_lang": "Unbekannte Sprache {lang}; wählen Sie eine von {allowed}.",
    "classroom.error.room_exists": "Einen Raum mit dem Code {code} gibt es schon.",
    "classroom.error.bad_code": "Kein Raum hat den Code „{code}“. Prüfen Sie den Code auf dem "
                                "Beamer (nur Buchstaben und Ziffern).",
    "classroom.error.wrong_key": "Das ist nicht der Lehrkraft-Schlüssel dieses Raums.",
    "classroom.error.already_started": "Das Spiel hat schon begonnen: Plätze und Tische können "
                                       "nicht mehr hinzukommen.",
    "classroom.error.bad_seat": "An diesem Tisch gibt es keinen Platz {seat}; er hat die Plätze 1 "
                                "bis {n}.",
    "classroom.error.bad_table": "In diesem Raum gibt es keinen Tisch {table}.",
    "classroom.error.seat_taken": "Platz {seat} ist schon besetzt: wählen Sie einen freien Platz.",
    "classroom.error.table_full": "Dieser Tisch ist voll: wählen Sie einen anderen Tisch.",
    "classroom.error.seat_reserved": "Platz {seat} ist für {name} reserviert: wählen Sie einen "
                                     "anderen Platz.",
    "classroom.error.name_taken": "Jemand in diesem Raum heißt schon {name}: ergänzen Sie Ihren "
                                  "Namen um einen Buchstaben.",
    "classroom.error.not_your_seat": "Platz {seat} gehört nicht Ihnen: kommen Sie mit der PIN "
                                     "zurück, die Sie beim Platznehmen bekamen.",
    "classroom.error.pin_locked": "Zu viele falsche PINs: warten Sie {seconds} Sekunden oder "
                                  "fragen Sie die Lehrkraft.",
    "classroom.error.wrong_pin": "Falsche PIN für Platz {seat}.",
    "classroom.error.pin_not_found": "Kein Platz in diesem Raum hat diese PIN. Prüfen Sie sie "
                                     "({digits} Ziffern) oder fragen Sie die Lehrkraft.",
    "classroom.error.not_started": "Die Lehrkraft hat das Spiel noch nicht gestartet.",
    "classroom.error.paused": "Die Lehrkraft hat das Spiel angehalten: warten Sie, bis es "
                              "weitergeht.",
    "classroom.error.acted_first": "Jemand war schneller: der Tisch hat sich geändert. Schauen Sie"
                                   " neu, dann wählen Sie.",
    "classroom.error.not_your_turn": "Jetzt entscheiden nicht Sie.",
    "classroom.error.illegal": "Dieser Zug ist jetzt nicht erlaubt: {reason}",
    "classroom.error.bad_name": "Geben Sie Ihren Namen ein (1 bis {limit} Zeichen).",
    "classroom.error.bad_tables": "Geben Sie die Tische als Zahl der Lernenden (etwa 24) oder als "
                                  "Liste von Tischgrößen 3 bis 6 (etwa [4, 4, 5]) an, nicht "
                                  "{given}.",
    "classroom.error.no_key": "Der Lehrkraft-Schlüssel von Raum {code} fehlt; geben Sie ihn mit "
                              "key=... an (er wurde beim Öffnen gezeigt).",
    "classroom.join.title": "Am Spiel teilnehmen",
    "classroom.join.code": "Raum-Code",
    "classroom.join.name": "Ihr Name",
    "classroom.join.button": "Freie Plätze zeigen",
    "classroom.join.or_rejoin": "Schon einen Platz gehabt? Geben Sie Raum-Code und PIN ein.",
    "classroom.join.pin": "Ihre PIN",
    "classroom.join.rejoin": "Zurück zu meinem Platz",
    "classroom.join.pick_seat": "Wählen Sie einen freien Platz (oder den für Sie reservierten).",
    "classroom.join.started": "Das Spiel läuft schon: neue Plätze gibt es nicht mehr. Hatten Sie "
                              "einen, kommen Sie mit Ihrer PIN zurück.",
    "classroom.join.table_seat": "Tisch {table}, Platz {seat}",
    "classroom.seat.free": "frei",
    "classroom.seat.reserved": "reserviert für {name}",
    "classroom.seat.computer": "Computer",
    "classroom.seat.computer_named": "{name} (Computer)",
    "classroom.pin.shown_before": "Ihre PIN:",
    "classroom.pin.shown_after": "Schreiben Sie sie jetzt auf: sie wird nur einmal gezeigt. Mit "
                                 "dem Raum-Code bringt sie Sie zurück, falls die Seite schließt.",
    "classroom.you_are": "Sie sind {name} · Tisch {table}, Platz {seat}.",
    "classroom.hand.title": "Ihre Hand, {player}",
    "classroom.waiting": "Warten, bis die Lehrkraft das Spiel startet …",
    "classroom.paused": "‖ Von der Lehrkraft angehalten: das Spiel wartet.",
    "classroom.your_turn": "Sie entscheiden: wählen Sie unten.",
    "classroom.wait_for": "Warten auf {name}.",
    "classroom.replaced": "Die Lehrkraft hat Ihren Platz einem Computer übergeben.",
    "classroom.kind.bot": "Computer",
    "classroom.kind.human": "Lernende(r)",
    "classroom.btn.play_impending": "{card} auf die Krise legen",
    "classroom.btn.give": "{card} an {crisis} geben",
    "classroom.btn.hoard": "{cards} horten",
    "classroom.btn.discard": "{card} abwerfen",
    "classroom.teacher.open": "Die Lernenden öffnen",
    "classroom.teacher.code": "Raum-Code:",
    "classroom.teacher.qr": "QR-Code der Adresse",
    "classroom.teacher.no_server": "Starten Sie die Seiten der Lernenden mit dem Befehl "
                                   "terra-widget classroom (siehe Leitfaden).",
    "classroom.teacher.start": "Spiel starten",
    "classroom.teacher.pause": "Anhalten",
    "classroom.teacher.resume": "Weiter",
    "classroom.teacher.hide_hands": "Hände verbergen",
    "classroom.teacher.seat": "Lernende(r):",
    "classroom.teacher.replace": "Platz an den Computer geben",
    "classroom.teacher.project": "Am Beamer:",
    "classroom.teacher.table": "Tisch {table}",
    "classroom.teacher.tab_table": "Tisch am Beamer",
    "classroom.teacher.tab_all": "Alle Tische",
    "classroom.teacher.tab_seats": "Wer sitzt wo",
    "classroom.teacher.csv": "Klassenübersicht herunterladen (CSV)",
    "classroom.teacher.denied": "Diese Seite ist für die Lehrkraft: öffnen Sie die "
                                "Lehrkraft-Adresse, die terra-widget classroom ausgibt.",
    "classroom.dash.crises": "Ausgebrochene Krisen",
    "classroom.dash.colours": "Je Farbe",
    "classroom.dash.players": "Spielende",
    "classroom.status.not_started": "nicht gestartet",
    "classroom.status.ongoing": "läuft",
    "classroom.status.saved": "Welt gerettet",
    "classroom.status.lost": "Welt verloren",
    "classroom.summary.line": "{saved} von {n} Tischen haben die Welt gerettet, {lost} haben sie "
                              "verloren, {ongoing} spielen noch.",
    "classroom.csv.table": "Tisch",
    "classroom.csv.seat": "Platz",
    "classroom.csv.player": "Spieler/in",
    "classroom.csv.computer": "Computer",
    "classroom.csv.result": "Ergebnis",
    "classroom.csv.turn": "Runde",
    "classroom.csv.common": "Punkte fürs Gemeinwohl",
    "classroom.csv.hoarded": "gehortete Punkte",
    "classroom.csv.score": "Endstand",
    "classroom.csv.given_green": "grüne Karten gegeben",
    "classroom.csv.given_blue": "blaue Karten gegeben",
    "classroom.csv.given_red": "rote Karten gegeben",
    "classroom.csv.yes": "ja",
    "classroom.csv.no": "nein",
    # --- persist ---
    "file.name_empty": "Geben Sie einen Namen für die Spieldatei ein (er endet auf {suffix}).",
    "file.name_bad": "„{name}“ kann nicht als Dateiname verwendet werden.",
    "file.outside": "„{name}“ liegt außerhalb des Notebook-Ordners. Spieldateien bleiben "
                    "neben dem Notebook: Geben Sie einen Namen ohne Ordnerpfad, „..“ oder "
                    "„~“ ein.",
    "file.bad_suffix": "„{name}“ ist kein Name für eine Spieldatei. Spieldateien enden auf "
                       "{suffix} (zum Beispiel {example}); so wird nie eine andere Datei "
                       "überschrieben.",
    "file.load_suffix": "„{name}“ ist keine Spieldatei: Wählen Sie eine Datei, die auf "
                        "{suffix} oder .json endet.",
    "file.is_folder": "„{name}“ ist ein Ordner, keine Spieldatei.",
    "file.too_large": "„{name}“ ist zu groß für eine Spieldatei (mehr als {limit}).",
    "file.os.not_found": "Hier gibt es keine Datei namens „{name}“.",
    "file.os.denied": "Dieser Computer erlaubt keinen Zugriff auf „{name}“.",
    "file.os.full": "Der Datenträger ist voll: „{name}“ konnte nicht geschrieben werden.",
    "file.os.read_only": "Dieser Ordner ist schreibgeschützt: „{name}“ kann hier nicht "
                         "geschrieben werden.",
    "file.os.not_folder": "Ein Teil des Pfads „{name}“ ist eine Datei, kein Ordner.",
    "file.os.too_long": "Der Name „{name}“ ist für diesen Computer zu lang.",
    "file.os.other": "Der Computer hat die Verwendung von „{name}“ abgelehnt "
                     "(Systemfehler {code}).",
    "file.overwrite": "„{name}“ gibt es schon. Mit dieser Partie überschreiben?",
    "btn.overwrite_yes": "Ja, überschreiben",
    "btn.overwrite_no": "Nein, behalten",
    "file.save_cancelled": "Nichts wurde gespeichert: „{name}“ ist unverändert.",
    "file.backup": "Die frühere automatische Sicherung wurde als „{name}“ aufbewahrt.",
    "tip.play_again": "Eine neue Partie für dieselben Spieler und Computerspieler austeilen",
    "tip.new_game_kept": "Ein neues Spiel beginnen; das gespeicherte bleibt in einer "
                         "Sicherungsdatei erhalten",
    "resume.offer_many": "Es gibt mehrere gespeicherte, unfertige Partien dieser Spieler. "
                         "Wählen Sie eine zum Fortsetzen:",
    "resume.choice": "{players}, Runde {turn}, {moves} Züge, gespeichert am {time}",
    "resume.moment": "angezeigt bei Zug {moment} von {moves}",
    "resume.unknown_bot": "Die Computerstrategie „{spec}“ von {player} ist hier unbekannt: "
                          "Nach dem Fortsetzen spielt ein Mensch für {player}.",
    "file.autosave_failed": "Das automatische Speichern ist fehlgeschlagen: {reason} Das "
                            "Spiel geht weiter, aber ein Neustart würde es verlieren.",
    "resume.bad_file": "Die automatische Sicherung {path} ist nicht lesbar: {reason} Die "
                       "Datei bleibt unverändert; ein neues Spiel beginnt.",
    "file.moved": "Ein anderes Fenster hat die Datei dieser Partie ebenfalls gespeichert; "
                  "diese Partie speichert jetzt in „{name}“, damit beide erhalten bleiben.",
    # --- engine2 ---
    "action.hoard_cards": "{player} hortet den Satz {cards}",
    # --- room ---
    "classroom.teacher.reserve_seat": "Platz:",
    "classroom.teacher.reserve_name": "Freihalten für:",
    "classroom.teacher.reserve": "Platz reservieren",
    "classroom.teacher.reserve_tip": "Nur diese Person kann den Platz nehmen; ohne "
        "Namen wird er wieder frei",
    # --- lead ---
    "app.repr": "Terra-Partie: {players}",
    # --- layout ---
    # the debrief table's column headers, short enough for the column beside the board
    "debrief.col_hoarded": "Gehortet",
    "debrief.col_final": "Gesamt",
    # a full-blown crisis in the "which crisis?" drop-down: its region is on the map, and
    # without it the choice fits the column beside the board
    "card.crisis_choice": "„{title}“ ({colour})",
    # --- report ---
    # SimulationResult.table(lang) and `terra-widget simulate --lang`: a run's plain-text report
    # ("KI" would read as artificial intelligence: the column says "Intervall")
    "report.no_games": "Es wurde keine Partie gespielt.",
    "report.games": "{n} Partien",
    "report.games.one": "{n} Partie",
    "report.title": "Terra: {games}, {players} Spieler, Startwert {seed}",
    "report.title_teams": "Terra: {games}, {players} Spieler in Teams, Startwert {seed}",
    "report.seats": "Plätze: {seats}",
    "report.lost": "Welt verloren",
    "report.lost_rate": "in {rate} der Partien ({ci}: {low} bis {high})",
    "report.ci": "Konfidenzintervall {level}",
    "report.causes": "verloren durch:",
    "report.kind.region": "{n} ausgebrochene Krisen in einer Region",
    "report.kind.colour": "{n} ausgebrochene Krisen einer Farbe",
    "report.kind.total": "{n} ausgebrochene Krisen insgesamt",
    "report.kind.several": "mehrere dieser Grenzen zugleich",
    "report.top_causes": "die häufigsten Ursachen:",
    "report.turns": "Runden",
    "report.turns_value": "im Schnitt {mean}, von {min} bis {max}",
    "report.per_strategy": "Je Strategie: Ergebnisse und Siege in Partien, in denen die Welt "
                           "überlebt hat ({saved} von {games}):",
    "report.col.strategy": "Strategie",
    "report.col.seats": "Plätze",
    "report.col.mean": "Ø Ergebnis",
    "report.col.median": "Median",
    "report.col.range": "Min.–Max.",
    "report.col.wins": "Siegquote",
    "report.col.ci": "Intervall {level}",
    "report.col.given": "gegeben",
    "report.range": "{low}–{high}",
    "report.note": "(Siegquote: Anteil der Plätze dieser Strategie, die gewonnen haben, "
                   "Gleichstände mitgezählt; gegeben: gegebene Karten je Platz und Partie, "
                   "über alle Partien gemittelt)",

    # --- lessons ---
    # Eine Schülerstrategie, die sich irrt (sim/strategy_errors.py, Lektion 05).
    "mistake.none": "Abbruch: Die Strategie {strategy} auf Platz {seat} hat None statt eines "
                    "Zugs zurückgegeben ({where}). Ihre Methode choose muss mit return und "
                    "einem der Züge aus legal enden, zum Beispiel return legal[0].",
    "mistake.illegal": "Abbruch: Die Strategie {strategy} auf Platz {seat} hat {move} gewählt, "
                       "einen Zug, den die Regeln gerade verbieten ({where}): {why} [{rule}].",
    "mistake.crashed": "Abbruch: Die Strategie {strategy} auf Platz {seat} hat einen Fehler "
                       "ausgelöst ({where}): {error}",
    "mistake.allowed": "Die {n} Züge, die in diesem Moment erlaubt waren: {moves}.",
    "mistake.allowed.one": "Der einzige Zug, der in diesem Moment erlaubt war: {moves}.",
    "mistake.where_cell": "Zelle [{cell}], Zeile {line}",
    "mistake.where_file": "{file}, Zeile {line}",
    "mistake.full": "Der ganze Traceback ({n} Zeilen)",
    "mistake.full.one": "Der ganze Traceback ({n} Zeile)",
    "mistake.why.R1.4": "ein Zug trägt den Platz der Person, die ihn macht: schreib view.seat",
    "mistake.why.R2.1": "ein Zug beginnt damit, eine Karte zu ziehen",
    "mistake.why.R2.2": "die Karte ist gezogen; jetzt gibt man Karten an ausgebrochene Krisen",
    "mistake.why.R3.1": "solange eine Krise beantwortet wird, passt man oder legt eine Karte "
                        "ihrer Farbe aus der eigenen Hand darauf",
    "mistake.why.R4.1": "eine ausgebrochene Krise bekommt pro Zug nur eine Karte ihrer Farbe, "
                        "aus der eigenen Hand",
    "mistake.why.R4.4": "ein Satz wird einmal pro Zug behalten, nachdem man einer "
                        "ausgebrochenen Krise eine Karte gegeben hat, mit Karten der eigenen Hand",
    "mistake.why.R4.5": "ein Satz sind 3 Karten mit gleichem Wert oder 3 aufeinanderfolgende "
                        "Werte",
    "mistake.why.R4.7": "nach dem Behalten eines Satzes bleibt nur, den Zug zu beenden",
    "mistake.why.R4.8": "über 8 Karten wirft man vor dem Ende des Zugs ab, eine Karte nach der "
                        "anderen",
    "mistake.why.R7.3": "die Antwort muss einer der Züge aus legal sein",
    "mistake.why.other": "die Regel am Ende sagt, warum",
    # --- classroom seats ---
    "classroom.error.db_damaged": "Die Raumdatei {path} ist beschädigt oder keine Raumdatei: "
                                  "Stellen Sie eine Kopie wieder her oder beginnen Sie mit "
                                  "einer anderen Datei (--db NEUE_DATEI).",
    "classroom.error.db_empty": "Die Raumdatei {path} ist leer (0 Byte): Ihre Räume sind "
                                "verloren. Stellen Sie eine Kopie wieder her oder verlangen Sie "
                                "eine neue Raumdatei (--new-db).",
    "classroom.error.keep_code": "Platz {seat} ist für {name} freigehalten: Geben Sie den Code "
                                 "ein, den Ihnen Ihre Lehrkraft dafür gibt.",
    "classroom.error.one_seat": "Diese Seite hat schon einen Platz: ein Platz pro Person.",
    "classroom.error.illegal.R1.4": "Dieser Zug ist jetzt nicht erlaubt: Eine andere Person "
                                    "entscheidet gerade.",
    "classroom.error.illegal.R2.1": "Dieser Zug ist jetzt nicht erlaubt: Ihr Zug beginnt mit "
                                    "dem Ziehen einer Karte.",
    "classroom.error.illegal.R2.2": "Dieser Zug ist jetzt nicht erlaubt: Sie haben in dieser "
                                    "Runde schon gezogen.",
    "classroom.error.illegal.R3.1": "Dieser Zug ist jetzt nicht erlaubt: nur eine Lösung in der "
                                    "Farbe der Krise, oder passen.",
    "classroom.error.illegal.R4.1": "Dieser Zug ist jetzt nicht erlaubt: eine Lösung der "
                                    "richtigen Farbe pro ausgebrochener Krise und Zug.",
    "classroom.error.illegal.R4.4": "Dieser Zug ist jetzt nicht erlaubt: ein Satz pro Zug "
                                    "horten, nachdem Sie einer ausgebrochenen Krise geholfen "
                                    "haben.",
    "classroom.error.illegal.R4.5": "Dieser Zug ist jetzt nicht erlaubt: Gehortet werden 3 "
                                    "Karten gleichen Werts oder 3 aufeinanderfolgende Werte.",
    "classroom.error.illegal.R4.7": "Dieser Zug ist jetzt nicht erlaubt: Nach dem Horten kommen "
                                    "in diesem Zug keine Karten mehr auf ausgebrochene Krisen.",
    "classroom.error.illegal.R4.8": "Dieser Zug ist jetzt nicht erlaubt: Werfen Sie zuerst bis "
                                    "zum Handlimit ab.",
    "classroom.error.illegal.R6.1": "Dieser Zug ist nicht erlaubt: Das Spiel ist vorbei.",
    "classroom.error.illegal.R6.3": "Dieser Zug ist nicht erlaubt: Das Spiel ist vorbei.",
    "classroom.error.illegal.R7.3": "Das ist kein Zug dieses Spiels.",
    "classroom.join.keep": "Code der Lehrkraft (freigehaltener Platz)",
    "classroom.join.or_rejoin_seat": "Schon einen Platz gehabt? Wählen Sie ihn und geben Sie "
                                     "Ihre PIN ein.",
    "classroom.join.your_seat": "Ihr Platz:",
    "classroom.teacher.show_codes": "Codes freigehaltener Plätze zeigen (nicht am Projektor)",
    "classroom.teacher.keep_code": "Code {code}",
    "classroom.teacher.rejoined.one": "einmal auf einer anderen Seite wieder geöffnet",
    "classroom.teacher.rejoined": "{n}-mal auf einer anderen Seite wieder geöffnet",
    "classroom.teacher.confirm_replace": "{seat} ({name}) einem Computerspieler geben? Die "
                                         "Person kann dort nicht mehr spielen.",
    "classroom.teacher.confirm_hands": "Alle Hände am Projektor zeigen? Die ganze Klasse sieht "
                                       "jede Karte.",
    "classroom.teacher.confirm": "Ja, ausführen",
    "classroom.teacher.cancel": "Abbrechen",
    # --- files ---
    "file.not_regular": "„{name}“ ist keine gewöhnliche Datei (sondern ein Gerät, eine Pipe "
                        "oder ein Link), und ein Spiel ersetzt nur gewöhnliche Dateien. "
                        "Wählen Sie einen anderen Namen.",
    "file.name_too_long": "Der Name „{name}“ ist zu lang: Auf diesem Computer hat ein Datei- "
                          "oder Ordnername höchstens {limit} Buchstaben (weniger mit Umlauten, "
                          "Akzenten oder anderen Schriften). Wählen Sie einen "
                          "kürzeren Namen.",
    # --- classroom server (kernel websockets, culling, the server-gone banner) ---
    "classroom.server.full_title": "Dieser Raum ist voll",
    "classroom.server.full": "Für jeden Platz dieses Raums ist schon eine Seite geöffnet, deshalb"
                             " kann diese Seite nicht starten. Fragen Sie die Lehrkraft; wenn Sie"
                             " schon einen Platz hatten, schließen Sie Ihre andere Seite des "
                             "Raums und versuchen Sie es in einer Minute noch einmal.",
    "classroom.server.teacher_title": "Seite der Lehrkraft",
    "classroom.server.teacher_token": "Diese Adresse enthält das Token der Lehrkraft nicht. "
                                      "Öffnen Sie die Seite der Lehrkraft mit der Adresse, die "
                                      "terra-widget classroom beim Start ausgegeben hat.",
    "classroom.server.gone": "Der Klassenserver antwortet nicht mehr. Sagen Sie der Lehrkraft "
                             "Bescheid. Ihr Platz und Ihre Züge bleiben erhalten: Sobald der "
                             "Server wieder läuft, laden Sie diese Seite neu, geben Raum-Code und"
                             " PIN ein und drücken „Zurück zu meinem Platz“.",
    "classroom.server.ended": "Diese Seite ist nicht mehr mit dem Klassenserver verbunden (er "
                              "wurde neu gestartet, oder die Seite war zu lange geschlossen). "
                              "Laden Sie die Seite neu, geben Sie Raum-Code und PIN ein und "
                              "drücken Sie „Zurück zu meinem Platz“: Ihr Platz und Ihre Züge "
                              "bleiben erhalten.",
    "classroom.server.back": "Der Klassenserver antwortet wieder. Laden Sie die Seite neu, geben "
                             "Sie Raum-Code und PIN ein und drücken Sie „Zurück zu meinem Platz“.",
    "classroom.server.reload": "Seite neu laden",
    # --- layout2 ---
    # what played itself since the last person's move, above the board
    "status.just": "Gerade eben: {events}",
    # --- b22session ---
    # "show my hand" at a moment before a draw, hands closed (R7.5)
    "time.hand_locked": "Dieser Moment liegt vor einem Ziehen: Solange die Hände verdeckt sind, "
                        "wird hier keine Hand gezeigt. Kehrt in die Gegenwart zurück "
                        "(Zeitreise), um eure zu sehen.",
    # --- serve (make play / make app: the lines printed in the terminal) ---
    "serve.no_lessons": 'Noch keine Lektionen auf {lang}; die englischen werden geöffnet. Bisher '
                        'geschrieben: {written}.',
    "serve.starting_lab": "JupyterLab mit dem Terra-Notebook wird gestartet...",
    "serve.starting_app": "Die Terra-App (Voila) wird gestartet...",
    "serve.ready": "Terra ist bereit: {url}",
    "serve.projector": 'Für den Beamer (große Schrift): {url}?projector=1 (oder der Beamer-Modus '
                       'im Reiter Einstellungen unter dem Spielplan).',
    "serve.stop_hint": "Zum Beenden hier Strg+C drücken.",
    "serve.stopped": "Beendet.",
    "serve.failed_early": 'Der Server hat sich beendet, bevor er bereit war. Das Ende seines '
                          'Protokolls ({log}):',
    "serve.timeout": 'Der Server hat nicht innerhalb von {seconds} s geantwortet. Das Ende seines'
                     ' Protokolls ({log}):',
    "serve.failed": 'Der Server hat sich beendet (Code {code}). Das Ende seines Protokolls '
                    '({log}):',
    "serve.no_port": 'Kein freier Port zwischen {first} und {last}: wählen Sie einen anderen, z. '
                     'B. make play PORT=9000',
    # --- tournament: a class tournament's report, chart and problems ---
    "tournament.title": "Klassenturnier: {strategies} Strategien, je {n} Partien an {tables} "
                        "Tischen zu {seats} (Startwert {seed})",
    "tournament.title.one": "Klassenturnier: {strategies} Strategien, je {n} Partie an {tables} "
                            "Tischen zu {seats} (Startwert {seed})",
    "tournament.legend": "gerettet: Anteil ihrer Partien, in denen die Welt gerettet wurde; Siege:"
                         " ihr Siegesanteil, wenn die Welt gerettet wurde; Intervalle zu {level}; "
                         "Punkte: mittlere Gemeinwohl-Punkte und zurückgelegte Punkte bei "
                         "geretteter Welt; gegeben: Karten pro Partie (grün/blau/rot)",
    "tournament.col.strategy": "Strategie",
    "tournament.col.games": "Partien",
    "tournament.col.saved": "gerettet",
    "tournament.col.ci": "Intervall",
    "tournament.col.wins": "Siege",
    "tournament.col.points": "Gemeinwohl",
    "tournament.col.hoard": "zurückgelegt",
    "tournament.col.given": "gegeben g/b/r",
    "tournament.col.marked": "markiert",
    "tournament.problems": "Probleme (ab dem Fehler spielte die Vergleichsstrategie diese Plätze):",
    "tournament.marked": "{n} Partien markiert",
    "tournament.marked.one": "{n} Partie markiert",
    "tournament.kind.import": "die Datei ließ sich nicht importieren: {error}",
    "tournament.kind.no_strategy": "keine Strategy-Klasse in dieser Datei",
    "tournament.kind.not_strategy": "{name} ist keine Strategy (schreibe class {name}(Strategy): "
                                    "...)",
    "tournament.kind.raised": "ihre Strategie hat einen Fehler ausgelöst: {error}",
    "tournament.kind.illegal": "ihre Strategie wählte einen Zug, den die Regeln nicht erlauben: "
                               "{error}",
    "tournament.kind.slow": "ihre Strategie dachte länger als die Grenze von {limit} s für eine "
                            "Entscheidung (Partie {game}, Entscheidung {decision})",
    "tournament.kind.stuck": "ihre Strategie antwortete {limit} s lang nicht: ihr Prozess wurde "
                             "beendet (Partie {game}, Entscheidung {decision})",
    "tournament.kind.crash": "ihre Strategie hat den Prozess beendet, der sie spielte (Code "
                             "{code}; Partie {game}, Entscheidung {decision})",
    "tournament.chart.title": "Retten die Strategien, die gewinnen, die Welt?",
    "tournament.chart.x": "Welt gerettet an ihren Tischen",
    "tournament.chart.y": "Ihr Siegesanteil bei geretteter Welt",
    "tournament.progress": "Turnier",
    "tournament.no_folder": "{folder} ist kein Ordner: gib den Ordner mit den Strategie-Dateien "
                            "(.py) an",
    "tournament.none": "keine Strategie zum Spielen: gib einen Ordner mit .py-Dateien mit "
                       "Strategy-Klassen an, oder Strategien (mitgelieferte Namen wie "
                       "'cooperative' oder Strategy-Objekte)",
    "tournament.bad_games": "games (Partien pro Strategie) muss eine ganze Zahl von 1 bis {most} "
                            "sein, nicht {value}",
    "tournament.bad_seats": "seats (Spieler pro Tisch) muss eine ganze Zahl von 3 bis 6 sein "
                            "(R1.1), nicht {value}",
    "tournament.bad_seed": "seed (Startwert) muss eine ganze Zahl sein, nicht {value}",
    "tournament.bad_limit": "limit (Sekunden pro Entscheidung) muss eine Zahl über 0 sein, nicht "
                            "{value}",
    "tournament.bad_workers": "workers muss eine ganze Zahl sein: 0 (hier spielen) oder die Zahl "
                              "der Prozesse, nicht {value}",
    # --- the classroom on a JupyterHub ---
    "classroom.error.hub_outsider": (
        "Du bist in keiner Gruppe der Klasse auf diesem Hub: Lehrkräfte gehören in die Gruppe"
        " {teachers}, Schülerinnen und Schüler in die Gruppe {students}. Bitte die Hub-"
        "Administration, dich hinzuzufügen."),
    "classroom.error.hub_not_logged_in": (
        "Melde dich zuerst am Hub an: der Raumdienst erkennt dich an deinem Hub-Konto."),
    "classroom.error.hub_only_teachers": (
        "Das darf nur eine Lehrkraft: dein Hub-Konto ist in der Gruppe der Schüler."),
    "classroom.error.hub_only_students": (
        "Nur Schülerinnen und Schüler nehmen einen Platz ein: dein Hub-Konto ist in der "
        "Gruppe der Lehrkräfte."),
    "classroom.error.hub_not_your_room": (
        "Raum {code} wurde von einer anderen Lehrkraft geöffnet: du kannst nur deine eigenen "
        "Räume leiten."),
    "classroom.error.hub_no_seat": (
        "Du hast noch keinen Platz in Raum {code}: führe zuerst terra_widget.join(\"{code}\") "
        "aus."),
    "classroom.error.hub_bad_request": (
        "Die Anfrage ist nicht verständlich: sie braucht ein {what}."),
    "classroom.error.hub_bad_control": (
        "Unbekannter Befehl {given}: erlaubt sind {allowed}."),
    "classroom.error.hub_no_service": (
        "Dieses Notebook erreicht den Raumdienst nicht: {why}"),
    "classroom.error.hub_no_token": (
        "Dieses Notebook läuft nicht auf einem JupyterHub-Server (es hat kein Hub-Token): "
        "führe terra_widget.join in einem Notebook deines Hub-Kontos aus."),
    "classroom.error.hub_seats_kept": (
        "Alle freien Plätze in Raum {code} hält die Lehrkraft für andere Schülerinnen und "
        "Schüler frei: frag deine Lehrkraft nach einem Platz."),
    "classroom.error.hub_not_found": (
        "Der Hub hat keinen Raumdienst, den dein Konto nutzen darf (Antwort des Hubs: "
        "{status}): bitte die Hub-Administration, docs/hub/jupyterhub_config.py einzutragen."),
    # --- lite: the static site's entry pages (tools/lite.py) ---
    "lite.title": "Terra im Browser",
    "lite.intro": ("Keine Installation nötig: Spiel und Lektionen laufen in dieser Webseite, "
                   "Python inbegriffen."),
    "lite.play": "Terra spielen",
    "lite.lessons": "Lektionen",
    "lite.in_lab": "in JupyterLab",
    "lite.languages": "Andere Sprachen",
    # --- lessons in the static site (lesson 06): the tournament's note ---
    "tournament.in_browser": (
        "Im Browser wurden die Tische hier nacheinander gespielt: Eine Webseite kann "
        "weder Arbeitsprozesse noch einen Rechencluster starten, und eine Strategie, die "
        "nie antwortet, lässt sich nicht anhalten (ein solches Turnier bitte in "
        "JupyterLab spielen)."),
    # --- lessons: predictions beside results, and the findings (terra_widget/lessons) ---
    "lessons.guess": "Deine Vorhersage: {guess} von 100. Das Ergebnis: {result}. {verdict}",
    "lessons.no_guess": ("Du hast nichts vorhergesagt (schreib deine Vorhersage in ihre "
                         "Zelle und führe diese Zelle dann erneut aus). Das Ergebnis: "
                         "{result}."),
    "lessons.result_interval": "{result} (95-%-Konfidenzintervall: {low} bis {high})",
    "lessons.close": "Gut geschätzt: weniger als 5 Punkte daneben.",
    "lessons.too_high": "Deine Schätzung lag {points} Punkte zu hoch.",
    "lessons.too_low": "Deine Schätzung lag {points} Punkte zu niedrig.",
    "lessons.choice": "Deine Vorhersage: {guess}. Die Antwort: {answer}. {verdict}",
    "lessons.no_choice": "Du hast nichts vorhergesagt. Die Antwort: {answer}.",
    "lessons.right": "Richtig!",
    "lessons.wrong": "Diesmal nicht.",
    "lessons.word_allowed": "erlaubt",
    "lessons.word_refused": "abgelehnt",
    "lessons.word_yes": "ja",
    "lessons.word_no": "nein",
    "lessons.beside": "Deine: {guess}\nDie des Experiments: {answer}",
    "lessons.file_checked": (
        "{file}: {name} importiert; vierfach am Tisch spielte sie {games} Partien (die "
        "Welt ging in {lost} davon verloren)."),
    "lessons.rules_card": "Die Regeln auf einer Seite (zum Ausdrucken)",
    "lessons.move_hoard": "{move}: {cards}",
    "lessons.not_allowed": (
        "Jetzt nicht erlaubt: {move!r}. Erlaubt sind jetzt diese Züge:\n{allowed}"),
    "lessons.refused": "Abgelehnt: {move}.",
    "lessons.allowed": "Erlaubt: {move}.",
    "lessons.finding.greedy_table": (
        "Ein Tisch voller Gieriger gewinnt fast nie: vier gierige Spieler retteten "
        "die Welt nur in {saved} der Partien."),
    "lessons.finding.cooperative_table": (
        "Zusammenarbeit rettet die Welt viel öfter: vier kooperative Spieler retteten sie "
        "in {cooperative} der Partien, vier zufällige Spieler in {random}."),
    "lessons.finding.greed_curve": (
        "Je gieriger der Tisch, desto öfter geht die Welt verloren: {first} der Partien "
        "verloren ohne Gier, {middle} bei halber Gier, {last} bei voller Gier."),
    "lessons.finding.greed_winner": (
        "Doch wenn die Welt überlebt, lohnt sich Gier für den Sieger: {score_first} Punkte "
        "im Schnitt ohne Gier, bis zu {score_top} mit mehr Gier."),
    "lessons.finding.mix_loss": (
        "Mit jedem Gierigen steigt das Risiko für alle: {none} der Partien "
        "verloren ohne gierigen Spieler, {one} mit einem, {four} mit vier."),
    "lessons.finding.mix_wins": (
        "Für den Einzelnen lohnt sich Gier: allein unter kooperativen Spielern gewann der "
        "gierige Spieler {wins} der geretteten Partien, gerecht wäre eine von vier."),
    "lessons.finding.commons": (
        "Für den Einzelnen lohnt sich Gier, für die Gruppe ist sie verheerend. Das ist die "
        "Tragik der Allmende: Was für jeden das Beste ist, von allen gewählt, ist für alle "
        "das Schlimmste."),
    "lessons.finding.generous": (
        "Alles herzugeben rettet die Welt nicht am besten: vier großzügige Spieler verloren "
        "{generous} ihrer Partien, vier kooperative Spieler {cooperative}."),
    "lessons.finding.tournament": (
        "Höchste Punktzahl, wenn die Welt gerettet wurde: {scorer}. Am öftesten gerettet "
        "wurde die Welt an den Tischen von: {saver}."),
    "lessons.finding.evolution_peak": (
        "Die schlimmste Runde war Runde {round}: {peak} ihrer "
        "Partien verloren."),
    "lessons.finding.evolution": (
        "Nach {rounds} Runden, in denen alle den Sieger nachahmen, sitzen am Tisch: {mix}. "
        "Verlorene Partien: {first} in der ersten Runde, {last} in der letzten."),
    # the story of the game
    "story.gave.impending": "Zug {turn}: {player} gab {card} für {crisis}.",
    "story.gave.impending_solved": (
        "Zug {turn}: {player} gab {card} für {crisis}, die dann gelöst war."),
    "story.gave.full_blown": (
        "Zug {turn}: {player} gab {card} für die ausgebrochene Krise {crisis}."),
    "story.gave.full_blown_solved": (
        "Zug {turn}: {player} gab {card} für die ausgebrochene Krise {crisis} und löste sie."),
    "story.hoarded": (
        "Zug {turn}: {player} legte eine Serie ({cards}) im Wert von {points} Punkten beiseite."),
    "story.hoarded_hidden": (
        "Zug {turn}: {player} legte eine Serie beiseite, verdeckt bis zum Ende."),
    "story.discarded": "Zug {turn}: {player} warf {card} ab (Handlimit).",
    "story.held_back.impending": (
        "Zug {turn}: {player} passte bei {crisis}, obwohl Karten in {colour} auf der Hand "
        "waren; sie brach aus."),
    "story.held_back.full_blown": (
        "Zug {turn}: {player} hatte Karten in {colour}, gab aber keine für die "
        "ausgebrochene Krise {crisis}."),
    "story.could_have_solved.impending": (
        "Zug {turn}: {player} hätte {crisis} lösen können: {total} gespielt, dazu die eigene "
        "Karte {colour} {best}, erreichen die Bedrohung von {threat}."),
    "story.could_have_solved.full_blown": (
        "Zug {turn}: {player} hätte die ausgebrochene Krise {crisis} lösen können: {total} "
        "darunter, dazu die eigene Karte {colour} {best}, erreichen die Bedrohung von "
        "{threat}."),
    "story.full_blown": (
        "Zug {turn}: {crisis} brach aus ({total} von {threat} gespielt)."),
    "story.solved": "Zug {turn}: {crisis} wurde gelöst.",
    "story.near_limit.region": (
        "Zug {turn}: {region} ist eine Krise von der Grenze entfernt ({n} von {limit})."),
    "story.near_limit.colour": (
        "Zug {turn}: die Krisen {colour} sind eine von der Grenze entfernt ({n} von {limit})."),
    "story.near_limit.total": (
        "Zug {turn}: die Welt ist eine Krise von der Grenze entfernt ({n} von {limit})."),
    "story.lost": "Zug {turn}: die Welt ist verloren. {cause}.",
    "story.saved": "Zug {turn}: die letzte Karte ist gespielt und die Welt gerettet.",
    "story.tp.first_full_blown": "Die erste ausgebrochene Krise: {crisis}, Zug {turn}.",
    "story.tp.risk_jump": (
        "Der größte Sprung des Risikos: von {before} auf {after}, Zug {turn}."),
    "story.tp.last_chance": (
        "Die letzte Krise, deren Lösung die Welt gerettet hätte: {crisis}, Zug {turn}."),
    "story.tp.last_chance_by": (
        "Die letzte Krise, deren Lösung die Welt gerettet hätte: {crisis}, Zug {turn}; "
        "{names} hätte sie lösen können."),
    "story.label.title": "Die Geschichte der Partie",
    "story.label.heading": "{title}: {outcome}",
    "story.label.regions": "Ausgebrochene Krisen je Region",
    "story.label.colours": "Ausgebrochene Krisen je Farbe",
    "story.label.total": "Ausgebrochene Krisen insgesamt",
    "story.label.lanes": "Was jeder Spieler wählte",
    "story.label.risk": "Risiko, die Welt zu verlieren (Simulationen vom offenen Tisch aus)",
    "story.label.turn": "Zug",
    "story.label.legend": "Zeichen:",
    "story.label.lost": "Verloren",
    "story.label.saved": "Gerettet",
    "story.label.going": "Läuft noch",
    "story.label.risk_none": "Keine Risikokurve",
    "story.label.limit": "Grenze {limit}",
    "story.kind.gave": "gab eine Karte",
    "story.kind.solved": "gab und löste",
    "story.kind.hoarded": "legte eine Serie beiseite",
    "story.kind.discarded": "warf ab",
    "story.kind.held_back": "hielt Karten zurück",
    "story.kind.could_have_solved": "hätte lösen können",
    "story.kind.full_blown": "Krise ausgebrochen",
    "story.kind.crisis_solved": "Krise gelöst",
    "story.kind.near_limit": "eine Krise vor einer Grenze",
    # the story in the classroom
    "classroom.teacher.tab_story": "Verlauf der Partien",
    "classroom.story.tables_title": (
        "Ausgebrochene Krisen an jedem Tisch, Runde für Runde (bei {limit} ist die Welt "
        "verloren)"),
    "classroom.story.line_label": "{table} · {status} · {total}/{limit}",
    "classroom.story.limit": "{limit} ausgebrochene Krisen: die Welt ist verloren",
    "classroom.story.near": "{n}: eine Krise vor der Grenze",
    "classroom.story.axis_turn": "Runde",
    "classroom.story.axis_total": "ausgebrochene Krisen insgesamt",
    "classroom.story.no_tables": "Noch kein Tisch.",
    "classroom.story.choose": "Verlauf von",
    "classroom.story.none_over": (
        "Der Verlauf jedes Tisches erscheint hier, sobald seine Partie endet."),
    "classroom.story.heading": "Verlauf der Partie, {table}: {status}",
    "classroom.teacher.csv_choices": "Entscheidungen aller Spieler herunterladen (CSV)",
    "classroom.csv.move": "Zug",
    "classroom.csv.choice": "Entscheidung",
    "classroom.csv.colour": "Farbe",
    "classroom.csv.crisis": "Krise",
    "classroom.csv.region": "Region",
    "classroom.csv.target": "gespielt auf",
    "classroom.csv.solved": "gelöst",
    "classroom.csv.points": "Punkte",
    "classroom.choice.gave": "hat eine Karte gegeben",
    "classroom.choice.hoarded": "hat ein Set gehortet",
    "classroom.choice.held_back": "hat zurückgehalten",
    "classroom.choice.could_have_solved": "hätte lösen können",
    "classroom.choice.discarded": "hat abgeworfen",
    "classroom.choice.impending": "drohende Krise",
    "classroom.choice.full_blown": "ausgebrochene Krise",
    "classroom.story.risk_pending": (
        "Das Risiko, die Welt zu verlieren, wird Zug für Zug berechnet: es erscheint gleich "
        "im Bild."),
    "classroom.error.story_not_over": (
        "Tisch {table} spielt noch: sein Verlauf erscheint, sobald seine Partie endet."),
    # --- trust: bounded requests on the hub, pages one client cannot pile up ---
    "classroom.error.hub_too_large": (
        "Die Anfrage ist zu groß: Der Raumdienst liest höchstens {limit} KB."),
    "classroom.error.hub_too_deep": (
        "Die Anfrage verschachtelt Listen und Objekte zu tief: höchstens {limit} Ebenen "
        "werden gelesen."),
    "classroom.server.cookies": (
        "Diese Seite braucht Cookies: Erlaube sie für diese Adresse in deinem Browser und "
        "lade die Seite dann neu."),
    "classroom.server.tabs_title": "Zu viele Seiten in diesem Browser",
    "classroom.server.tabs": (
        "In diesem Browser sind schon mehrere Seiten des Raums offen. Schließe die, die du "
        "nicht brauchst, und lade diese Seite dann neu."),
    "classroom.server.busy_title": "Einen Moment",
    "classroom.server.busy": (
        "Aus deinem Netzwerk öffnen sich gerade viele Seiten gleichzeitig. Diese Seite "
        "versucht es in wenigen Sekunden von selbst noch einmal."),
    # --- short game, reciprocal, evolution, sitting out ---
    "evolution.title_text": (
        "Alle machen es dem Sieger nach: {rounds} Runden mit je {games} Partien an "
        "Tischen zu {seats}"),
    "evolution.round_line": "Runde {round}: {mix}; Welt verloren in {lost} der Partien",
    "evolution.moved": (
        "danach gehen die {seats} Plätze der Strategie „{loser}“ an "
        "die Strategie „{winner}“"),
    "evolution.chart.title": "Alle machen es dem Sieger nach, Runde für Runde",
    "evolution.chart.x": "Runde",
    "evolution.chart.seats": "Plätze",
    "evolution.chart.lost": "Verlorene Partien",
    "tournament.sat_out": "danach setzte sie den Rest des Turniers aus: {n} Partien",
    "tournament.sat_out.one": "danach setzte sie den Rest des Turniers aus: {n} Partie",
    # phones and the site
    "status.respond_crisis": "„{title}“ ({region}): bisher {total}/{threat}.",
    "lite.progress.loading": "Die Seite wird geladen…",
    "lite.progress.kernel": (
        "Python startet in Ihrem Browser und das Spiel wird installiert (der erste "
        "Besuch dauert am längsten)…"),
    "lite.progress.ready": (
        "Python ist bereit: Führen Sie die Zelle mit dem Spiel aus (Umschalt + "
        "Eingabe)."),
    "lite.progress.game": "Die Partie wird vorbereitet…",
    # the story in the widget
    "storyui.col_given": "An Krisen gegebene Karten",
    "storyui.col_solved": "Punkte aus gelösten Krisen (R3.4, R4.3)",
    "storyui.col_hoarded": "Gehortete Punkte (R4.6)",
    "storyui.col_final": "Endergebnis (R6.4)",
    "storyui.col_would": "Hätte erzielt; niemand gewinnt (R6.1)",
    "storyui.title": "Die Geschichte des Spiels",
    "storyui.tab": "Geschichte bisher",
    "storyui.turning": "Wendepunkte",
    "storyui.computing": (
        "Das Risiko des gemeinsamen Scheiterns wird für jeden Zug gemessen: {done} von "
        "{total}"),
    "storyui.click": (
        "Klicke auf eine Markierung im Bild oder auf einen Wendepunkt darunter, um diesen"
        " Moment in der Zeitreise zu sehen."),
    "storyui.go": "Zug {n}",
    "storyui.go_tip": "Zug {n} in der Zeitreise ansehen",
    "storyui.marks_seat": (
        "Zurückgehaltene Karten sind nur für {player} markiert (die gezeigte Hand)."),
    "storyui.marks_all": (
        "Alle Hände sind offen: zurückgehaltene Karten sind für alle markiert."),
    "storyui.marks_none": (
        "Keine Hand wird gezeigt: zurückgehaltene Karten sind nicht markiert."),
    "storyui.empty": "Noch ist nichts geschehen.",
    "storyui.risk_in_story": (
        "Das Risiko des gemeinsamen Scheiterns, Zug um Zug, steht in der Geschichte des "
        "Spiels unter dem Spielbrett."),
    # -- numbers: how the language writes them (i18n/numbers.py reads these four) -------
    "number.decimal_mark": ",",
    "number.group_mark": ".",
    "number.percent": "{number}\u00a0%",
    "number.group_from": "1000",
    # classroom rooms: the short game on the teacher's page
    "classroom.teacher.short_game": "Kurzes Spiel (Variante für die Klasse)",
    "classroom.teacher.short_game_tip": (
        "Jeder Tisch teilt das kurze Klassenspiel dieses Projekts aus: etwa halb so viele "
        "Runden wie nach der Spielregel. Bis zum Start lässt es sich ändern."),
    "classroom.error.bad_length": "Die Spieldauer muss {allowed} sein, nicht {given}.",
    # the game's length in Settings (the classroom short game)
    "label.length": "Spieldauer",
    "length.full": "Ganze Partie",
    "length.short": "Kurze Partie (Unterricht)",
    "tip.length": (
        "Ganze Partie: die der Spielregel, 18 Krisen, etwa 75 Runden. Kurze Partie: die "
        "Unterrichtsvariante dieses Projekts für eine Schulstunde, 12 Krisen und etwa halb "
        "so viele Runden, mit denselben Spielregeln."),
    "length.dealt_full": "Für dieselben Spieler wurde eine ganze Partie ausgeteilt.",
    "length.dealt_short": (
        "Für dieselben Spieler wurde eine kurze Partie (die Unterrichtsvariante) "
        "ausgeteilt."),
    "length.next_full": (
        "Diese Partie behält ihre Dauer; Neues Spiel an ihrem Ende teilt eine ganze Partie "
        "aus."),
    "length.next_short": (
        "Diese Partie behält ihre Dauer; Neues Spiel an ihrem Ende teilt eine kurze Partie "
        "aus."),
}
