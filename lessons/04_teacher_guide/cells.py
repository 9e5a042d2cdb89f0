# 04_teacher_guide: the cells of this lesson, written once for all five languages.
# Words live in en.md, fr.md, de.md, es.md, ca.md; see tools/lessons.py.

# %% markdown t01-terra-in-class-a

# %% markdown t01b-other-languages

# %% markdown t01c-age-prerequisites

# %% markdown t02-the-game-in-one

# %% markdown t03-a-45-minute-lesson

# %% markdown t03b-short-game

# %% markdown t04-debrief-questions

# %% markdown t04b-expected-answers

# %% markdown t05-extension-for-older-students

# %% markdown t06-setting-up

# %% code
import terra_widget

terra_widget.play(["Ana", "Ben", "Chloé", "Dev"], seed=7, lang=LANG)

# %% markdown t07-ways-to-play

# %% markdown t07b-projector

# %% markdown t08-one-device-per-student

# %% code checked
from terra_widget.bots import STRATEGY_NAMES
from terra_widget.i18n import LANGUAGES

print(_("strategies-for-bots").format(names=", ".join(STRATEGY_NAMES)))
print(_("languages-for-lang").format(codes=", ".join(LANGUAGES)))

# %% markdown t09-changing-the-language

# %% code
terra_widget.play(
    ["Ana", "Ben", "Chloé", "Dev"],
    bots={"Chloé": "cooperative", "Dev": "balanced"},
    lang=_("other-language"),
    seed=7,
    autosave=False,
)

# %% markdown t10-when-the-notebook-crashes

# %% code checked
import tempfile
from pathlib import Path

scratch = tempfile.TemporaryDirectory()  # a scratch folder, removed when the kernel stops
save_file = Path(scratch.name) / "lesson.terra-autosave.json"
players = ["Ana", "Ben", "Chloé", "Dev"]
computer = {name: "cooperative" for name in players}  # four computer players, for the demo

before = terra_widget.play(players, bots=computer, seed=7, autosave=save_file,
                           speed="manual", lang=LANG)
before.run_bots(limit=25)  # the computer makes 25 moves; each one is saved at once
print(_("before-crash").format(turn=before.state.turn, moves=len(before.state.history)))

# %% markdown t11

# %% code checked
after = terra_widget.play(players, seed=7, autosave=save_file, speed="manual", lang=LANG)
after.resume_button.click()
print(_("after-resume").format(turn=after.state.turn, moves=len(after.state.history)))
same = after.state.history == before.state.history
print(_("same-game").format(same=_("yes") if same else _("no")))

# %% code
after
