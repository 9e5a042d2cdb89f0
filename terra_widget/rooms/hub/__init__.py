"""The classroom as a JupyterHub-managed service: ``python -m terra_widget.rooms.hub``,
and the notebooks' side of it (a student's seat with ``terra_widget.join``, the teacher's
room with ``terra_widget.classroom(hub=True)``).

The hub starts this process (``docs/hub/jupyterhub_config.py``) and its proxy sends
``/services/terra-rooms/`` here. Every request is tied to a hub user by JupyterHub's own
helpers (``HubOAuthenticated``: a token in the ``Authorization`` header, as a student's
kernel sends it, or the hub's OAuth cookie in a browser); nothing here handles OAuth by
hand. Two hub groups say who may do what: teachers (``TERRA_HUB_TEACHERS``, default
``terra-teachers``) open and run rooms, students (``TERRA_HUB_STUDENTS``, default
``terra-students``) join them; anybody else is refused with a sentence saying so.

Trust: the user's name *and groups* are the hub's own answer for the request's token or
cookie (``/hub/api/user`` answers for the token's owner, groups included); no name is
ever put into a URL to look someone up. The XSRF check is skipped only for requests the
hub authenticated by API token (a browser cannot forge the ``Authorization`` header of a
token; it can add Basic or Negotiate ones by itself). A body is at most ``MAX_BODY`` bytes
(413) and nests at most ``MAX_JSON_DEPTH`` deep (400); a refusal quotes at most a short
prefix of what was sent. Each user has at most ``MAX_PARKED`` long polls waiting; one
seat view is built per seat and version, shared by every request that asks for it.

This process is the room's authority, as ``terra-widget classroom`` is on a laptop: the
same ``Room`` and ``Store`` code, the only holder of whole hands. A student receives only
what their seat may see (``view.seat_json``); their identity is their hub name, so
no PIN is typed: the service keeps each hub user's seat (and the seat's PIN, which the
store asks for every move) in a table of its own beside the store's tables. It serves no
Jupyter API (it is no Jupyter server): only the routes below.

Routes (under the service prefix; JSON in and out; errors as ``{"error": key,
"message": sentence}`` in the room's language)::

    GET  api/me                             who you are, as the service sees you
    POST api/rooms                          teacher: open a room {students, lang, seed,
                                            length: full|short}
    GET  api/rooms/CODE                     teacher: seats, statuses, the projector view
    POST api/rooms/CODE/control             teacher: {do: start|pause|resume|open_hands|
                                            close_hands|replace|keep|length, table, seat,
                                            user, length} (keep: the seat is kept for hub
                                            user ``user``; length: full or short, before
                                            the start)
    GET  api/rooms/CODE/summary.csv         teacher: the CSV
    GET  api/rooms/CODE/tables.svg, story?table=N, choices.csv
                                            teacher: the stories (``stories``)
    POST api/rooms/CODE/join                student: take (or get back) your seat
    GET  api/rooms/CODE/seat?since=V        student: your seat's view (with ``since``, the
                                            ``version`` of the last one: waits up to 20 s
                                            for a change)
    POST api/rooms/CODE/move                student: {seq, action}

The service's modules: ``service`` (the process: ``App`` and ``main``), ``rooms`` (its
rooms and who sits where), ``handlers`` and ``stories`` (the routes), ``view`` (what a
seat is sent). The notebooks' modules: ``client`` (calls to the service), ``wire`` (its
JSON back into the engine's values), and ``backend`` (the pages' backends on the service:
``HubRoom`` and ``HubSeat``, with ``open_room`` and ``join``).
"""
