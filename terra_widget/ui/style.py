"""The widget's one style sheet (put into the page by one HTML widget, ``terra-style``).

Sizes: text is 15 CSS px in normal mode (>= 14 px everywhere, buttons included: the
ipywidgets font variables are set on the app) and 24 px in projector mode. The layout
is a CSS grid (``panels/table.py``): status line on top, the board at its own size
(never stretched) and beside it the gauges, the seat and at the end the debrief. A
narrow notebook (780-1010 px: JupyterLab's file browser open gives the game 833 px at
1280x720 with real scroll bars) keeps the hand above the board and puts the buttons and
gauges in the strip beside it, so that the whole board (the impending crisis at its
foot) and the decision are on one 1280x720 screen; under 780 px everything is one
column. The prompt sits over the board in the corner that leaves the regions it talks
about in view (``prompts.prompt_corner``); the end screen and the story have their own
sheet (``style_end.py``). The focus
ring is a thick outline. The board lets the mouse wheel through to the page.

Projector mode is designed for 1920x1080; on a smaller window (a 1280x800 or 1024x768
classroom projector) the whole game is zoomed to fit it (``projector_fit_css``): the
same picture with fewer pixels, as large on the wall, rather than one column where the
board and the impending crisis fall below the screen.

When the kernel stops or restarts, ipywidgets 8 marks every view of the lost models
with the class ``jupyter-widgets-disconnected`` (the view stays on the page, dead); the
rule made by ``disconnected_css`` then greys the game out and writes, in the game's
language, how to get it back.
"""

from __future__ import annotations

from .palette import FILL
from .projector_fit import PROJECTOR_FIT, projector_fit_css
from .style_end import END_CSS
from .touch_css import TOUCH_CSS

