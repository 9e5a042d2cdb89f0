"""Textes français du widget de classe (mêmes clés et mêmes champs que en.py)."""

STRINGS = {
    "lang.name": "Français",
    "app.title": "Terra",
    "app.tagline": "Six régions, trois sortes de crises et un seul monde pour nous tous.",
    "list.pair": "{first} et {second}",
    "list.or": "{first} ou {second}",
    "list.sep": ", ",
    "colour.green": "vert",
    "colour.blue": "bleu",
    "colour.red": "rouge",
    "colour.green.meaning": "environnement",
    "colour.blue.meaning": "société et économie",
    "colour.red.meaning": "paix et sécurité",
    "colour.legend": "{colour} : {meaning}",
    "region.north_america": "Amérique du Nord",
    "region.south_america": "Amérique du Sud",
    "region.europe": "Europe",
    "region.africa": "Afrique",
    "region.asia_middle_east": "Asie et Moyen-Orient",
    "region.oceania_south_east_asia": "Océanie et Asie du Sud-Est",
    "card.solution": "{colour} {value}",
    "card.crisis": "« {title} » ({colour}, {region})",
    "card.hidden": "une carte cachée",
    "set.a": "même valeur, même couleur",
    "set.b": "même valeur, trois couleurs",
    "set.c": "suite d'une seule couleur",
    "set.d": "suite en trois couleurs",
    "set.option": "{cards} ({kind})",
    "phase.draw": "Phase 1 · pioche",
    "phase.respond": "Phase 2 · réponse à la crise imminente",
    "phase.play": "Phase 3 · aider et thésauriser",
    "phase.discard": "Fin du tour · défausse",
    "phase.over": "Partie terminée",
    "status.turn": "Tour {turn} · c'est à {player} de jouer",
    "status.draw": "{player} doit piocher une carte.",
    "status.respond": "{player} peut poser une carte {colour} sur la crise imminente, "
                      "ou passer.",
    "status.respond_left": "Joueurs qui doivent encore répondre : {n}.",
    "status.play": "{player} peut donner une carte à chaque crise déclarée, mettre un "
                   "ensemble de côté après avoir aidé, ou finir son tour.",
    "status.discard": "{player} a {n} cartes et doit se défausser jusqu'à {limit}.",
    "status.over": "La partie est terminée.",
    "status.human": "Décision : {player}.",
    "status.bot": "{player} est joué par l'ordinateur ({strategy}).",
    "status.bot_thinking": "{player} réfléchit…",
    "status.bot_waiting": "Les joueurs ordinateur attendent : appuyez sur « Pas à pas » "
                          "ou « Continuer ».",
    "status.bot_manual": "Les joueurs ordinateur ne jouent que lorsque vous appuyez sur "
                         "« Pas à pas ».",
    "strategy.random": "au hasard",
    "strategy.cooperative": "coopératif",
    "strategy.selfish": "égoïste",
    "strategy.balanced": "équilibré",
    "strategy.reciprocal": "réciproque",
    "strategy.custom": "personnalisé",
    "btn.draw": "Piocher une carte",
    "tip.draw": "Prendre la carte du dessus de la pioche",
    "btn.pass": "Passer",
    "tip.pass": "Ne poser aucune carte sur la crise imminente",
    "btn.end_turn": "Finir le tour",
    "tip.end_turn": "Terminer ce tour ; le joueur suivant prend la main",
    "btn.show_hand": "{player} : voir ma main",
    "btn.hide_hand": "{player} : cacher ma main",
    "tip.show_hand": "N'appuyez que si {player} est seul·e à regarder l'écran",
    "tip.card_play": "Jouer {card}",
    "tip.card_unplayable": "{card} ne peut pas être jouée maintenant",
    "tip.hoard": "Poser ces trois cartes face cachée : elles comptent seulement pour le "
                 "score final de {player}",
    "btn.undo": "Annuler",
    "tip.undo": "Revenir à la dernière décision d'un joueur humain",
    "btn.redo": "Rétablir",
    "tip.redo": "Rejouer ce qui a été annulé",
    "btn.step": "Pas à pas",
    "tip.step": "Laisser le joueur ordinateur faire son prochain coup",
    "btn.continue": "Continuer",
    "tip.continue": "Laisser les joueurs ordinateur avancer tout seuls",
    "label.speed": "Vitesse de l'ordinateur",
    "tip.speed": "À quelle vitesse jouent les joueurs ordinateur",
    "speed.manual": "Coup par coup",
    "speed.slow": "Lente",
    "speed.normal": "Normale",
    "speed.fast": "Rapide",
    "speed.instant": "Immédiate",
    "label.moment": "Moment",
    "tip.moment": "Choisir un moment de la partie où revenir (ou avancer)",
    "btn.jump": "Aller à ce moment",
    "tip.jump": "Afficher la partie telle qu'elle était au moment choisi",
    "label.file": "Fichier",
    "tip.file": "Nom du fichier de la partie, à côté du notebook",
    "btn.save": "Enregistrer",
    "tip.save": "Écrire toute la partie dans le fichier",
    "btn.load": "Charger",
    "tip.load": "Remplacer cette partie par celle du fichier",
    "btn.upload": "Ouvrir un fichier de partie…",
    "tip.upload": "Charger une partie depuis votre ordinateur",
    "btn.resume": "Reprendre",
    "tip.resume": "Continuer la partie enregistrée automatiquement",
    "btn.new_game": "Nouvelle partie",
    "tip.new_game": "Commencer la nouvelle partie (l'ancienne sera remplacée)",
    "btn.teacher": "Montrer toutes les mains",
    "tip.teacher": "Pour le bilan avec l'enseignant : toutes les mains et réserves à l'écran",
    "btn.prompts": "Questions de discussion",
    "tip.prompts": "Poser une question à la classe aux moments importants",
    "btn.projector": "Mode projecteur",
    "tip.projector": "Texte plus grand pour le fond de la salle",
    "btn.dismiss": "Retour au jeu",
    "tip.dismiss": "Fermer la question et continuer",
    "label.lang": "Langue",
    "tip.lang": "Langue du jeu",
    "label.target": "Aider quelle crise ?",
    "tip.target": "Choisir la crise déclarée qui reçoit votre prochaine carte",
    "hand.title": "Cartes de {player}",
    "hand.hidden.one": "Les cartes de {player} sont cachées ({n} carte).",
    "hand.hidden.other": "Les cartes de {player} sont cachées ({n} cartes).",
    "hand.empty": "{player} n'a aucune carte.",
    "hand.hint_respond": "Cliquez sur une carte {colour} pour la poser sur la crise "
                         "imminente.",
    "hand.hint_play": "Choisissez une crise, puis cliquez sur une carte de sa couleur.",
    "hand.hint_discard": "Cliquez sur une carte pour la défausser.",
    "hand.hint_wait": "Les cartes blanches au bord en pointillés ne peuvent pas être jouées "
                      "maintenant.",
    "hand.bot": "Les cartes de {player} restent cachées : l'ordinateur les joue.",
    "hoard.title": "Mettre de côté un ensemble : trois cartes qui ne comptent que pour le "
                   "score final de {player}.",
    "hands.title": "Toutes les mains (vue enseignant)",
    "hands.row": "{player} : {cards}",
    "hands.hoards": "{player} a mis de côté : {cards}",
    "hands.none": "rien",
    "counters.title": "Crises déclarées face aux limites",
    "counter.region": "{region} {n}/{limit}",
    "counter.colour": "{colour} {n}/{limit}",
    "counter.total": "Toutes les crises {n}/{limit}",
    "counter.warning": "Encore une crise déclarée ici et le monde est perdu",
    "counter.broken": "Cette limite est atteinte : le monde est perdu",
    "counter.safe": "Encore {left} crises déclarées ici mettraient fin à la partie",
    "board.impending": "Crise imminente",
    "board.no_impending": "Pas de crise imminente",
    "board.threat": "menace {threat}",
    "board.total": "{total} sur {threat}",
    "board.pile": "Pioche : {n}",
    "board.waiting": "On attend {player}",
    "board.text_impending": "Imminente : {crisis}, menace {threat} ; les cartes posées "
                            "font {total}.",
    "board.text_full_blown": "Déclarée : {crisis}, menace {threat} ; {total} en dessous, "
                             "il manque {missing}.",
    "board.text_calm": "Aucune crise n'est déclarée pour l'instant.",
    "board.alt": "Carte du monde avec les crises en jeu",
    "board.svg_bad_input": "board_svg() dessine une partie (un GameState) ou une vue de partie"
                           " (state.view(None)), pas un objet {got}.",
    "players.name": "Joueur",
    "players.points": "Points",
    "players.hand": "Cartes en main",
    "players.hoard": "Cartes mises de côté",
    "players.kind": "Qui joue",
    "players.human": "une personne",
    "players.bot": "ordinateur ({strategy})",
    "players.team": "équipe {n}",
    "end.lost.title": "Le monde est perdu",
    "end.lost.body": "Trop de crises ont échappé à tout contrôle. Tout le monde perd et les "
                     "points ne comptent pas.",
    "end.lost.cause": "Limite dépassée : {cause}",
    "cause.region": "{n} crises déclarées en {region} (la limite est {limit})",
    "cause.colour": "{n} crises déclarées de couleur {colour} (la limite est {limit})",
    "cause.total": "{n} crises déclarées dans le monde entier (la limite est {limit})",
    "end.won.title": "Le monde tient bon !",
    "end.won.body": "La pioche est vide et le monde ne s'est pas effondré. Classement final :",
    "end.rank": "{rank}. {names} : {score} points",
    "debrief.title": "Bilan",
    "debrief.player": "Joueur",
    "debrief.given": "Cartes données par couleur",
    "debrief.given_count": "{n} × {colour}",
    "debrief.risk_title": "Risque de défaite collective, coup par coup",
    "debrief.risk_axis": "coups",
    "debrief.no_risk": "Lancez la partie avec play(..., risk_meter=True) pour voir ce graphique "
                       "la prochaine fois.",
    "prompt.title": "Question pour la classe",
    "prompt.full_blown": "{crisis} échappe maintenant à tout contrôle. Qui peut se "
                         "permettre d'aider, et à quel prix ?",
    "prompt.hoard_burning": "{player} vient de mettre des cartes de côté alors que des "
                            "crises brûlent encore. Juste ? Sage ? Qu'auriez-vous fait ?",
    "prompt.one_from_collapse": "Attention : {dangers}, et le monde est perdu. Que doit faire "
                                "chacun de vous à son prochain tour ?",
    "prompt.danger_region": "encore une crise déclarée en {region}",
    "prompt.danger_colour": "encore une crise déclarée de couleur {colour}",
    "prompt.danger_total": "encore une crise déclarée, où que ce soit",
    "prompt.lost": "Le monde s'est effondré. À quel moment le groupe aurait-il encore pu "
                   "le sauver ?",
    "prompt.won": "Le monde a tenu. Le gagnant a-t-il le plus aidé ou le plus mis de "
                  "côté ? Est-ce une manière juste de gagner ?",
    "risk.title": "Indicateur de risque",
    "risk.value": "Probabilité que le monde soit perdu : {p} %",
    "risk.range": "(probablement entre {low} % et {high} %)",
    "risk.cause": "Point le plus fragile : {cause}",
    "risk.cause_region": "trop de crises en {region}",
    "risk.cause_colour": "trop de crises de couleur {colour}",
    "risk.cause_total": "trop de crises dans le monde entier",
    "risk.off": "L'indicateur de risque est désactivé.",
    "log.title": "Ce qui s'est passé (le plus récent en haut)",
    "log.empty": "Rien ne s'est encore passé.",
    "time.title": "Voyage dans le temps",
    "moment.start": "0. Début de la partie",
    "moment.item": "{n}. {text}",
    "action.draw": "{player} pioche une carte",
    "action.play_impending": "{player} pose {card} sur la crise imminente",
    "action.pass": "{player} passe",
    "action.play_full_blown": "{player} joue {card} sur {crisis}",
    "action.hoard": "{player} met un ensemble de côté",
    "action.end_turn": "{player} finit son tour",
    "action.discard": "{player} se défausse de {card}",
    "file.saved": "Partie enregistrée dans {path}.",
    "file.loaded": "Partie chargée depuis {path}.",
    "file.load_error": "Impossible de charger {path} : {reason} La partie à l'écran n'a "
                       "pas changé.",
    "file.save_error": "Impossible d'enregistrer dans {path} : {reason}",
    "file.autosave_error": "L'enregistrement automatique a échoué ({reason}). La partie "
                           "continue, mais un redémarrage la perdrait.",
    "file.bots_dropped": "Dans cette partie, ces joueurs sans stratégie d'ordinateur sont "
                         "joués par des personnes : {names}.",
    "resume.offer": "Une partie a été enregistrée automatiquement : {players}, tour {turn}, "
                    "{moves} coups joués. La reprendre, ou commencer une nouvelle partie ?",
    "resume.bad": "L'enregistrement automatique {path} est illisible ({reason}) ; une "
                  "nouvelle partie commence.",
    "resume.done": "Partie reprise : tour {turn}.",
    "error.generic": "Un problème est survenu : {reason}",
    "error.bot_not_action": "La stratégie de {player} a renvoyé {value}, qui n'est pas un coup.",
    "error.refused": "Les règles ne permettent pas ce coup maintenant [{rule}].",
    "error.bot_illegal": "La stratégie de {player} a choisi un coup interdit par les "
                         "règles : {action}.",
    "event.turn_started": "Tour {turn} : à {player} de jouer.",
    "event.drew_solution": "{player} pioche {card}.",
    "event.drew_solution_hidden": "{player} pioche une carte Solution.",
    "event.drew_crisis": "{player} retourne {crisis}, menace {threat} : elle est imminente.",
    "event.played_impending": "{player} pose {card} sur la crise imminente.",
    "event.passed": "{player} passe.",
    "event.crisis_solved": "{crisis} est évitée : {total} contre une menace de {threat}.",
    "event.crisis_full_blown": "{crisis} éclate : seulement {total} contre une menace de "
                               "{threat}.",
    "event.played_full_blown": "{player} donne {card} à {crisis} (maintenant {total} sur "
                               "{threat}).",
    "event.full_blown_solved": "{crisis} est enfin maîtrisée.",
    "event.scored": "{player} marque {points} points ({reason}).",
    "event.hoarded": "{player} met de côté {cards}.",
    "event.hoarded_hidden": "{player} met de côté un ensemble de {n} cartes, face cachée.",
    "event.discarded": "{player} se défausse de {card}.",
    "event.turn_ended": "{player} finit son tour.",
    "event.last_card_drawn": "C'était la dernière carte de la pioche : la partie s'arrête "
                             "après ce tour.",
    "event.world_lost": "Le monde est perdu : {causes}.",
    "event.game_won": "Le monde est sauvé ! Meilleur score {score} : {names}.",
    "reason.first": "première carte posée",
    "reason.highest": "carte la plus forte",
    "reason.first_and_highest": "première et plus forte carte",
    "reason.last_on_full_blown": "la carte qui a réglé une crise déclarée",
    # --- ui ---
    "status.bot_prompt": "Il attend que la classe ait discuté de la question posée sur le "
                         "plateau : appuyez sur « Retour au jeu » ou « Continuer ».",
    "hand.nothing_respond": "{player} n’a aucune carte {colour} à donner : appuyez "
                            "simplement sur « Passer ».",
    "hand.nothing_play": "{player} n’a rien à jouer maintenant : appuyez simplement sur "
                         "« Finir le tour ».",
    "time.locked": "Revenir avant une pioche montrerait la pioche : ouvrez d’abord toutes "
                   "les mains (Réglages).",
    "time.rule": "Revenir avant une pioche est réservé à l’enseignant, mains ouvertes.",
    "tab.log": "Journal",
    "tab.players": "Joueurs",
    "tab.time": "Voyage dans le temps",
    "tab.files": "Fichiers",
    "tab.settings": "Réglages",
    "oserror.not_found": "ce fichier ou ce dossier n’existe pas",
    "oserror.denied": "cet ordinateur ne le permet pas",
    "oserror.is_folder": "ce nom est celui d’un dossier, pas d’un fichier",
    "oserror.no_folder": "une partie du chemin n’est pas un dossier",
    "oserror.full": "le disque est plein",
    "oserror.read_only": "cet emplacement est en lecture seule",
    "oserror.too_long": "le nom est trop long",
    "oserror.not_text": "ce n’est pas un fichier texte",
    "oserror.other": "le système a refusé (erreur {code})",
    "app.disconnected": "Cette partie a perdu sa connexion à Python (le noyau s’est arrêté "
                        "ou a redémarré). Pour la retrouver, exécutez de nouveau sa "
                        "cellule (dans une page d’application : rechargez la page) ; la "
                        "sauvegarde automatique permet de reprendre.",
    "app.run_again": "Exécutez cette cellule pour jouer : la partie a besoin d’un noyau "
                     "en marche.",
    "btn.auto_forced": "Jouer les coups forcés",
    "tip.auto_forced": "Quand une personne ne peut que passer ou finir le tour, le faire pour elle",
    # --- classroom ---
    "classroom.error.bad_lang": "Langue inconnue {lang} ; choisissez parmi {allowed}.",
    "classroom.error.room_exists": "Une salle avec le code {code} existe déjà.",
    "classroom.error.bad_code": "Aucune salle n’a le code « {code} ». Vérifiez le code affiché au "
                                "tableau (lettres et chiffres seulement).",
    "classroom.error.wrong_key": "Ce n’est pas la clé enseignant de cette salle.",
    "classroom.error.already_started": "La partie a déjà commencé : on ne peut plus prendre de "
                                       "place ni ajouter de table.",
    "classroom.error.bad_seat": "Il n’y a pas de place {seat} à cette table ; elle a les places 1 "
                                "à {n}.",
    "classroom.error.bad_table": "Il n’y a pas de table {table} dans cette salle.",
    "classroom.error.seat_taken": "La place {seat} est déjà prise : choisissez une place libre.",
    "classroom.error.table_full": "Cette table est complète : choisissez une autre table.",
    "classroom.error.seat_reserved": "La place {seat} est réservée à {name} : choisissez une autre"
                                     " place.",
    "classroom.error.name_taken": "Quelqu’un s’appelle déjà {name} dans cette salle : ajoutez une "
                                  "lettre à votre nom.",
    "classroom.error.not_your_seat": "La place {seat} n’est pas la vôtre : revenez avec le code "
                                     "PIN reçu en prenant votre place.",
    "classroom.error.pin_locked": "Trop de codes PIN erronés : attendez {seconds} secondes ou "
                                  "demandez à l’enseignant.",
    "classroom.error.wrong_pin": "Code PIN erroné pour la place {seat}.",
    "classroom.error.pin_not_found": "Aucune place de cette salle n’a ce code PIN. Vérifiez-le "
                                     "({digits} chiffres) ou demandez à l’enseignant.",
    "classroom.error.not_started": "L’enseignant n’a pas encore lancé la partie.",
    "classroom.error.paused": "L’enseignant a mis la partie en pause : attendez la reprise.",
    "classroom.error.acted_first": "Quelqu’un a joué avant vous : la table a changé. Regardez à "
                                   "nouveau, puis choisissez.",
    "classroom.error.not_your_turn": "Ce n’est pas à vous de décider maintenant.",
    "classroom.error.illegal": "Ce coup n’est pas permis maintenant : {reason}",
    "classroom.error.bad_name": "Tapez votre nom (1 à {limit} caractères).",
    "classroom.error.bad_tables": "Donnez les tables par un nombre d’élèves (par exemple 24) ou "
                                  "une liste de tailles de 3 à 6 (par exemple [4, 4, 5]), pas "
                                  "{given}.",
    "classroom.error.no_key": "La clé enseignant de la salle {code} est introuvable ; passez-la "
                              "avec key=... (elle a été affichée à l’ouverture).",
    "classroom.join.title": "Rejoindre la partie",
    "classroom.join.code": "Code de la salle",
    "classroom.join.name": "Votre nom",
    "classroom.join.button": "Voir les places libres",
    "classroom.join.or_rejoin": "Vous aviez déjà une place ? Tapez le code de la salle et votre "
                                "code PIN.",
    "classroom.join.pin": "Votre code PIN",
    "classroom.join.rejoin": "Retour à ma place",
    "classroom.join.pick_seat": "Choisissez une place libre (ou celle qui vous est réservée).",
    "classroom.join.started": "La partie a commencé : on ne peut plus prendre de place. Si vous en"
                              " aviez une, revenez avec votre code PIN.",
    "classroom.join.table_seat": "Table {table}, place {seat}",
    "classroom.seat.free": "libre",
    "classroom.seat.reserved": "réservée à {name}",
    "classroom.seat.computer": "joueur ordinateur",
    "classroom.seat.computer_named": "{name} (ordinateur)",
    "classroom.pin.shown_before": "Votre code PIN :",
    "classroom.pin.shown_after": "Notez-le maintenant : il n’est affiché qu’une fois. Avec le code"
                                 " de la salle, il vous ramène à votre place si la page se ferme.",
    "classroom.you_are": "Vous êtes {name} · table {table}, place {seat}.",
    "classroom.hand.title": "Votre main, {player}",
    "classroom.waiting": "En attente du lancement de la partie par l’enseignant…",
    "classroom.paused": "‖ Pause demandée par l’enseignant : la partie attend.",
    "classroom.your_turn": "À vous de décider : choisissez ci-dessous.",
    "classroom.wait_for": "En attente de {name}.",
    "classroom.replaced": "L’enseignant a confié votre place à un joueur ordinateur.",
    "classroom.kind.bot": "ordinateur",
    "classroom.kind.human": "élève",
    "classroom.btn.play_impending": "Poser {card} sur la crise",
    "classroom.btn.give": "Donner {card} à {crisis}",
    "classroom.btn.hoard": "Garder {cards}",
    "classroom.btn.discard": "Défausser {card}",
    "classroom.teacher.open": "Les élèves ouvrent",
    "classroom.teacher.code": "Code de la salle :",
    "classroom.teacher.qr": "QR code de l’adresse",
    "classroom.teacher.no_server": "Lancez les pages des élèves avec la commande terra-widget "
                                   "classroom (voir le guide de l’enseignant).",
    "classroom.teacher.start": "Lancer la partie",
    "classroom.teacher.pause": "Pause",
    "classroom.teacher.resume": "Reprendre",
    "classroom.teacher.hide_hands": "Cacher les mains",
    "classroom.teacher.seat": "Élève :",
    "classroom.teacher.replace": "Confier cette place à l’ordinateur",
    "classroom.teacher.project": "Au tableau :",
    "classroom.teacher.table": "Table {table}",
    "classroom.teacher.tab_table": "Table projetée",
    "classroom.teacher.tab_all": "Toutes les tables",
    "classroom.teacher.tab_seats": "Qui est où",
    "classroom.teacher.csv": "Télécharger le bilan de la classe (CSV)",
    "classroom.teacher.denied": "Cette page est réservée à l’enseignant : ouvrez l’adresse "
                                "enseignant affichée par terra-widget classroom.",
    "classroom.dash.crises": "Crises déclarées",
    "classroom.dash.colours": "Par couleur",
    "classroom.dash.players": "Joueurs",
    "classroom.status.not_started": "pas commencée",
    "classroom.status.ongoing": "en cours",
    "classroom.status.saved": "monde sauvé",
    "classroom.status.lost": "monde perdu",
    "classroom.summary.line": "{saved} tables sur {n} ont sauvé le monde, {lost} l’ont perdu, "
                              "{ongoing} jouent encore.",
    "classroom.csv.table": "table",
    "classroom.csv.seat": "place",
    "classroom.csv.player": "joueur",
    "classroom.csv.computer": "ordinateur",
    "classroom.csv.result": "résultat",
    "classroom.csv.turn": "tour",
    "classroom.csv.common": "points pour le bien commun",
    "classroom.csv.hoarded": "points gardés",
    "classroom.csv.score": "score final",
    "classroom.csv.given_green": "cartes vertes données",
    "classroom.csv.given_blue": "cartes bleues données",
    "classroom.csv.given_red": "cartes rouges données",
    "classroom.csv.yes": "oui",
    "classroom.csv.no": "non",
    # --- persist ---
    "file.name_empty": "Tapez un nom pour le fichier de la partie (il finira par {suffix}).",
    "file.name_bad": "« {name} » ne peut pas servir de nom de fichier.",
    "file.outside": "« {name} » est hors du dossier du notebook. Les fichiers de partie "
                    "restent à côté du notebook : tapez un nom sans chemin de dossier, "
                    "ni « .. » ni « ~ ».",
    "file.bad_suffix": "« {name} » n'est pas un nom de fichier de partie. Ces fichiers "
                       "finissent par {suffix} (par exemple {example}) : ainsi aucun autre "
                       "fichier n'est jamais écrasé.",
    "file.load_suffix": "« {name} » n'est pas un fichier de partie : choisissez un fichier "
                        "qui finit par {suffix} ou .json.",
    "file.is_folder": "« {name} » est un dossier, pas un fichier de partie.",
    "file.too_large": "« {name} » est trop gros pour être un fichier de partie (plus de "
                      "{limit}).",
    "file.os.not_found": "Il n'y a pas de fichier nommé « {name} » ici.",
    "file.os.denied": "Cet ordinateur n'autorise pas l'accès à « {name} ».",
    "file.os.full": "Le disque est plein : « {name} » n'a pas pu être écrit.",
    "file.os.read_only": "Ce dossier est en lecture seule : impossible d'y écrire « {name} ».",
    "file.os.not_folder": "Une partie du chemin « {name} » est un fichier, pas un dossier.",
    "file.os.too_long": "Le nom « {name} » est trop long pour cet ordinateur.",
    "file.os.other": "L'ordinateur a refusé d'utiliser « {name} » (erreur système {code}).",
    "file.overwrite": "« {name} » existe déjà. Le remplacer par cette partie ?",
    "btn.overwrite_yes": "Oui, remplacer",
    "btn.overwrite_no": "Non, le garder",
    "file.save_cancelled": "Rien n'a été enregistré : « {name} » n'a pas changé.",
    "file.backup": "L'enregistrement automatique précédent est conservé sous « {name} ».",
    "tip.play_again": "Distribuer une nouvelle partie aux mêmes joueurs et joueurs ordinateur",
    "tip.new_game_kept": "Commencer une nouvelle partie ; l'ancienne est gardée dans un "
                         "fichier de secours",
    "resume.offer_many": "Plusieurs parties inachevées de ces joueurs ont été enregistrées. "
                         "Choisissez celle à reprendre :",
    "resume.choice": "{players}, tour {turn}, {moves} coups, enregistrée le {time}",
    "resume.moment": "affichée au coup {moment} sur {moves}",
    "resume.unknown_bot": "La stratégie d'ordinateur « {spec} » de {player} est inconnue "
                          "ici : une personne jouera {player} après la reprise.",
    "file.autosave_failed": "L'enregistrement automatique a échoué : {reason} La partie "
                            "continue, mais un redémarrage la perdrait.",
    "resume.bad_file": "L'enregistrement automatique {path} est illisible : {reason} Le "
                       "fichier est laissé tel quel ; une nouvelle partie commence.",
    "file.moved": "Une autre fenêtre a aussi enregistré le fichier de cette partie ; "
                  "celle-ci s'enregistre désormais dans « {name} » : les deux sont gardées.",
    # --- engine2 ---
    "action.hoard_cards": "{player} met de côté l'ensemble {cards}",
    # --- room ---
    "classroom.teacher.reserve_seat": "Place :",
    "classroom.teacher.reserve_name": "La garder pour :",
    "classroom.teacher.reserve": "Réserver la place",
    "classroom.teacher.reserve_tip": "Seul cet élève pourra prendre la place ; sans "
        "nom, elle redevient libre",
    # --- lead ---
    "app.repr": "Partie de Terra : {players}",
    # --- layout ---
    # the debrief table's column headers, short enough for the column beside the board
    "debrief.col_hoarded": "Points mis de côté",
    "debrief.col_final": "Score final",
    # a full-blown crisis in the "which crisis?" drop-down: its region is on the map, and
    # without it the choice fits the column beside the board
    "card.crisis_choice": "« {title} » ({colour})",
    # --- report ---
    # SimulationResult.table(lang) and `terra-widget simulate --lang`: a run's plain-text report
    # (a no-break space before ":" and ";", so that a wrapped line never starts with them)
    "report.no_games": "Aucune partie n'a été jouée.",
    "report.games": "{n} parties",
    "report.games.one": "{n} partie",
    "report.title": "Terra\u00a0: {games}, {players} joueurs, graine {seed}",
    "report.title_teams": "Terra\u00a0: {games}, {players} joueurs en équipes, graine {seed}",
    "report.seats": "Places\u00a0: {seats}",
    "report.lost": "Monde perdu",
    "report.lost_rate": "dans {rate} des parties ({ci}\u00a0: de {low} à {high})",
    "report.ci": "IC à {level}",
    "report.causes": "limite dépassée\u00a0:",
    "report.kind.region": "{n} crises déclarées dans une même région",
    "report.kind.colour": "{n} crises déclarées d'une même couleur",
    "report.kind.total": "{n} crises déclarées en tout",
    "report.kind.several": "plusieurs de ces limites à la fois",
    "report.top_causes": "les causes les plus fréquentes\u00a0:",
    "report.turns": "Tours",
    "report.turns_value": "{mean} en moyenne, de {min} à {max}",
    "report.per_strategy": "Par stratégie\u00a0: scores et victoires dans les parties où le "
                           "monde a survécu ({saved} sur {games})\u00a0:",
    "report.col.strategy": "stratégie",
    "report.col.seats": "places",
    "report.col.mean": "score moyen",
    "report.col.median": "médiane",
    "report.col.range": "min–max",
    "report.col.wins": "victoires",
    "report.col.ci": "IC à {level}",
    "report.col.given": "dons",
    "report.range": "{low}–{high}",
    "report.note": "(victoires\u00a0: part des places de cette stratégie qui ont gagné, "
                   "ex æquo compris\u00a0; dons\u00a0: cartes données par place et par "
                   "partie, sur toutes les parties)",

    # --- lessons ---
    # Une stratégie d'élève qui se trompe (sim/strategy_errors.py, leçon 05).
    "mistake.none": "Arrêt\u00a0: la stratégie {strategy} à la place {seat} a renvoyé None au "
                    "lieu d'un coup ({where}). Sa méthode choose doit finir par return suivi "
                    "d'un des coups de legal, par exemple return legal[0].",
    "mistake.illegal": "Arrêt\u00a0: la stratégie {strategy} à la place {seat} a choisi {move}, "
                       "un coup que les règles interdisent à ce moment ({where})\u00a0: {why} "
                       "[{rule}].",
    "mistake.crashed": "Arrêt\u00a0: la stratégie {strategy} à la place {seat} a déclenché "
                       "une erreur ({where})\u00a0: {error}",
    "mistake.allowed": "Les {n} coups permis à ce moment\u00a0: {moves}.",
    "mistake.allowed.one": "Le seul coup permis à ce moment\u00a0: {moves}.",
    "mistake.where_cell": "cellule [{cell}], ligne {line}",
    "mistake.where_file": "{file}, ligne {line}",
    "mistake.full": "Toute la pile d'appels ({n}\u00a0lignes)",
    "mistake.full.one": "Toute la pile d'appels ({n}\u00a0ligne)",
    "mistake.why.R1.4": "un coup porte la place du joueur qui le joue\u00a0: écris view.seat",
    "mistake.why.R2.1": "un tour commence par la pioche d'une carte",
    "mistake.why.R2.2": "la carte est piochée\u00a0; le joueur donne maintenant des cartes aux "
                        "crises déclarées",
    "mistake.why.R3.1": "pendant qu'on répond à une crise, un joueur passe ou y pose une "
                        "carte de sa couleur, prise dans sa propre main",
    "mistake.why.R4.1": "une crise déclarée reçoit une seule carte de sa couleur par tour, "
                        "prise dans la main du joueur",
    "mistake.why.R4.4": "on garde un ensemble une fois par tour, après avoir donné une carte à "
                        "une crise déclarée, avec des cartes de sa propre main",
    "mistake.why.R4.5": "un ensemble, ce sont 3 cartes de même valeur ou 3 valeurs qui se "
                        "suivent",
    "mistake.why.R4.7": "après avoir gardé un ensemble, il ne reste qu'à finir le tour",
    "mistake.why.R4.8": "au-delà de 8 cartes, le joueur défausse, une carte à la fois, avant "
                        "la fin du tour",
    "mistake.why.R7.3": "la réponse doit être l'un des coups de legal",
    "mistake.why.other": "la règle nommée à la fin dit pourquoi",
    # --- classroom seats ---
    "classroom.error.db_damaged": "Le fichier de salle {path} est abîmé ou n’est pas un fichier "
                                  "de salle : restaurez-en une copie, ou partez d’un autre "
                                  "fichier (--db NOUVEAU_FICHIER).",
    "classroom.error.db_empty": "Le fichier de salle {path} est vide (0 octet) : ses salles sont "
                                "perdues. Restaurez une copie, ou demandez un nouveau fichier "
                                "(--new-db).",
    "classroom.error.keep_code": "La place {seat} est gardée pour {name} : tapez le code que "
                                 "votre enseignant vous donne pour elle.",
    "classroom.error.one_seat": "Cette page a déjà une place : une place par élève.",
    "classroom.error.illegal.R1.4": "Ce coup n’est pas permis maintenant : c’est à un autre "
                                    "joueur de décider.",
    "classroom.error.illegal.R2.1": "Ce coup n’est pas permis maintenant : votre tour commence "
                                    "par la pioche d’une carte.",
    "classroom.error.illegal.R2.2": "Ce coup n’est pas permis maintenant : vous avez déjà pioché "
                                    "ce tour-ci.",
    "classroom.error.illegal.R3.1": "Ce coup n’est pas permis maintenant : seulement une "
                                    "Solution de la couleur de la crise, ou passer.",
    "classroom.error.illegal.R4.1": "Ce coup n’est pas permis maintenant : une Solution de la "
                                    "bonne couleur par crise déclarée et par tour.",
    "classroom.error.illegal.R4.4": "Ce coup n’est pas permis maintenant : une seule réserve par "
                                    "tour, après avoir aidé une crise déclarée.",
    "classroom.error.illegal.R4.5": "Ce coup n’est pas permis maintenant : une réserve, c’est 3 "
                                    "cartes d’une même valeur ou 3 valeurs qui se suivent.",
    "classroom.error.illegal.R4.7": "Ce coup n’est pas permis maintenant : après une réserve, "
                                    "plus de carte sur les crises déclarées ce tour-ci.",
    "classroom.error.illegal.R4.8": "Ce coup n’est pas permis maintenant : défaussez d’abord "
                                    "jusqu’à la limite de la main.",
    "classroom.error.illegal.R6.1": "Ce coup n’est pas permis : la partie est finie.",
    "classroom.error.illegal.R6.3": "Ce coup n’est pas permis : la partie est finie.",
    "classroom.error.illegal.R7.3": "Ce n’est pas un coup du jeu.",
    "classroom.join.keep": "Code donné par l’enseignant (place gardée)",
    "classroom.join.or_rejoin_seat": "Vous aviez déjà une place ? Choisissez-la et tapez votre "
                                     "PIN.",
    "classroom.join.your_seat": "Votre place :",
    "classroom.teacher.show_codes": "Montrer les codes des places gardées (pas au projecteur)",
    "classroom.teacher.keep_code": "code {code}",
    "classroom.teacher.rejoined.one": "rouverte une fois sur une autre page",
    "classroom.teacher.rejoined": "rouverte {n} fois sur une autre page",
    "classroom.teacher.confirm_replace": "Confier {seat} ({name}) à un joueur ordinateur ? "
                                         "L’élève ne pourra plus la jouer.",
    "classroom.teacher.confirm_hands": "Montrer toutes les mains au projecteur ? Toute la "
                                       "classe verra chaque carte.",
    "classroom.teacher.confirm": "Oui, le faire",
    "classroom.teacher.cancel": "Annuler",
    # --- files ---
    "file.not_regular": "« {name} » n'est pas un fichier ordinaire (c'est un périphérique, un "
                        "tube ou un lien) ; une partie ne remplace jamais qu'un fichier "
                        "ordinaire. Choisissez un autre nom.",
    "file.name_too_long": "Le nom « {name} » est trop long : sur cet ordinateur, un nom de "
                          "fichier ou de dossier compte au plus {limit} lettres (moins avec "
                          "des accents ou d'autres alphabets). Choisissez un nom plus court.",
    # --- classroom server (kernel websockets, culling, the server-gone banner) ---
    "classroom.server.full_title": "Cette salle est complète",
    "classroom.server.full": "Chaque place de cette salle a déjà une page ouverte\u00a0: "
                             "cette page ne peut pas démarrer. Demandez à votre "
                             "enseignant\u00a0; si vous aviez une place, fermez votre "
                             "autre page de la salle et réessayez dans une minute.",
    "classroom.server.teacher_title": "Page de l’enseignant",
    "classroom.server.teacher_token": "Cette adresse ne contient pas le jeton de "
                                      "l’enseignant. Ouvrez la page de l’enseignant "
                                      "avec l’adresse affichée par terra-widget "
                                      "classroom à son démarrage.",
    "classroom.server.gone": "Le serveur de la classe ne répond plus. Prévenez votre "
                             "enseignant. Votre place et vos coups sont conservés\u00a0: "
                             "quand le serveur sera revenu, rechargez cette page, "
                             "tapez le code de la salle et votre PIN, puis «\u00a0Retour à"
                             " ma place\u00a0».",
    "classroom.server.ended": "Cette page n’est plus reliée au serveur de la classe "
                              "(il a redémarré, ou la page est restée fermée trop "
                              "longtemps). Rechargez la page, tapez le code de la "
                              "salle et votre PIN, puis «\u00a0Retour à ma place\u00a0»"
                              "\u00a0: votre place et vos coups sont conservés.",
    "classroom.server.back": "Le serveur de la classe répond de nouveau. Rechargez la"
                             " page, tapez le code de la salle et votre PIN, puis "
                             "«\u00a0Retour à ma place\u00a0».",
    "classroom.server.reload": "Recharger la page",
    # --- layout2 ---
    # what played itself since the last person's move, above the board
    "status.just": "À l'instant : {events}",
    # --- b22session ---
    # "show my hand" at a moment before a draw, hands closed (R7.5)
    "time.hand_locked": "Ce moment précède une pioche : aucune main ne s’affiche ici tant que "
                        "les mains sont fermées. Revenez au présent (Voyage dans le temps) pour "
                        "voir la vôtre.",
    # --- serve (make play / make app: the lines printed in the terminal) ---
    "serve.no_lessons": 'Pas encore de leçons en {lang}\u00a0; ouverture des leçons en anglais. '
                        'Langues déjà écrites\u00a0: {written}.',
    "serve.starting_lab": "Démarrage de JupyterLab avec le notebook de Terra...",
    "serve.starting_app": "Démarrage de l'application Terra (Voila)...",
    "serve.ready": "Terra est prêt\u00a0: {url}",
    "serve.projector": "Pour le projecteur (grand texte)\u00a0: {url}?projector=1 (ou "
                       "«\u00a0Mode projecteur\u00a0» dans l'onglet Réglages sous le plateau).",
    "serve.stop_hint": "Appuyez ici sur Ctrl+C pour arrêter.",
    "serve.stopped": "Arrêté.",
    "serve.failed_early": "Le serveur s'est arrêté avant d'être prêt. La fin de son journal "
                          '({log})\u00a0:',
    "serve.timeout": "Le serveur n'a pas répondu en {seconds}\u00a0s. La fin de son journal "
                     "({log})\u00a0:",
    "serve.failed": "Le serveur s'est arrêté (code {code}). La fin de son journal ({log})\u00a0:",
    "serve.no_port": 'Aucun port libre entre {first} et {last}\u00a0: choisissez-en un autre, par '
                     'exemple make play PORT=9000',
    # --- tournament: a class tournament's report, chart and problems ---
    "tournament.title": "Tournoi de la classe : {strategies} stratégies, {n} parties chacune à "
                        "{tables} tables de {seats} (graine {seed})",
    "tournament.title.one": "Tournoi de la classe : {strategies} stratégies, {n} partie chacune à "
                            "{tables} tables de {seats} (graine {seed})",
    "tournament.legend": "sauvé : part de ses parties où le monde a été sauvé ; victoires : sa "
                         "part de victoires quand le monde est sauvé ; intervalles à {level} ; "
                         "points : moyenne des points du bien commun et des points mis de côté "
                         "quand le monde est sauvé ; donné : cartes données par partie "
                         "(vert/bleu/rouge)",
    "tournament.col.strategy": "stratégie",
    "tournament.col.games": "parties",
    "tournament.col.saved": "sauvé",
    "tournament.col.ci": "intervalle",
    "tournament.col.wins": "victoires",
    "tournament.col.points": "bien commun",
    "tournament.col.hoard": "mis de côté",
    "tournament.col.given": "donné v/b/r",
    "tournament.col.marked": "marquées",
    "tournament.problems": "Problèmes (la stratégie de référence a joué ces places à partir de "
                           "l’erreur) :",
    "tournament.marked": "{n} parties marquées",
    "tournament.marked.one": "{n} partie marquée",
    "tournament.kind.import": "le fichier n’a pas pu être importé : {error}",
    "tournament.kind.no_strategy": "aucune classe Strategy dans ce fichier",
    "tournament.kind.not_strategy": "{name} n’est pas une Strategy (écrivez class "
                                    "{name}(Strategy): ...)",
    "tournament.kind.raised": "sa stratégie a levé une erreur : {error}",
    "tournament.kind.illegal": "sa stratégie a choisi un coup que les règles refusent : {error}",
    "tournament.kind.slow": "sa stratégie a réfléchi plus longtemps que la limite de {limit} s "
                            "pour une décision (partie {game}, décision {decision})",
    "tournament.kind.stuck": "sa stratégie n’a pas répondu pendant {limit} s : son processus a été"
                             " arrêté (partie {game}, décision {decision})",
    "tournament.kind.crash": "sa stratégie a arrêté le processus qui la faisait jouer (code "
                             "{code} ; partie {game}, décision {decision})",
    "tournament.chart.title": "Les stratégies qui gagnent sauvent-elles le monde ?",
    "tournament.chart.x": "Monde sauvé à ses tables",
    "tournament.chart.y": "Sa part de victoires quand le monde est sauvé",
    "tournament.progress": "Tournoi",
    "tournament.no_folder": "{folder} n’est pas un dossier : donnez le dossier qui contient les "
                            "fichiers de stratégies (.py)",
    "tournament.none": "aucune stratégie à faire jouer : donnez un dossier de fichiers .py avec "
                       "des classes Strategy, ou des stratégies (noms fournis comme 'cooperative',"
                       " ou objets Strategy)",
    "tournament.bad_games": "games (parties par stratégie) doit être un nombre entier de 1 à "
                            "{most}, pas {value}",
    "tournament.bad_seats": "seats (joueurs par table) doit être un nombre entier de 3 à 6 (R1.1),"
                            " pas {value}",
    "tournament.bad_seed": "seed (la graine) doit être un nombre entier, pas {value}",
    "tournament.bad_limit": "limit (secondes par décision) doit être un nombre supérieur à 0, pas "
                            "{value}",
    "tournament.bad_workers": "workers doit être un nombre entier : 0 (jouer ici) ou le nombre de "
                              "processus, pas {value}",
    # --- the classroom on a JupyterHub ---
    "classroom.error.hub_outsider": (
        "Vous n'êtes dans aucun groupe de la classe sur ce hub : les enseignants doivent être"
        " dans le groupe {teachers}, les élèves dans le groupe {students}. Demandez à "
        "l'administrateur du hub de vous y ajouter."),
    "classroom.error.hub_not_logged_in": (
        "Connectez-vous d'abord au hub : le service des salles vous reconnaît par votre "
        "compte du hub."),
    "classroom.error.hub_only_teachers": (
        "Seul un enseignant peut faire cela : votre compte du hub est dans le groupe des "
        "élèves."),
    "classroom.error.hub_only_students": (
        "Seul un élève peut prendre une place : votre compte du hub est dans le groupe des "
        "enseignants."),
    "classroom.error.hub_not_your_room": (
        "La salle {code} a été ouverte par un autre enseignant : vous ne pouvez diriger que "
        "vos propres salles."),
    "classroom.error.hub_no_seat": (
        "Vous n'avez pas encore de place dans la salle {code} : lancez d'abord "
        "terra_widget.join(\"{code}\")."),
    "classroom.error.hub_bad_request": (
        "La demande n'est pas comprise : il faut un {what}."),
    "classroom.error.hub_bad_control": (
        "Commande inconnue {given} : utilisez l'une de {allowed}."),
    "classroom.error.hub_no_service": (
        "Ce notebook ne peut pas joindre le service des salles : {why}"),
    "classroom.error.hub_no_token": (
        "Ce notebook ne tourne pas sur un serveur JupyterHub (il n'a pas de jeton du hub) : "
        "lancez terra_widget.join dans un notebook de votre compte sur le hub."),
    "classroom.error.hub_seats_kept": (
        "Toutes les places libres de la salle {code} sont gardées par l'enseignant pour "
        "d'autres élèves : demandez une place à votre enseignant."),
    "classroom.error.hub_not_found": (
        "Le hub n'a pas de service des salles que votre compte puisse utiliser (réponse du "
        "hub : {status}) : demandez à l'administrateur du hub d'ajouter "
        "docs/hub/jupyterhub_config.py."),
    # --- lite: the static site's entry pages (tools/lite.py) ---
    "lite.title": "Terra dans votre navigateur",
    "lite.intro": ("Rien à installer\u00a0: le jeu et les leçons tournent dans cette page web, "
                   "Python compris."),
    "lite.play": "Jouer à Terra",
    "lite.lessons": "Leçons",
    "lite.in_lab": "dans JupyterLab",
    "lite.languages": "Autres langues",
    # --- lessons in the static site (lesson 06): the tournament's note ---
    "tournament.in_browser": (
        "Dans le navigateur, les tables ont été jouées ici, l'une après l'autre : une "
        "page web ne peut lancer ni processus de travail ni grappe de calcul, et une "
        "stratégie qui ne répond jamais ne peut pas être arrêtée (pour un tel tournoi, "
        "passez par JupyterLab)."),
    # --- lessons: predictions beside results, and the findings (terra_widget/lessons) ---
    "lessons.guess": "Votre prédiction : {guess} sur 100. Le résultat : {result}. {verdict}",
    "lessons.no_guess": ("Vous n'avez rien prédit (écrivez votre prédiction dans sa cellule, "
                         "puis relancez celle-ci). Le résultat : {result}."),
    "lessons.result_interval": "{result} (intervalle de confiance à 95 % : de {low} à {high})",
    "lessons.close": "Bien vu : à moins de 5 points près.",
    "lessons.too_high": "Votre estimation était trop haute de {points} points.",
    "lessons.too_low": "Votre estimation était trop basse de {points} points.",
    "lessons.choice": "Votre prédiction : {guess}. La réponse : {answer}. {verdict}",
    "lessons.no_choice": "Vous n'avez rien prédit. La réponse : {answer}.",
    "lessons.right": "Exact !",
    "lessons.wrong": "Pas cette fois.",
    "lessons.word_allowed": "permis",
    "lessons.word_refused": "refusé",
    "lessons.word_yes": "oui",
    "lessons.word_no": "non",
    "lessons.beside": "La vôtre : {guess}\nCelle de l'expérience : {answer}",
    "lessons.file_checked": (
        "{file} : {name} importée, elle a joué {games} parties en quatre exemplaires "
        "(monde perdu dans {lost} d'entre elles)."),
    "lessons.rules_card": "Les règles en une page (à imprimer)",
    "lessons.move_hoard": "{move} : {cards}",
    "lessons.not_allowed": ("Ce coup n'est pas permis maintenant : « {move} ». Coups permis "
                            "à ce moment :\n{allowed}"),
    "lessons.refused": "Refusé : {move}.",
    "lessons.allowed": "Permis : {move}.",
    "lessons.finding.greedy_table": (
        "Une table d'égoïstes ne gagne presque jamais : quatre joueurs égoïstes n'ont "
        "sauvé le monde que dans {saved} des parties."),
    "lessons.finding.cooperative_table": (
        "Coopérer sauve le monde bien plus souvent : quatre joueurs coopératifs l'ont sauvé "
        "dans {cooperative} des parties, quatre joueurs au hasard dans {random}."),
    "lessons.finding.greed_curve": (
        "Plus la table est avide, plus le monde est souvent perdu : {first} des parties "
        "perdues sans avidité, {middle} à mi-avidité, {last} à avidité maximale."),
    "lessons.finding.greed_winner": (
        "Mais quand le monde survit, l'avidité rapporte au gagnant : {score_first} points "
        "en moyenne sans avidité, jusqu'à {score_top} avec plus d'avidité."),
    "lessons.finding.mix_loss": (
        "Chaque égoïste de plus rend la défaite plus probable : {none} des parties perdues "
        "sans égoïste, {one} avec un seul, {four} avec quatre."),
    "lessons.finding.mix_wins": (
        "Pour un joueur seul, l'égoïsme paie : seul égoïste parmi des coopératifs, il a gagné "
        "{wins} des parties sauvées, quand une juste part serait d'une partie sur quatre."),
    "lessons.finding.commons": (
        "Pour un joueur, l'égoïsme paie ; pour le groupe, il est ruineux. C'est la "
        "tragédie des biens communs : ce qui est le mieux pour chacun, choisi par tous, est le "
        "pire pour tous."),
    "lessons.finding.generous": (
        "Tout donner ne sauve pas le mieux le monde : quatre joueurs généreux ont perdu "
        "{generous} de leurs parties, quatre joueurs coopératifs {cooperative}."),
    "lessons.finding.tournament": (
        "Meilleur score quand le monde était sauvé : {scorer}. Le monde a été sauvé le plus "
        "souvent aux tables de : {saver}."),
    "lessons.finding.evolution_peak": (
        "La pire manche a été la manche {round} : {peak} de ses "
        "parties perdues."),
    "lessons.finding.evolution": (
        "Après {rounds} manches où tout le monde copie le gagnant, la table compte : {mix}. "
        "Parties perdues : {first} à la première manche, {last} à la dernière."),
    # the story of the game
    "story.gave.impending": "Tour {turn} : {player} a donné {card} à {crisis}.",
    "story.gave.impending_solved": (
        "Tour {turn} : {player} a donné {card} à {crisis}, qui a été résolue."),
    "story.gave.full_blown": (
        "Tour {turn} : {player} a donné {card} à la crise déclarée {crisis}."),
    "story.gave.full_blown_solved": (
        "Tour {turn} : {player} a donné {card} à la crise déclarée {crisis} et l'a résolue."),
    "story.hoarded": (
        "Tour {turn} : {player} a mis de côté une série ({cards}) qui vaut {points} points."),
    "story.hoarded_hidden": (
        "Tour {turn} : {player} a mis de côté une série, face cachée jusqu'à la fin."),
    "story.discarded": "Tour {turn} : {player} a défaussé {card} (limite de main).",
    "story.held_back.impending": (
        "Tour {turn} : {player} a passé sur {crisis} en gardant des cartes {colour} ; "
        "elle s'est déclarée."),
    "story.held_back.full_blown": (
        "Tour {turn} : {player} avait des cartes {colour} mais n'en a donné aucune à la "
        "crise déclarée {crisis}."),
    "story.could_have_solved.impending": (
        "Tour {turn} : {player} aurait pu résoudre {crisis} : {total} joués, plus son "
        "{colour} {best}, atteignent la menace de {threat}."),
    "story.could_have_solved.full_blown": (
        "Tour {turn} : {player} aurait pu résoudre la crise déclarée {crisis} : {total} "
        "dessous, plus son {colour} {best}, atteignent la menace de {threat}."),
    "story.full_blown": (
        "Tour {turn} : {crisis} s'est déclarée ({total} joués sur {threat})."),
    "story.solved": "Tour {turn} : {crisis} a été résolue.",
    "story.near_limit.region": (
        "Tour {turn} : {region} est à une crise de la limite ({n} sur {limit})."),
    "story.near_limit.colour": (
        "Tour {turn} : les crises {colour} sont à une crise de la limite ({n} sur {limit})."),
    "story.near_limit.total": (
        "Tour {turn} : le monde est à une crise de la limite ({n} sur {limit})."),
    "story.lost": "Tour {turn} : le monde est perdu. {cause}.",
    "story.saved": "Tour {turn} : la dernière carte est jouée et le monde est sauvé.",
    "story.tp.first_full_blown": "La première crise déclarée : {crisis}, tour {turn}.",
    "story.tp.risk_jump": (
        "Le plus grand saut du risque : de {before} à {after}, tour {turn}."),
    "story.tp.last_chance": (
        "La dernière crise qui, résolue, aurait sauvé le monde : {crisis}, tour {turn}."),
    "story.tp.last_chance_by": (
        "La dernière crise qui, résolue, aurait sauvé le monde : {crisis}, tour {turn} ; "
        "{names} pouvait la résoudre."),
    "story.label.title": "L'histoire de la partie",
    "story.label.heading": "{title} : {outcome}",
    "story.label.regions": "Crises déclarées par région",
    "story.label.colours": "Crises déclarées par couleur",
    "story.label.total": "Crises déclarées en tout",
    "story.label.lanes": "Les choix de chaque joueur",
    "story.label.risk": "Risque de perdre le monde (simulations depuis la table publique)",
    "story.label.turn": "Tour",
    "story.label.legend": "Repères :",
    "story.label.lost": "Perdu",
    "story.label.saved": "Sauvé",
    "story.label.going": "En cours",
    "story.label.risk_none": "Pas de courbe de risque",
    "story.label.limit": "limite {limit}",
    "story.kind.gave": "a donné une carte",
    "story.kind.solved": "a donné et résolu",
    "story.kind.hoarded": "a mis une série de côté",
    "story.kind.discarded": "a défaussé",
    "story.kind.held_back": "a retenu ses cartes",
    "story.kind.could_have_solved": "aurait pu résoudre",
    "story.kind.full_blown": "crise déclarée",
    "story.kind.crisis_solved": "crise résolue",
    "story.kind.near_limit": "à une crise d'une limite",
    # the story in the classroom
    "classroom.teacher.tab_story": "Histoires des parties",
    "classroom.story.tables_title": (
        "Crises déclarées à chaque table, tour par tour (le monde est perdu à {limit})"),
    "classroom.story.line_label": "{table} · {status} · {total}/{limit}",
    "classroom.story.limit": "{limit} crises déclarées : le monde est perdu",
    "classroom.story.near": "{n} : à une crise de la limite",
    "classroom.story.axis_turn": "tour",
    "classroom.story.axis_total": "crises déclarées en tout",
    "classroom.story.no_tables": "Pas encore de table.",
    "classroom.story.choose": "Histoire de",
    "classroom.story.none_over": (
        "L'histoire de chaque table s'affiche ici dès que sa partie est finie."),
    "classroom.story.heading": "Histoire de la partie, {table} : {status}",
    "classroom.teacher.csv_choices": "Télécharger les choix de chaque joueur (CSV)",
    "classroom.csv.move": "coup",
    "classroom.csv.choice": "choix",
    "classroom.csv.colour": "couleur",
    "classroom.csv.crisis": "crise",
    "classroom.csv.region": "région",
    "classroom.csv.target": "jouée sur",
    "classroom.csv.solved": "résolue",
    "classroom.csv.points": "points",
    "classroom.choice.gave": "a donné une carte",
    "classroom.choice.hoarded": "a thésaurisé une série",
    "classroom.choice.held_back": "a retenu sa carte",
    "classroom.choice.could_have_solved": "aurait pu résoudre",
    "classroom.choice.discarded": "a défaussé",
    "classroom.choice.impending": "crise imminente",
    "classroom.choice.full_blown": "crise déclarée",
    "classroom.story.risk_pending": (
        "Calcul du risque de perdre le monde, coup par coup : il rejoint l'image dans un "
        "instant."),
    "classroom.error.story_not_over": (
        "La table {table} joue encore : son histoire s'affiche quand sa partie est finie."),
    # --- trust: bounded requests on the hub, pages one client cannot pile up ---
    "classroom.error.hub_too_large": (
        "La requête est trop volumineuse\u00a0: le service des salles lit au plus {limit} Ko."),
    "classroom.error.hub_too_deep": (
        "La requête imbrique trop de listes et d'objets\u00a0: au plus {limit} niveaux "
        "sont lus."),
    "classroom.server.cookies": (
        "Cette page a besoin des cookies\u00a0: autorisez-les pour cette adresse dans votre "
        "navigateur, puis rechargez la page."),
    "classroom.server.tabs_title": "Trop de pages dans ce navigateur",
    "classroom.server.tabs": (
        "Ce navigateur a déjà plusieurs pages de la salle ouvertes. Fermez celles dont "
        "vous ne vous servez pas, puis rechargez cette page."),
    "classroom.server.busy_title": "Un instant",
    "classroom.server.busy": (
        "Beaucoup de pages s'ouvrent en même temps depuis votre réseau. Cette page "
        "réessaiera toute seule dans quelques secondes."),
    # --- short game, reciprocal, evolution, sitting out ---
    "evolution.title_text": (
        "Tout le monde imite le gagnant : {rounds} manches de {games} parties à des "
        "tables de {seats}"),
    "evolution.round_line": "Manche {round} : {mix} ; monde perdu dans {lost} des parties",
    "evolution.moved": (
        "puis les {seats} places de la stratégie « {loser} » passent "
        "à la stratégie « {winner} »"),
    "evolution.chart.title": "Tout le monde imite le gagnant, manche après manche",
    "evolution.chart.x": "Manche",
    "evolution.chart.seats": "Places",
    "evolution.chart.lost": "Parties perdues",
    "tournament.sat_out": "puis elle a été écartée du reste du tournoi : {n} parties",
    "tournament.sat_out.one": "puis elle a été écartée du reste du tournoi : {n} partie",
    # phones and the site
    "status.respond_crisis": "« {title} » ({region}) : {total}/{threat} pour l'instant.",
    "lite.progress.loading": "Chargement de la page…",
    "lite.progress.kernel": (
        "Démarrage de Python dans votre navigateur et installation du jeu (la première "
        "visite est la plus longue)…"),
    "lite.progress.ready": "Python est prêt : exécutez la cellule du jeu (Maj + Entrée).",
    "lite.progress.game": "Mise en place de la partie…",
    # the story in the widget
    "storyui.col_given": "Cartes données aux crises",
    "storyui.col_solved": "Points des crises résolues (R3.4, R4.3)",
    "storyui.col_hoarded": "Points mis de côté (R4.6)",
    "storyui.col_final": "Score final (R6.4)",
    "storyui.col_would": "Aurait marqué ; personne ne gagne (R6.1)",
    "storyui.title": "L'histoire de la partie",
    "storyui.tab": "Histoire jusqu'ici",
    "storyui.turning": "Moments décisifs",
    "storyui.computing": (
        "Mesure du risque de perte collective à chaque coup : {done} sur {total}"),
    "storyui.click": (
        "Cliquez sur une marque de l'image, ou sur un moment décisif ci-dessous, pour "
        "revoir ce moment dans Voyage dans le temps."),
    "storyui.go": "Coup {n}",
    "storyui.go_tip": "Revoir le coup {n} dans Voyage dans le temps",
    "storyui.marks_seat": (
        "Les cartes retenues ne sont marquées que pour {player}, dont la main est "
        "montrée."),
    "storyui.marks_all": (
        "Toutes les mains sont ouvertes : les cartes retenues sont marquées pour chacun."),
    "storyui.marks_none": (
        "Aucune main n'est montrée : les cartes retenues ne sont pas marquées."),
    "storyui.empty": "Rien ne s'est encore passé.",
    "storyui.risk_in_story": (
        "Le risque de perte collective, coup après coup, est dans l'histoire de la "
        "partie, sous le plateau."),
    # -- numbers: how the language writes them (i18n/numbers.py reads these four) -------
    "number.decimal_mark": ",",
    "number.group_mark": "\u202f",
    "number.percent": "{number}\u00a0%",
    "number.group_from": "1000",
    # classroom rooms: the short game on the teacher's page
    "classroom.teacher.short_game": "Partie courte (variante pour la classe)",
    "classroom.teacher.short_game_tip": (
        "Chaque table distribue la partie courte de ce projet pour la classe : environ "
        "deux fois moins de tours que la règle du jeu. On peut la changer jusqu'au début."),
    "classroom.error.bad_length": "La durée de la partie doit être {allowed}, pas {given}.",
    # the game's length in Settings (the classroom short game)
    "label.length": "Durée de la partie",
    "length.full": "Partie complète",
    "length.short": "Partie courte (classe)",
    "tip.length": (
        "Partie complète : celle de la règle, 18 crises, environ 75 tours. Partie courte : "
        "la variante de classe de ce projet, pour tenir dans une séance, 12 crises et "
        "environ deux fois moins de tours, avec les mêmes règles de jeu."),
    "length.dealt_full": "Une partie complète a été distribuée aux mêmes joueurs.",
    "length.dealt_short": (
        "Une partie courte (la variante de classe) a été distribuée aux mêmes joueurs."),
    "length.next_full": (
        "Cette partie garde sa durée ; à sa fin, Nouvelle partie distribue une partie "
        "complète."),
    "length.next_short": (
        "Cette partie garde sa durée ; à sa fin, Nouvelle partie distribue une partie "
        "courte."),
}
