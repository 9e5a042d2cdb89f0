"""The typed face of the rules: the game as students, strategies and the widget see it.

A face, not a second engine: ``GameState`` lists and applies moves by asking the core
(``rules.core``), and adds what a person needs around them -- named cards (``Solution``,
``Crisis``), typed actions, a refusal that names its rule in the reader's language (R7.3),
views that hide what a seat may not see (R7.5), an event log and a saved record (R7.4).
Everything here may import the core; the core never imports this package.
"""