CSS = """
.terra-app { font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
  color: #1A1A1A; font-size: 15px; --jp-widgets-font-size: 15px;
  --jp-widgets-inline-height: 32px; --terra-gap: 10px; box-sizing: border-box;
  --jp-widgets-horizontal-tab-height: 32px; --jp-widgets-horizontal-tab-width: 190px;
  position: relative; }
/* the box of the <style> itself takes no room (a <style> applies wherever it is) */
.terra-app > .terra-style { display: none; }
.terra-app.terra-projector { font-size: 24px; --jp-widgets-font-size: 24px;
  --jp-widgets-inline-height: 46px; --terra-gap: 16px;
  --jp-widgets-horizontal-tab-height: 46px; --jp-widgets-horizontal-tab-width: 320px; }
.terra-app .widget-html-content, .terra-app .widget-label { line-height: 1.35;
  font-size: inherit; }
.terra-app .jupyter-button, .terra-app .widget-toggle-button { height: auto;
  min-height: var(--jp-widgets-inline-height); padding: 2px 12px; }
/* a disabled button must not look like the blue "do this" button it is when enabled:
   grey, with its label still readable (contrast >= 4.5:1). Card buttons: below */
.terra-app .jupyter-button:disabled:not(.terra-card) {
  background-color: #E0E0E0; color: #4D4D4D; opacity: 1; box-shadow: none;
  cursor: not-allowed; }
/* a card not playable now (issue #22: faded to 60 %, its text had about 2.5:1): a white
   face and dark text (about 17:1), a dashed edge in its colour; "not now" is told by the
   face and the dashes, the colour by the edge, the symbol and the name */
.terra-app .jupyter-button.terra-card:disabled { opacity: 1;
  background-color: #FFFFFF !important; color: #1A1A1A !important; box-shadow: none;
  outline: 3px dashed #5A5A5A; outline-offset: -3px; cursor: not-allowed; }
.terra-app .jupyter-button:focus, .terra-app .jupyter-button:focus-visible,
.terra-app select:focus, .terra-app input:focus { outline: 3px solid #000000;
  outline-offset: 2px; box-shadow: 0 0 0 6px #F0E442; }
.terra-app .terra-row, .terra-app .terra-actions, .terra-app .terra-hand,
.terra-app .terra-hoard, .terra-app .terra-files, .terra-app .terra-counters {
  flex-wrap: wrap; gap: 6px; }
/* the table: status on top, the board under it and beside the board the gauges, the
   side column (the seat) and, at the end, the debrief: in view with the final map, not
   under it (1280x720). The last row takes what the board needs beyond them. */
.terra-app .terra-table-view { grid-template-areas: "status status" "board gauges"
  "board side" "board debrief" "board ."; grid-template-rows: auto auto auto auto 1fr;
  column-gap: var(--terra-gap); row-gap: 6px; align-items: start; }
.terra-app .terra-status-bar { grid-area: status; align-items: center; gap: 8px;
  min-width: 0; }
.terra-app .terra-table-view > .terra-gauges { grid-area: gauges; min-width: 0; }
.terra-app .terra-table-view > .terra-debrief { grid-area: debrief; min-width: 0; }
/* the game is over: the map shows every region's count, the debrief takes their place */
.terra-app .terra-table-view.terra-over .terra-region-counters { display: none; }
.terra-app .terra-status-text { flex: 1 1 auto; min-width: 0; }
/* the computer players' Continue and Step keep their whole label: the status text beside
   them wraps instead (ipywidgets would shrink them to an icon and "...") */
.terra-app .terra-bots { flex: none; gap: 4px; overflow: visible; }
.terra-app .terra-bots .jupyter-button { flex: none; overflow: visible;
  text-overflow: clip; }
/* what played itself since the last person's move (forced moves, computer players) */
.terra-app .terra-status-just { font-size: 14px; }
.terra-app.terra-projector .terra-status-just { font-size: 24px; }
/* ipycanvas cancels wheel and touch-move events on its canvas, so a page could not be
   scrolled from over the board (half the screen). Nothing reads the board's mouse: it
   lets them through to the page; the keyboard still reaches it (Tab) */
.terra-app .terra-board, .terra-app .terra-board canvas { pointer-events: none; }
/* the static site's board, an HTML widget holding an SVG (#24): the picture fills its box;
   inline, the SVG sat on a text line taller than the box, and the box scrolled both ways */
.terra-app .terra-board .widget-html-content { line-height: 0; overflow: hidden; }
.terra-app .terra-board svg { display: block; }
/* the hand's row: which crisis to help (phase 3) on its line, the cards under it */
.terra-app .terra-hand-row { flex-wrap: wrap; gap: 4px; align-items: center;
  overflow: visible; }
.terra-app .terra-hand-row > .terra-target, .terra-app .terra-hand-row > .terra-hand {
  flex: 1 1 100%; min-width: 0; margin: 0; }
.terra-app .terra-status-box { padding: 4px 12px; background: #F4F4F4;
  border-left: 8px solid #0072B2; }
.terra-app .terra-status-what { font-size: 1.2em; font-weight: 700; }
.terra-app .terra-status-what:empty { display: none; }
.terra-app .terra-status-what:empty + .terra-status-line { font-weight: 700;
  font-size: 1.2em; }
.terra-app .terra-board-area { grid-area: board; display: grid; position: relative; }
.terra-app .terra-board-area > * { grid-area: 1 / 1; margin: 0; }
.terra-app .terra-board-area > .terra-prompt { align-self: end; justify-self: start;
  width: 66.6%; max-width: 66.6%; z-index: 2; margin: 0 0 4px 4px; gap: 0 8px;
  flex-wrap: wrap; align-items: flex-start; }
/* the corner left free by the regions the prompt talks about (prompts.prompt_corner);
   bottom-left, over the panel under the map, is the rule above */
.terra-app .terra-board-area:not(.terra-over) > .terra-prompt.terra-prompt-top-left {
  align-self: start; margin: 4px 0 0 4px; }
.terra-app .terra-board-area:not(.terra-over) > .terra-prompt.terra-prompt-top-right {
  align-self: start; justify-self: end; margin: 4px 4px 0 0; }
.terra-app .terra-board-area:not(.terra-over) > .terra-prompt.terra-prompt-bottom-right {
  justify-self: end; margin: 0 4px 4px 0; }
.terra-app .terra-board-text { position: absolute; width: 1px; height: 1px;
  overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
.terra-app .terra-side { grid-area: side; min-width: 0; gap: 6px; }
/* A narrow notebook (JupyterLab with its file browser open: about 850 px for the game on
   a 1280 px screen) leaves the side column too thin to read. The widths are the board's
   (700 / 1200 px) plus a side column of at least 300 / 480 px. */
.terra-app, .terra-app .terra-game { container-type: inline-size; }
@container (max-width: 1010px) {
  /* the regions' counts are on the map just below: their list would push it down */
  .terra-app .terra-table-view .terra-region-counters { display: none; }
}
/* Too narrow for anything beside the board: one column, the decision above the map. */
@container (max-width: 779px) {
  .terra-app .terra-table-view { grid-template-columns: minmax(0, 1fr) !important;
    grid-template-areas: "status" "gauges" "side" "board" "debrief";
    grid-template-rows: none; }
}
@container (max-width: 1690px) {
  .terra-app.terra-projector .terra-table-view {
    grid-template-columns: minmax(0, 1fr) !important;
    grid-template-areas: "status" "gauges" "side" "board" "debrief";
    grid-template-rows: none; }
}
/* the debrief under the board has the table's whole width: its columns as wide as their
   words, the counts on one line when they fit */
@container (max-width: 1010px) {
  .terra-app:not(.terra-projector) table.terra-debrief-table,
  .terra-app:not(.terra-projector) table.terra-debrief-table th:last-child,
  .terra-app:not(.terra-projector) table.terra-debrief-table td:last-child { width: auto; }
}
@container (max-width: 1690px) {
  .terra-app.terra-projector table.terra-debrief-table,
  .terra-app.terra-projector table.terra-debrief-table th:last-child,
  .terra-app.terra-projector table.terra-debrief-table td:last-child { width: auto; }
}
/* 780-1010 px (JupyterLab's file browser open: 833 px at 1280x720 with scrollbars, 920 px
   at 1366x768): status 75 + hand 110 + board 440 px do not fit in the 599 px JupyterLab
   shows at 720 px. As on Board Game Arena the decision sits next to what it is about: the
   hand (its title, which crisis to help, its cards) in the rows just above the board at
   full width, the action buttons, the hoard's sets and the gauges in the strip beside
   the board (123-300 px, their labels wrap), the impending crisis at the board's foot:
   one screen. The seat's boxes join the grid (display: contents) to be placed one by
   one; a hidden seat stays hidden (its inline display: none wins). */
@container (min-width: 780px) and (max-width: 1010px) {
  .terra-app:not(.terra-projector) .terra-table-view {
    grid-template-areas: "status status" "htitle htitle" "hand hand" "board acts"
      "board hoardt" "board hoard" "board gauges" "board risk" "board ."
      "debrief debrief";
    grid-template-rows: repeat(8, auto) 1fr auto; row-gap: 0; column-gap: 8px; }
  /* the strip is 125 px at 833: a word longer than that ("Ausgebrochene" is 124 px)
     breaks rather than give the table a scroll bar */
  .terra-app:not(.terra-projector) .terra-table-view > .terra-gauges,
  .terra-app:not(.terra-projector) .terra-table-view .terra-hoard-title {
    overflow-wrap: break-word; }
  .terra-app:not(.terra-projector) .terra-table-view > * { margin-bottom: 3px; }
  .terra-app:not(.terra-projector) .terra-status-box { padding-top: 2px; padding-bottom: 2px; }
  /* the decision names the crisis it is about: three lines in most languages here, set
     close enough that the whole board stays on a 720 px screen */
  .terra-app:not(.terra-projector) .terra-status-what { font-size: 1.1em; line-height: 1.18; }
  .terra-app:not(.terra-projector) .terra-table-view .terra-side,
  .terra-app:not(.terra-projector) .terra-table-view .terra-seat-slot,
  .terra-app:not(.terra-projector) .terra-table-view .terra-seat-view { display: contents; }
  .terra-app:not(.terra-projector) .terra-table-view .terra-seat-view > * {
    margin: 0 0 2px 0; min-width: 0; }
  .terra-app:not(.terra-projector) .terra-table-view .terra-hand-title { grid-area: htitle;
    border-top: 2px solid #0072B2; padding-top: 1px; }
  .terra-app:not(.terra-projector) .terra-table-view .terra-hand-row { grid-area: hand;
    margin-bottom: 4px; flex-wrap: nowrap; align-items: flex-start; }
  /* the drop-down as wide as its choice, the cards beside it; its question is the hand's
     hint just above ("Choose a crisis, then ..."), so its label is for screen readers */
  .terra-app:not(.terra-projector) .terra-hand-row > .terra-target { flex: 0 1 auto;
    max-width: 45%; }
  .terra-app:not(.terra-projector) .terra-hand-row > .terra-target > label {
    position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0);
    white-space: nowrap; margin: 0; padding: 0; }
  .terra-app:not(.terra-projector) .terra-hand-row > .terra-hand { flex: 1 1 0; gap: 4px; }
  /* nine cards to discard on one row of 833 px (in every language) */
  .terra-app:not(.terra-projector) .terra-hand .terra-card { padding: 2px 5px;
    margin: 0; min-height: 27px; }
  .terra-app:not(.terra-projector) .terra-hand-row > .terra-hand { row-gap: 3px; }
  /* only what can be done now stands beside the board (the strip has 440 px for the
     buttons, a hoard's sets and the gauges): Draw, Pass and End turn while disabled
     are left out, as Board Game Arena shows only the moves open to the player */
  .terra-app:not(.terra-projector) .terra-table-view .terra-actions
    .jupyter-button.terra-action:disabled { display: none; }
  .terra-app:not(.terra-projector) .terra-table-view .terra-hoard-title { grid-area: hoardt; }
  .terra-app:not(.terra-projector) .terra-table-view .terra-hoard { grid-area: hoard; }
  .terra-app:not(.terra-projector) .terra-table-view .terra-risk { grid-area: risk;
    min-width: 0; }
  .terra-app:not(.terra-projector) .terra-table-view .terra-actions { grid-area: acts;
    flex-direction: column; align-items: stretch; margin-bottom: 8px; }
  .terra-app:not(.terra-projector) .terra-table-view .terra-actions .jupyter-button,
  .terra-app:not(.terra-projector) .terra-table-view .terra-actions .widget-toggle-button,
  .terra-app:not(.terra-projector) .terra-table-view .terra-hoard .jupyter-button {
    white-space: normal; text-overflow: clip; height: auto; text-align: left;
    max-width: 100%; line-height: 1.3; padding-top: 4px; padding-bottom: 4px; }
  .terra-app:not(.terra-projector) .terra-table-view > .terra-gauges .terra-counter-inner,
  .terra-app:not(.terra-projector) .terra-table-view > .terra-gauges .terra-colour-legend-item {
    white-space: normal; }
  /* a gauge keeps its count with its colour ("■ vermell 0/4" is 130 px at 15 px in
     Catalan): at 14 px with less padding it fits the 125 px strip */
  .terra-app:not(.terra-projector) .terra-table-view > .terra-gauges .terra-counter-inner {
    font-size: 14px; padding: 0 3px; }
}
/* gauges against the loss thresholds (R6.1) */
.terra-app .terra-counter-inner { font-weight: 700; padding: 1px 8px;
  border: 2px solid #555; border-radius: 6px; background: #FFFFFF; color: #1A1A1A;
  white-space: nowrap; }
.terra-app .terra-counters-title { font-size: 14px; }
.terra-app.terra-projector .terra-counters-title { font-size: 24px; }
.terra-app .terra-counter-inner { padding: 0 5px; }
.terra-app .terra-region-counters { display: flex; flex-wrap: wrap; gap: 2px 4px; }
/* ipywidgets boxes scroll (overflow: auto); these grow with their content instead, so
   they never become a scroll region a keyboard cannot reach (WCAG 2.1.1) */
.terra-app .terra-gauges, .terra-app .terra-region-counters, .terra-app .terra-counters {
  overflow: visible; height: auto; flex: 0 0 auto; }
.terra-app .terra-counter-region .terra-counter-inner { font-weight: 400;
  white-space: nowrap; border-width: 1px; padding: 0 4px; font-size: 14px; }
.terra-app.terra-projector .terra-counter-region .terra-counter-inner { font-size: 24px; }
.terra-app .terra-counter.terra-warning .terra-counter-inner { background: #F0E442;
  border: 3px solid #000000; font-weight: 700; }
.terra-app .terra-counter.terra-broken .terra-counter-inner { background: #000000;
  color: #FFFFFF; border: 3px solid #000000; font-weight: 700; }
.terra-app .terra-colour-legend-inner { color: #333; font-size: 14px; }
.terra-app.terra-projector .terra-colour-legend-inner { font-size: 24px; }
.terra-app .terra-colour-legend-item { white-space: nowrap; }
.terra-app .terra-colour-chip { display: inline-block; min-width: 1.3em;
  text-align: center; border-radius: 4px; font-weight: 700; }
/* the seat: actions first, then the hand */
.terra-app .terra-seat-view { gap: 4px; border-top: 3px solid #0072B2;
  padding-top: 4px; }
/* Draw, Pass and End turn side by side in one row even in German (a 1280x720 laptop
   has no height to spare): narrower padding, smaller gaps, same 15 px text */
.terra-app .terra-actions { gap: 4px; }
.terra-app .terra-actions .jupyter-button,
.terra-app .terra-actions .widget-toggle-button { padding: 2px 7px; }
.terra-app .terra-card { font-weight: 700; font-size: 14px; padding: 2px 7px; }
.terra-app.terra-projector .terra-card { font-size: 24px; padding: 2px 12px; }
.terra-app .terra-hoard-set { font-size: 14px; white-space: normal; text-align: left;
  max-width: 100%; height: auto; line-height: 1.3; }
.terra-app.terra-projector .terra-hoard-set { font-size: 24px; }
.terra-app .terra-hint { color: #333; }
/* which crisis to help: the question on its line, the drop-down under it at the column's
   full width -- beside the question it was cut ("« Rivières empoisonnées » (▲ vert, E") */
.terra-app .terra-target { flex-wrap: wrap; row-gap: 2px; height: auto; }
.terra-app .terra-target > select { flex: 1 1 100%; max-width: 100%; min-width: 0;
  height: var(--jp-widgets-inline-height); font-size: 14px; }
.terra-app.terra-projector .terra-target > select { font-size: 24px; }
/* end, prompt, messages */
.terra-app .terra-end { font-size: 1.2em; padding: 8px 14px; border: 6px solid #000000;
  border-radius: 8px; }
.terra-app .terra-end h2 { font-size: 1.3em; margin: 0 0 4px 0; }
.terra-app .terra-end p { margin: 0 0 4px 0; }
.terra-app .terra-end-lost .terra-end { background: #000000; color: #FFFFFF; }
.terra-app .terra-end-won .terra-end { background: #E8F5EF; color: #000000; }
.terra-app .terra-ranking, .terra-app .terra-end-causes { margin: 0; }
.terra-app .terra-ranking { list-style: none; padding-left: 0; }
.terra-app .terra-ranking li { display: inline-block; margin-right: 1.2em; }
.terra-app .terra-prompt { background: #FFF8D6; border: 3px solid #E69F00;
  border-radius: 8px; padding: 4px 10px; box-shadow: 0 2px 8px rgba(0,0,0,.35); }
.terra-app .terra-prompt-text { flex: 1 1 auto; min-width: 0; }
/* the dismiss button on the title's line, the question under both at the box's whole
   width: the prompt is low enough to leave the regions it talks about in view */
.terra-app .terra-prompt { position: relative; }
.terra-app .terra-prompt-dismiss { flex: none; position: absolute; top: 4px; right: 8px; }
.terra-app .terra-prompt-box > strong { display: block; padding-right: 45%;
  min-height: calc(var(--jp-widgets-inline-height) + 2px); }
.terra-app .terra-prompt-box p { margin: 2px 0; }
.terra-app .terra-log-box { max-height: 280px; overflow-y: auto; border: 1px solid #CCC;
  padding: 4px 10px; background: #FFFFFF; }
.terra-app .terra-log-box li { margin: 2px 0; }
.terra-app table.terra-table { border-collapse: collapse; }
.terra-app .terra-nowrap { white-space: nowrap; }
.terra-app table.terra-table th, .terra-app table.terra-table td {
  border: 1px solid #BBB; padding: 2px 6px; text-align: left; }
.terra-app .terra-debrief h3 { margin: 0 0 4px 0; font-size: 1.1em; }
/* beside the board the debrief has about 390 px: the table fills it; the headers are
   regular weight on grey (long German words such as "Endergebnis" must fit whole) and
   the counts' column is as narrow as one count, the numbers' columns take the rest */
.terra-app table.terra-debrief-table { width: 100%; font-size: 14px; }
.terra-app table.terra-debrief-table th, .terra-app table.terra-debrief-table td {
  padding: 2px 3px; }
/* with real scroll bars the column is 375 px at 1280x720 and German's longest words
   need 379 px with 3 px of padding: 2 px leaves the whole table in its column */
.terra-app:not(.terra-projector) table.terra-debrief-table th,
.terra-app:not(.terra-projector) table.terra-debrief-table td { padding: 2px 2px; }
.terra-app table.terra-debrief-table th { font-weight: 400; background: #EDEDED;
  vertical-align: bottom; }
.terra-app table.terra-debrief-table th:last-child,
.terra-app table.terra-debrief-table td:last-child { width: 1%; }
.terra-app.terra-projector table.terra-debrief-table { font-size: 24px; }
.terra-app .terra-debrief h4 { margin: 4px 0; font-size: 1em; }
/* the risk chart is drawn 400 x 180 with 14-unit labels: at about its own size beside the
   board, 1.7 times it on the projector (24 px labels) */
.terra-app .terra-debrief svg { width: 100%; height: auto; max-height: 190px; }
.terra-app.terra-projector .terra-debrief svg { max-height: 310px; }
.terra-app .terra-to-act { font-weight: 700; background: #FFF3C4; }
.terra-app .terra-error-box { color: #000; background: #FFE2D6; border: 3px solid #D55E00;
  padding: 4px 10px; }
.terra-app .terra-notice-box { background: #E3F0FA; border: 2px solid #0072B2;
  padding: 4px 10px; }
.terra-app .terra-risk-bar { height: 14px; background: #DDD; border: 1px solid #333;
  width: 100%; max-width: 320px; }
.terra-app .terra-risk-fill { height: 100%; background: #D55E00; }
.terra-app .terra-secondary { margin-top: 8px; }
/* inactive tabs: ipywidgets paints grey text on a grey tab (below 4.5:1, WCAG 1.4.3);
   dark text on a light grey is 15:1 */
.terra-app .jupyter-widgets.terra-secondary > .lm-TabBar .lm-TabBar-tab,
.terra-app .jupyter-widgets.terra-secondary > .lm-TabBar .lm-TabBar-tabLabel {
  color: #1A1A1A; }
.terra-app .jupyter-widgets.terra-secondary > .lm-TabBar .lm-TabBar-tab:not(.lm-mod-current) {
  background: #E6E6E6; }
.terra-app .terra-secondary .lm-TabBar-tab { font-size: var(--jp-widgets-font-size);
  line-height: var(--jp-widgets-horizontal-tab-height); }
.terra-app .terra-title { font-weight: 700; }
/* Voila's page in projector mode (``make app``, ``?projector=1``): the notebook's title is
   the page's, at the projector's size (36 px at 1920 px, scaled with the window as the
   game is: 24 px at 1280 px); its paragraphs, at 14 px they took 19 % of a 1280x800
   screen and at 24 px they would push the tabs off a 1920x1080 one, are for the notebook
   reader: the class is looking at the game (issue #22). Only the cells before the game's
   own (Voila puts each cell in a div[cell-index]): a lesson's text after it stays */
body[data-voila] div[cell-index]:has(~ div[cell-index] .terra-app.terra-projector)
  .jp-RenderedMarkdown > :not(h1) { display: none; }
body[data-voila] div[cell-index]:has(~ div[cell-index] .terra-app.terra-projector)
  .jp-RenderedMarkdown > h1 {
  font-size: min(36px, 1.875vw, 3.34vh); line-height: 1.25; margin: 0; padding: 0; }
"""


