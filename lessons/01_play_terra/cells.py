# 01_play_terra: the cells of this lesson, written once for all five languages.
# Words live in en.md, fr.md, de.md, es.md, ca.md; see tools/lessons.py.

# %% markdown t01-terra-play-for-the

# %% markdown t02 tags=notebook-only

# %% code
import terra_widget

game = terra_widget.play(["Ana", "Ben", "Chloé", "Dev"], bots={"Dev": "balanced"}, lang=LANG)
game

# %% markdown t03-the-story tags=notebook-only

# %% code tags=notebook-only
terra_widget.story(game.state, lang=LANG)
