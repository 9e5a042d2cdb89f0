"""The style sheet's part for touch devices and phones (``style.style_html`` adds it last).

* A coarse pointer (a finger: phones and tablets) gets controls of at least 44 x 44 CSS px
  (WCAG 2.5.5's size): buttons, cards, text boxes, drop-downs and tabs, in the game and in
  the classroom's join form.
* A phone's width (the game's box at most 600 px) draws the board at the box's width
  instead of its own 700 px in a box that scrolled sideways (Europe, Africa, Asia and
  Oceania were off to the side); its labels are then small, so the regions' counts are
  listed in words above it; the status line and the players' table are made to fit.
"""

from __future__ import annotations

TOUCH_CSS = """
/* touch devices and phones */
@media (pointer: coarse) {
  .terra-app { --jp-widgets-inline-height: 44px;
    --jp-widgets-horizontal-tab-height: 44px; }
  .terra-app .jupyter-button, .terra-app .widget-toggle-button, .terra-app input,
  .terra-app select, .terra-app .lm-TabBar-tab { min-height: 44px; min-width: 44px; }
  .terra-app .widget-text input, .terra-app .widget-dropdown select,
  .terra-app .terra-target > select { height: 44px; }
  .terra-app .terra-card { padding: 2px 10px; }
}
@container (max-width: 600px) {
  .terra-app .terra-board-area { overflow: hidden; }
  .terra-app canvas.terra-board, .terra-app .terra-board.widget-html,
  .terra-app .terra-board svg { width: 100% !important; height: auto !important;
    max-width: 100%; }
  .terra-app .terra-board.widget-html { max-width: 100%; }
  .terra-app .terra-table-view .terra-region-counters { display: flex; }
  .terra-app:not(.terra-over) .terra-table-view:not(.terra-over) .terra-region-counters {
    display: flex; }
  .terra-app .terra-status-box { padding: 2px 8px; }
  .terra-app .terra-status-what { font-size: 1.05em; }
  /* what a phone's first screen leaves out for the decision: what just played itself
     (the log has it) and the colours' meanings (each counter and card has its colour's
     symbol and name) */
  .terra-app .terra-status-just, .terra-app .terra-colour-legend { display: none; }
  .terra-app .terra-counter-region .terra-counter-inner { font-size: 14px; }
  /* a long label (the join form's "Code from the teacher (kept seat)") puts its box on
     the next line rather than squeezing it to a few characters */
  .terra-app .widget-text, .terra-app .widget-dropdown { flex-wrap: wrap; height: auto; }
  .terra-app .widget-text input, .terra-app .widget-dropdown select { flex: 1 1 160px; }
  .terra-app table.terra-table { width: 100%; }
  .terra-app table.terra-table th, .terra-app table.terra-table td {
    overflow-wrap: anywhere; padding: 2px 4px; }
}
"""

__all__ = ["TOUCH_CSS"]