#: Shown over a game whose kernel is gone; ``{message}`` is translated and escaped.
DISCONNECTED = """
.terra-app.jupyter-widgets-disconnected > :not(.terra-style) { opacity: 0.35;
  pointer-events: none; }
.terra-app.jupyter-widgets-disconnected::before { content: "{message}"; display: block;
  font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
  font-size: 1.2em; font-weight: 700; padding: 10px 14px; margin: 4px 0;
  background: #FFE2D6; border: 4px solid #D55E00; color: #000000; }
"""


def css_string(text: str) -> str:
    """``text`` as the inside of a CSS string: no quote, backslash or angle bracket can
    end the string or the style element."""
    out = []
    for ch in text:
        if ch in '"\\<>&\n\r' or ord(ch) < 32:
            out.append(f"\\{ord(ch):x} ")
        else:
            out.append(ch)
    return "".join(out)


#: ipywidgets writes a file-upload button's label as "<description> (<files chosen>)":
#: "Open a game file… (0)" (issue #22). Its text is set to no size and the label, in the
#: game's language (``{label}``), is drawn after it; the icon keeps its size.
UPLOAD_LABEL = """
.terra-app .terra-upload { font-size: 0 !important; }
.terra-app .terra-upload > i { font-size: var(--jp-widgets-font-size); margin-right: 4px; }
.terra-app .terra-upload::after { content: "{label}";
  font-size: var(--jp-widgets-font-size); }
"""


#: The dashed edge of a card not playable now, in the card's colour (``palette.FILL``).
CARD_EDGES = "".join(f".terra-app .jupyter-button.terra-card-{colour.value}:disabled "
                     f"{{ outline-color: {fill}; }}\n" for colour, fill in FILL.items())


def style_html(t) -> str:
    """The whole ``<style>`` for language ``t``."""
    message = css_string(t("app.disconnected"))
    upload = UPLOAD_LABEL.replace("{label}", css_string(t("btn.upload")))
    return (f"<style>{CSS}{END_CSS}{CARD_EDGES}{PROJECTOR_FIT}{upload}"
            f"{DISCONNECTED.replace('{message}', message)}{TOUCH_CSS}</style>")


__all__ = ["CSS", "PROJECTOR_FIT", "projector_fit_css", "style_html"]
