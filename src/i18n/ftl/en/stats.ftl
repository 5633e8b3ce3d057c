## /azul leaderboard, stats and history.

scope-title = { $scope ->
    [global] all servers
   *[server] this server
  }
rating-meaning = rating = μ − 3σ: a skill the player very likely has at least. Everyone starts at 0; early losses can take it below 0 for a while
leaderboard-title = **Azul leaderboard — { scope-title }** ({ rating-meaning })
leaderboard-empty = No rated games yet. Finish a game with two players or more to get on the board.
leaderboard-row = { $rank }. **{ $name }** — { $rating }{ $mark } · { $games ->
    [one] { $games } game
   *[other] { $games } games
  } · { $wins ->
    [one] { $wins } win
   *[other] { $wins } wins
  }
# The escaped star: a line starting with "* " would be a bullet in Discord's markdown.
leaderboard-provisional = \* provisional: fewer than { $games ->
    [one] { $games } rated game
   *[other] { $games } rated games
  }.
leaderboard-mine = You: #{ $rank } of { $players } — { $rating }{ $provisional ->
    [yes] {" "}(provisional)
   *[no] {""}
  }, { $games ->
    [one] { $games } game
   *[other] { $games } games
  }, { $wins ->
    [one] { $wins } win
   *[other] { $wins } wins
  }.
leaderboard-unrated = You have no rated game here yet ({ $players ->
    [one] { $players } rated player
   *[other] { $players } rated players
  }).

stats-title = **Azul stats of { $name }** ({ $where ->
    [server] in this server
   *[global] in all servers
  })
stats-none = No finished games yet.
stats-games = Games: { $games } · wins: { $wins } ({ $percent })
stats-by-players = By players: { $list }
stats-by-players-item = { $players }p { $wins }/{ $games } ({ $percent })
stats-score = Score: mean { $mean } · best { $best }
stats-bonuses = Bonuses a game: { NUMBER($rows, minimumFractionDigits: 2, maximumFractionDigits: 2) ->
    [one] { NUMBER($rows, minimumFractionDigits: 2, maximumFractionDigits: 2) } row
   *[other] { NUMBER($rows, minimumFractionDigits: 2, maximumFractionDigits: 2) } rows
  } · { NUMBER($columns, minimumFractionDigits: 2, maximumFractionDigits: 2) ->
    [one] { NUMBER($columns, minimumFractionDigits: 2, maximumFractionDigits: 2) } column
   *[other] { NUMBER($columns, minimumFractionDigits: 2, maximumFractionDigits: 2) } columns
  } · { NUMBER($colors, minimumFractionDigits: 2, maximumFractionDigits: 2) ->
    [one] { NUMBER($colors, minimumFractionDigits: 2, maximumFractionDigits: 2) } color
   *[other] { NUMBER($colors, minimumFractionDigits: 2, maximumFractionDigits: 2) } colors
  } ({ NUMBER($points, minimumFractionDigits: 1, maximumFractionDigits: 1) ->
    [one] { NUMBER($points, minimumFractionDigits: 1, maximumFractionDigits: 1) } point
   *[other] { NUMBER($points, minimumFractionDigits: 1, maximumFractionDigits: 1) } points
  })
stats-rating = { $label ->
    [here] Rating here
   *[global] Global rating
  }: { $rating }{ $provisional ->
    [yes] {" "}(provisional)
   *[no] {""}
  }, #{ $rank } of { $players }
stats-unrated = { $label ->
    [here] Rating here
   *[global] Global rating
  }: not rated yet
stats-first-game = After its first rated game: { $start } → { $last } ({ $delta }); everyone starts at 0.
stats-trend = Trend over the last { $games ->
    [one] { $games } rated game
   *[other] { $games } rated games
  }: { $spark } { $first } → { $last } ({ $delta })
stats-rivals = Head-to-head (ahead–behind–tied):
stats-rival = • vs **{ $name }**: { $wins }–{ $losses }–{ $ties } in { $games ->
    [one] { $games } game
   *[other] { $games } games
  }

history-title = **Last finished Azul games of { $name }**
history-none = No finished games yet.
history-row = { $index }. { $when } — { $scores } — { $won }{ $gray ->
    [yes] {" "}(gray wall)
   *[no] {""}
  }
history-winner = winner { $name }
history-tie = tie: { $names }
history-buttons = A button shows that game’s final results and its `azul-game.json` again, only to you.
history-button = Game { $number }
result-files = Final results of { $names }{ $when }, with the whole game in `azul-game.json` (every move, to keep or study).
stats-unavailable = { $what ->
    [history] Game history is not available on this bot.
    [ratings] Ratings are not available on this bot.
   *[stats] Statistics are not available on this bot.
  }
