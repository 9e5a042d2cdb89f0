"""The room service's routes for the stories of the games (``hub.py`` mounts them), the
teacher's only, under the service prefix::

    GET api/rooms/CODE/tables.svg        every table's full-blown crises, turn by turn,
                                         against the limit of 7 (public counts)
    GET api/rooms/CODE/story?table=N     {"table", "html", "complete"}: table N's whole
                                         story once its game is over (400 while it plays:
                                         R7.5, its hands are still hidden); ``complete``
                                         is False until the risk curve, worked out in a
                                         worker thread, is in it -- ask again later
    GET api/rooms/CODE/choices.csv       every player's choices, move by move

A student's request gets 403 (``hub_only_teachers``), as for the other teacher routes.
"""

from __future__ import annotations

from .handlers import Base


class _TeacherRoute(Base):
    async def room(self, code):
        """The room if the teacher asking opened it (else the refusal is sent)."""
        if not self.need("teacher"):
            return None
        return await self.run(self.app.rooms.owned, self.user, code)


class TablesPicture(_TeacherRoute):
    async def get(self, code):
        room = await self.room(code)
        svg = room and await self.run(room.tables_svg)
        if svg:
            self.set_header("Content-Type", "image/svg+xml; charset=utf-8")
            # a picture, never a page: nothing in it may run or load anything
            self.set_header("Content-Security-Policy", "default-src 'none'; "
                                                       "style-src 'unsafe-inline'")
            self.set_header("X-Content-Type-Options", "nosniff")
            self.finish(svg)


class TableStory(_TeacherRoute):
    async def get(self, code):
        room = await self.room(code)
        if room is None:
            return
        given = self.get_argument("table", "")
        if not given.isdigit():
            self.refuse(400, "hub_bad_request", what="table number (1, 2, ...) as table")
            return
        story = await self.run(room.story_html, int(given))  # refused while it plays
        if story is not None:
            self.finish({"table": int(given), "html": story[0], "complete": story[1]})


class Choices(_TeacherRoute):
    async def get(self, code):
        room = await self.room(code)
        text = room and await self.run(room.choices_csv)
        if text:
            self.set_header("Content-Type", "text/csv; charset=utf-8")
            self.finish(text)


def story_routes(prefix: str, code: str, kw: dict) -> list:
    """The routes above, for ``hub.App.web_app`` (``code``: its room-code pattern)."""
    return [(prefix + f"api/rooms/{code}/tables.svg", TablesPicture, kw),
            (prefix + f"api/rooms/{code}/story", TableStory, kw),
            (prefix + f"api/rooms/{code}/choices.csv", Choices, kw)]
