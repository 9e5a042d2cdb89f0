"""Cards of Terra: colours, regions, Solution and Crisis cards (rules R0, docs/rules.md).

Solutions are *values*: two red 5s are interchangeable, so there are 18 kinds of
Solution (3 colours x 6 values) and each exists as a single shared object. A hand is
a multiset of kinds. Crises are distinct cards with an ``id``.
"""

from __future__ import annotations

import enum
import json
from importlib import resources
from itertools import islice

from ...checks import is_whole
from ...i18n import strings
from ..core.constants import SOLUTION_COUNTS
from .errors import ConfigError
from .save_limits import MAX_CRISES, MAX_CRISIS_ID_LENGTH, excerpt, is_text


class Colour(enum.Enum):
    """R0.2: the three kinds of problem."""

    GREEN = "green"  # environmental
    BLUE = "blue"  # socio-economic
    RED = "red"  # diplomatic / military

    @property
    def index(self) -> int:
        return _COLOUR_INDEX[self]

    def __str__(self) -> str:
        return self.value


_COLOUR_INDEX = {c: i for i, c in enumerate(Colour)}
COLOURS: tuple[Colour, ...] = tuple(Colour)


class Region(enum.Enum):
    """R0.3: the six regions of the world."""

    NORTH_AMERICA = "north_america"
    SOUTH_AMERICA = "south_america"
    EUROPE = "europe"
    AFRICA = "africa"
    ASIA_MIDDLE_EAST = "asia_middle_east"
    OCEANIA_SOUTH_EAST_ASIA = "oceania_south_east_asia"

    @property
    def label(self) -> str:
        """English name (the ``region.*`` sentence of ``i18n/po/terra_widget.pot``), for
        logs and errors."""
        return strings("en")["region." + self.value]

    def __str__(self) -> str:
        return self.label

REGIONS: tuple[Region, ...] = tuple(Region)
_REGION_INDEX = {r: i for i, r in enumerate(REGIONS)}

SOLUTION_VALUES = tuple(SOLUTION_COUNTS)


def _member(kind: type[enum.Enum], given, what: str, where: str):
    """``given`` as a member of ``kind`` (a member or its value), or a ValueError that
    names what was given and every allowed value (R0.2, R0.4)."""
    if isinstance(given, kind):
        return given
    try:
        return kind(given)
    except ValueError:
        allowed = ", ".join(m.value for m in kind)
        raise ValueError(f"{where}unknown {what} {given!r}; allowed: {allowed}") from None


class Solution:
    """A Solution card kind: a colour and a value 1..6 (R0.5).

    There is exactly one object per kind; ``Solution.of("red", 5)`` returns it.
    """

    __slots__ = ("colour", "value", "index", "code", "cidx")

    colour: Colour
    value: int
    index: int  # 0..17, colour-major
    code: str  # "red-5"
    cidx: int  # colour index 0..2 (fast path for the engine)

    def __new__(cls, colour: Colour | str, value: int) -> Solution:
        return Solution.of(colour, value)

    @staticmethod
    def of(colour: Colour | str, value: int) -> Solution:
        col = _member(Colour, colour, "colour", "")
        if not isinstance(value, int) or value not in SOLUTION_COUNTS:
            raise ValueError(f"a Solution's value must be 1..6, not {value!r}")
        return SOLUTION_KINDS[col.index * 6 + value - 1]

    @staticmethod
    def parse(code: str) -> Solution:
        """Inverse of ``code``: ``"red-5"`` -> red 5."""
        if not isinstance(code, str) or code not in _SOLUTION_BY_CODE:
            raise ValueError(
                f"{code!r} is not a Solution card code; codes look like 'red-5' "
                "(colour green/blue/red, value 1-6)"
            )
        return _SOLUTION_BY_CODE[code]

    def __reduce__(self):  # keep the one-object-per-kind property across pickling
        return (Solution.parse, (self.code,))

    def __copy__(self):
        return self

    def __deepcopy__(self, memo):
        return self

    def __repr__(self) -> str:
        return f"Solution({self.colour.value!r}, {self.value})"

    def __str__(self) -> str:
        return f"{self.colour.value} {self.value}"

    def __lt__(self, other: Solution) -> bool:
        return self.index < other.index


