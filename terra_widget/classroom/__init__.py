"""A classroom where every student plays from their own device (issue #13).

The teacher opens a room in a notebook::

    import terra_widget
    room = terra_widget.classroom(students=24)   # 5 tables of 4-5; empty seats: computers

and projects it: the join address, the room code and a QR code, who sits where, the table
being projected, and the controls (start, pause/resume, replace a seat by a computer
player, open all hands). Students open the join address (a Voila app served by
``terra-widget classroom``), type the code, take a seat and play from their own screen.

Layers: ``store`` (SQLite: the one truth, standard library only), ``room`` (rooms,
tables, summary, CSV; no Jupyter), ``teacher`` / ``student`` (ipywidgets pages), ``cli``.
Nothing outside this package imports it except ``terra_widget.cli`` and the lazy
``terra_widget.classroom`` export.
"""
