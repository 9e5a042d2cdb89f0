"""The one-page rules card, printable on A4 or Letter, in the five languages.

``python tools/rules_card.py`` writes ``docs/rules_card/<lang>.html`` (a self-contained
page: print it from the browser). The facts are the rules of docs/rules.md, by rule id:
the turn (R2-R4), the four kinds of set (R4.5), hoarding after helping (R4.4), no help
after hoarding (R4.7), the 8-card limit (R4.8) and the three loss limits (R6.1).
``tests/browser/test_rules_card.py`` checks that Chromium prints each on one page.
"""

from __future__ import annotations

import html
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "docs" / "rules_card"

CARD = {
    "en": dict(
        title="Terra — the rules on one page",
        goal="Keep the world alive together; if it survives, the highest score wins. Three "
             "colours of crisis and card: green ▲ environment, blue ● society and economy, "
             "red ■ conflict and security.",
        turn="Your turn",
        steps=[
            "<b>1. Draw</b> the top card [R2.1]. A Solution card goes into your hand: go to step "
            "3.",
            "<b>2. A crisis</b> is drawn: it is <i>impending</i>. Once round the table, from you, "
            "each player may put <b>one</b> card of its colour on it, or pass [R3.1]. Total ≥ "
            "threat: solved; first card scores 3, highest card scores 3; your turn ends "
            "[R3.3–R3.5]. "
            "Otherwise it goes <i>full-blown</i> to the middle, and you draw again [R3.6–R3.8].",
            "<b>3. Play</b> (optional, in this order): give <b>one</b> card to each full-blown "
            "crisis of its colour you choose [R4.1]; cards stay and add up; the card that meets "
            "the threat scores 5 [R4.3]. Then you may hoard one set.",
            "<b>4. End</b>: more than <b>8</b> cards in hand? Discard down to 8 [R4.8].",
        ],
        sets_title="Hoarding a set of three cards (face down; scores its values at the end)",
        sets=[("(a)", "same value, same colour", "▲2 ▲2 ▲2"),
              ("(b)", "same value, three colours", "▲5 ●5 ■5"),
              ("(c)", "three values in a row, one colour", "■1 ■2 ■3"),
              ("(d)", "three values in a row, three colours", "▲4 ●5 ■6")],
        hoard_rules=[
            "<b>R4.4</b> Only in a turn where you gave a card to a <b>full-blown</b> crisis "
            "(cards on an impending crisis do not count), and one set per turn.",
            "<b>R4.7</b> Once you have hoarded, you may not give any more cards this turn.",
        ],
        loss_title="Everybody loses at once [R6.1] when the table holds",
        losses=["<b>3</b> full-blown crises in one region",
                "<b>4</b> full-blown crises of one colour", "<b>7</b> full-blown crises in all"],
        end="The pile runs out: the game ends after that turn. Score = points + the values of "
            "your hoarded cards; highest wins [R6.3–R6.5].",
    ),
    "fr": dict(
        title="Terra — les règles en une page",
        goal="Garder le monde en vie ensemble ; s'il survit, le meilleur score gagne. Trois "
             "couleurs de crises et de cartes : vert ▲ environnement, bleu ● société et "
             "économie, rouge ■ conflits et sécurité.",
        turn="Votre tour",
        steps=[
            "<b>1. Piochez</b> la carte du dessus [R2.1]. Une carte Solution va dans votre main : "
            "passez à l'étape 3.",
            "<b>2. Une crise</b> est piochée : elle est <i>imminente</i>. Un tour de table, en "
            "commençant par vous : chacun peut y poser <b>une</b> carte de sa couleur, ou passer "
            "[R3.1]. Total ≥ menace : résolue ; la première carte marque 3, la plus forte 3 ; "
            "votre "
            "tour s'arrête [R3.3–R3.5]. Sinon elle devient <i>déclarée</i>, au centre, et vous "
            "piochez encore [R3.6–R3.8].",
            "<b>3. Jouez</b> (facultatif, dans cet ordre) : donnez <b>une</b> carte à chaque crise "
            "déclarée de sa couleur que vous choisissez [R4.1] ; les cartes restent et "
            "s'additionnent ; celle qui atteint la menace marque 5 [R4.3]. Puis vous pouvez mettre "
            "un ensemble de côté.",
            "<b>4. Fin</b> : plus de <b>8</b> cartes en main ? Défaussez jusqu'à 8 [R4.8].",
        ],
        sets_title="Mettre de côté un ensemble de trois cartes (face cachée ; il rapporte ses "
                   "valeurs à la fin)",
        sets=[("(a)", "même valeur, même couleur", "▲2 ▲2 ▲2"),
              ("(b)", "même valeur, trois couleurs", "▲5 ●5 ■5"),
              ("(c)", "trois valeurs qui se suivent, une couleur", "■1 ■2 ■3"),
              ("(d)", "trois valeurs qui se suivent, trois couleurs", "▲4 ●5 ■6")],
        hoard_rules=[
            "<b>R4.4</b> Seulement pendant un tour où vous avez donné une carte à une crise "
            "<b>déclarée</b> (les cartes posées sur une crise imminente ne comptent pas), et un "
            "seul ensemble par tour.",
            "<b>R4.7</b> Une fois un ensemble mis de côté, vous ne pouvez plus donner de carte "
            "pendant ce tour.",
        ],
        loss_title="Tout le monde perd d'un coup [R6.1] quand la table compte",
        losses=["<b>3</b> crises déclarées dans une même région",
                "<b>4</b> crises déclarées d'une même couleur", "<b>7</b> crises déclarées en "
                "tout"],
        end="La pioche est vide : la partie s'arrête après ce tour. Score = points + valeurs de "
            "vos cartes mises de côté ; le plus haut gagne [R6.3–R6.5].",
    ),
    "de": dict(
        title="Terra – die Regeln auf einer Seite",
        goal="Haltet die Welt gemeinsam am Leben; überlebt sie, gewinnt die höchste Punktzahl. "
             "Drei Farben von Krisen und Karten: grün ▲ Umwelt, blau ● Gesellschaft und "
             "Wirtschaft, rot ■ Konflikte und Sicherheit.",
        turn="Dein Zug",
        steps=[
            "<b>1. Zieh</b> die oberste Karte [R2.1]. Eine Lösungskarte kommt auf deine Hand: "
            "weiter mit Schritt 3.",
            "<b>2. Eine Krise</b> wird gezogen: Sie <i>droht</i>. Einmal reihum, bei dir "
            "beginnend, darf jede Person <b>eine</b> Karte ihrer Farbe darauflegen oder passen "
            "[R3.1]. Summe ≥ Bedrohung: gelöst; die erste Karte bringt 3, die höchste 3; dein Zug "
            "endet [R3.3–R3.5]. Sonst <i>bricht</i> sie <i>aus</i>, kommt in die Mitte, und du "
            "ziehst noch einmal [R3.6–R3.8].",
            "<b>3. Spielen</b> (freiwillig, in dieser Reihenfolge): Gib jeder ausgebrochenen "
            "Krise deiner Wahl <b>eine</b> Karte ihrer Farbe [R4.1]; die Karten bleiben liegen "
            "und zählen zusammen; die Karte, die die Bedrohung erreicht, bringt 5 [R4.3]. Dann "
            "darfst du einen Satz horten.",
            "<b>4. Ende</b>: Mehr als <b>8</b> Karten auf der Hand? Wirf bis auf 8 ab [R4.8].",
        ],
        sets_title="Einen Satz aus drei Karten horten (verdeckt; zählt am Ende seine Werte)",
        sets=[("(a)", "gleicher Wert, gleiche Farbe", "▲2 ▲2 ▲2"),
              ("(b)", "gleicher Wert, drei Farben", "▲5 ●5 ■5"),
              ("(c)", "drei Werte in Folge, eine Farbe", "■1 ■2 ■3"),
              ("(d)", "drei Werte in Folge, drei Farben", "▲4 ●5 ■6")],
        hoard_rules=[
            "<b>R4.4</b> Nur in einem Zug, in dem du einer <b>ausgebrochenen</b> Krise eine Karte "
            "gegeben hast (Karten auf einer drohenden Krise zählen nicht), und ein Satz pro Zug.",
            "<b>R4.7</b> Wer gehortet hat, darf in diesem Zug keine Karte mehr geben.",
        ],
        loss_title="Alle verlieren sofort [R6.1], wenn auf dem Tisch liegen",
        losses=["<b>3</b> ausgebrochene Krisen in einer Region",
                "<b>4</b> ausgebrochene Krisen einer Farbe", "<b>7</b> ausgebrochene Krisen "
                "insgesamt"],
        end="Der Stapel ist leer: Das Spiel endet nach diesem Zug. Punkte = Punkteleiste + Werte "
            "der gehorteten Karten; die höchste Zahl gewinnt [R6.3–R6.5].",
    ),
    "es": dict(
        title="Terra: las reglas en una página",
        goal="Mantened vivo el mundo entre todos; si sobrevive, gana la puntuación más alta. "
             "Tres colores de crisis y de cartas: verde ▲ medio ambiente, azul ● sociedad y "
             "economía, rojo ■ conflictos y seguridad.",
        turn="Tu turno",
        steps=[
            "<b>1. Roba</b> la carta de arriba [R2.1]. Una carta Solución va a tu mano: pasa al "
            "paso 3.",
            "<b>2. Sale una crisis</b>: es <i>inminente</i>. Una vuelta a la mesa, empezando por "
            "ti: cada jugador puede poner <b>una</b> carta de su color o pasar [R3.1]. Total ≥ "
            "amenaza: resuelta; la primera carta suma 3, la más alta 3; tu turno termina "
            "[R3.3–R3.5]. Si no, se <i>declara</i>, va al centro y vuelves a robar [R3.6–R3.8].",
            "<b>3. Juega</b> (opcional, en este orden): da <b>una</b> carta a cada crisis "
            "declarada "
            "de su color que elijas [R4.1]; las cartas se quedan y se suman; la que alcanza la "
            "amenaza suma 5 [R4.3]. Después puedes acaparar un grupo.",
            "<b>4. Fin</b>: ¿más de <b>8</b> cartas en la mano? Descarta hasta tener 8 [R4.8].",
        ],
        sets_title="Acaparar un grupo de tres cartas (boca abajo; suma sus valores al final)",
        sets=[("(a)", "mismo valor, mismo color", "▲2 ▲2 ▲2"),
              ("(b)", "mismo valor, tres colores", "▲5 ●5 ■5"),
              ("(c)", "tres valores seguidos, un color", "■1 ■2 ■3"),
              ("(d)", "tres valores seguidos, tres colores", "▲4 ●5 ■6")],
        hoard_rules=[
            "<b>R4.4</b> Solo en un turno en que hayas dado una carta a una crisis "
            "<b>declarada</b> "
            "(las cartas en una crisis inminente no cuentan), y un grupo por turno.",
            "<b>R4.7</b> Una vez que has acaparado, ya no puedes dar cartas en ese turno.",
        ],
        loss_title="Todos pierden a la vez [R6.1] cuando en la mesa hay",
        losses=["<b>3</b> crisis declaradas en una misma región",
                "<b>4</b> crisis declaradas de un mismo color", "<b>7</b> crisis declaradas en "
                "total"],
        end="Se acaba el mazo: la partida termina tras ese turno. Puntuación = puntos + valores "
            "de tus cartas acaparadas; gana la más alta [R6.3–R6.5].",
    ),
    "ca": dict(
        title="Terra: les regles en una pàgina",
        goal="Mantingueu viu el món entre tots; si sobreviu, guanya la puntuació més alta. Tres "
             "colors de crisis i de cartes: verd ▲ medi ambient, blau ● societat i economia, "
             "vermell ■ conflictes i seguretat.",
        turn="El teu torn",
        steps=[
            "<b>1. Roba</b> la carta de dalt [R2.1]. Una carta Solució va a la teva mà: passa al "
            "pas 3.",
            "<b>2. Surt una crisi</b>: és <i>imminent</i>. Una volta a la taula, començant per tu: "
            "cada jugador hi pot posar <b>una</b> carta del seu color o passar [R3.1]. Total ≥ "
            "amenaça: resolta; la primera carta suma 3, la més alta 3; el teu torn s'acaba "
            "[R3.3–R3.5]. Si no, es <i>declara</i>, va al centre i tornes a robar [R3.6–R3.8].",
            "<b>3. Juga</b> (opcional, en aquest ordre): dona <b>una</b> carta a cada crisi "
            "declarada del seu color que triïs [R4.1]; les cartes s'hi queden i se sumen; la que "
            "arriba a l'amenaça suma 5 [R4.3]. Després pots acaparar un grup.",
            "<b>4. Final</b>: més de <b>8</b> cartes a la mà? Descarta fins a 8 [R4.8].",
        ],
        sets_title="Acaparar un grup de tres cartes (cap per avall; suma els seus valors al final)",
        sets=[("(a)", "mateix valor, mateix color", "▲2 ▲2 ▲2"),
              ("(b)", "mateix valor, tres colors", "▲5 ●5 ■5"),
              ("(c)", "tres valors seguits, un color", "■1 ■2 ■3"),
              ("(d)", "tres valors seguits, tres colors", "▲4 ●5 ■6")],
        hoard_rules=[
            "<b>R4.4</b> Només en un torn en què hagis donat una carta a una crisi "
            "<b>declarada</b> (les cartes en una crisi imminent no compten), i un grup per torn.",
            "<b>R4.7</b> Un cop has acaparat, ja no pots donar cartes en aquest torn.",
        ],
        loss_title="Tothom perd de cop [R6.1] quan a la taula hi ha",
        losses=["<b>3</b> crisis declarades en una mateixa regió",
                "<b>4</b> crisis declarades d'un mateix color",
                "<b>7</b> crisis declarades en total"],
        end="S'acaba la pila: la partida acaba després d'aquest torn. Puntuació = punts + valors "
            "de les cartes acaparades; guanya la més alta [R6.3–R6.5].",
    ),
}

