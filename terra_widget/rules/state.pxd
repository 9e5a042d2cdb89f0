# Cython declarations for state.py, used only when the engine is compiled (setup.py);
# the pure-Python engine ignores this file. They make GameState an extension type whose
# fields live in C slots: most of the engine's time is reading and writing them.
# Every field set in GameState.__init__ must be declared here (a test checks it); a
# field that may be None is declared ``object``. ``__dict__`` keeps any other attribute
# working, as for a plain class.

cdef class GameState:
    cdef dict __dict__
    cdef public object config, seed, _tables, _legal, phase, impending, outcome
    cdef public object _pub_discard, _pub_hoards
    cdef public bint log_events, played_full_blown, hoarded, last_card_drawn, is_over
    cdef public Py_ssize_t n_players, current, turn, responder, _responses_left
    cdef public list hands, hand_sizes, masks, triples, _hand_t, pile, discard, full_blown
    cdef public list impending_plays, hoards, points, contributed, history, _ev, _ev_cache
    cdef public set helped
