## The live table (the Discord Activity): its buttons, what it says about the game and the viewer,
## and why a tap or a connection was refused. Board words (rounds, the center, the supply, moves,
## round summaries, final results) come from images.ftl, as on the pictures.

# The button on the lobby, the turn message and /azul board that opens the Activity.
activity-open = Open the table
activity-off = The live table is not available on this bot: play from the chat.

activity-undo = Undo
activity-undo-move = Undo my move { $move }
activity-hint = Hint
activity-play-hint = Play it
activity-take-back = Take my seat back
activity-vote-end = End the game here
activity-vote-keep = Keep playing
activity-watching = You are watching
activity-your-turn = Your turn
activity-you-place = Your turn: place the tile of line { $line }
activity-you-play = You play { $name }
activity-close = Close
activity-retry = Try again
activity-connecting = Joining the table…
activity-reconnecting = The connection dropped. Reconnecting…
activity-summary-close = Back to the table
activity-results = Final results
activity-review = Review
activity-clock = { $time } left
activity-cancel-pick = Choose again
activity-since = Since your last turn
activity-latest = Latest moves
activity-at-table = At the table: { $names }

activity-no-game = No Azul game here yet. Start one with /azul new, then open the table again.
activity-lobby = Waiting for players: { $seated } of { $seats } seated. Join from the chat.
activity-cancelled = This game was cancelled.
activity-broken = This game’s saved state is broken and cannot be played on.
activity-autopilot = The autopilot is playing your seat.
activity-left = You left this game; the autopilot plays your seat.

# A choice after picking tiles: "Line 4: 3 tiles, fills it, +4 at tiling, 1 to the floor".
activity-line = { $line ->
    [floor] Floor
   *[line] Line { $number }
  }: { $parts }
activity-part-tiles = { $count ->
    [one] 1 tile
   *[other] { $count } tiles
  }
activity-part-fills = fills it
activity-part-points = +{ $points } at tiling
activity-part-floor = { $count } to the floor
activity-part-lid = { $count } to the lid
activity-column = Column { $column } (+{ $points })

activity-vote = No tile reached a wall in round { $round }. End the game here? { $agreed } of { $needed } agree.
activity-hint-draft = Hint: { $move } ({ $points ->
    [one] { $points } point
   *[other] { $points } points
  } expected at tiling).
activity-hint-place = Hint: put it in column { $column } ({ $points }).
activity-review-pending = The review of this game is being prepared…
activity-review-player = { $accuracy }% accuracy · { $inaccuracies ->
    [one] { $inaccuracies } inaccuracy
   *[other] { $inaccuracies } inaccuracies
  } · { $mistakes ->
    [one] { $mistakes } mistake
   *[other] { $mistakes } mistakes
  } · { $blunders ->
    [one] { $blunders } blunder
   *[other] { $blunders } blunders
  }
activity-bonuses = Rows +{ $rows } · Columns +{ $columns } · Colors +{ $colors }

# Why a connection was refused: nothing changed.
activity-bye-token-expired = Your Discord sign-in has expired. Close the table and open it again.
activity-bye-no-instance = Discord does not know this Activity. Close it and open the table again.
activity-bye-not-in-instance = You are not in this Activity. Join it from Discord first.
activity-bye-wrong-channel = This table was opened for another channel. Close it and open it from the game’s channel.
activity-bye-second-window = You already have this table open in another window. Close it there to play here.
activity-bye-discord-unavailable = Discord is not answering right now. Try again in a moment.
activity-bye-unavailable = The game store is unreachable right now. Try again in a moment.
activity-bye-no-hello = The table did not say who it is. Close it and open it again.
# Why a tap was refused: nothing changed.
activity-refused-forged = That message is not one the table sends. Nothing changed.
activity-refused-replayed = That tap was already received. Nothing changed.
activity-refused-turn-stale = The table changed before your tap arrived (that move was already made). Nothing changed.
activity-refused-wrong-channel = This table belongs to another channel. Nothing changed.
activity-refused-too-fast = Too many taps at once. Nothing changed; try again.
