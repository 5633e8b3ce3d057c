## The turn message (the only live controls), what happened since a player's last turn, the
## half-time reminder, and `/azul board`.

turn-header = { $who }, your turn — round { $round }.
turn-header-gray = { $who }, your turn — round { $round }, gray wall.
turn-clock = ⏳ The clock runs out { $when }; then the autopilot plays this turn.
step-place = Wall-tiling: put your { $line } tile ({ color }) on the wall — pick a column.
step-source = Take tiles: pick a display or the center.
step-color = { $source } — pick a color.
step-line = { $count } { color } from { $source } — pick a { -pattern-line } or the floor.
source-placeholder = Take tiles from…
button-back = Back
button-hint = Hint
since-more = …and { $count } more moves before these:

reminder = ⏰ { $who }, your Azul turn is waiting (round { $round }).
reminder-clock = ⏰ { $who }, your Azul turn is waiting (round { $round }). The clock runs out { $when }; then the autopilot plays for you.

button-take-back = Take my seat back
board-turn-yours = Round { $round } — your turn.
board-turn-other = Round { $round } — { $who } to play.
board-on-autopilot = The autopilot is playing your seat. Take it back to play your turns yourself.
board-not-started = The game has not started yet: { $seated } seated, waiting for the host to press Start.
button-my-board = My board
button-undo = Undo
step-pick = Take tiles: pick the tiles (a display or the center, and a color).
# A (source, color) button: "D3 · 2" with the color's square.
pick-label = { $source } · { $count }
source-short = { $source ->
    [center] Center
   *[display] D{ $number }
  }
supply-line = Bag { $bag } · lid { $lid } · out { $out }
undone = ↩️ { $who } took back their move{ $replies ->
    [0] {""}
    [one] {" "}and the bot’s reply
   *[other] {" "}and the bots’ replies
  }.
undo-done = ↩️ Taken back. It is your turn again.
hint-play = Play it
