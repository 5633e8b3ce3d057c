## The round summary and the end vote of a stalled game; the final results.

summary-title = **Round { $round } scored**
summary-player = **{ $name }**: { $before } → { $after } ({ $delta }){ $parts }
summary-tile = { $line } { color } { $points }
summary-tile-both = { $line } { color } { $points } ({ $across } across + { $down } down)
summary-tile-across = { $line } { color } { $points } ({ $across } across)
summary-tile-down = { $line } { color } { $points } ({ $down } down)
summary-dumped = { $line } had no free column: to the floor
summary-floor = floor { $points }

vote-lead = No tile reached a wall this round. If the game is stuck, the players at the table may end it here: scored as it stands, with the usual bonuses and tie-break (bots and seats on autopilot agree).
vote-tally = 🗳️ End the game here? { $agreed } of { $needed } agree.
vote-tally-names = 🗳️ End the game here? { $agreed } of { $needed } agree: { $names }.
vote-ended = 🗳️ Everyone agreed ({ $names }): the game ended here.
vote-ended-nobody = 🗳️ Everyone agreed (no person had to): the game ended here.
vote-end = End the game here
vote-keep = Keep playing
vote-counted = Your vote is counted. { $tally }
vote-counted-newest = Your vote is counted. { $tally } The vote goes on under the newest round summary.
vote-game-ends = Everyone agreed: the game ends here.

final-over = **Game over** after { $rounds ->
    [one] { $rounds } round
   *[other] { $rounds } rounds
  }.
final-over-agreement = **Game over**. Ended by agreement after round { $rounds }: the game was stuck (no tile reached a wall), and the players agreed to stop. Bonuses and tie-break as usual.
final-shared = 🏆 Shared win: { $names } with { $points ->
    [one] { $points } point
   *[other] { $points } points
  } (tied on points and on complete rows).
final-rows = 🏆 { $name } wins: tied on { $points ->
    [one] { $points } point
   *[other] { $points } points
  }, decided by complete rows ({ $rows }).
final-score = 🏆 { $name } wins with { $points ->
    [one] { $points } point
   *[other] { $points } points
  }.
final-standing = { $rank }. **{ $name }** — { $score ->
    [one] { $score } point
   *[other] { $score } points
  } ({ $wall } before bonuses; { $rows ->
    [one] { $rows } row
   *[other] { $rows } rows
  } +{ $rowPoints }, { $columns ->
    [one] { $columns } column
   *[other] { $columns } columns
  } +{ $columnPoints }, { $colors ->
    [one] { $colors } color
   *[other] { $colors } colors
  } +{ $colorPoints })
# $count: the people thanked (a language whose verb agrees with them chooses by it).
final-thanks = { $count ->
   *[other] Thanks for playing, { $people }!
  }
button-rematch = Rematch
