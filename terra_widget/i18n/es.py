"""Textos en español del widget de clase (mismas claves y campos que en.py)."""

STRINGS = {
    "lang.name": "Español",
    "app.title": "Terra",
    "app.tagline": "Seis regiones, tres tipos de crisis y un solo mundo para todos.",
    "list.pair": "{first} y {second}",
    "list.or": "{first} o {second}",
    "list.sep": ", ",
    "colour.green": "verde",
    "colour.blue": "azul",
    "colour.red": "rojo",
    "colour.green.meaning": "medio ambiente",
    "colour.blue.meaning": "sociedad y economía",
    "colour.red.meaning": "paz y seguridad",
    "colour.legend": "{colour}: {meaning}",
    "region.north_america": "Norteamérica",
    "region.south_america": "Sudamérica",
    "region.europe": "Europa",
    "region.africa": "África",
    "region.asia_middle_east": "Asia y Oriente Medio",
    "region.oceania_south_east_asia": "Oceanía y Sudeste Asiático",
    "card.solution": "{colour} {value}",
    "card.crisis": "«{title}» ({colour}, {region})",
    "card.hidden": "una carta oculta",
    "set.a": "mismo valor, mismo color",
    "set.b": "mismo valor, tres colores",
    "set.c": "escalera de un color",
    "set.d": "escalera de tres colores",
    "set.option": "{cards} ({kind})",
    "phase.draw": "Fase 1 · robar",
    "phase.respond": "Fase 2 · responder a la crisis inminente",
    "phase.play": "Fase 3 · ayudar y acaparar",
    "phase.discard": "Fin del turno · descartar",
    "phase.over": "Fin de la partida",
    "status.turn": "Turno {turn} · le toca a {player}",
    "status.draw": "{player} debe robar una carta del mazo.",
    "status.respond": "{player} puede poner una carta {colour} en la crisis inminente, "
                      "o pasar.",
    "status.respond_left": "Jugadores que aún deben responder: {n}.",
    "status.play": "{player} puede dar una carta a cada crisis declarada, acaparar un "
                   "grupo después de ayudar, o terminar el turno.",
    "status.discard": "{player} tiene {n} cartas y debe descartarse hasta quedarse con "
                      "{limit}.",
    "status.over": "La partida ha terminado.",
    "status.human": "Decide: {player}.",
    "status.bot": "{player} lo juega el ordenador ({strategy}).",
    "status.bot_thinking": "{player} está pensando…",
    "status.bot_waiting": "Los jugadores del ordenador esperan: pulsa «Paso» o "
                          "«Continuar».",
    "status.bot_manual": "Los jugadores del ordenador solo juegan cuando pulsas «Paso».",
    "strategy.random": "al azar",
    "strategy.cooperative": "cooperativo",
    "strategy.selfish": "egoísta",
    "strategy.balanced": "equilibrado",
    "strategy.reciprocal": "recíproco",
    "strategy.custom": "a medida",
    "btn.draw": "Robar carta",
    "tip.draw": "Coger la carta de arriba del mazo",
    "btn.pass": "Pasar",
    "tip.pass": "No poner ninguna carta en la crisis inminente",
    "btn.end_turn": "Fin de turno",
    "tip.end_turn": "Acabar este turno; sigue el jugador de la izquierda",
    "btn.show_hand": "Mostrar la mano de {player}",
    "btn.hide_hand": "Ocultar la mano de {player}",
    "tip.show_hand": "Pulsa solo si {player} es quien mira la pantalla",
    "tip.card_play": "Jugar {card}",
    "tip.card_unplayable": "{card} no se puede jugar ahora",
    "tip.hoard": "Poner estas tres cartas boca abajo: solo cuentan para la puntuación "
                 "final de {player}",
    "btn.undo": "Deshacer",
    "tip.undo": "Volver a la última decisión de un jugador humano",
    "btn.redo": "Rehacer",
    "tip.redo": "Volver a jugar lo que se deshizo",
    "btn.step": "Paso",
    "tip.step": "Dejar que el jugador del ordenador haga su siguiente jugada",
    "btn.continue": "Continuar",
    "tip.continue": "Dejar que los jugadores del ordenador sigan solos",
    "label.speed": "Velocidad del ordenador",
    "tip.speed": "A qué ritmo juegan los jugadores del ordenador",
    "speed.manual": "Paso a paso",
    "speed.slow": "Lenta",
    "speed.normal": "Normal",
    "speed.fast": "Rápida",
    "speed.instant": "Inmediata",
    "label.moment": "Momento",
    "tip.moment": "Elegir un momento de la partida al que volver (o avanzar)",
    "btn.jump": "Ir a este momento",
    "tip.jump": "Mostrar la partida tal como estaba en el momento elegido",
    "label.file": "Archivo",
    "tip.file": "Nombre del archivo de la partida, junto al cuaderno",
    "btn.save": "Guardar partida",
    "tip.save": "Escribir toda la partida en el archivo",
    "btn.load": "Cargar partida",
    "tip.load": "Sustituir esta partida por la del archivo",
    "btn.upload": "Abrir un archivo de partida…",
    "tip.upload": "Cargar una partida desde tu ordenador",
    "btn.resume": "Reanudar",
    "tip.resume": "Seguir con la partida guardada automáticamente",
    "btn.new_game": "Partida nueva",
    "tip.new_game": "Empezar la partida nueva (la guardada se sustituirá)",
    "btn.teacher": "Destapar todas las manos",
    "tip.teacher": "Interruptor del docente para la puesta en común: todas las manos y "
                   "reservas en pantalla",
    "btn.prompts": "Preguntas para debatir",
    "tip.prompts": "Mostrar una pregunta a la clase en los momentos importantes",
    "btn.projector": "Modo proyector",
    "tip.projector": "Letra más grande para el fondo del aula",
    "btn.dismiss": "Volver al juego",
    "tip.dismiss": "Cerrar la pregunta y seguir",
    "label.lang": "Idioma",
    "tip.lang": "Idioma del juego",
    "label.target": "¿A qué crisis ayudar?",
    "tip.target": "Elegir la crisis declarada que recibe tu próxima carta",
    "hand.title": "Mano de {player}",
    "hand.hidden.one": "La mano de {player} está oculta ({n} carta).",
    "hand.hidden.other": "La mano de {player} está oculta ({n} cartas).",
    "hand.empty": "{player} no tiene cartas.",
    "hand.hint_respond": "Haz clic en una carta {colour} para ponerla en la crisis "
                         "inminente.",
    "hand.hint_play": "Elige una crisis y luego haz clic en una carta de su color.",
    "hand.hint_discard": "Haz clic en una carta para descartarla.",
    "hand.hint_wait": "Las cartas blancas con borde discontinuo no se pueden jugar ahora.",
    "hand.bot": "Las cartas de {player} siguen ocultas: las juega el ordenador.",
    "hoard.title": "Acaparar un grupo: tres cartas que solo cuentan para la puntuación "
                   "final de {player}.",
    "hands.title": "Todas las manos (vista del docente)",
    "hands.row": "{player}: {cards}",
    "hands.hoards": "{player} ha acaparado: {cards}",
    "hands.none": "nada",
    "counters.title": "Crisis declaradas frente a los límites",
    "counter.region": "{region} {n}/{limit}",
    "counter.colour": "{colour} {n}/{limit}",
    "counter.total": "Todas las crisis {n}/{limit}",
    "counter.warning": "Una crisis declarada más aquí y el mundo está perdido",
    "counter.broken": "Se alcanzó este límite: el mundo está perdido",
    "counter.safe": "{left} crisis declaradas más aquí acabarían la partida",
    "board.impending": "Crisis inminente",
    "board.no_impending": "Ninguna crisis inminente",
    "board.threat": "amenaza {threat}",
    "board.total": "{total} de {threat}",
    "board.pile": "Mazo: {n}",
    "board.waiting": "Se espera a {player}",
    "board.text_impending": "Inminente: {crisis}, amenaza {threat}; las cartas jugadas "
                            "suman {total}.",
    "board.text_full_blown": "Declarada: {crisis}, amenaza {threat}; {total} debajo, "
                             "faltan {missing}.",
    "board.text_calm": "Ahora mismo no hay ninguna crisis declarada.",
    "board.alt": "Mapa del mundo con las crisis en juego",
    "board.svg_bad_input": "board_svg() dibuja una partida (un GameState) o una vista de ella"
                           " (state.view(None)), no un {got}.",
    "players.name": "Jugador",
    "players.points": "Puntos",
    "players.hand": "Cartas en la mano",
    "players.hoard": "Cartas acaparadas",
    "players.kind": "Quién juega",
    "players.human": "una persona",
    "players.bot": "ordenador ({strategy})",
    "players.team": "equipo {n}",
    "end.lost.title": "El mundo está perdido",
    "end.lost.body": "Demasiadas crisis se descontrolaron. Todos pierden y los puntos no "
                     "cuentan.",
    "end.lost.cause": "Límite superado: {cause}",
    "cause.region": "{n} crisis declaradas en {region} (el límite es {limit})",
    "cause.colour": "{n} crisis declaradas de color {colour} (el límite es {limit})",
    "cause.total": "{n} crisis declaradas en todo el mundo (el límite es {limit})",
    "end.won.title": "¡El mundo resiste!",
    "end.won.body": "El mazo se ha agotado y el mundo no se ha hundido. Clasificación final:",
    "end.rank": "{rank}. {names}: {score} puntos",
    "debrief.title": "Puesta en común",
    "debrief.player": "Jugador",
    "debrief.given": "Cartas dadas por color",
    "debrief.given_count": "{n} × {colour}",
    "debrief.risk_title": "Riesgo de derrota colectiva, jugada a jugada",
    "debrief.risk_axis": "jugadas",
    "debrief.no_risk": "Empieza la partida con play(..., risk_meter=True) para ver este gráfico "
                       "la próxima vez.",
    "prompt.title": "Pregunta para la clase",
    "prompt.full_blown": "{crisis} está ahora fuera de control. ¿Quién puede permitirse "
                         "ayudar y qué le costaría?",
    "prompt.hoard_burning": "{player} acaba de guardarse cartas mientras hay crisis "
                            "ardiendo. ¿Es justo? ¿Es sensato? ¿Qué habríais hecho?",
    "prompt.one_from_collapse": "Atención: {dangers}, y el mundo está perdido. ¿Qué debe hacer "
                                "cada uno en su próximo turno?",
    "prompt.danger_region": "una crisis declarada más en {region}",
    "prompt.danger_colour": "una crisis declarada más de color {colour}",
    "prompt.danger_total": "una crisis declarada más, sea donde sea",
    "prompt.lost": "El mundo se ha hundido. ¿En qué momento podía el grupo salvarlo "
                   "todavía?",
    "prompt.won": "El mundo ha resistido. ¿Quien ganó fue quien más ayudó o quien más "
                  "acaparó? ¿Es una forma justa de ganar?",
    "risk.title": "Medidor de riesgo",
    "risk.value": "Probabilidad de que el mundo se pierda: {p} %",
    "risk.range": "(probablemente entre {low} % y {high} %)",
    "risk.cause": "Punto más débil: {cause}",
    "risk.cause_region": "demasiadas crisis en {region}",
    "risk.cause_colour": "demasiadas crisis de color {colour}",
    "risk.cause_total": "demasiadas crisis en todo el mundo",
    "risk.off": "El medidor de riesgo está apagado.",
    "log.title": "Lo que ha pasado (lo más reciente arriba)",
    "log.empty": "Todavía no ha pasado nada.",
    "time.title": "Viaje en el tiempo",
    "moment.start": "0. Inicio de la partida",
    "moment.item": "{n}. {text}",
    "action.draw": "{player} roba una carta",
    "action.play_impending": "{player} pone {card} en la crisis inminente",
    "action.pass": "{player} pasa",
    "action.play_full_blown": "{player} juega {card} en {crisis}",
    "action.hoard": "{player} acapara un grupo",
    "action.end_turn": "{player} termina el turno",
    "action.discard": "{player} descarta {card}",
    "file.saved": "Partida guardada en {path}.",
    "file.loaded": "Partida cargada desde {path}.",
    "file.load_error": "No se pudo cargar {path}: {reason} La partida en pantalla no ha "
                       "cambiado.",
    "file.save_error": "No se pudo guardar en {path}: {reason}",
    "file.autosave_error": "El guardado automático ha fallado ({reason}). La partida sigue, "
                           "pero un reinicio la perdería.",
    "file.bots_dropped": "En esta partida juegan personas por los jugadores sin estrategia "
                         "del ordenador: {names}.",
    "resume.offer": "Hay una partida guardada automáticamente: {players}, turno {turn}, "
                    "{moves} jugadas. ¿Reanudarla o empezar una partida nueva?",
    "resume.bad": "No se pudo leer el guardado automático {path} ({reason}); empieza una "
                  "partida nueva.",
    "resume.done": "Partida reanudada: turno {turn}.",
    "error.generic": "Algo ha fallado: {reason}",
    "error.bot_not_action": "La estrategia de {player} devolvió {value}, que no es una jugada.",
    "error.refused": "Las reglas no permiten esta jugada ahora [{rule}].",
    "error.bot_illegal": "La estrategia de {player} ha elegido una jugada que las reglas no "
                         "permiten: {action}.",
    "event.turn_started": "Turno {turn}: le toca a {player}.",
    "event.drew_solution": "{player} roba {card}.",
    "event.drew_solution_hidden": "{player} roba una carta Resolución.",
    "event.drew_crisis": "{player} destapa {crisis}, amenaza {threat}: es inminente.",
    "event.played_impending": "{player} pone {card} en la crisis inminente.",
    "event.passed": "{player} pasa.",
    "event.crisis_solved": "{crisis} se evita: {total} frente a una amenaza de {threat}.",
    "event.crisis_full_blown": "{crisis} estalla: solo {total} frente a una amenaza de "
                               "{threat}.",
    "event.played_full_blown": "{player} da {card} a {crisis} (ahora {total} de {threat}).",
    "event.full_blown_solved": "{crisis} por fin está bajo control.",
    "event.scored": "{player} gana {points} puntos ({reason}).",
    "event.hoarded": "{player} acapara {cards}.",
    "event.hoarded_hidden": "{player} acapara boca abajo un grupo de {n} cartas.",
    "event.discarded": "{player} descarta {card}.",
    "event.turn_ended": "{player} termina el turno.",
    "event.last_card_drawn": "Era la última carta del mazo: la partida termina después de "
                             "este turno.",
    "event.world_lost": "El mundo está perdido: {causes}.",
    "event.game_won": "¡El mundo se ha salvado! Mejor puntuación {score}: {names}.",
    "reason.first": "primera carta jugada",
    "reason.highest": "carta más alta",
    "reason.first_and_highest": "primera y más alta",
    "reason.last_on_full_blown": "la carta que resolvió una crisis declarada",
    # --- ui ---
    "status.bot_prompt": "Espera a que la clase hable de la pregunta del tablero: pulsa "
                         "«Volver al juego» o «Continuar».",
    "hand.nothing_respond": "{player} no tiene ninguna carta {colour} que dar: pulsa "
                            "«Pasar» sin más.",
    "hand.nothing_play": "{player} no tiene nada que jugar ahora: pulsa «Fin de turno» "
                         "sin más.",
    "time.locked": "Volver a antes de robar una carta mostraría el mazo: primero destapa "
                   "todas las manos (Ajustes).",
    "time.rule": "Volver a antes de un robo es cosa del docente, con las manos destapadas.",
    "tab.log": "Registro",
    "tab.players": "Jugadores",
    "tab.time": "Viaje en el tiempo",
    "tab.files": "Archivos",
    "tab.settings": "Ajustes",
    "oserror.not_found": "no existe ese archivo o carpeta",
    "oserror.denied": "este ordenador no lo permite",
    "oserror.is_folder": "ese nombre es una carpeta, no un archivo",
    "oserror.no_folder": "una parte de la ruta no es una carpeta",
    "oserror.full": "el disco está lleno",
    "oserror.read_only": "ese lugar es de solo lectura",
    "oserror.too_long": "el nombre es demasiado largo",
    "oserror.not_text": "no es un archivo de texto",
    "oserror.other": "el sistema se negó (error {code})",
    "app.disconnected": "Esta partida perdió la conexión con Python (el núcleo se detuvo "
                        "o se reinició). Para recuperarla, vuelve a ejecutar su celda (en "
                        "una página de aplicación: recarga la página); el guardado "
                        "automático permite seguir.",
    "app.run_again": "Ejecuta esta celda para jugar: la partida necesita un núcleo en "
                     "marcha.",
    "btn.auto_forced": "Jugar las jugadas forzadas",
    "tip.auto_forced": "Si alguien solo puede pasar o terminar el turno, hacerlo por él",
    # --- classroom ---
    "classroom.error.bad_lang": "Idioma desconocido {lang}; elija uno de {allowed}.",
    "classroom.error.room_exists": "Ya existe una sala con el código {code}.",
    "classroom.error.bad_code": "Ninguna sala tiene el código «{code}». Compruebe el código del "
                                "proyector (solo letras y cifras).",
    "classroom.error.wrong_key": "Esta no es la clave del docente de esta sala.",
    "classroom.error.already_started": "La partida ya ha empezado: ya no se pueden ocupar asientos"
                                       " ni añadir mesas.",
    "classroom.error.bad_seat": "No hay asiento {seat} en esta mesa; tiene los asientos 1 a {n}.",
    "classroom.error.bad_table": "No hay mesa {table} en esta sala.",
    "classroom.error.seat_taken": "El asiento {seat} ya está ocupado: elija un asiento libre.",
    "classroom.error.table_full": "Esta mesa está completa: elija otra mesa.",
    "classroom.error.seat_reserved": "El asiento {seat} está reservado para {name}: elija otro "
                                     "asiento.",
    "classroom.error.name_taken": "Alguien en esta sala ya se llama {name}: añada una letra a su "
                                  "nombre.",
    "classroom.error.not_your_seat": "El asiento {seat} no es suyo: vuelva con el PIN que recibió "
                                     "al ocupar su asiento.",
    "classroom.error.pin_locked": "Demasiados PIN incorrectos: espere {seconds} segundos o "
                                  "pregunte al docente.",
    "classroom.error.wrong_pin": "PIN incorrecto para el asiento {seat}.",
    "classroom.error.pin_not_found": "Ningún asiento de esta sala tiene este PIN. Compruébelo "
                                     "({digits} cifras) o pregunte al docente.",
    "classroom.error.not_started": "El docente aún no ha empezado la partida.",
    "classroom.error.paused": "El docente ha pausado la partida: espere a que continúe.",
    "classroom.error.acted_first": "Alguien actuó primero: la mesa ha cambiado. Mire de nuevo y "
                                   "elija.",
    "classroom.error.not_your_turn": "Ahora no le toca decidir a usted.",
    "classroom.error.illegal": "Esta jugada no está permitida ahora: {reason}",
    "classroom.error.bad_name": "Escriba su nombre (de 1 a {limit} caracteres).",
    "classroom.error.bad_tables": "Indique las mesas como número de estudiantes (p. ej. 24) o "
                                  "lista de tamaños de 3 a 6 (p. ej. [4, 4, 5]), no {given}.",
    "classroom.error.no_key": "No se encuentra la clave del docente de la sala {code}; pásela con "
                              "key=... (se mostró al abrir la sala).",
    "classroom.join.title": "Unirse a la partida",
    "classroom.join.code": "Código de la sala",
    "classroom.join.name": "Su nombre",
    "classroom.join.button": "Ver los asientos libres",
    "classroom.join.or_rejoin": "¿Ya tenía asiento? Escriba el código de la sala y su PIN.",
    "classroom.join.pin": "Su PIN",
    "classroom.join.rejoin": "Volver a mi asiento",
    "classroom.join.pick_seat": "Elija un asiento libre (o el reservado para usted).",
    "classroom.join.started": "La partida ha empezado: ya no se pueden ocupar asientos. Si tenía "
                              "uno, vuelva con su PIN.",
    "classroom.join.table_seat": "Mesa {table}, asiento {seat}",
    "classroom.seat.free": "libre",
    "classroom.seat.reserved": "reservado para {name}",
    "classroom.seat.computer": "jugador ordenador",
    "classroom.seat.computer_named": "{name} (ordenador)",
    "classroom.pin.shown_before": "Su PIN:",
    "classroom.pin.shown_after": "Anótelo ahora: solo se muestra una vez. Con el código de la sala"
                                 " le devuelve a su asiento si la página se cierra.",
    "classroom.you_are": "Usted es {name} · mesa {table}, asiento {seat}.",
    "classroom.hand.title": "Su mano, {player}",
    "classroom.waiting": "Esperando a que el docente empiece la partida…",
    "classroom.paused": "‖ Pausa del docente: la partida espera.",
    "classroom.your_turn": "Le toca decidir: elija abajo.",
    "classroom.wait_for": "Esperando a {name}.",
    "classroom.replaced": "El docente ha dado su asiento a un jugador ordenador.",
    "classroom.kind.bot": "ordenador",
    "classroom.kind.human": "estudiante",
    "classroom.btn.play_impending": "Poner {card} en la crisis",
    "classroom.btn.give": "Dar {card} a {crisis}",
    "classroom.btn.hoard": "Acaparar {cards}",
    "classroom.btn.discard": "Descartar {card}",
    "classroom.teacher.open": "Los estudiantes abren",
    "classroom.teacher.code": "Código de la sala:",
    "classroom.teacher.qr": "Código QR de la dirección",
    "classroom.teacher.no_server": "Inicie las páginas de los estudiantes con la orden "
                                   "terra-widget classroom (vea la guía docente).",
    "classroom.teacher.start": "Empezar la partida",
    "classroom.teacher.pause": "Pausa",
    "classroom.teacher.resume": "Continuar",
    "classroom.teacher.hide_hands": "Ocultar las manos",
    "classroom.teacher.seat": "Estudiante:",
    "classroom.teacher.replace": "Dar este asiento al ordenador",
    "classroom.teacher.project": "En el proyector:",
    "classroom.teacher.table": "Mesa {table}",
    "classroom.teacher.tab_table": "Mesa proyectada",
    "classroom.teacher.tab_all": "Todas las mesas",
    "classroom.teacher.tab_seats": "Quién está dónde",
    "classroom.teacher.csv": "Descargar el resumen de la clase (CSV)",
    "classroom.teacher.denied": "Esta página es para el docente: abra la dirección docente que "
                                "muestra terra-widget classroom.",
    "classroom.dash.crises": "Crisis declaradas",
    "classroom.dash.colours": "Por color",
    "classroom.dash.players": "Jugadores",
    "classroom.status.not_started": "sin empezar",
    "classroom.status.ongoing": "en juego",
    "classroom.status.saved": "mundo salvado",
    "classroom.status.lost": "mundo perdido",
    "classroom.summary.line": "{saved} de {n} mesas salvaron el mundo, {lost} lo perdieron, "
                              "{ongoing} siguen jugando.",
    "classroom.csv.table": "mesa",
    "classroom.csv.seat": "asiento",
    "classroom.csv.player": "jugador",
    "classroom.csv.computer": "ordenador",
    "classroom.csv.result": "resultado",
    "classroom.csv.turn": "turno",
    "classroom.csv.common": "puntos por el bien común",
    "classroom.csv.hoarded": "puntos acaparados",
    "classroom.csv.score": "puntuación final",
    "classroom.csv.given_green": "cartas verdes dadas",
    "classroom.csv.given_blue": "cartas azules dadas",
    "classroom.csv.given_red": "cartas rojas dadas",
    "classroom.csv.yes": "sí",
    "classroom.csv.no": "no",
    # --- persist ---
    "file.name_empty": "Escribe un nombre para el archivo de la partida (terminará en "
                       "{suffix}).",
    "file.name_bad": "«{name}» no sirve como nombre de archivo.",
    "file.outside": "«{name}» está fuera de la carpeta del notebook. Los archivos de partida "
                    "se quedan junto al notebook: escribe un nombre sin ruta de carpeta, "
                    "sin «..» ni «~».",
    "file.bad_suffix": "«{name}» no es un nombre de archivo de partida. Estos archivos "
                       "terminan en {suffix} (por ejemplo {example}); así nunca se "
                       "sobrescribe otro archivo.",
    "file.load_suffix": "«{name}» no es un archivo de partida: elige uno que termine en "
                        "{suffix} o .json.",
    "file.is_folder": "«{name}» es una carpeta, no un archivo de partida.",
    "file.too_large": "«{name}» es demasiado grande para ser un archivo de partida (más de "
                      "{limit}).",
    "file.os.not_found": "Aquí no hay ningún archivo llamado «{name}».",
    "file.os.denied": "Este ordenador no permite acceder a «{name}».",
    "file.os.full": "El disco está lleno: no se pudo escribir «{name}».",
    "file.os.read_only": "Esta carpeta es de solo lectura: aquí no se puede escribir "
                         "«{name}».",
    "file.os.not_folder": "Una parte de la ruta «{name}» es un archivo, no una carpeta.",
    "file.os.too_long": "El nombre «{name}» es demasiado largo para este ordenador.",
    "file.os.other": "El ordenador se negó a usar «{name}» (error del sistema {code}).",
    "file.overwrite": "«{name}» ya existe. ¿Reemplazarlo con esta partida?",
    "btn.overwrite_yes": "Sí, reemplazar",
    "btn.overwrite_no": "No, conservarlo",
    "file.save_cancelled": "No se guardó nada: «{name}» no ha cambiado.",
    "file.backup": "El guardado automático anterior se conserva como «{name}».",
    "tip.play_again": "Repartir una partida nueva para los mismos jugadores y jugadores "
                      "de la computadora",
    "tip.new_game_kept": "Empezar una partida nueva; la guardada se conserva en un archivo "
                         "de copia",
    "resume.offer_many": "Hay varias partidas sin terminar de estos jugadores. Elige la que "
                         "quieres continuar:",
    "resume.choice": "{players}, turno {turn}, {moves} jugadas, guardada el {time}",
    "resume.moment": "mostrada en la jugada {moment} de {moves}",
    "resume.unknown_bot": "La estrategia de ordenador «{spec}» de {player} no se conoce "
                          "aquí: al continuar, una persona juega por {player}.",
    "file.autosave_failed": "El guardado automático ha fallado: {reason} La partida sigue, "
                            "pero un reinicio la perdería.",
    "resume.bad_file": "No se pudo leer el guardado automático {path}: {reason} El archivo "
                       "se deja tal cual; empieza una partida nueva.",
    "file.moved": "Otra ventana también guardó el archivo de esta partida; ahora esta se "
                  "guarda en «{name}», así se conservan las dos.",
    # --- engine2 ---
    "action.hoard_cards": "{player} acapara el grupo {cards}",
    # --- room ---
    "classroom.teacher.reserve_seat": "Asiento:",
    "classroom.teacher.reserve_name": "Guardarlo para:",
    "classroom.teacher.reserve": "Reservar el asiento",
    "classroom.teacher.reserve_tip": "Solo este alumno podrá ocuparlo; sin nombre "
        "vuelve a quedar libre",
    # --- lead ---
    "app.repr": "Partida de Terra: {players}",
    # --- layout ---
    # the debrief table's column headers, short enough for the column beside the board
    "debrief.col_hoarded": "Acaparados",
    "debrief.col_final": "Total",
    # a full-blown crisis in the "which crisis?" drop-down: its region is on the map, and
    # without it the choice fits the column beside the board
    "card.crisis_choice": "«{title}» ({colour})",
    # --- report ---
    # SimulationResult.table(lang) and `terra-widget simulate --lang`: a run's plain-text report
    "report.no_games": "No se jugó ninguna partida.",
    "report.games": "{n} partidas",
    "report.games.one": "{n} partida",
    "report.title": "Terra: {games}, {players} jugadores, semilla {seed}",
    "report.title_teams": "Terra: {games}, {players} jugadores por equipos, semilla {seed}",
    "report.seats": "Asientos: {seats}",
    "report.lost": "Mundo perdido",
    "report.lost_rate": "en el {rate} de las partidas ({ci}: del {low} al {high})",
    "report.ci": "IC del {level}",
    "report.causes": "límite superado:",
    "report.kind.region": "{n} crisis declaradas en una misma región",
    "report.kind.colour": "{n} crisis declaradas de un mismo color",
    "report.kind.total": "{n} crisis declaradas en total",
    "report.kind.several": "varios de estos límites a la vez",
    "report.top_causes": "las causas más frecuentes:",
    "report.turns": "Turnos",
    "report.turns_value": "{mean} de media, de {min} a {max}",
    "report.per_strategy": "Por estrategia: puntos y victorias en las partidas en que el "
                           "mundo sobrevivió ({saved} de {games}):",
    "report.col.strategy": "estrategia",
    "report.col.seats": "asientos",
    "report.col.mean": "punt. media",
    "report.col.median": "mediana",
    "report.col.range": "mín.–máx.",
    "report.col.wins": "victorias",
    "report.col.ci": "IC del {level}",
    "report.col.given": "dadas",
    "report.range": "{low}–{high}",
    "report.note": "(victorias: parte de los asientos de esa estrategia que ganaron, empates "
                   "incluidos; dadas: cartas dadas por asiento y partida, en todas las partidas)",

    # --- lessons ---
    # Una estrategia de alumno que se equivoca (sim/strategy_errors.py, lección 05).
    "mistake.none": "Parada: la estrategia {strategy} del asiento {seat} ha devuelto None en "
                    "vez de una jugada ({where}). Su método choose debe acabar con return y "
                    "una de las jugadas de legal, por ejemplo return legal[0].",
    "mistake.illegal": "Parada: la estrategia {strategy} del asiento {seat} ha elegido {move}, "
                       "una jugada que las reglas no permiten ahora ({where}): {why} [{rule}].",
    "mistake.crashed": "Parada: la estrategia {strategy} del asiento {seat} ha provocado un "
                       "error ({where}): {error}",
    "mistake.allowed": "Las {n} jugadas permitidas en ese momento: {moves}.",
    "mistake.allowed.one": "La única jugada permitida en ese momento: {moves}.",
    "mistake.where_cell": "celda [{cell}], línea {line}",
    "mistake.where_file": "{file}, línea {line}",
    "mistake.full": "La traza completa ({n} líneas)",
    "mistake.full.one": "La traza completa ({n} línea)",
    "mistake.why.R1.4": "una jugada lleva el asiento de quien la hace: escribe view.seat",
    "mistake.why.R2.1": "un turno empieza robando una carta",
    "mistake.why.R2.2": "la carta ya está robada; ahora se dan cartas a las crisis declaradas",
    "mistake.why.R3.1": "mientras se responde a una crisis, se pasa o se pone en ella una carta "
                        "de su color de la propia mano",
    "mistake.why.R4.1": "una crisis declarada recibe una sola carta de su color por turno, de "
                        "la propia mano",
    "mistake.why.R4.4": "un conjunto se guarda una vez por turno, después de dar una carta a "
                        "una crisis declarada, con cartas de la propia mano",
    "mistake.why.R4.5": "un conjunto son 3 cartas del mismo valor o 3 valores seguidos",
    "mistake.why.R4.7": "después de guardar un conjunto solo queda acabar el turno",
    "mistake.why.R4.8": "con más de 8 cartas se descarta, de una en una, antes de acabar el "
                        "turno",
    "mistake.why.R7.3": "la respuesta debe ser una de las jugadas de legal",
    "mistake.why.other": "la regla nombrada al final dice por qué",
    # --- classroom seats ---
    "classroom.error.db_damaged": "El archivo de sala {path} está dañado o no es un archivo de "
                                  "sala: restaure una copia o empiece con otro archivo (--db "
                                  "ARCHIVO_NUEVO).",
    "classroom.error.db_empty": "El archivo de sala {path} está vacío (0 bytes): sus salas se "
                                "han perdido. Restaure una copia o pida un archivo nuevo "
                                "(--new-db).",
    "classroom.error.keep_code": "El asiento {seat} está reservado para {name}: escriba el "
                                 "código que su docente le da para él.",
    "classroom.error.one_seat": "Esta página ya tiene asiento: un asiento por estudiante.",
    "classroom.error.illegal.R1.4": "Esta jugada no está permitida ahora: decide otro jugador.",
    "classroom.error.illegal.R2.1": "Esta jugada no está permitida ahora: su turno empieza "
                                    "robando una carta.",
    "classroom.error.illegal.R2.2": "Esta jugada no está permitida ahora: ya ha robado en este "
                                    "turno.",
    "classroom.error.illegal.R3.1": "Esta jugada no está permitida ahora: solo una Solución del "
                                    "color de la crisis, o pasar.",
    "classroom.error.illegal.R4.1": "Esta jugada no está permitida ahora: una Solución del color "
                                    "correcto por crisis declarada y turno.",
    "classroom.error.illegal.R4.4": "Esta jugada no está permitida ahora: una reserva por turno, "
                                    "tras ayudar a una crisis declarada.",
    "classroom.error.illegal.R4.5": "Esta jugada no está permitida ahora: una reserva son 3 "
                                    "cartas de un mismo valor o 3 valores seguidos.",
    "classroom.error.illegal.R4.7": "Esta jugada no está permitida ahora: tras reservar, ya no "
                                    "se juegan cartas en crisis declaradas este turno.",
    "classroom.error.illegal.R4.8": "Esta jugada no está permitida ahora: primero descarte hasta "
                                    "el límite de la mano.",
    "classroom.error.illegal.R6.1": "Esta jugada no está permitida: la partida ha terminado.",
    "classroom.error.illegal.R6.3": "Esta jugada no está permitida: la partida ha terminado.",
    "classroom.error.illegal.R7.3": "Esto no es una jugada del juego.",
    "classroom.join.keep": "Código del docente (asiento reservado)",
    "classroom.join.or_rejoin_seat": "¿Ya tenía asiento? Elíjalo y escriba su PIN.",
    "classroom.join.your_seat": "Su asiento:",
    "classroom.teacher.show_codes": "Mostrar los códigos de asientos reservados (no al proyectar)",
    "classroom.teacher.keep_code": "código {code}",
    "classroom.teacher.rejoined.one": "reabierto una vez en otra página",
    "classroom.teacher.rejoined": "reabierto {n} veces en otra página",
    "classroom.teacher.confirm_replace": "¿Dar {seat} ({name}) a un jugador computadora? El "
                                         "estudiante ya no podrá jugarlo.",
    "classroom.teacher.confirm_hands": "¿Mostrar todas las manos en el proyector? Toda la clase "
                                       "verá cada carta.",
    "classroom.teacher.confirm": "Sí, hacerlo",
    "classroom.teacher.cancel": "Cancelar",
    # --- files ---
    "file.not_regular": "«{name}» no es un archivo normal (es un dispositivo, una tubería o un "
                        "enlace), y una partida solo se guarda en lugar de un archivo normal. "
                        "Elige otro nombre.",
    "file.name_too_long": "El nombre «{name}» es demasiado largo: en este ordenador un nombre "
                          "de archivo o de carpeta tiene como máximo {limit} letras (menos con "
                          "tildes u otros alfabetos). Elige un nombre más corto.",
    # --- classroom server (kernel websockets, culling, the server-gone banner) ---
    "classroom.server.full_title": "Esta sala está llena",
    "classroom.server.full": "Cada asiento de esta sala ya tiene una página abierta, así que esta"
                             " página no puede empezar. Pregunte a su docente; si ya tenía un "
                             "asiento, cierre su otra página de la sala y vuelva a intentarlo "
                             "dentro de un minuto.",
    "classroom.server.teacher_title": "Página del docente",
    "classroom.server.teacher_token": "Esta dirección no lleva el token del docente. Abra la "
                                      "página del docente con la dirección que mostró terra-"
                                      "widget classroom al arrancar.",
    "classroom.server.gone": "El servidor de la clase no responde. Avise a su docente. Su asiento"
                             " y sus jugadas se conservan: cuando el servidor vuelva, recargue "
                             "esta página, escriba el código de la sala y su PIN y pulse «Volver "
                             "a mi asiento».",
    "classroom.server.ended": "Esta página ya no está conectada al servidor de la clase (se "
                              "reinició, o la página estuvo cerrada demasiado tiempo). Recargue "
                              "la página, escriba el código de la sala y su PIN y pulse «Volver a"
                              " mi asiento»: su asiento y sus jugadas se conservan.",
    "classroom.server.back": "El servidor de la clase vuelve a responder. Recargue la página, "
                             "escriba el código de la sala y su PIN y pulse «Volver a mi "
                             "asiento».",
    "classroom.server.reload": "Recargar la página",
    # --- layout2 ---
    # what played itself since the last person's move, above the board
    "status.just": "Hace un momento: {events}",
    # --- b22session ---
    # "show my hand" at a moment before a draw, hands closed (R7.5)
    "time.hand_locked": "Este momento es anterior a robar una carta: aquí no se muestra ninguna "
                        "mano mientras las manos estén tapadas. Vuelve al presente (Viaje en el "
                        "tiempo) para ver la tuya.",
    # --- serve (make play / make app: the lines printed in the terminal) ---
    "serve.no_lessons": 'Todavía no hay lecciones en {lang}; se abren las inglesas. Idiomas ya '
                        'escritos: {written}.',
    "serve.starting_lab": "Iniciando JupyterLab con el cuaderno de Terra...",
    "serve.starting_app": "Iniciando la aplicación Terra (Voila)...",
    "serve.ready": "Terra está listo: {url}",
    "serve.projector": 'Para el proyector (letra grande): {url}?projector=1 (o el modo proyector '
                       'en la pestaña Ajustes, bajo el tablero).',
    "serve.stop_hint": "Pulse Ctrl+C aquí para detenerlo.",
    "serve.stopped": "Detenido.",
    "serve.failed_early": 'El servidor se detuvo antes de estar listo. El final de su registro '
                          '({log}):',
    "serve.timeout": "El servidor no respondió en {seconds} s. El final de su registro ({log}):",
    "serve.failed": "El servidor se detuvo (código {code}). El final de su registro ({log}):",
    "serve.no_port": 'No hay ningún puerto libre entre {first} y {last}: elija otro, por ejemplo '
                     'make play PORT=9000',
    # --- tournament: a class tournament's report, chart and problems ---
    "tournament.title": "Torneo de la clase: {strategies} estrategias, {n} partidas cada una en "
                        "{tables} mesas de {seats} (semilla {seed})",
    "tournament.title.one": "Torneo de la clase: {strategies} estrategias, {n} partida cada una en"
                            " {tables} mesas de {seats} (semilla {seed})",
    "tournament.legend": "salvado: parte de sus partidas en que se salvó el mundo; victorias: su "
                         "parte de victorias cuando se salvó el mundo; intervalos al {level}; "
                         "puntos: media de puntos del bien común y de puntos guardados con el "
                         "mundo salvado; dado: cartas dadas por partida (verde/azul/rojo)",
    "tournament.col.strategy": "estrategia",
    "tournament.col.games": "partidas",
    "tournament.col.saved": "salvado",
    "tournament.col.ci": "intervalo",
    "tournament.col.wins": "victorias",
    "tournament.col.points": "bien común",
    "tournament.col.hoard": "guardado",
    "tournament.col.given": "dado v/a/r",
    "tournament.col.marked": "marcadas",
    "tournament.problems": "Problemas (desde el error, la estrategia de referencia jugó estos "
                           "puestos):",
    "tournament.marked": "{n} partidas marcadas",
    "tournament.marked.one": "{n} partida marcada",
    "tournament.kind.import": "no se pudo importar el archivo: {error}",
    "tournament.kind.no_strategy": "ninguna clase Strategy en este archivo",
    "tournament.kind.not_strategy": "{name} no es una Strategy (escribe class {name}(Strategy): "
                                    "...)",
    "tournament.kind.raised": "su estrategia lanzó un error: {error}",
    "tournament.kind.illegal": "su estrategia eligió una jugada que las reglas no permiten: "
                               "{error}",
    "tournament.kind.slow": "su estrategia pensó más que el límite de {limit} s para una decisión "
                            "(partida {game}, decisión {decision})",
    "tournament.kind.stuck": "su estrategia no respondió en {limit} s: se detuvo su proceso "
                             "(partida {game}, decisión {decision})",
    "tournament.kind.crash": "su estrategia detuvo el proceso que la hacía jugar (código {code}; "
                             "partida {game}, decisión {decision})",
    "tournament.chart.title": "¿Las estrategias que ganan salvan el mundo?",
    "tournament.chart.x": "Mundo salvado en sus mesas",
    "tournament.chart.y": "Su parte de victorias con el mundo salvado",
    "tournament.progress": "Torneo",
    "tournament.no_folder": "{folder} no es una carpeta: indica la carpeta con los archivos de "
                            "estrategias (.py)",
    "tournament.none": "ninguna estrategia para jugar: indica una carpeta de archivos .py con "
                       "clases Strategy, o estrategias (nombres incluidos como 'cooperative', u "
                       "objetos Strategy)",
    "tournament.bad_games": "games (partidas por estrategia) debe ser un número entero de 1 a "
                            "{most}, no {value}",
    "tournament.bad_seats": "seats (jugadores por mesa) debe ser un número entero de 3 a 6 (R1.1),"
                            " no {value}",
    "tournament.bad_seed": "seed (la semilla) debe ser un número entero, no {value}",
    "tournament.bad_limit": "limit (segundos por decisión) debe ser un número mayor que 0, no "
                            "{value}",
    "tournament.bad_workers": "workers debe ser un número entero: 0 (jugar aquí) o el número de "
                              "procesos, no {value}",
    # --- the classroom on a JupyterHub ---
    "classroom.error.hub_outsider": (
        "No estás en ningún grupo de la clase en este hub: el profesorado debe estar en el "
        "grupo {teachers} y el alumnado en el grupo {students}. Pide al administrador del hub"
        " que te añada."),
    "classroom.error.hub_not_logged_in": (
        "Inicia sesión primero en el hub: el servicio de salas te reconoce por tu cuenta del "
        "hub."),
    "classroom.error.hub_only_teachers": (
        "Solo un profesor puede hacer esto: tu cuenta del hub está en el grupo del alumnado."),
    "classroom.error.hub_only_students": (
        "Solo un alumno puede ocupar un asiento: tu cuenta del hub está en el grupo del "
        "profesorado."),
    "classroom.error.hub_not_your_room": (
        "La sala {code} la abrió otro profesor: solo puedes dirigir tus propias salas."),
    "classroom.error.hub_no_seat": (
        "Aún no tienes asiento en la sala {code}: ejecuta primero "
        "terra_widget.join(\"{code}\")."),
    "classroom.error.hub_bad_request": (
        "No se entiende la petición: necesita un {what}."),
    "classroom.error.hub_bad_control": (
        "Orden desconocida {given}: usa una de {allowed}."),
    "classroom.error.hub_no_service": (
        "Este cuaderno no puede llegar al servicio de salas: {why}"),
    "classroom.error.hub_no_token": (
        "Este cuaderno no se ejecuta en un servidor de JupyterHub (no tiene token del hub): "
        "ejecuta terra_widget.join en un cuaderno de tu cuenta del hub."),
    "classroom.error.hub_seats_kept": (
        "El profesor reserva todos los asientos libres de la sala {code} para otros "
        "alumnos: pide un asiento a tu profesor."),
    "classroom.error.hub_not_found": (
        "El hub no tiene un servicio de salas que tu cuenta pueda usar (respuesta del hub: "
        "{status}): pide al administrador del hub que añada docs/hub/jupyterhub_config.py."),
    # --- lite: the static site's entry pages (tools/lite.py) ---
    "lite.title": "Terra en tu navegador",
    "lite.intro": ("Nada que instalar: el juego y las lecciones funcionan en esta página web, "
                   "Python incluido."),
    "lite.play": "Jugar a Terra",
    "lite.lessons": "Lecciones",
    "lite.in_lab": "en JupyterLab",
    "lite.languages": "Otros idiomas",
    # --- lessons in the static site (lesson 06): the tournament's note ---
    "tournament.in_browser": (
        "En el navegador, las mesas se han jugado aquí, una tras otra: una página web no "
        "puede lanzar procesos de trabajo ni un clúster, y una estrategia que nunca "
        "responde no se puede detener (para un torneo así, usad JupyterLab)."),
    # --- lessons: predictions beside results, and the findings (terra_widget/lessons) ---
    "lessons.guess": "Tu predicción: {guess} de 100. El resultado: {result}. {verdict}",
    "lessons.no_guess": ("No has hecho ninguna predicción (escríbela en su celda y vuelve a "
                         "ejecutar esta). El resultado: {result}."),
    "lessons.result_interval": "{result} (intervalo de confianza del 95 %: de {low} a {high})",
    "lessons.close": "Bien previsto: a menos de 5 puntos.",
    "lessons.too_high": "Tu estimación era {points} puntos demasiado alta.",
    "lessons.too_low": "Tu estimación era {points} puntos demasiado baja.",
    "lessons.choice": "Tu predicción: {guess}. La respuesta: {answer}. {verdict}",
    "lessons.no_choice": "No has hecho ninguna predicción. La respuesta: {answer}.",
    "lessons.right": "¡Correcto!",
    "lessons.wrong": "Esta vez no.",
    "lessons.word_allowed": "permitida",
    "lessons.word_refused": "rechazada",
    "lessons.word_yes": "sí",
    "lessons.word_no": "no",
    "lessons.beside": "La tuya: {guess}\nLa del experimento: {answer}",
    "lessons.file_checked": (
        "{file}: {name} importada; con cuatro copias jugó {games} partidas (el mundo se "
        "perdió en {lost} de ellas)."),
    "lessons.rules_card": "Las reglas en una página (para imprimir)",
    "lessons.move_hoard": "{move}: {cards}",
    "lessons.not_allowed": ("Esta jugada no está permitida ahora: {move!r}. Las jugadas "
                            "permitidas en este momento son:\n{allowed}"),
    "lessons.refused": "Rechazada: {move}.",
    "lessons.allowed": "Permitida: {move}.",
    "lessons.finding.greedy_table": (
        "Una mesa de egoístas casi nunca llega a ganar: cuatro jugadores egoístas "
        "salvaron el mundo solo en el {saved} de las partidas."),
    "lessons.finding.cooperative_table": (
        "Cooperar salva el mundo mucho más a menudo: cuatro jugadores cooperativos lo "
        "salvaron en el {cooperative} de las partidas, cuatro jugadores al azar en el {random}."),
    "lessons.finding.greed_curve": (
        "Más codicia en la mesa, más mundos perdidos: {first} de "
        "partidas perdidas sin codicia, {middle} con media codicia, {last} con codicia total."),
    "lessons.finding.greed_winner": (
        "Pero cuando el mundo sobrevive, la codicia paga al ganador: {score_first} puntos "
        "de media sin codicia, hasta {score_top} con más codicia."),
    "lessons.finding.mix_loss": (
        "Cada jugador egoísta hace más probable la derrota: {none} de partidas perdidas "
        "sin ningún egoísta, {one} con uno, {four} con cuatro."),
    "lessons.finding.mix_wins": (
        "Para un jugador, la codicia paga: solo entre cooperativos, el egoísta ganó el "
        "{wins} de las partidas salvadas, cuando lo justo sería una de cada cuatro."),
    "lessons.finding.commons": (
        "Para un jugador, la codicia paga; para el grupo, es ruinosa. Esa es la tragedia de "
        "los comunes: lo mejor para cada uno, elegido por todos, es lo peor para todos."),
    "lessons.finding.generous": (
        "Darlo todo no es lo que mejor salva el mundo: cuatro jugadores generosos perdieron "
        "el {generous} de sus partidas, cuatro cooperativos el {cooperative}."),
    "lessons.finding.tournament": (
        "Mejor puntuación cuando el mundo se salvó: {scorer}. El mundo se salvó más a menudo "
        "en las mesas de: {saver}."),
    "lessons.finding.evolution_peak": (
        "La peor ronda fue la ronda {round}: {peak} de sus partidas "
        "perdidas."),
    "lessons.finding.evolution": (
        "Tras {rounds} rondas en las que todos copian al ganador, la mesa queda así: {mix}. "
        "Partidas perdidas: {first} en la primera ronda, {last} en la última."),
    # the story of the game
    "story.gave.impending": "Turno {turn}: {player} dio {card} a {crisis}.",
    "story.gave.impending_solved": (
        "Turno {turn}: {player} dio {card} a {crisis}, que quedó resuelta."),
    "story.gave.full_blown": (
        "Turno {turn}: {player} dio {card} a la crisis desatada {crisis}."),
    "story.gave.full_blown_solved": (
        "Turno {turn}: {player} dio {card} a la crisis desatada {crisis} y la resolvió."),
    "story.hoarded": (
        "Turno {turn}: {player} guardó una serie ({cards}) que vale {points} puntos."),
    "story.hoarded_hidden": (
        "Turno {turn}: {player} guardó una serie, boca abajo hasta el final."),
    "story.discarded": "Turno {turn}: {player} descartó {card} (límite de mano).",
    "story.held_back.impending": (
        "Turno {turn}: {player} pasó ante {crisis} aunque tenía cartas {colour}; la crisis "
        "se desató."),
    "story.held_back.full_blown": (
        "Turno {turn}: {player} tenía cartas {colour} pero no dio ninguna a la crisis "
        "desatada {crisis}."),
    "story.could_have_solved.impending": (
        "Turno {turn}: {player} podía haber resuelto {crisis}: {total} jugados, más su "
        "{colour} {best}, alcanzan la amenaza de {threat}."),
    "story.could_have_solved.full_blown": (
        "Turno {turn}: {player} podía haber resuelto la crisis desatada {crisis}: {total} "
        "debajo, más su {colour} {best}, alcanzan la amenaza de {threat}."),
    "story.full_blown": (
        "Turno {turn}: {crisis} se desató ({total} jugados de {threat})."),
    "story.solved": "Turno {turn}: {crisis} quedó resuelta.",
    "story.near_limit.region": (
        "Turno {turn}: {region} está a una crisis del límite ({n} de {limit})."),
    "story.near_limit.colour": (
        "Turno {turn}: las crisis {colour} están a una del límite ({n} de {limit})."),
    "story.near_limit.total": (
        "Turno {turn}: el mundo está a una crisis del límite ({n} de {limit})."),
    "story.lost": "Turno {turn}: el mundo está perdido. {cause}.",
    "story.saved": "Turno {turn}: se juega la última carta y el mundo se salva.",
    "story.tp.first_full_blown": "La primera crisis desatada: {crisis}, turno {turn}.",
    "story.tp.risk_jump": (
        "El mayor salto del riesgo: de {before} a {after}, turno {turn}."),
    "story.tp.last_chance": (
        "La última crisis que, resuelta, habría salvado el mundo: {crisis}, turno {turn}."),
    "story.tp.last_chance_by": (
        "La última crisis que, resuelta, habría salvado el mundo: {crisis}, turno {turn}; "
        "{names} podía resolverla."),
    "story.label.title": "La historia de la partida",
    "story.label.heading": "{title}: {outcome}",
    "story.label.regions": "Crisis desatadas por región",
    "story.label.colours": "Crisis desatadas por color",
    "story.label.total": "Crisis desatadas en total",
    "story.label.lanes": "Lo que eligió cada jugador",
    "story.label.risk": "Riesgo de perder el mundo (simulaciones desde la mesa pública)",
    "story.label.turn": "Turno",
    "story.label.legend": "Marcas:",
    "story.label.lost": "Perdido",
    "story.label.saved": "Salvado",
    "story.label.going": "En curso",
    "story.label.risk_none": "Sin curva de riesgo",
    "story.label.limit": "límite {limit}",
    "story.kind.gave": "dio una carta",
    "story.kind.solved": "dio y resolvió",
    "story.kind.hoarded": "guardó una serie",
    "story.kind.discarded": "descartó",
    "story.kind.held_back": "se guardó sus cartas",
    "story.kind.could_have_solved": "podía haberla resuelto",
    "story.kind.full_blown": "crisis desatada",
    "story.kind.crisis_solved": "crisis resuelta",
    "story.kind.near_limit": "a una crisis de un límite",
    # the story in the classroom
    "classroom.teacher.tab_story": "Historias de las partidas",
    "classroom.story.tables_title": (
        "Crisis declaradas en cada mesa, turno a turno (el mundo se pierde con {limit})"),
    "classroom.story.line_label": "{table} · {status} · {total}/{limit}",
    "classroom.story.limit": "{limit} crisis declaradas: el mundo está perdido",
    "classroom.story.near": "{n}: a una crisis del límite",
    "classroom.story.axis_turn": "turno",
    "classroom.story.axis_total": "crisis declaradas en total",
    "classroom.story.no_tables": "Todavía no hay mesas.",
    "classroom.story.choose": "Historia de",
    "classroom.story.none_over": (
        "La historia de cada mesa aparece aquí cuando termina su partida."),
    "classroom.story.heading": "Historia de la partida, {table}: {status}",
    "classroom.teacher.csv_choices": "Descargar las decisiones de cada jugador (CSV)",
    "classroom.csv.move": "jugada",
    "classroom.csv.choice": "decisión",
    "classroom.csv.colour": "color",
    "classroom.csv.crisis": "crisis",
    "classroom.csv.region": "región",
    "classroom.csv.target": "jugada sobre",
    "classroom.csv.solved": "resuelta",
    "classroom.csv.points": "puntos",
    "classroom.choice.gave": "dio una carta",
    "classroom.choice.hoarded": "acaparó una serie",
    "classroom.choice.held_back": "se guardó la carta",
    "classroom.choice.could_have_solved": "podía haberla resuelto",
    "classroom.choice.discarded": "descartó",
    "classroom.choice.impending": "crisis inminente",
    "classroom.choice.full_blown": "crisis declarada",
    "classroom.story.risk_pending": (
        "Calculando el riesgo de perder el mundo, jugada a jugada: aparecerá en la imagen "
        "en un momento."),
    "classroom.error.story_not_over": (
        "La mesa {table} sigue jugando: su historia aparece cuando termine su partida."),
    # --- trust: bounded requests on the hub, pages one client cannot pile up ---
    "classroom.error.hub_too_large": (
        "La petición es demasiado grande: el servicio de salas lee como máximo {limit} KB."),
    "classroom.error.hub_too_deep": (
        "La petición anida listas y objetos a demasiada profundidad: se leen como máximo "
        "{limit} niveles."),
    "classroom.server.cookies": (
        "Esta página necesita cookies: permítelas para esta dirección en tu navegador y "
        "vuelve a cargar la página."),
    "classroom.server.tabs_title": "Demasiadas páginas en este navegador",
    "classroom.server.tabs": (
        "Este navegador ya tiene abiertas varias páginas de la sala. Cierra las que no "
        "uses y vuelve a cargar esta página."),
    "classroom.server.busy_title": "Un momento",
    "classroom.server.busy": (
        "Se están abriendo muchas páginas a la vez desde tu red. Esta página lo volverá a "
        "intentar sola dentro de unos segundos."),
    # --- short game, reciprocal, evolution, sitting out ---
    "evolution.title_text": (
        "Todos imitan al ganador: {rounds} rondas de {games} partidas en mesas de {seats}"),
    "evolution.round_line": "Ronda {round}: {mix}; mundo perdido en el {lost} de las partidas",
    "evolution.moved": (
        "después los {seats} asientos de la estrategia «{loser}» "
        "pasan a la estrategia «{winner}»"),
    "evolution.chart.title": "Todos imitan al ganador, ronda tras ronda",
    "evolution.chart.x": "Ronda",
    "evolution.chart.seats": "Asientos",
    "evolution.chart.lost": "Partidas perdidas",
    "tournament.sat_out": "después quedó fuera del resto del torneo: {n} partidas",
    "tournament.sat_out.one": "después quedó fuera del resto del torneo: {n} partida",
    # phones and the site
    "status.respond_crisis": "«{title}» ({region}): {total}/{threat} por ahora.",
    "lite.progress.loading": "Cargando la página…",
    "lite.progress.kernel": (
        "Python se está iniciando en tu navegador y se instala el juego (la primera "
        "visita es la más lenta)…"),
    "lite.progress.ready": "Python está listo: ejecuta la celda del juego (Mayús + Intro).",
    "lite.progress.game": "Preparando la partida…",
    # the story in the widget
    "storyui.col_given": "Cartas dadas a crisis",
    "storyui.col_solved": "Puntos de crisis resueltas (R3.4, R4.3)",
    "storyui.col_hoarded": "Puntos por acaparar (R4.6)",
    "storyui.col_final": "Puntuación final (R6.4)",
    "storyui.col_would": "Habría sumado; nadie gana (R6.1)",
    "storyui.title": "La historia de la partida",
    "storyui.tab": "Historia hasta ahora",
    "storyui.turning": "Momentos decisivos",
    "storyui.computing": (
        "Midiendo el riesgo de derrota colectiva en cada jugada: {done} de {total}"),
    "storyui.click": (
        "Haz clic en una marca de la imagen, o en un momento decisivo de abajo, para ver "
        "ese momento en Viaje en el tiempo."),
    "storyui.go": "Jugada {n}",
    "storyui.go_tip": "Ver la jugada {n} en Viaje en el tiempo",
    "storyui.marks_seat": (
        "Las cartas retenidas solo se marcan para {player}, cuya mano se muestra."),
    "storyui.marks_all": (
        "Todas las manos están abiertas: las cartas retenidas se marcan para todos."),
    "storyui.marks_none": "No se muestra ninguna mano: las cartas retenidas no se marcan.",
    "storyui.empty": "Todavía no ha pasado nada.",
    "storyui.risk_in_story": (
        "El riesgo de derrota colectiva, jugada a jugada, está en la historia de la "
        "partida, bajo el tablero."),
    # -- numbers: how the language writes them (i18n/numbers.py reads these four) -------
    "number.decimal_mark": ",",
    "number.group_mark": ".",
    "number.percent": "{number}\u00a0%",
    "number.group_from": "10000",
    # classroom rooms: the short game on the teacher's page
    "classroom.teacher.short_game": "Partida corta (variante para la clase)",
    "classroom.teacher.short_game_tip": (
        "Cada mesa reparte la partida corta de este proyecto para la clase: más o menos la "
        "mitad de turnos que según el reglamento. Se puede cambiar hasta el comienzo."),
    "classroom.error.bad_length": "La duración de la partida debe ser {allowed}, no {given}.",
    # the game's length in Settings (the classroom short game)
    "label.length": "Duración de la partida",
    "length.full": "Partida completa",
    "length.short": "Partida corta (clase)",
    "tip.length": (
        "Partida completa: la del reglamento, 18 crisis, unos 75 turnos. Partida corta: "
        "la variante de clase de este proyecto, para que quepa en una sesión, 12 crisis y "
        "más o menos la mitad de turnos, con las mismas reglas de juego."),
    "length.dealt_full": "Se ha repartido una partida completa a los mismos jugadores.",
    "length.dealt_short": (
        "Se ha repartido una partida corta (la variante de clase) a los mismos jugadores."),
    "length.next_full": (
        "Esta partida conserva su duración; al terminar, Partida nueva reparte una partida "
        "completa."),
    "length.next_short": (
        "Esta partida conserva su duración; al terminar, Partida nueva reparte una partida "
        "corta."),
}