def _make_kind(colour: Colour, value: int) -> Solution:
    obj = object.__new__(Solution)
    obj.colour = colour
    obj.value = value
    obj.index = colour.index * 6 + value - 1
    obj.code = f"{colour.value}-{value}"
    obj.cidx = colour.index
    return obj


#: The 18 kinds, indexed by ``Solution.index`` (colour-major, value-minor).
SOLUTION_KINDS: tuple[Solution, ...] = tuple(
    _make_kind(c, v) for c in COLOURS for v in SOLUTION_VALUES
)
_SOLUTION_BY_CODE = {s.code: s for s in SOLUTION_KINDS}
#: For each colour index, the six kinds of that colour in value order.
KINDS_BY_COLOUR: tuple[tuple[Solution, ...], ...] = tuple(
    SOLUTION_KINDS[i * 6 : i * 6 + 6] for i in range(3)
)


def full_solution_counts() -> list[int]:
    """Number of copies of each kind in the 90-card Solution deck (R0.5)."""
    return [SOLUTION_COUNTS[s.value] for s in SOLUTION_KINDS]


class Crisis:
    """A Crisis card (R0.4): one colour, one region, a threat from 10 to 16."""

    __slots__ = ("id", "colour", "region", "threat", "cidx", "ridx", "_hash")

    def __init__(self, id: str, colour: Colour | str, region: Region | str, threat: int):
        if not isinstance(id, str) or not id:
            raise ValueError("a Crisis needs a non-empty string id")
        colour = _member(Colour, colour, "colour", f"crisis {id!r}: ")
        region = _member(Region, region, "region", f"crisis {id!r}: ")
        if not is_whole(threat) or not 10 <= threat <= 16:
            raise ValueError(f"crisis {id!r}: threat must be a whole number 10..16 (R0.4), "
                             f"not {threat!r}")
        self.id = id
        self.colour = colour
        self.region = region
        self.threat = threat
        self.cidx = colour.index
        self.ridx = _REGION_INDEX[region]
        self._hash = hash(("Crisis", id, colour, region, threat))

    def __eq__(self, other) -> bool:
        return self is other or (
            isinstance(other, Crisis)
            and self.id == other.id
            and self.colour is other.colour
            and self.region is other.region
            and self.threat == other.threat
        )

    def __hash__(self) -> int:
        return self._hash

    def __repr__(self) -> str:
        return (f"Crisis({self.id!r}, {self.colour.value!r}, {self.region.value!r}, "
                f"{self.threat})")

    def __str__(self) -> str:
        return f"the {self.colour.value} {self.region.label} crisis"

    def title(self, lang: str = "en") -> str:
        """Flavour title in ``lang`` (``crisis_title``)."""
        return crisis_title(self, lang)

    def to_dict(self) -> dict:
        return {"id": self.id, "colour": self.colour.value, "region": self.region.value,
                "threat": self.threat}

    @staticmethod
    def from_dict(data: dict) -> Crisis:
        if not isinstance(data, dict):
            raise ValueError(f"a crisis must be an object with id, colour, region and threat, "
                             f"not {type(data).__name__}")
        missing = {"id", "colour", "region", "threat"} - set(data)
        if missing:
            raise ValueError(f"crisis {data.get('id', '?')!r} lacks {', '.join(sorted(missing))}")
        return Crisis(data["id"], data["colour"], data["region"], data["threat"])


Card = Solution | Crisis


def card_code(card: Card) -> str:
    return card.code if isinstance(card, Solution) else card.id


def _load_default() -> tuple[tuple[Crisis, ...], dict[str, dict[str, str]]]:
    # the box's deck (R0.4) is the rules package's data, beside the core and the face
    data = resources.files("terra_widget.rules").joinpath("data", "crises.json")
    text = data.read_text("utf-8")
    doc = json.loads(text)
    crises = tuple(Crisis.from_dict(c) for c in doc["crises"])
    titles = {c["id"]: dict(c.get("title", {})) for c in doc["crises"]}
    return crises, titles


#: R0.4 (Decision): the default deck, a documented reconstruction (see data/crises.json).
DEFAULT_CRISES, CRISIS_TITLES = _load_default()


