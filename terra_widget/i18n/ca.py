"""Textos en català del giny de classe (les mateixes claus i camps que en.py)."""

STRINGS = {
    "lang.name": "Català",
    "app.title": "Terra",
    "app.tagline": "Sis regions, tres tipus de crisi i un sol món per a tothom.",
    "list.pair": "{first} i {second}",
    "list.or": "{first} o {second}",
    "list.sep": ", ",
    "colour.green": "verd",
    "colour.blue": "blau",
    "colour.red": "vermell",
    "colour.green.meaning": "medi ambient",
    "colour.blue.meaning": "societat i economia",
    "colour.red.meaning": "pau i seguretat",
    "colour.legend": "{colour}: {meaning}",
    "region.north_america": "Amèrica del Nord",
    "region.south_america": "Amèrica del Sud",
    "region.europe": "Europa",
    "region.africa": "Àfrica",
    "region.asia_middle_east": "Àsia i Orient Mitjà",
    "region.oceania_south_east_asia": "Oceania i Sud-est Asiàtic",
    "card.solution": "{colour} {value}",
    "card.crisis": "«{title}» ({colour}, {region})",
    "card.hidden": "una carta amagada",
    "set.a": "mateix valor, mateix color",
    "set.b": "mateix valor, tres colors",
    "set.c": "escala d'un sol color",
    "set.d": "escala de tres colors",
    "set.option": "{cards} ({kind})",
    "phase.draw": "Fase 1 · robar",
    "phase.respond": "Fase 2 · respondre a la crisi imminent",
    "phase.play": "Fase 3 · ajudar i acaparar",
    "phase.discard": "Final del torn · descartar",
    "phase.over": "Final de la partida",
    "status.turn": "Torn {turn} · juga {player}",
    "status.draw": "{player} ha de robar una carta del munt.",
    "status.respond": "{player} pot posar una carta de color {colour} a la crisi imminent, "
                      "o passar.",
    "status.respond_left": "Jugadors que encara han de respondre: {n}.",
    "status.play": "{player} pot donar una carta a cada crisi declarada, acaparar un grup "
                   "després d'ajudar, o acabar el torn.",
    "status.discard": "{player} té {n} cartes i se n'ha de descartar fins a quedar-se'n "
                      "{limit}.",
    "status.over": "La partida s'ha acabat.",
    "status.human": "Decideix: {player}.",
    "status.bot": "{player} el juga l'ordinador ({strategy}).",
    "status.bot_thinking": "{player} s'ho pensa…",
    "status.bot_waiting": "Els jugadors de l'ordinador esperen: premeu «Pas» o «Continua».",
    "status.bot_manual": "Els jugadors de l'ordinador només juguen quan premeu «Pas».",
    "strategy.random": "a l'atzar",
    "strategy.cooperative": "cooperatiu",
    "strategy.selfish": "egoista",
    "strategy.balanced": "equilibrat",
    "strategy.reciprocal": "recíproc",
    "strategy.custom": "a mida",
    "btn.draw": "Roba una carta",
    "tip.draw": "Agafa la carta de dalt del munt",
    "btn.pass": "Passa",
    "tip.pass": "No posis cap carta a la crisi imminent",
    "btn.end_turn": "Acaba el torn",
    "tip.end_turn": "Tanca aquest torn; continua el jugador següent",
    "btn.show_hand": "{player}: mostra la meva mà",
    "btn.hide_hand": "{player}: amaga la meva mà",
    "tip.show_hand": "Premeu només si {player} és qui mira la pantalla",
    "tip.card_play": "Juga {card}",
    "tip.card_unplayable": "{card} no es pot jugar ara",
    "tip.hoard": "Posa aquestes tres cartes cap per avall: només compten per a la "
                 "puntuació final de {player}",
    "btn.undo": "Desfés",
    "tip.undo": "Torna a l'última decisió d'un jugador humà",
    "btn.redo": "Refés",
    "tip.redo": "Torna a jugar el que s'ha desfet",
    "btn.step": "Pas",
    "tip.step": "Deixa que el jugador de l'ordinador faci la jugada següent",
    "btn.continue": "Continua",
    "tip.continue": "Deixa que els jugadors de l'ordinador segueixin tot sols",
    "label.speed": "Velocitat de l'ordinador",
    "tip.speed": "A quin ritme juguen els jugadors de l'ordinador",
    "speed.manual": "Pas a pas",
    "speed.slow": "Lenta",
    "speed.normal": "Normal",
    "speed.fast": "Ràpida",
    "speed.instant": "Immediata",
    "label.moment": "Moment",
    "tip.moment": "Tria un moment de la partida on tornar (o avançar)",
    "btn.jump": "Vés a aquest moment",
    "tip.jump": "Mostra la partida tal com era en el moment triat",
    "label.file": "Fitxer",
    "tip.file": "Nom del fitxer de la partida, al costat del quadern",
    "btn.save": "Desa la partida",
    "tip.save": "Escriu tota la partida al fitxer",
    "btn.load": "Carrega una partida",
    "tip.load": "Substitueix aquesta partida per la del fitxer",
    "btn.upload": "Obre un fitxer de partida…",
    "tip.upload": "Carrega una partida des del vostre ordinador",
    "btn.resume": "Reprèn",
    "tip.resume": "Continua la partida desada automàticament",
    "btn.new_game": "Partida nova",
    "tip.new_game": "Comença la partida nova (la desada se substituirà)",
    "btn.teacher": "Destapa totes les mans",
    "tip.teacher": "Interruptor del docent per a la posada en comú: totes les mans i "
                   "reserves a la pantalla",
    "btn.prompts": "Preguntes per debatre",
    "tip.prompts": "Mostra una pregunta a la classe en els moments importants",
    "btn.projector": "Mode projector",
    "tip.projector": "Lletra més grossa per al fons de l'aula",
    "btn.dismiss": "Torna al joc",
    "tip.dismiss": "Tanca la pregunta i continua",
    "label.lang": "Llengua",
    "tip.lang": "Llengua del joc",
    "label.target": "A quina crisi ajudes?",
    "tip.target": "Tria la crisi declarada que rebrà la propera carta",
    "hand.title": "Mà: {player}",
    "hand.hidden.one": "Mà amagada: {player} ({n} carta).",
    "hand.hidden.other": "Mà amagada: {player} ({n} cartes).",
    "hand.empty": "{player} no té cap carta.",
    "hand.hint_respond": "Fes clic en una carta de color {colour} per posar-la a la crisi "
                         "imminent.",
    "hand.hint_play": "Tria una crisi i després fes clic en una carta del seu color.",
    "hand.hint_discard": "Fes clic en una carta per descartar-la.",
    "hand.hint_wait": "Les cartes blanques amb la vora discontínua no es poden jugar ara.",
    "hand.bot": "Les cartes de {player} continuen amagades: les juga l'ordinador.",
    "hoard.title": "Acapara un grup: tres cartes que només compten per a la puntuació "
                   "final de {player}.",
    "hands.title": "Totes les mans (vista del docent)",
    "hands.row": "{player}: {cards}",
    "hands.hoards": "{player} ha acaparat: {cards}",
    "hands.none": "res",
    "counters.title": "Crisis declarades davant dels límits",
    "counter.region": "{region} {n}/{limit}",
    "counter.colour": "{colour} {n}/{limit}",
    "counter.total": "Totes les crisis {n}/{limit}",
    "counter.warning": "Una crisi declarada més aquí i el món està perdut",
    "counter.broken": "S'ha arribat a aquest límit: el món està perdut",
    "counter.safe": "{left} crisis declarades més aquí acabarien la partida",
    "board.impending": "Crisi imminent",
    "board.no_impending": "Cap crisi imminent",
    "board.threat": "amenaça {threat}",
    "board.total": "{total} de {threat}",
    "board.pile": "Munt: {n}",
    "board.waiting": "S'espera {player}",
    "board.text_impending": "Imminent: {crisis}, amenaça {threat}; les cartes jugades "
                            "sumen {total}.",
    "board.text_full_blown": "Declarada: {crisis}, amenaça {threat}; {total} a sota, en "
                             "falten {missing}.",
    "board.text_calm": "Ara mateix no hi ha cap crisi declarada.",
    "board.alt": "Mapa del món amb les crisis en joc",
    "board.svg_bad_input": "board_svg() dibuixa una partida (un GameState) o una vista"
                           " d'una partida"
                           " (state.view(None)), no un {got}.",
    "players.name": "Jugador",
    "players.points": "Punts",
    "players.hand": "Cartes a la mà",
    "players.hoard": "Cartes acaparades",
    "players.kind": "Qui juga",
    "players.human": "una persona",
    "players.bot": "ordinador ({strategy})",
    "players.team": "equip {n}",
    "end.lost.title": "El món està perdut",
    "end.lost.body": "Massa crisis s'han descontrolat. Tothom perd i els punts no compten.",
    "end.lost.cause": "Límit superat: {cause}",
    "cause.region": "{n} crisis declarades a {region} (el límit és {limit})",
    "cause.colour": "{n} crisis declarades de color {colour} (el límit és {limit})",
    "cause.total": "{n} crisis declarades a tot el món (el límit és {limit})",
    "end.won.title": "El món resisteix!",
    "end.won.body": "El munt s'ha acabat i el món no s'ha enfonsat. Classificació final:",
    "end.rank": "{rank}. {names}: {score} punts",
    "debrief.title": "Posada en comú",
    "debrief.player": "Jugador",
    "debrief.given": "Cartes donades per color",
    "debrief.given_count": "{n} × {colour}",
    "debrief.risk_title": "Risc de derrota col·lectiva, jugada a jugada",
    "debrief.risk_axis": "jugades",
    "debrief.no_risk": "Comenceu la partida amb play(..., risk_meter=True) per veure aquest "
                       "gràfic la propera vegada.",
    "prompt.title": "Pregunta per a la classe",
    "prompt.full_blown": "{crisis} ara és fora de control. Qui es pot permetre ajudar, i "
                         "què li costaria?",
    "prompt.hoard_burning": "{player} acaba de guardar-se cartes mentre encara cremen "
                            "crisis. És just? És assenyat? Què hauríeu fet vosaltres?",
    "prompt.one_from_collapse": "Compte: {dangers}, i el món està perdut. Què ha de fer cadascú "
                                "en el proper torn?",
    "prompt.danger_region": "una crisi declarada més a {region}",
    "prompt.danger_colour": "una crisi declarada més de color {colour}",
    "prompt.danger_total": "una crisi declarada més, sigui on sigui",
    "prompt.lost": "El món s'ha enfonsat. En quin moment el grup encara el podia salvar?",
    "prompt.won": "El món ha resistit. Qui ha guanyat és qui més ha ajudat o qui més ha "
                  "acaparat? És una manera justa de guanyar?",
    "risk.title": "Mesurador de risc",
    "risk.value": "Probabilitat que el món es perdi: {p} %",
    "risk.range": "(probablement entre el {low} % i el {high} %)",
    "risk.cause": "Punt més feble: {cause}",
    "risk.cause_region": "massa crisis a {region}",
    "risk.cause_colour": "massa crisis de color {colour}",
    "risk.cause_total": "massa crisis a tot el món",
    "risk.off": "El mesurador de risc està apagat.",
    "log.title": "El que ha passat (el més recent a dalt)",
    "log.empty": "Encara no ha passat res.",
    "time.title": "Viatge en el temps",
    "moment.start": "0. Inici de la partida",
    "moment.item": "{n}. {text}",
    "action.draw": "{player} roba una carta",
    "action.play_impending": "{player} posa {card} a la crisi imminent",
    "action.pass": "{player} passa",
    "action.play_full_blown": "{player} juga {card} a {crisis}",
    "action.hoard": "{player} acapara un grup",
    "action.end_turn": "{player} acaba el torn",
    "action.discard": "{player} descarta {card}",
    "file.saved": "Partida desada a {path}.",
    "file.loaded": "Partida carregada de {path}.",
    "file.load_error": "No s'ha pogut carregar {path}: {reason} La partida de la pantalla "
                       "no ha canviat.",
    "file.save_error": "No s'ha pogut desar a {path}: {reason}",
    "file.autosave_error": "El desament automàtic ha fallat ({reason}). La partida "
                           "continua, però un reinici la perdria.",
    "file.bots_dropped": "En aquesta partida juguen persones pels jugadors sense estratègia "
                         "de l'ordinador: {names}.",
    "resume.offer": "Hi ha una partida desada automàticament: {players}, torn {turn}, "
                    "{moves} jugades. La reprenem o comencem una partida nova?",
    "resume.bad": "No s'ha pogut llegir el desament automàtic {path} ({reason}); comença "
                  "una partida nova.",
    "resume.done": "Partida represa: torn {turn}.",
    "error.generic": "Alguna cosa ha fallat: {reason}",
    "error.bot_not_action": "L'estratègia de {player} ha retornat {value}, que no és una jugada.",
    "error.refused": "Les regles no permeten aquesta jugada ara [{rule}].",
    "error.bot_illegal": "L'estratègia de {player} ha triat una jugada que les regles no "
                         "permeten: {action}.",
    "event.turn_started": "Torn {turn}: juga {player}.",
    "event.drew_solution": "{player} roba {card}.",
    "event.drew_solution_hidden": "{player} roba una carta de Solució.",
    "event.drew_crisis": "{player} destapa {crisis}, amenaça {threat}: és imminent.",
    "event.played_impending": "{player} posa {card} a la crisi imminent.",
    "event.passed": "{player} passa.",
    "event.crisis_solved": "{crisis} s'evita: les cartes sumen {total} i l'amenaça és "
                           "{threat}.",
    "event.crisis_full_blown": "{crisis} esclata: les cartes només sumen {total} i "
                               "l'amenaça és {threat}.",
    "event.played_full_blown": "{player} dona {card} a {crisis} (ara en té {total} sobre "
                               "{threat}).",
    "event.full_blown_solved": "{crisis} per fi està sota control.",
    "event.scored": "{player} guanya {points} punts ({reason}).",
    "event.hoarded": "{player} acapara {cards}.",
    "event.hoarded_hidden": "{player} acapara cap per avall un grup de {n} cartes.",
    "event.discarded": "{player} descarta {card}.",
    "event.turn_ended": "{player} acaba el torn.",
    "event.last_card_drawn": "Era l'última carta del munt: la partida s'acaba després "
                             "d'aquest torn.",
    "event.world_lost": "El món està perdut: {causes}.",
    "event.game_won": "El món s'ha salvat! Millor puntuació {score}: {names}.",
    "reason.first": "primera carta jugada",
    "reason.highest": "carta més alta",
    "reason.first_and_highest": "primera i més alta",
    "reason.last_on_full_blown": "la carta que ha resolt una crisi declarada",
    # --- ui ---
    "status.bot_prompt": "Espera que la classe hagi parlat de la pregunta del tauler: "
                         "premeu «Torna al joc» o «Continua».",
    "hand.nothing_respond": "{player} no té cap carta de color {colour} per donar: premeu "
                            "«Passa» i prou.",
    "hand.nothing_play": "{player} no té res per jugar ara: premeu «Acaba el torn» i prou.",
    "time.locked": "Tornar a abans d'una robada mostraria la pila: primer destapeu totes "
                   "les mans (Configuració).",
    "time.rule": "Tornar a abans d'una robada és cosa del docent, amb les mans destapades.",
    "tab.log": "Registre",
    "tab.players": "Jugadors",
    "tab.time": "Viatge en el temps",
    "tab.files": "Fitxers",
    "tab.settings": "Configuració",
    "oserror.not_found": "no existeix aquest fitxer o carpeta",
    "oserror.denied": "aquest ordinador no ho permet",
    "oserror.is_folder": "aquest nom és una carpeta, no un fitxer",
    "oserror.no_folder": "una part del camí no és una carpeta",
    "oserror.full": "el disc és ple",
    "oserror.read_only": "aquest lloc és només de lectura",
    "oserror.too_long": "el nom és massa llarg",
    "oserror.not_text": "no és un fitxer de text",
    "oserror.other": "el sistema s'hi ha negat (error {code})",
    "app.disconnected": "Aquesta partida ha perdut la connexió amb Python (el nucli s'ha "
                        "aturat o reiniciat). Per recuperar-la, torneu a executar-ne la "
                        "cel·la (en una pàgina d'aplicació: recarregueu la pàgina); el "
                        "desament automàtic permet continuar.",
    "app.run_again": "Executeu aquesta cel·la per jugar: la partida necessita un nucli "
                     "en marxa.",
    "btn.auto_forced": "Juga les jugades forçades",
    "tip.auto_forced": "Quan algú només pot passar o acabar el torn, fer-ho per aquesta persona",
    # --- classroom ---
    "classroom.error.bad_lang": "Llengua desconeguda {lang}; trieu-ne una de {allowed}.",
    "classroom.error.room_exists": "Ja hi ha una sala amb el codi {code}.",
    "classroom.error.bad_code": "Cap sala no té el codi «{code}». Comproveu el codi del projector "
                                "(només lletres i xifres).",
    "classroom.error.wrong_key": "Aquesta no és la clau del docent d’aquesta sala.",
    "classroom.error.already_started": "La partida ja ha començat: ja no es poden ocupar seients "
                                       "ni afegir taules.",
    "classroom.error.bad_seat": "No hi ha seient {seat} en aquesta taula; té els seients 1 a {n}.",
    "classroom.error.bad_table": "No hi ha taula {table} en aquesta sala.",
    "classroom.error.seat_taken": "El seient {seat} ja està ocupat: trieu un seient lliure.",
    "classroom.error.table_full": "Aquesta taula és plena: trieu una altra taula.",
    "classroom.error.seat_reserved": "El seient {seat} està reservat per a {name}: trieu-ne un "
                                     "altre.",
    "classroom.error.name_taken": "Algú d’aquesta sala ja es diu {name}: afegiu una lletra al "
                                  "vostre nom.",
    "classroom.error.not_your_seat": "El seient {seat} no és vostre: torneu amb el PIN que vau "
                                     "rebre en ocupar-lo.",
    "classroom.error.pin_locked": "Massa PIN incorrectes: espereu {seconds} segons o pregunteu al "
                                  "docent.",
    "classroom.error.wrong_pin": "PIN incorrecte per al seient {seat}.",
    "classroom.error.pin_not_found": "Cap seient d’aquesta sala no té aquest PIN. Comproveu-lo "
                                     "({digits} xifres) o pregunteu al docent.",
    "classroom.error.not_started": "El docent encara no ha començat la partida.",
    "classroom.error.paused": "El docent ha aturat la partida: espereu que continuï.",
    "classroom.error.acted_first": "Algú ha actuat primer: la taula ha canviat. Mireu-la de nou i "
                                   "trieu.",
    "classroom.error.not_your_turn": "Ara no us toca decidir.",
    "classroom.error.illegal": "Aquesta jugada no està permesa ara: {reason}",
    "classroom.error.bad_name": "Escriviu el vostre nom (d’1 a {limit} caràcters).",
    "classroom.error.bad_tables": "Indiqueu les taules com a nombre d’alumnes (p. ex. 24) o llista"
                                  " de mides de 3 a 6 (p. ex. [4, 4, 5]), no {given}.",
    "classroom.error.no_key": "No es troba la clau del docent de la sala {code}; passeu-la amb "
                              "key=... (es va mostrar en obrir la sala).",
    "classroom.join.title": "Uniu-vos a la partida",
    "classroom.join.code": "Codi de la sala",
    "classroom.join.name": "El vostre nom",
    "classroom.join.button": "Veure els seients lliures",
    "classroom.join.or_rejoin": "Ja teníeu seient? Escriviu el codi de la sala i el vostre PIN.",
    "classroom.join.pin": "El vostre PIN",
    "classroom.join.rejoin": "Tornar al meu seient",
    "classroom.join.pick_seat": "Trieu un seient lliure (o el que teniu reservat).",
    "classroom.join.started": "La partida ha començat: ja no es poden ocupar seients. Si en teníeu"
                              " un, torneu amb el vostre PIN.",
    "classroom.join.table_seat": "Taula {table}, seient {seat}",
    "classroom.seat.free": "lliure",
    "classroom.seat.reserved": "reservat per a {name}",
    "classroom.seat.computer": "jugador ordinador",
    "classroom.seat.computer_named": "{name} (ordinador)",
    "classroom.pin.shown_before": "El vostre PIN:",
    "classroom.pin.shown_after": "Apunteu-lo ara: només es mostra una vegada. Amb el codi de la "
                                 "sala us torna al vostre seient si la pàgina es tanca.",
    "classroom.you_are": "Sou {name} · taula {table}, seient {seat}.",
    "classroom.hand.title": "La vostra mà, {player}",
    "classroom.waiting": "Esperant que el docent comenci la partida…",
    "classroom.paused": "‖ Pausa del docent: la partida espera.",
    "classroom.your_turn": "Us toca decidir: trieu a sota.",
    "classroom.wait_for": "Esperant {name}.",
    "classroom.replaced": "El docent ha donat el vostre seient a un jugador ordinador.",
    "classroom.kind.bot": "ordinador",
    "classroom.kind.human": "alumne",
    "classroom.btn.play_impending": "Posar {card} a la crisi",
    "classroom.btn.give": "Donar {card} a {crisis}",
    "classroom.btn.hoard": "Acaparar {cards}",
    "classroom.btn.discard": "Descartar {card}",
    "classroom.teacher.open": "Els alumnes obren",
    "classroom.teacher.code": "Codi de la sala:",
    "classroom.teacher.qr": "Codi QR de l’adreça",
    "classroom.teacher.no_server": "Engegueu les pàgines dels alumnes amb l’ordre terra-widget "
                                   "classroom (vegeu la guia docent).",
    "classroom.teacher.start": "Començar la partida",
    "classroom.teacher.pause": "Pausa",
    "classroom.teacher.resume": "Continuar",
    "classroom.teacher.hide_hands": "Amagar les mans",
    "classroom.teacher.seat": "Alumne:",
    "classroom.teacher.replace": "Donar aquest seient a l’ordinador",
    "classroom.teacher.project": "Al projector:",
    "classroom.teacher.table": "Taula {table}",
    "classroom.teacher.tab_table": "Taula projectada",
    "classroom.teacher.tab_all": "Totes les taules",
    "classroom.teacher.tab_seats": "Qui seu on",
    "classroom.teacher.csv": "Baixar el resum de la classe (CSV)",
    "classroom.teacher.denied": "Aquesta pàgina és per al docent: obriu l’adreça docent que mostra"
                                " terra-widget classroom.",
    "classroom.dash.crises": "Crisis declarades",
    "classroom.dash.colours": "Per color",
    "classroom.dash.players": "Jugadors",
    "classroom.status.not_started": "no començada",
    "classroom.status.ongoing": "en joc",
    "classroom.status.saved": "món salvat",
    "classroom.status.lost": "món perdut",
    "classroom.summary.line": "{saved} de {n} taules han salvat el món, {lost} l’han perdut, "
                              "{ongoing} encara juguen.",
    "classroom.csv.table": "taula",
    "classroom.csv.seat": "seient",
    "classroom.csv.player": "jugador",
    "classroom.csv.computer": "ordinador",
    "classroom.csv.result": "resultat",
    "classroom.csv.turn": "torn",
    "classroom.csv.common": "punts pel bé comú",
    "classroom.csv.hoarded": "punts acaparats",
    "classroom.csv.score": "puntuació final",
    "classroom.csv.given_green": "cartes verdes donades",
    "classroom.csv.given_blue": "cartes blaves donades",
    "classroom.csv.given_red": "cartes vermelles donades",
    "classroom.csv.yes": "sí",
    "classroom.csv.no": "no",
    # --- persist ---
    "file.name_empty": "Escriu un nom per al fitxer de la partida (acabarà en {suffix}).",
    "file.name_bad": "«{name}» no es pot fer servir com a nom de fitxer.",
    "file.outside": "«{name}» és fora de la carpeta del quadern. Els fitxers de partida es "
                    "queden al costat del quadern: escriu un nom sense camí de carpeta, "
                    "sense «..» ni «~».",
    "file.bad_suffix": "«{name}» no és un nom de fitxer de partida. Aquests fitxers acaben "
                       "en {suffix} (per exemple {example}); així mai no se sobreescriu cap "
                       "altre fitxer.",
    "file.load_suffix": "«{name}» no és un fitxer de partida: tria'n un que acabi en "
                        "{suffix} o .json.",
    "file.is_folder": "«{name}» és una carpeta, no un fitxer de partida.",
    "file.too_large": "«{name}» és massa gran per ser un fitxer de partida (més de {limit}).",
    "file.os.not_found": "Aquí no hi ha cap fitxer anomenat «{name}».",
    "file.os.denied": "Aquest ordinador no permet accedir a «{name}».",
    "file.os.full": "El disc és ple: no s'ha pogut escriure «{name}».",
    "file.os.read_only": "Aquesta carpeta és només de lectura: aquí no es pot escriure "
                         "«{name}».",
    "file.os.not_folder": "Una part del camí «{name}» és un fitxer, no una carpeta.",
    "file.os.too_long": "El nom «{name}» és massa llarg per a aquest ordinador.",
    "file.os.other": "L'ordinador s'ha negat a fer servir «{name}» (error del sistema "
                     "{code}).",
    "file.overwrite": "«{name}» ja existeix. Vols substituir-lo per aquesta partida?",
    "btn.overwrite_yes": "Sí, substitueix-lo",
    "btn.overwrite_no": "No, conserva'l",
    "file.save_cancelled": "No s'ha desat res: «{name}» no ha canviat.",
    "file.backup": "El desament automàtic anterior es conserva com a «{name}».",
    "tip.play_again": "Repartir una partida nova per als mateixos jugadors i jugadors "
                      "de l'ordinador",
    "tip.new_game_kept": "Començar una partida nova; la desada es conserva en un fitxer de "
                         "còpia",
    "resume.offer_many": "Hi ha diverses partides sense acabar d'aquests jugadors. Tria la "
                         "que vols continuar:",
    "resume.choice": "{players}, torn {turn}, {moves} jugades, desada el {time}",
    "resume.moment": "mostrada a la jugada {moment} de {moves}",
    "resume.unknown_bot": "L'estratègia d'ordinador «{spec}» de {player} no es coneix aquí: "
                          "en continuar, una persona juga per {player}.",
    "file.autosave_failed": "El desament automàtic ha fallat: {reason} La partida continua, "
                            "però un reinici la perdria.",
    "resume.bad_file": "No s'ha pogut llegir el desament automàtic {path}: {reason} El "
                       "fitxer es deixa tal com és; comença una partida nova.",
    "file.moved": "Una altra finestra també ha desat el fitxer d'aquesta partida; ara "
                  "aquesta es desa a «{name}», així es conserven totes dues.",
    # --- engine2 ---
    "action.hoard_cards": "{player} acapara el grup {cards}",
    # --- room ---
    "classroom.teacher.reserve_seat": "Seient:",
    "classroom.teacher.reserve_name": "Guardar-lo per a:",
    "classroom.teacher.reserve": "Reservar el seient",
    "classroom.teacher.reserve_tip": "Només aquest alumne el podrà ocupar; sense nom "
        "torna a quedar lliure",
    # --- lead ---
    "app.repr": "Partida de Terra: {players}",
    # --- layout ---
    # the debrief table's column headers, short enough for the column beside the board
    "debrief.col_hoarded": "Acaparats",
    "debrief.col_final": "Total",
    # a full-blown crisis in the "which crisis?" drop-down: its region is on the map, and
    # without it the choice fits the column beside the board
    "card.crisis_choice": "«{title}» ({colour})",
    # --- report ---
    # SimulationResult.table(lang) and `terra-widget simulate --lang`: a run's plain-text report
    "report.no_games": "No s'ha jugat cap partida.",
    "report.games": "{n} partides",
    "report.games.one": "{n} partida",
    "report.title": "Terra: {games}, {players} jugadors, llavor {seed}",
    "report.title_teams": "Terra: {games}, {players} jugadors per equips, llavor {seed}",
    "report.seats": "Seients: {seats}",
    "report.lost": "Món perdut",
    "report.lost_rate": "en el {rate} de les partides ({ci}: del {low} al {high})",
    "report.ci": "IC del {level}",
    "report.causes": "límit superat:",
    "report.kind.region": "{n} crisis declarades en una mateixa regió",
    "report.kind.colour": "{n} crisis declarades d'un mateix color",
    "report.kind.total": "{n} crisis declarades en total",
    "report.kind.several": "diversos d'aquests límits alhora",
    "report.top_causes": "les causes més freqüents:",
    "report.turns": "Torns",
    "report.turns_value": "{mean} de mitjana, de {min} a {max}",
    "report.per_strategy": "Per estratègia: punts i victòries en les partides en què el món "
                           "ha sobreviscut ({saved} de {games}):",
    "report.col.strategy": "estratègia",
    "report.col.seats": "seients",
    "report.col.mean": "punt. mitjana",
    "report.col.median": "mediana",
    "report.col.range": "mín.–màx.",
    "report.col.wins": "victòries",
    "report.col.ci": "IC del {level}",
    "report.col.given": "donades",
    "report.range": "{low}–{high}",
    "report.note": "(victòries: part dels seients d'aquesta estratègia que han guanyat, empats "
                   "inclosos; donades: cartes donades per seient i partida, en totes les "
                   "partides)",

    # --- lessons ---
    # Una estratègia d'alumne que s'equivoca (sim/strategy_errors.py, lliçó 05).
    "mistake.none": "Aturada: l'estratègia {strategy} del seient {seat} ha retornat None en "
                    "lloc d'una jugada ({where}). El seu mètode choose ha d'acabar amb return "
                    "i una de les jugades de legal, per exemple return legal[0].",
    "mistake.illegal": "Aturada: l'estratègia {strategy} del seient {seat} ha triat {move}, "
                       "una jugada que les regles no permeten ara ({where}): {why} [{rule}].",
    "mistake.crashed": "Aturada: l'estratègia {strategy} del seient {seat} ha provocat un "
                       "error ({where}): {error}",
    "mistake.allowed": "Les {n} jugades permeses en aquell moment: {moves}.",
    "mistake.allowed.one": "L'única jugada permesa en aquell moment: {moves}.",
    "mistake.where_cell": "cel·la [{cell}], línia {line}",
    "mistake.where_file": "{file}, línia {line}",
    "mistake.full": "La traça completa ({n} línies)",
    "mistake.full.one": "La traça completa ({n} línia)",
    "mistake.why.R1.4": "una jugada porta el seient de qui la fa: escriu view.seat",
    "mistake.why.R2.1": "un torn comença robant una carta",
    "mistake.why.R2.2": "la carta ja és robada; ara es donen cartes a les crisis declarades",
    "mistake.why.R3.1": "mentre es respon una crisi, es passa o s'hi posa una carta del seu "
                        "color de la pròpia mà",
    "mistake.why.R4.1": "una crisi declarada rep una sola carta del seu color per torn, de la "
                        "pròpia mà",
    "mistake.why.R4.4": "un conjunt es guarda un cop per torn, després de donar una carta a "
                        "una crisi declarada, amb cartes de la pròpia mà",
    "mistake.why.R4.5": "un conjunt són 3 cartes del mateix valor o 3 valors seguits",
    "mistake.why.R4.7": "després de guardar un conjunt només queda acabar el torn",
    "mistake.why.R4.8": "amb més de 8 cartes es descarta, d'una en una, abans d'acabar el torn",
    "mistake.why.R7.3": "la resposta ha de ser una de les jugades de legal",
    "mistake.why.other": "la regla nomenada al final diu per què",
    # --- classroom seats ---
    "classroom.error.db_damaged": "El fitxer de sala {path} està malmès o no és un fitxer de "
                                  "sala: restaureu-ne una còpia o comenceu amb un altre fitxer "
                                  "(--db FITXER_NOU).",
    "classroom.error.db_empty": "El fitxer de sala {path} és buit (0 bytes): les seves sales "
                                "s’han perdut. Restaureu una còpia o demaneu un fitxer nou "
                                "(--new-db).",
    "classroom.error.keep_code": "El seient {seat} està reservat per a {name}: escriviu el codi "
                                 "que us dona el docent per a aquest seient.",
    "classroom.error.one_seat": "Aquesta pàgina ja té seient: un seient per alumne.",
    "classroom.error.illegal.R1.4": "Aquesta jugada no està permesa ara: decideix un altre "
                                    "jugador.",
    "classroom.error.illegal.R2.1": "Aquesta jugada no està permesa ara: el vostre torn comença "
                                    "robant una carta.",
    "classroom.error.illegal.R2.2": "Aquesta jugada no està permesa ara: ja heu robat aquest "
                                    "torn.",
    "classroom.error.illegal.R3.1": "Aquesta jugada no està permesa ara: només una Solució del "
                                    "color de la crisi, o passar.",
    "classroom.error.illegal.R4.1": "Aquesta jugada no està permesa ara: una Solució del color "
                                    "correcte per crisi declarada i torn.",
    "classroom.error.illegal.R4.4": "Aquesta jugada no està permesa ara: una reserva per torn, "
                                    "després d’ajudar una crisi declarada.",
    "classroom.error.illegal.R4.5": "Aquesta jugada no està permesa ara: una reserva són 3 "
                                    "cartes d’un mateix valor o 3 valors seguits.",
    "classroom.error.illegal.R4.7": "Aquesta jugada no està permesa ara: després de reservar, ja "
                                    "no es juguen cartes a crisis declarades aquest torn.",
    "classroom.error.illegal.R4.8": "Aquesta jugada no està permesa ara: primer descarteu fins "
                                    "al límit de la mà.",
    "classroom.error.illegal.R6.1": "Aquesta jugada no està permesa: la partida s’ha acabat.",
    "classroom.error.illegal.R6.3": "Aquesta jugada no està permesa: la partida s’ha acabat.",
    "classroom.error.illegal.R7.3": "Això no és una jugada del joc.",
    "classroom.join.keep": "Codi del docent (seient reservat)",
    "classroom.join.or_rejoin_seat": "Ja teníeu seient? Trieu-lo i escriviu el vostre PIN.",
    "classroom.join.your_seat": "El vostre seient:",
    "classroom.teacher.show_codes": "Mostrar els codis dels seients reservats (no al projector)",
    "classroom.teacher.keep_code": "codi {code}",
    "classroom.teacher.rejoined.one": "reobert una vegada en una altra pàgina",
    "classroom.teacher.rejoined": "reobert {n} vegades en una altra pàgina",
    "classroom.teacher.confirm_replace": "Donar {seat} ({name}) a un jugador ordinador? "
                                         "L’alumne ja no hi podrà jugar.",
    "classroom.teacher.confirm_hands": "Mostrar totes les mans al projector? Tota la classe "
                                       "veurà cada carta.",
    "classroom.teacher.confirm": "Sí, fer-ho",
    "classroom.teacher.cancel": "Cancel·la",
    # --- files ---
    "file.not_regular": "«{name}» no és un fitxer normal (és un dispositiu, una canonada o un "
                        "enllaç), i una partida només es desa en lloc d'un fitxer normal. Tria "
                        "un altre nom.",
    "file.name_too_long": "El nom «{name}» és massa llarg: en aquest ordinador un nom de fitxer "
                          "o de carpeta té com a màxim {limit} lletres (menys amb accents o "
                          "altres alfabets). Tria un nom més curt.",
    # --- classroom server (kernel websockets, culling, the server-gone banner) ---
    "classroom.server.full_title": "Aquesta sala és plena",
    "classroom.server.full": "Cada seient d’aquesta sala ja té una pàgina oberta, i per això "
                             "aquesta pàgina no pot començar. Pregunteu-ho al vostre docent; si "
                             "ja teníeu un seient, tanqueu l’altra pàgina de la sala i torneu-ho "
                             "a provar d’aquí a un minut.",
    "classroom.server.teacher_title": "Pàgina del docent",
    "classroom.server.teacher_token": "Aquesta adreça no porta el testimoni del docent. Obriu la "
                                      "pàgina del docent amb l’adreça que va mostrar terra-widget"
                                      " classroom en arrencar.",
    "classroom.server.gone": "El servidor de la classe no respon. Aviseu el vostre docent. El "
                             "vostre seient i les vostres jugades es conserven: quan el servidor "
                             "torni, recarregueu aquesta pàgina, escriviu el codi de la sala i el"
                             " vostre PIN i premeu «Tornar al meu seient».",
    "classroom.server.ended": "Aquesta pàgina ja no està connectada al servidor de la classe "
                              "(s’ha reiniciat, o la pàgina ha estat tancada massa temps). "
                              "Recarregueu la pàgina, escriviu el codi de la sala i el vostre PIN"
                              " i premeu «Tornar al meu seient»: el vostre seient i les vostres "
                              "jugades es conserven.",
    "classroom.server.back": "El servidor de la classe torna a respondre. Recarregueu la pàgina, "
                             "escriviu el codi de la sala i el vostre PIN i premeu «Tornar al meu"
                             " seient».",
    "classroom.server.reload": "Recarregueu la pàgina",
    # --- layout2 ---
    # what played itself since the last person's move, above the board
    "status.just": "Fa un moment: {events}",
    # --- b22session ---
    # "show my hand" at a moment before a draw, hands closed (R7.5)
    "time.hand_locked": "Aquest moment és d’abans de robar una carta: aquí no es mostra cap mà "
                        "mentre les mans estiguin tapades. Torna al present (Viatge en el "
                        "temps) per veure la teva.",
    # --- serve (make play / make app: the lines printed in the terminal) ---
    "serve.no_lessons": "Encara no hi ha lliçons en {lang}; s'obren les angleses. Idiomes ja "
                        'escrits: {written}.',
    "serve.starting_lab": "S'està iniciant JupyterLab amb el quadern de Terra...",
    "serve.starting_app": "S'està iniciant l'aplicació Terra (Voila)...",
    "serve.ready": "Terra està a punt: {url}",
    "serve.projector": 'Per al projector (lletra grossa): {url}?projector=1 (o el mode projector '
                       'a la pestanya Configuració, sota el tauler).',
    "serve.stop_hint": "Premeu Ctrl+C aquí per aturar-lo.",
    "serve.stopped": "Aturat.",
    "serve.failed_early": "El servidor s'ha aturat abans d'estar a punt. El final del seu "
                          'registre ({log}):',
    "serve.timeout": 'El servidor no ha respost en {seconds} s. El final del seu registre '
                     '({log}):',
    "serve.failed": "El servidor s'ha aturat (codi {code}). El final del seu registre ({log}):",
    "serve.no_port": 'No hi ha cap port lliure entre {first} i {last}: trieu-ne un altre, per '
                     'exemple make play PORT=9000',
    # --- tournament: a class tournament's report, chart and problems ---
    "tournament.title": "Torneig de la classe: {strategies} estratègies, {n} partides cadascuna a "
                        "{tables} taules de {seats} (llavor {seed})",
    "tournament.title.one": "Torneig de la classe: {strategies} estratègies, {n} partida cadascuna"
                            " a {tables} taules de {seats} (llavor {seed})",
    "tournament.legend": "salvat: part de les seves partides en què es va salvar el món; "
                         "victòries: la seva part de victòries quan es va salvar el món; intervals"
                         " al {level}; punts: mitjana de punts del bé comú i de punts guardats amb"
                         " el món salvat; donat: cartes donades per partida (verd/blau/vermell)",
    "tournament.col.strategy": "estratègia",
    "tournament.col.games": "partides",
    "tournament.col.saved": "salvat",
    "tournament.col.ci": "interval",
    "tournament.col.wins": "victòries",
    "tournament.col.points": "bé comú",
    "tournament.col.hoard": "guardat",
    "tournament.col.given": "donat v/b/v",
    "tournament.col.marked": "marcades",
    "tournament.problems": "Problemes (des de l'error, l'estratègia de referència va jugar aquests"
                           " llocs):",
    "tournament.marked": "{n} partides marcades",
    "tournament.marked.one": "{n} partida marcada",
    "tournament.kind.import": "no s'ha pogut importar el fitxer: {error}",
    "tournament.kind.no_strategy": "cap classe Strategy en aquest fitxer",
    "tournament.kind.not_strategy": "{name} no és una Strategy (escriu class {name}(Strategy): "
                                    "...)",
    "tournament.kind.raised": "la seva estratègia ha llançat un error: {error}",
    "tournament.kind.illegal": "la seva estratègia ha triat una jugada que les regles no permeten:"
                               " {error}",
    "tournament.kind.slow": "la seva estratègia ha pensat més que el límit de {limit} s per a una "
                            "decisió (partida {game}, decisió {decision})",
    "tournament.kind.stuck": "la seva estratègia no ha respost en {limit} s: s'ha aturat el seu "
                             "procés (partida {game}, decisió {decision})",
    "tournament.kind.crash": "la seva estratègia ha aturat el procés que la feia jugar (codi "
                             "{code}; partida {game}, decisió {decision})",
    "tournament.chart.title": "Les estratègies que guanyen salven el món?",
    "tournament.chart.x": "Món salvat a les seves taules",
    "tournament.chart.y": "La seva part de victòries amb el món salvat",
    "tournament.progress": "Torneig",
    "tournament.no_folder": "{folder} no és una carpeta: indica la carpeta amb els fitxers "
                            "d'estratègies (.py)",
    "tournament.none": "cap estratègia per jugar: indica una carpeta de fitxers .py amb classes "
                       "Strategy, o estratègies (noms inclosos com 'cooperative', o objectes "
                       "Strategy)",
    "tournament.bad_games": "games (partides per estratègia) ha de ser un nombre enter d'1 a "
                            "{most}, no {value}",
    "tournament.bad_seats": "seats (jugadors per taula) ha de ser un nombre enter de 3 a 6 (R1.1),"
                            " no {value}",
    "tournament.bad_seed": "seed (la llavor) ha de ser un nombre enter, no {value}",
    "tournament.bad_limit": "limit (segons per decisió) ha de ser un nombre més gran que 0, no "
                            "{value}",
    "tournament.bad_workers": "workers ha de ser un nombre enter: 0 (jugar aquí) o el nombre de "
                              "processos, no {value}",
    # --- the classroom on a JupyterHub ---
    "classroom.error.hub_outsider": (
        "No ets a cap grup de la classe en aquest hub: el professorat ha de ser al grup "
        "{teachers} i l'alumnat al grup {students}. Demana a l'administrador del hub que t'hi"
        " afegeixi."),
    "classroom.error.hub_not_logged_in": (
        "Inicia la sessió al hub primer: el servei de sales et reconeix pel teu compte del "
        "hub."),
    "classroom.error.hub_only_teachers": (
        "Només un professor pot fer això: el teu compte del hub és al grup de l'alumnat."),
    "classroom.error.hub_only_students": (
        "Només un alumne pot ocupar un seient: el teu compte del hub és al grup del "
        "professorat."),
    "classroom.error.hub_not_your_room": (
        "La sala {code} la va obrir un altre professor: només pots dirigir les teves sales."),
    "classroom.error.hub_no_seat": (
        "Encara no tens seient a la sala {code}: executa primer terra_widget.join(\"{code}\")."),
    "classroom.error.hub_bad_request": (
        "No s'entén la petició: necessita un {what}."),
    "classroom.error.hub_bad_control": (
        "Ordre desconeguda {given}: fes servir una de {allowed}."),
    "classroom.error.hub_no_service": (
        "Aquest quadern no pot arribar al servei de sales: {why}"),
    "classroom.error.hub_no_token": (
        "Aquest quadern no s'executa en un servidor de JupyterHub (no té testimoni del hub): "
        "executa terra_widget.join en un quadern del teu compte del hub."),
    "classroom.error.hub_seats_kept": (
        "El professor reserva tots els seients lliures de la sala {code} per a altres "
        "alumnes: demana un seient al teu professor."),
    "classroom.error.hub_not_found": (
        "El hub no té cap servei de sales que el teu compte pugui fer servir (resposta del "
        "hub: {status}): demana a l'administrador del hub que hi afegeixi "
        "docs/hub/jupyterhub_config.py."),
    # --- lite: the static site's entry pages (tools/lite.py) ---
    "lite.title": "Terra al teu navegador",
    "lite.intro": ("No cal instal·lar res: el joc i les lliçons funcionen en aquesta pàgina web, "
                   "Python inclòs."),
    "lite.play": "Jugar a Terra",
    "lite.lessons": "Lliçons",
    "lite.in_lab": "al JupyterLab",
    "lite.languages": "Altres idiomes",
    # --- lessons in the static site (lesson 06): the tournament's note ---
    "tournament.in_browser": (
        "Al navegador, les taules s'han jugat aquí, l'una darrere l'altra: una pàgina web "
        "no pot engegar processos de treball ni un clúster, i una estratègia que no "
        "respon mai no es pot aturar (per a un torneig així, feu servir JupyterLab)."),
    # --- lessons: predictions beside results, and the findings (terra_widget/lessons) ---
    "lessons.guess": "La teva predicció: {guess} de 100. El resultat: {result}. {verdict}",
    "lessons.no_guess": ("No has fet cap predicció (escriu-la a la seva cel·la i torna a "
                         "executar aquesta). El resultat: {result}."),
    "lessons.result_interval": "{result} (interval de confiança del 95 %: de {low} a {high})",
    "lessons.close": "Ben previst: a menys de 5 punts.",
    "lessons.too_high": "La teva estimació era {points} punts massa alta.",
    "lessons.too_low": "La teva estimació era {points} punts massa baixa.",
    "lessons.choice": "La teva predicció: {guess}. La resposta: {answer}. {verdict}",
    "lessons.no_choice": "No has fet cap predicció. La resposta: {answer}.",
    "lessons.right": "Correcte!",
    "lessons.wrong": "Aquesta vegada no.",
    "lessons.word_allowed": "permès",
    "lessons.word_refused": "no permès",
    "lessons.word_yes": "sí",
    "lessons.word_no": "no",
    "lessons.beside": "La teva: {guess}\nLa de l'experiment: {answer}",
    "lessons.file_checked": (
        "{file}: {name} importada; amb quatre còpies va jugar {games} partides (el món es "
        "va perdre en {lost} d'elles)."),
    "lessons.rules_card": "Les regles en una pàgina (per imprimir)",
    "lessons.move_hoard": "{move}: {cards}",
    "lessons.not_allowed": ("Ara no es pot fer: «{move}». Les jugades permeses en aquest "
                            "moment són:\n{allowed}"),
    "lessons.refused": "El joc no ho permet: {move}.",
    "lessons.allowed": "Permès: {move}.",
    "lessons.finding.greedy_table": (
        "Una taula de cobdiciosos gairebé no guanya mai: quatre jugadors "
        "cobdiciosos van salvar el món només en el {saved} de les partides."),
    "lessons.finding.cooperative_table": (
        "Cooperar salva el món molt més sovint: quatre jugadors cooperatius el van salvar "
        "en el {cooperative} de les partides, quatre jugadors a l'atzar en el {random}."),
    "lessons.finding.greed_curve": (
        "Com més cobdícia a la taula, més sovint es perd el món: {first} de partides "
        "perdudes sense cobdícia, {middle} amb mitja cobdícia, {last} amb cobdícia total."),
    "lessons.finding.greed_winner": (
        "Però quan el món sobreviu, la cobdícia paga al guanyador: {score_first} punts de "
        "mitjana sense cobdícia, fins a {score_top} amb més cobdícia."),
    "lessons.finding.mix_loss": (
        "Cada jugador cobdiciós fa més probable la derrota: {none} de partides perdudes "
        "sense cap cobdiciós, {one} amb un, {four} amb quatre."),
    "lessons.finding.mix_wins": (
        "Per a un jugador, la cobdícia paga: sol entre cooperatius, el cobdiciós va guanyar "
        "el {wins} de les partides salvades, quan el just seria una de cada quatre."),
    "lessons.finding.commons": (
        "Per a un jugador, la cobdícia paga; per al grup, és ruïnosa. Aquesta és la "
        "tragèdia dels béns comuns: el que és millor per a cadascú, triat per tothom, és "
        "el pitjor per a tots."),
    "lessons.finding.generous": (
        "Donar-ho tot no és el que millor salva el món: quatre jugadors generosos van "
        "perdre el {generous} de les partides, quatre cooperatius el {cooperative}."),
    "lessons.finding.tournament": (
        "Millor puntuació quan el món es va salvar: {scorer}. El món es va salvar més sovint "
        "a les taules de: {saver}."),
    "lessons.finding.evolution_peak": (
        "La pitjor ronda va ser la ronda {round}: {peak} de les "
        "seves partides perdudes."),
    "lessons.finding.evolution": (
        "Després de {rounds} rondes en què tothom copia el guanyador, la taula queda així: "
        "{mix}. Partides perdudes: {first} a la primera ronda, {last} a l'última."),
    # the story of the game
    "story.gave.impending": "Torn {turn}: {player} va donar {card} a {crisis}.",
    "story.gave.impending_solved": (
        "Torn {turn}: {player} va donar {card} a {crisis}, que va quedar resolta."),
    "story.gave.full_blown": (
        "Torn {turn}: {player} va donar {card} a la crisi desfermada {crisis}."),
    "story.gave.full_blown_solved": (
        "Torn {turn}: {player} va donar {card} a la crisi desfermada {crisis} i la va resoldre."),
    "story.hoarded": (
        "Torn {turn}: {player} va desar una sèrie ({cards}) que val {points} punts."),
    "story.hoarded_hidden": (
        "Torn {turn}: {player} va desar una sèrie, cap per avall fins al final."),
    "story.discarded": "Torn {turn}: {player} va descartar {card} (límit de mà).",
    "story.held_back.impending": (
        "Torn {turn}: {player} va passar davant {crisis} tot i tenir cartes {colour}; la "
        "crisi es va desfermar."),
    "story.held_back.full_blown": (
        "Torn {turn}: {player} tenia cartes {colour} però no en va donar cap a la crisi "
        "desfermada {crisis}."),
    "story.could_have_solved.impending": (
        "Torn {turn}: {player} podia haver resolt {crisis}: {total} jugats, més el seu "
        "{colour} {best}, arriben a l'amenaça de {threat}."),
    "story.could_have_solved.full_blown": (
        "Torn {turn}: {player} podia haver resolt la crisi desfermada {crisis}: {total} a "
        "sota, més el seu {colour} {best}, arriben a l'amenaça de {threat}."),
    "story.full_blown": (
        "Torn {turn}: {crisis} es va desfermar ({total} jugats de {threat})."),
    "story.solved": "Torn {turn}: {crisis} va quedar resolta.",
    "story.near_limit.region": (
        "Torn {turn}: {region} és a una crisi del límit ({n} de {limit})."),
    "story.near_limit.colour": (
        "Torn {turn}: les crisis {colour} són a una del límit ({n} de {limit})."),
    "story.near_limit.total": (
        "Torn {turn}: el món és a una crisi del límit ({n} de {limit})."),
    "story.lost": "Torn {turn}: el món està perdut. {cause}.",
    "story.saved": "Torn {turn}: es juga l'última carta i el món se salva.",
    "story.tp.first_full_blown": "La primera crisi desfermada: {crisis}, torn {turn}.",
    "story.tp.risk_jump": (
        "El salt més gran del risc: de {before} a {after}, torn {turn}."),
    "story.tp.last_chance": (
        "L'última crisi que, resolta, hauria salvat el món: {crisis}, torn {turn}."),
    "story.tp.last_chance_by": (
        "L'última crisi que, resolta, hauria salvat el món: {crisis}, torn {turn}; "
        "{names} la podia resoldre."),
    "story.label.title": "La història de la partida",
    "story.label.heading": "{title}: {outcome}",
    "story.label.regions": "Crisis desfermades per regió",
    "story.label.colours": "Crisis desfermades per color",
    "story.label.total": "Crisis desfermades en total",
    "story.label.lanes": "El que va triar cada jugador",
    "story.label.risk": "Risc de perdre el món (simulacions des de la taula pública)",
    "story.label.turn": "Torn",
    "story.label.legend": "Marques:",
    "story.label.lost": "Perdut",
    "story.label.saved": "Salvat",
    "story.label.going": "En curs",
    "story.label.risk_none": "Sense corba de risc",
    "story.label.limit": "límit {limit}",
    "story.kind.gave": "va donar una carta",
    "story.kind.solved": "va donar i resoldre",
    "story.kind.hoarded": "va desar una sèrie",
    "story.kind.discarded": "va descartar",
    "story.kind.held_back": "es va guardar les cartes",
    "story.kind.could_have_solved": "podia haver-la resolt",
    "story.kind.full_blown": "crisi desfermada",
    "story.kind.crisis_solved": "crisi resolta",
    "story.kind.near_limit": "a una crisi d'un límit",
    # the story in the classroom
    "classroom.teacher.tab_story": "Històries de les partides",
    "classroom.story.tables_title": (
        "Crisis declarades a cada taula, torn a torn (el món es perd amb {limit})"),
    "classroom.story.line_label": "{table} · {status} · {total}/{limit}",
    "classroom.story.limit": "{limit} crisis declarades: el món està perdut",
    "classroom.story.near": "{n}: a una crisi del límit",
    "classroom.story.axis_turn": "torn",
    "classroom.story.axis_total": "crisis declarades en total",
    "classroom.story.no_tables": "Encara no hi ha cap taula.",
    "classroom.story.choose": "Història de",
    "classroom.story.none_over": (
        "La història de cada taula apareix aquí quan s'acaba la seva partida."),
    "classroom.story.heading": "Història de la partida, {table}: {status}",
    "classroom.teacher.csv_choices": "Baixar les decisions de cada jugador (CSV)",
    "classroom.csv.move": "jugada",
    "classroom.csv.choice": "decisió",
    "classroom.csv.colour": "color",
    "classroom.csv.crisis": "crisi",
    "classroom.csv.region": "regió",
    "classroom.csv.target": "jugada sobre",
    "classroom.csv.solved": "resolta",
    "classroom.csv.points": "punts",
    "classroom.choice.gave": "va donar una carta",
    "classroom.choice.hoarded": "va acaparar una sèrie",
    "classroom.choice.held_back": "es va guardar la carta",
    "classroom.choice.could_have_solved": "l'hauria pogut resoldre",
    "classroom.choice.discarded": "va descartar",
    "classroom.choice.impending": "crisi imminent",
    "classroom.choice.full_blown": "crisi declarada",
    "classroom.story.risk_pending": (
        "Calculant el risc de perdre el món, jugada a jugada: apareixerà a la imatge d'aquí "
        "a un moment."),
    "classroom.error.story_not_over": (
        "La taula {table} encara juga: la seva història apareix quan s'acabi la partida."),
    # --- trust: bounded requests on the hub, pages one client cannot pile up ---
    "classroom.error.hub_too_large": (
        "La petició és massa gran: el servei de sales llegeix com a màxim {limit} KB."),
    "classroom.error.hub_too_deep": (
        "La petició niua llistes i objectes massa endins: es llegeixen com a màxim {limit} "
        "nivells."),
    "classroom.server.cookies": (
        "Aquesta pàgina necessita galetes: permet-les per a aquesta adreça al navegador i "
        "torna a carregar la pàgina."),
    "classroom.server.tabs_title": "Massa pàgines en aquest navegador",
    "classroom.server.tabs": (
        "Aquest navegador ja té obertes diverses pàgines de la sala. Tanca les que no "
        "facis servir i torna a carregar aquesta pàgina."),
    "classroom.server.busy_title": "Un moment",
    "classroom.server.busy": (
        "S'estan obrint moltes pàgines alhora des de la teva xarxa. Aquesta pàgina ho "
        "tornarà a provar sola d'aquí a uns segons."),
    # --- short game, reciprocal, evolution, sitting out ---
    "evolution.title_text": (
        "Tothom imita el guanyador: {rounds} rondes de {games} partides en taules de "
        "{seats}"),
    "evolution.round_line": "Ronda {round}: {mix}; món perdut en el {lost} de les partides",
    "evolution.moved": (
        "després els {seats} seients de l'estratègia «{loser}» "
        "passen a l'estratègia «{winner}»"),
    "evolution.chart.title": "Tothom imita el guanyador, ronda rere ronda",
    "evolution.chart.x": "Ronda",
    "evolution.chart.seats": "Seients",
    "evolution.chart.lost": "Partides perdudes",
    "tournament.sat_out": "després va quedar fora de la resta del torneig: {n} partides",
    "tournament.sat_out.one": "després va quedar fora de la resta del torneig: {n} partida",
    # phones and the site
    "status.respond_crisis": "«{title}» ({region}): {total}/{threat} de moment.",
    "lite.progress.loading": "S'està carregant la pàgina…",
    "lite.progress.kernel": (
        "Python s'està engegant al navegador i s'instal·la el joc (la primera visita és "
        "la més lenta)…"),
    "lite.progress.ready": "Python està a punt: executeu la cel·la del joc (Maj + Retorn).",
    "lite.progress.game": "S'està preparant la partida…",
    # the story in the widget
    "storyui.col_given": "Cartes donades a crisis",
    "storyui.col_solved": "Punts de crisis resoltes (R3.4, R4.3)",
    "storyui.col_hoarded": "Punts acaparats (R4.6)",
    "storyui.col_final": "Puntuació final (R6.4)",
    "storyui.col_would": "Hauria sumat; ningú no guanya (R6.1)",
    "storyui.title": "La història de la partida",
    "storyui.tab": "Història fins ara",
    "storyui.turning": "Moments decisius",
    "storyui.computing": (
        "Mesurant el risc de derrota col·lectiva a cada jugada: {done} de {total}"),
    "storyui.click": (
        "Fes clic en una marca de la imatge, o en un moment decisiu de sota, per veure "
        "aquell moment a Viatge en el temps."),
    "storyui.go": "Jugada {n}",
    "storyui.go_tip": "Veure la jugada {n} a Viatge en el temps",
    "storyui.marks_seat": (
        "Les cartes retingudes només es marquen per a {player}, la mà del qual es mostra."),
    "storyui.marks_all": (
        "Totes les mans són obertes: les cartes retingudes es marquen per a tothom."),
    "storyui.marks_none": "No es mostra cap mà: les cartes retingudes no es marquen.",
    "storyui.empty": "Encara no ha passat res.",
    "storyui.risk_in_story": (
        "El risc de derrota col·lectiva, jugada a jugada, és a la història de la partida,"
        " sota el tauler."),
    # -- numbers: how the language writes them (i18n/numbers.py reads these four) -------
    "number.decimal_mark": ",",
    "number.group_mark": ".",
    "number.percent": "{number}\u00a0%",
    "number.group_from": "1000",
    # classroom rooms: the short game on the teacher's page
    "classroom.teacher.short_game": "Partida curta (variant per a la classe)",
    "classroom.teacher.short_game_tip": (
        "Cada taula reparteix la partida curta d'aquest projecte per a la classe: més o "
        "menys la meitat de torns que segons el reglament. Es pot canviar fins al començament."),
    "classroom.error.bad_length": "La durada de la partida ha de ser {allowed}, no {given}.",
    # the game's length in Settings (the classroom short game)
    "label.length": "Durada de la partida",
    "length.full": "Partida completa",
    "length.short": "Partida curta (classe)",
    "tip.length": (
        "Partida completa: la del reglament, 18 crisis, uns 75 torns. Partida curta: la "
        "variant de classe d'aquest projecte, perquè càpiga en una sessió, 12 crisis i "
        "més o menys la meitat de torns, amb les mateixes regles de joc."),
    "length.dealt_full": "S'ha repartit una partida completa als mateixos jugadors.",
    "length.dealt_short": (
        "S'ha repartit una partida curta (la variant de classe) als mateixos jugadors."),
    "length.next_full": (
        "Aquesta partida conserva la seva durada; en acabar, Partida nova reparteix una "
        "partida completa."),
    "length.next_short": (
        "Aquesta partida conserva la seva durada; en acabar, Partida nova reparteix una "
        "partida curta."),
}
