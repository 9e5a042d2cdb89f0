"""The data of a game's story: a step per action, the moments that matter, the risk curve.

Plain frozen dataclasses, JSON-able through ``to_dict``; the picture is drawn by
``draw.story_svg`` and the sentences come from ``words.py``. Everything here is already
filtered for the observer the story was made for (R7.5): no field holds a card that
observer could not see."""

from __future__ import annotations

from dataclasses import dataclass, field

#: The kinds of moment, in the order the legend lists them.
KINDS = ("gave", "hoarded", "discarded", "held_back", "could_have_solved", "full_blown",
         "solved", "near_limit", "lost", "saved")
#: The kinds that are a player's own choice (the rows of ``Story.to_rows``).
CHOICES = ("gave", "hoarded", "held_back", "could_have_solved", "discarded")


@dataclass(frozen=True)
class Step:
    """The table after ``position`` actions: full-blown crises per region, per colour (keys
    are the ``Region``/``Colour`` values) and in all, the counters of R6.1."""

    position: int
    turn: int
    seat: int | None
    regions: dict
    colours: dict
    total: int

    @property
    def full_blown(self) -> dict:
        """Per region (the API's name for ``regions``)."""
        return self.regions

    def to_dict(self) -> dict:
        return {"position": self.position, "turn": self.turn, "seat": self.seat,
                "regions": dict(self.regions), "colours": dict(self.colours),
                "total": self.total}


@dataclass(frozen=True)
class Moment:
    """A choice or an event that matters. ``position``: actions applied when it happened
    (what time travel takes: ``state.rewind(position)``)."""

    position: int
    turn: int
    seat: int | None
    kind: str
    colour: str | None = None
    region: str | None = None
    crisis: str | None = None
    target: str | None = None  # "impending" | "full_blown" for gave / held back
    solved: bool | None = None  # for gave: did the crisis get solved
    points: int | None = None  # for hoarded, when the observer may see the hoard
    cards: tuple = ()  # card codes, only those the observer may see
    text: str = ""
    limit: str | None = None  # for near_limit / lost: "region" | "colour" | "total"
    total: int | None = None  # cards' total on the crisis at that moment
    threat: int | None = None

    def to_dict(self) -> dict:
        return {"position": self.position, "turn": self.turn, "seat": self.seat,
                "kind": self.kind, "colour": self.colour, "region": self.region,
                "crisis": self.crisis, "target": self.target, "solved": self.solved,
                "points": self.points, "cards": list(self.cards), "text": self.text,
                "limit": self.limit, "total": self.total, "threat": self.threat}


@dataclass(frozen=True)
class TurningPoint:
    position: int
    turn: int
    kind: str  # first_full_blown | near_limit | risk_jump | last_chance
    text: str

    def to_dict(self) -> dict:
        return {"position": self.position, "turn": self.turn, "kind": self.kind,
                "text": self.text}


@dataclass(frozen=True)
class Story:
    """The story of one game as one observer may see it (see ``story``)."""

    lang: str
    players: tuple[str, ...]
    teams: bool
    over: bool
    outcome: str | None  # "lost" | "saved" | None (still going)
    causes: tuple  # LossCause, when lost
    observer: object  # "all", a seat, or None (the public view)
    steps: list[Step]
    moments: list[Moment]
    risk: list[tuple[int, float]] | None
    turning_points: list[TurningPoint] = field(default_factory=list)
    turns: int = 0  # turns reached (the time axis)

    def svg(self, projector: bool = False, width: int | None = None) -> str:
        """One SVG picture of the story (see ``draw.story_svg``), ``width`` px wide
        (1200 by default; text keeps its size in a narrower picture)."""
        from .draw import WIDTH, story_svg

        return story_svg(self, projector=projector, width=WIDTH if width is None else width)

    def positions_x(self, projector: bool = False, width: int | None = None
                    ) -> dict[int, float]:
        """Where each position (0 and every step's) sits on the time axis of
        ``svg(projector, width)``, in SVG units: a click on the picture maps back to a
        moment of the game."""
        from .draw import WIDTH, time_axis

        return time_axis(self, projector, WIDTH if width is None else width)

    def to_rows(self) -> list[dict]:
        """The players' choices, one row each, for a CSV file."""
        rows = []
        for m in self.moments:
            if m.kind not in CHOICES:
                continue
            rows.append({"seat": m.seat, "player": self.players[m.seat], "turn": m.turn,
                         "position": m.position, "choice": m.kind, "colour": m.colour,
                         "crisis": m.crisis, "region": m.region, "target": m.target,
                         "solved": m.solved, "points": m.points})
        return rows

    def to_dict(self) -> dict:
        return {
            "lang": self.lang, "players": list(self.players), "teams": self.teams,
            "over": self.over, "outcome": self.outcome,
            "causes": [c.to_dict() for c in self.causes],
            "observer": self.observer, "turns": self.turns,
            "steps": [s.to_dict() for s in self.steps],
            "moments": [m.to_dict() for m in self.moments],
            "risk": None if self.risk is None else [[p, r] for p, r in self.risk],
            "turning_points": [t.to_dict() for t in self.turning_points],
        }

    def _repr_svg_(self) -> str:
        return self.svg()

    def _repr_html_(self) -> str:
        from .draw import story_html

        return story_html(self)
