"""The classroom's pages (ipywidgets): the table every page shows (``table``), the
teacher's and the student's pages of either route, and their style sheet (``room.css``)."""