def crisis_title(crisis: Crisis, lang: str = "en") -> str:
    """Flavour title of a default-deck crisis in ``lang``; a plain name otherwise."""
    titles = CRISIS_TITLES.get(crisis.id)
    if titles and crisis in DEFAULT_CRISES:
        return titles.get(lang) or titles["en"]
    return crisis.id


def validate_crises(crises) -> tuple[Crisis, ...]:
    """Check a custom crisis list (R0.4 Decision): 1 to ``MAX_CRISES`` valid crises with
    distinct ids of at most ``MAX_CRISIS_ID_LENGTH`` characters. Linear time; error
    messages quote at most a short excerpt of what was given."""
    if isinstance(crises, (str, bytes, dict, Crisis)):
        items = None
    else:
        try:  # never more than one item past the limit, even from an endless generator
            items = list(islice(crises, MAX_CRISES + 1))
        except TypeError:
            items = None
    if items is None:
        raise ConfigError("R0.4", f"the crisis list must be a list of Crisis cards, not "
                                  f"{excerpt(crises)}")
    if not items:
        raise ConfigError("R0.4", "the crisis list is empty; give at least one Crisis")
    if len(items) > MAX_CRISES:
        raise ConfigError("R0.4", f"the crisis list holds more than {MAX_CRISES} crises; a "
                                  f"custom list has 1 to {MAX_CRISES} (the box has 18)")
    out = []
    seen: set[str] = set()
    for i, c in enumerate(items, 1):
        if isinstance(c, dict):
            c = _crisis_from_dict(c, i)
        if not isinstance(c, Crisis):
            raise ConfigError("R0.4", f"{excerpt(c)} is not a Crisis; give Crisis cards (such "
                                      "as those of DEFAULT_CRISES) or dicts with id, colour, "
                                      f"region and threat (item {i} of the crisis list)")
        _check_crisis_id(c.id, i)
        if c.id in _SOLUTION_BY_CODE:  # records name cards by code: ids must not clash
            raise ConfigError("R0.4", f"crisis id {c.id!r} is the code of a Solution card; "
                                      "give the crisis another id")
        if c.id in seen:
            raise ConfigError("R0.4", f"crisis ids must be distinct; repeated: {c.id!r}")
        seen.add(c.id)
        out.append(c)
    return tuple(out)


def _check_crisis_id(cid, i: int) -> None:
    if not isinstance(cid, str) or not cid:
        raise ConfigError("R0.4", f"crisis {i} of the list needs an id: a non-empty text, "
                                  f"not {excerpt(cid)}")
    if len(cid) > MAX_CRISIS_ID_LENGTH:
        raise ConfigError("R0.4", f"the id of crisis {i}, {excerpt(cid, 30)}, is {len(cid)} "
                                  f"characters long; a crisis id (its title on the board) has "
                                  f"at most {MAX_CRISIS_ID_LENGTH}")
    if not is_text(cid):  # it could not be saved: a game file is UTF-8 text
        raise ConfigError("R0.4", f"the id of crisis {i}, {excerpt(cid, 30)}, holds a "
                                  "character that is not text (a lone surrogate)")


def _crisis_from_dict(data: dict, i: int) -> Crisis:
    """``Crisis.from_dict`` with every field checked first, so that a message never quotes
    more than an excerpt of a (possibly huge) value."""
    missing = {"id", "colour", "region", "threat"} - set(data)
    if missing:
        raise ConfigError("R0.4", f"crisis {i} of the list lacks {', '.join(sorted(missing))}; "
                                  "a crisis has an id, a colour, a region and a threat")
    _check_crisis_id(data["id"], i)
    for key, allowed in (("colour", _COLOUR_NAMES), ("region", _REGION_NAMES)):
        if not isinstance(data[key], str) or data[key] not in allowed:
            raise ConfigError("R0.4", f"crisis {data['id']!r}: unknown {key} "
                                      f"{excerpt(data[key])}; allowed: {', '.join(allowed)}")
    threat = data["threat"]
    if not is_whole(threat) or not 10 <= threat <= 16:
        raise ConfigError("R0.4", f"crisis {data['id']!r}: threat must be a whole number "
                                  f"10..16, not {excerpt(threat)}")
    return Crisis(data["id"], data["colour"], data["region"], threat)


_COLOUR_NAMES = tuple(c.value for c in Colour)
_REGION_NAMES = tuple(r.value for r in Region)
