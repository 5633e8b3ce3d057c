## Tournaments (/azul tournament), seasons (/azul leaderboard season, /azul settings), and their refusals.

## The commands

cmd-tournament = tournament
    .description = Azul tournaments in this channel: sign-up, rounds, standings
cmd-tournament-new = new
    .description = Open a tournament's sign-up in this channel (Manage Server, or the tournament role)
cmd-tournament-name = name
    .description = The tournament's name
cmd-tournament-format = format
    .description = Swiss (default), round-robin, or single elimination
tournament-format-choice = { $format ->
    [swiss] Swiss
    [round-robin] round-robin (everyone meets everyone)
   *[elimination] single elimination
  }
cmd-tournament-table-size = table-size
    .description = Players per game at most (2, 3 or 4; default 2); fewer where the entrants do not divide
cmd-tournament-rounds = rounds
    .description = Swiss: how many rounds ({ $min }–{ $max }, default 3)
cmd-tournament-turn-time = turn-time
    .description = How long each turn may take before the autopilot plays it (default: 1 day)
cmd-tournament-variant = variant
    .description = Which wall to play on (default: colored)
cmd-tournament-bots = bots
    .description = Bots fill seats that would stay empty, so nobody sits a round out (default: no)
cmd-tournament-check-in = check-in
    .description = Entrants must check in before the start; only those who did are paired (default: no)
cmd-tournament-when = start
    .description = When it starts: when you start it (default), or after a delay
tournament-start-choice = { $start ->
    [min15] in 15 minutes
    [min30] in 30 minutes
    [hour1] in 1 hour
    [hour2] in 2 hours
    [day1] in 1 day
   *[manual] when I start it
  }
cmd-tournament-language = language
    .description = The language of its messages, pictures and games (default: this server’s)
cmd-tournament-start = start
    .description = Close the sign-up and pair the first round (the organizer)
cmd-tournament-cancel = cancel
    .description = Cancel this channel’s tournament; its games still running end (the organizer)
cmd-tournament-drop = drop
    .description = Leave the rest of the tournament (the organizer may drop someone else)
cmd-tournament-drop-user = user
    .description = Who leaves (default: you)
cmd-tournament-standings = standings
    .description = The standings of this channel’s tournament, with its tie-breaks

## The sign-up message

tournament-signup-title = 🏆 **{ $name }**: an Azul tournament, organized by { $organizer }
tournament-line-format = { $format ->
    [swiss] Swiss, { $rounds ->
        [one] { $rounds } round
       *[other] { $rounds } rounds
      }
    [round-robin] Round-robin: everyone meets everyone
   *[elimination] Single elimination: each game’s winner goes on
  }
tournament-line-tables = Tables of up to { $size } players{ $bots ->
    [yes] {", "}bots fill empty seats
   *[no] {""}
  } · { $variant ->
    [gray] gray wall
   *[standard] colored wall
  } · { $clock }
tournament-line-starts-at = Starts { $when }.
tournament-line-starts-manual = Starts when { $organizer } starts it.
tournament-line-check-in = Check-in: press **Check in** before the start; only those who checked in are paired.
tournament-entrants = Signed up ({ $count }): { $players }
tournament-entrants-none = Nobody has signed up yet.
tournament-join = Join
tournament-leave = Leave
tournament-check-in-button = Check in
tournament-check-in-reminder = **{ $name }** starts { $when }: { $players }, press **Check in** on its sign-up message to be paired.
tournament-signup-running = Started with { $count ->
    [one] { $count } entrant
   *[other] { $count } entrants
  }: round { $round } of { $of } is being played.
tournament-signup-finished = This tournament is over: the final standings are below.
tournament-signup-cancelled = This tournament was cancelled.

## Rounds, tables and standings posted in the channel

tournament-round-title = **{ $name }** · Round { $round } of { $of }
tournament-round-table = Table { $table }: { $players }
tournament-round-bots = { $count ->
    [one] 1 bot
   *[other] { $count } bots
  }
tournament-round-bye = Bye this round (½ point): { $players }
tournament-round-threads = Each game has its own thread, under its table’s message below. Good luck!
tournament-table-card = **{ $name }** · Round { $round } of { $of } · Table { $table }: { $players }
tournament-table-welcome = Table { $table } of round { $round }: { $players }. Your game is played here; the bot pings whoever is to play.
tournament-standings-title = { $name }: standings
tournament-standings-after = After round { $after } of { $of }
tournament-standings-final = Final standings, after { $after ->
    [one] { $after } round
   *[other] { $after } rounds
  }
tournament-standings-none = No round has been played yet.
tournament-col-rank = #
tournament-col-player = Player
tournament-col-points = Points
tournament-col-buchholz = Buchholz
tournament-col-score = Score
tournament-standing-line = { $rank }. **{ $name }** — { NUMBER($points, maximumFractionDigits: 2) } { $points ->
    [one] point
   *[other] points
  } · Buchholz { NUMBER($buchholz, maximumFractionDigits: 2) } · score { $score }{ $note ->
    [dropped] {" "}(dropped)
    [out] {" "}(out)
   *[none] {""}
  }
