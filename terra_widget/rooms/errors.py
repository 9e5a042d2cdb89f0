"""Errors of the classroom: each carries an i18n key, so every device shows it in its
own language (``terra_widget.i18n``, keys ``classroom.error.*``)."""

from __future__ import annotations


class ClassroomError(Exception):
    """Something asked of the classroom that is not allowed now; nothing was changed.

    ``key`` is the i18n key (``classroom.error.<name>``) and ``values`` its placeholders;
    ``message(t)`` renders it with a ``Translator``."""

    def __init__(self, error: str, /, **values):
        self.key = f"classroom.error.{error}"
        self.error = error
        self.values = values
        super().__init__(self._english())

    def _english(self) -> str:
        try:
            from terra_widget.i18n import translator
            return self.message(translator("en"))
        except (KeyError, ImportError):  # a key not yet written: still say something useful
            return f"{self.error}: {self.values}"

    def message(self, t) -> str:
        """The error in the language of the translator ``t``. A refusal of the rules
        (``illegal.<rule>``) says the rule's one sentence (``rule.<rule>``, the words a
        strategy's mistake and the engine use too, R7.3), or the engine's words for a rule
        with no sentence."""
        if self.error.startswith("illegal."):
            try:
                why = t("rule." + self.error.removeprefix("illegal."))
            except KeyError:
                why = self.values.get("reason", "")
            return t("classroom.error.illegal", reason=why)
        return t(self.key, **self.values)


def system_language(environ=None) -> str:
    """The language of the computer's settings (LC_ALL, LC_MESSAGES, LANG: 'fr_FR.UTF-8'
    gives 'fr') if the game speaks it, else English: for what the command line says."""
    import os

    from terra_widget.i18n import LANGUAGES
    environ = os.environ if environ is None else environ
    for var in ("LC_ALL", "LC_MESSAGES", "LANG"):
        lang = (environ.get(var) or "")[:2].lower()
        if lang:
            return lang if lang in LANGUAGES else "en"
    return "en"


class ActedFirst(ClassroomError):
    """Another device acted at the same moment: the move was not made (refresh and retry)."""


class WrongPin(ClassroomError):
    """A PIN (or the teacher key) does not match."""
