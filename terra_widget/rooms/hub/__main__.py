"""``python -m terra_widget.rooms.hub``: the room service, as the hub starts it."""

from .service import main

main()