tournament-standings-more = …and { $count } more (in the picture).
tournament-standings-scale = Points: 1 for a win, ½ for a draw at 2 players; at 3 and 4, 1 for first to 0 for last, evenly spaced; a bye is ½. Ties: Buchholz (the opponents’ points), then the total score, then rating.
tournament-standings-alt = Standings of { $name }: { $leaders }
tournament-standings-alt-entry = { $rank }. { $name }, { $points ->
    [one] { NUMBER($points, maximumFractionDigits: 2) } point
   *[other] { NUMBER($points, maximumFractionDigits: 2) } points
  }
tournament-winner = 🏆 **{ $name }** wins **{ $tournament }**!
tournament-winners = 🏆 **{ $names }** share first place in **{ $tournament }**!
tournament-cancelled-notice = **{ $name }** was cancelled: no more rounds. The standings as they were are kept.
tournament-too-few-notice = **{ $name }** did not start: it needs at least 2 entrants (signed up: { $count }).

## Answers to the organizer and the players (only to them)

tournament-started-answer = **{ $name }** has started: round 1 is posted in this channel, each game in its own thread.
tournament-cancelled-answer = **{ $name }** is cancelled.
tournament-dropped-answer = { $who } leaves **{ $name }** and will not be paired in the next rounds. A game still being played goes on: `/azul leave` in its thread hands it to the autopilot.
tournament-left-signup = { $who } left the sign-up of **{ $name }**.

## Refusals

refusal-tournament-no-server = Tournaments are run in a server’s channels.
refusal-not-organizer = Only its organizer, members with the Manage Server permission, or the server’s tournament role (`/azul settings tournament-role`) can do that. Nothing changed.
refusal-no-tournament = There is no tournament in this channel. An organizer opens one with `/azul tournament new`.
refusal-tournament-here = This channel already has a tournament in its sign-up or under way. Nothing was opened.
refusal-bad-tournament-name = A tournament’s name has 1 to 80 characters. Nothing was opened.
refusal-bad-format = A tournament is Swiss, round-robin or single elimination. Nothing was opened.
refusal-bad-table-size = A game of a tournament has 2, 3 or 4 players. Nothing was opened.
refusal-bad-rounds = A Swiss tournament has 1 to 15 rounds. Nothing was opened.
refusal-bad-start = That start is not one of the choices. Nothing was opened.
refusal-tournament-started = The sign-up is closed: this tournament has started. Nothing changed.
refusal-tournament-not-started = This tournament has not started yet. Nothing changed.
refusal-tournament-over = This tournament is over. Nothing changed.
refusal-tournament-full = This tournament is full. Nothing changed.
refusal-already-entered = You have signed up already. Nothing changed.
refusal-not-entered = That player has not signed up for this tournament. Nothing changed.
refusal-no-check-in = This tournament has no check-in: signing up is enough. Nothing changed.
refusal-already-checked-in = You have checked in already. Nothing changed.
refusal-already-dropped = That player has already left this tournament. Nothing changed.
refusal-too-few-entrants = A tournament needs at least 2 entrants to start; { $entrants } can play. Nothing changed.
refusal-no-seasons = This server’s leaderboard has no seasons. A moderator can start them with `/azul settings seasons`.
refusal-no-previous-season = No season of this server has ended yet.
refusal-seasons-not-manual = Seasons here end by the calendar; only seasons set to `manual` are ended by hand. Nothing changed.

## Settings for tournaments and seasons (/azul settings), and the leaderboard's seasons

cmd-settings-tournament-role = tournament-role
    .description = A role whose members may run tournaments here (besides Manage Server)
cmd-settings-seasons = seasons
    .description = Run the leaderboard in seasons: monthly, quarterly, by hand, or off
season-mode-choice = { $mode ->
    [monthly] monthly
    [quarterly] quarterly (every 3 months)
    [manual] by hand (end-season ends one)
   *[off] off
  }
cmd-settings-end-season = end-season
    .description = Seasons by hand: end the season under way now and begin the next
cmd-leaderboard-season = season
    .description = The table of this season or the previous one, or all time (default)
season-choice = { $season ->
    [current] this season
    [previous] the previous season
   *[all-time] all time
  }
settings-nothing = Choose what to change: language, tournament-role, seasons or end-season. Nothing changed.
settings-tournament-role-set = Members with { $role } may now run tournaments here, besides those with the Manage Server permission.
settings-seasons-set = { $mode ->
    [monthly] The leaderboard now runs in monthly seasons (by the calendar, UTC).
    [quarterly] The leaderboard now runs in quarterly seasons (January, April, July and October, UTC).
    [manual] The leaderboard now runs in seasons ended by hand (`/azul settings end-season`).
   *[off] The leaderboard runs without seasons again.
  } Ratings carry on; a season’s table counts its own games, everyone starting at 0. Season tables are posted in this channel.
settings-season-opened = Season { $number } has begun{ $ends ->
    [none] .
   *[some] {" "}and ends { $ends }.
  }
settings-season-ended = Season { $number } is over: its final table is posted in this channel.
season-dates = { $from } – { $to }
season-since = since { $from }
leaderboard-season-title = **Azul leaderboard — season { $number }** ({ $when }): this season’s games only, everyone starting at 0 (all-time ratings carry on)
season-final-title = 🏁 **Season { $number } is over** ({ $when }). Its final table:
season-empty = No rated game was played this season.
