"""The style of the end screen and of the story (added to ``style.py``'s sheet).

At game over the verdict takes the status line's place on top of the table
(``panels/table.py``'s ``place_prompt``), New game beside it, the question for the
class beside them or on the next line: each is a flex item that wraps as a whole, never
narrower than its longest word, and nothing lies over the final map (the debrief and the
story are about it). The story's picture is drawn 820 units wide with 14-unit text and
shown at that size (14 px text), which JupyterLab holds at 1280 px with its file browser
open; it scrolls sideways only where the table is narrower still. In projector mode it is
drawn 1200 units wide with 18-unit text and shown at 1.33 times (24 px).
"""

END_CSS = """
.terra-app .terra-table-view.terra-over > .terra-status-bar { flex-wrap: wrap;
  align-items: flex-start; gap: 6px 8px; }
.terra-app .terra-status-bar > .terra-end-screen { flex: 1 1 24em; margin: 0; }
.terra-app .terra-status-bar > .terra-play-again { flex: none; overflow: visible;
  text-overflow: clip; }
.terra-app .terra-status-bar .terra-end { font-size: 1em; padding: 4px 10px;
  border-width: 4px; }
.terra-app .terra-status-bar .terra-end h2 { font-size: 1.15em; margin: 0 0 2px 0; }
.terra-app .terra-status-bar .terra-end-causes { padding-left: 1.2em; }
/* the question for the class: its title on the question's line, no shadow (it covers
   nothing); "Back to the game" is hidden there (no game to go back to) */
.terra-app .terra-status-bar > .terra-prompt { flex: 1 1 20em; box-shadow: none;
  padding: 2px 10px; margin: 0; }
.terra-app .terra-status-bar > .terra-prompt .terra-prompt-box > strong { display: inline;
  padding-right: 0; min-height: 0; }
.terra-app .terra-status-bar > .terra-prompt .terra-prompt-box > strong::after {
  content: " "; }
.terra-app .terra-status-bar > .terra-prompt .terra-prompt-box p { display: inline;
  margin: 0; }
"""
END_CSS += """
/* the status line beside the verdict; what just happened is in the verdict and the
   story (the log has it too) */
.terra-app .terra-table-view.terra-over .terra-status-just { display: none; }
.terra-app .terra-over .terra-status-bar > .terra-status-text { flex: 0 1 auto; }
.terra-app .terra-over .terra-status-bar .terra-status-box { padding: 2px 8px; }
"""
END_CSS += """
/* JupyterLab with its file browser open (780-1010 px): the verdict's title says the game
   is over; the status line stays for screen readers, and the verdict gets the row's
   width so that it, the question and the whole board are on one 1280x720 screen */
@container (min-width: 780px) and (max-width: 1010px) {
  .terra-app:not(.terra-projector) .terra-over .terra-status-bar > .terra-status-text {
    position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0);
    white-space: nowrap; margin: 0; padding: 0; }
  .terra-app:not(.terra-projector) .terra-status-bar .terra-end,
  .terra-app:not(.terra-projector) .terra-status-bar > .terra-prompt { line-height: 1.25; }
  .terra-app:not(.terra-projector) .terra-status-bar .terra-end { padding: 2px 10px; }
  .terra-app:not(.terra-projector) .terra-status-bar .terra-end h2 { font-size: 1.05em;
    margin: 0; }
  .terra-app:not(.terra-projector) .terra-table-view.terra-over > .terra-status-bar {
    row-gap: 4px; }
  .terra-app:not(.terra-projector) .terra-status-bar > .terra-prompt { padding: 1px 8px; }
}
"""
END_CSS += """
/* the story (panels/story.py): its picture at its own size, 14 px text (24 px on the
   projector: 18-unit text shown at 4/3), sideways scrolling where the table is narrower;
   the click layer (a transparent canvas) exactly over it */
.terra-app .terra-story-view { margin-top: 8px; gap: 4px; overflow: visible;
  height: auto; }
.terra-app .terra-story-view h3 { margin: 0; font-size: 1.1em; }
.terra-app .terra-story-scroll { overflow-x: auto; overflow-y: hidden; max-width: 100%;
  flex: none; border: 1px solid #BBB; }
.terra-app .terra-story-frame { display: grid; flex: none; overflow: visible; }
.terra-app .terra-story-frame > * { grid-area: 1 / 1; margin: 0; }
.terra-app .terra-story-picture .widget-html-content { line-height: 0; }
.terra-app .terra-story-picture svg { display: block; height: auto; max-width: none; }
.terra-app.terra-projector .terra-story-picture svg { width: 1600px; }
.terra-app .terra-story-hit, .terra-app .terra-story-hit canvas { width: 100% !important;
  height: 100% !important; cursor: pointer; z-index: 1; }
.terra-app .terra-story-turning { gap: 2px; overflow: visible; height: auto; }
.terra-app .terra-story-turning-row { align-items: baseline; gap: 8px; overflow: visible; }
.terra-app .terra-story-turning-row > .jupyter-button { flex: none; }
.terra-app .terra-story-turning-text { flex: 1 1 auto; min-width: 0; }
.terra-app .terra-story-progress { max-width: 480px; }
"""
END_CSS += """
/* the debrief's counts of cards given ("2 ▲ · 1 ● · 1 ■"): each count stays whole
   (text.py), the line breaks between them only where the column is too narrow (beside
   the board at 1280 px); on the projector they fit on one line: a row is one line, and
   the tabs stay in view under the table */
.terra-app.terra-projector table.terra-debrief-table td:last-child { white-space: nowrap; }
.terra-app.terra-projector table.terra-debrief-table th,
.terra-app.terra-projector table.terra-debrief-table td { padding: 2px 2px; }
"""
