"""Errors raised by the rules engine. Each names the rule it enforces (R7.3)."""

from __future__ import annotations


class TerraError(ValueError):
    """Base class: something asked of the engine is not allowed.

    ``rule`` is the id of the rule that forbids it (e.g. ``"R4.4"``), as numbered and
    explained in the repository's ``docs/rules.md``.
    """

    def __init__(self, rule: str, message: str):
        self.rule = rule
        self.reason = message
        super().__init__(f"{message} [{rule}]")


class IllegalActionError(TerraError):
    """An action that the rules do not allow now (R7.3). The state is unchanged."""


class ConfigError(TerraError):
    """A game that cannot be set up as asked (bad player count, bad teams, bad deck)."""


class RecordError(TerraError):
    """A saved game record that is malformed, tampered with or from another version."""