STYLE = """
@page { margin: 12mm; }
* { box-sizing: border-box; }
body { font-family: "DejaVu Sans", sans-serif; font-size: 12.5pt; line-height: 1.35; margin: 0 auto;
       color: #111; max-width: 180mm; }
h1 { font-size: 20pt; margin: 0 0 2mm; }
h2 { font-size: 14pt; margin: 4mm 0 1.5mm; border-bottom: 1px solid #555; }
p, li { margin: 0 0 1.5mm; }
ol, ul { margin: 0; padding-left: 6mm; list-style: none; }
table { border-collapse: collapse; width: 100%; }
td { border: 1px solid #777; padding: 1mm 2mm; vertical-align: top; }
td.cards { white-space: nowrap; font-size: 14pt; }
.green { color: #1b7a3a; } .blue { color: #1f5fa8; } .red { color: #b3261e; }
"""


def _colour(cards: str) -> str:
    """Colour each card's symbol, and keep the symbol: never colour alone."""
    marks = {"▲": "green", "●": "blue", "■": "red"}
    return " ".join(f'<span class="{marks[c[0]]}">{html.escape(c)}</span>'
                    for c in cards.split())


def page(lang: str) -> str:
    c = CARD[lang]
    sets = "".join(f"<tr><td>{k}</td><td>{html.escape(what)}</td>"
                   f'<td class="cards">{_colour(cards)}</td></tr>' for k, what, cards in c["sets"])
    steps = "".join(f"<li>{s}</li>" for s in c["steps"])
    hoard = "".join(f"<li>{s}</li>" for s in c["hoard_rules"])
    losses = "".join(f"<li>{s}</li>" for s in c["losses"])
    return (f'<!DOCTYPE html>\n<html lang="{lang}">\n<head>\n<meta charset="utf-8">\n'
            f"<title>{html.escape(c['title'])}</title>\n<style>{STYLE}</style>\n</head>\n"
            f"<body>\n<h1>{html.escape(c['title'])}</h1>\n<p>{html.escape(c['goal'])}</p>\n"
            f"<h2>{html.escape(c['turn'])}</h2>\n<ol>{steps}</ol>\n"
            f"<h2>{html.escape(c['sets_title'])}</h2>\n<table>{sets}</table>\n"
            f"<ul>{hoard}</ul>\n<h2>{html.escape(c['loss_title'])}</h2>\n<ul>{losses}</ul>\n"
            f"<p>{html.escape(c['end'])}</p>\n</body>\n</html>\n")


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    for lang in CARD:
        (OUT / f"{lang}.html").write_text(page(lang), "utf-8")
        print(f"wrote {(OUT / f'{lang}.html').relative_to(ROOT)}")


if __name__ == "__main__":
    main()
