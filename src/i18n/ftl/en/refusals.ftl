## A refusal in people's words, one per app error code (nothing changed unless the words say otherwise).

refusal-db-unavailable = The game store is unreachable right now. Nothing changed; please try again in a moment.
refusal-conflict = That was already played (or the game changed meanwhile). Nothing changed.
refusal-not-found = That game no longer exists. Nothing changed.
refusal-not-lobby = This game has already started or ended.
refusal-not-active = This game is over.
refusal-already-seated = You are already seated in this game.
refusal-not-seated = You are not seated in this game.
refusal-lobby-full = This game is full.
refusal-channel-busy = This channel already has an Azul game.
refusal-bad-input = That is not something I can do. Nothing changed.
refusal-bad-player-count = A game has 2 to 4 players.
refusal-bad-turn-time = That turn time is not one of the choices (5 minutes, 1 hour, 12 hours, 1 day, 3 days, no limit). Nothing was opened.
refusal-bad-level = That level is not one I offered. Choose easy, medium or hard. Nothing changed.
refusal-thread-of-a-game = This thread belongs to an Azul game.
refusal-lobby-started = That lobby button is out of date: this game has already started or ended. Nothing changed.
refusal-lobby-changed = The lobby changed meanwhile (someone joined or left); look at it again. Nothing changed.
refusal-game-started = This game has already started. `/azul leave` leaves it (it asks you first).
refusal-not-finished = Only a finished game can be played again.
refusal-not-a-player = Only its players can start a rematch.
refusal-not-a-voter = Only the players at the table vote on ending this game. Nothing changed.
refusal-not-invited = This game is for the players its host invited. Nothing changed.
refusal-already-over = This game is already over.
refusal-wrong-channel = That button belongs to a game in another channel. Nothing changed.
refusal-not-running = This game is not running any more. Nothing changed.
refusal-not-in-game = You are not playing in this game.
refusal-left-game = You left this game; the autopilot plays your seat.
refusal-already-left = You already left this game; the autopilot plays your seat.
refusal-seat-already-yours = Your seat is already yours. Nothing changed.
refusal-game-moved-on = The game moved on since you asked. Nothing changed. `/azul leave` leaves it (it asks you first).
refusal-turn-stale = These buttons are out of date (that move was already made). Use the latest turn message.
refusal-choice-gone = That choice is not available now. Nothing changed.
refusal-illegal = That move is not allowed by the rules. Nothing changed.
refusal-stale = The game moved on. Nothing changed.
refusal-not-bot-turn = A person is to play. Nothing changed.
refusal-vote-over = This game is over: there is nothing to vote on any more. Nothing changed.
refusal-vote-on-autopilot = The autopilot plays your seat, and it agrees to end the game. Take your seat back (on `/azul board`) to have your say. Nothing changed.
refusal-vote-never-offered = That vote was never offered. Nothing changed.
refusal-vote-closed = That vote is out of date: tiles have reached a wall since it was offered, so the game goes on. Nothing changed.
refusal-vote-already-agreed = You already agreed to end the game here. Nothing changed.
refusal-vote-nothing-to-withdraw = You had not agreed to end the game, so there is nothing to withdraw. Nothing changed.
refusal-busy = The game kept changing while your click was counted; please click again.
refusal-no-game = There is no Azul game in this channel. Start one with `/azul new`.
refusal-in-threads = This channel’s games are played in their threads.
refusal-no-server = There is no server leaderboard outside a server: use scope global.
refusal-other-server = That game was played in another server. Nothing changed.
-moderators = Moderators are members with the Manage Messages permission.
refusal-broken = This game’s saved state is broken and cannot be played on. Its host (or a moderator) can cancel it. { -moderators }
refusal-bots-do-not-fit = { $bots ->
    [one] { $bots } bot does
   *[other] { $bots } bots do
  } not fit a { $seats }-seat table with you at it.
refusal-bad-variant = There is no "{ $asked }" variant. Choose `colored wall` (standard) or `gray wall`. Nothing was opened.
refusal-not-host = Only the host can { $action ->
    [start] start the game
    [remove-bot] remove bots
   *[add-bot] add bots
  }.
refusal-too-few-players = A game needs 2 to 4 players; { $seated } seated.
refusal-cancel-stale = That Cancel button is out of date ({ $status ->
    [lobby] the lobby changed meanwhile
    [active] the game has started since
   *[other] this game is already over
  }). Nothing changed. `/azul cancel` cancels the game as it is now.
refusal-not-allowed = Only the host or a moderator can cancel this game. { -moderators }
refusal-not-your-turn = It is not your turn.
refusal-not-your-turn-waiting = It is not your turn: waiting for { $who }.
refusal-bad-language = I do not speak "{ $asked }" yet. Nothing changed.
refusal-outcome-unknown = The game store did not answer in time, so I cannot tell whether that was saved. Look again in a moment: the table (`/azul board`) shows what was saved, and a click that was saved is never applied twice.
refusal-invited-host = You host this game, so you are in it already: invite the others. Nothing was opened.
refusal-invited-twice = You invited the same person twice. Nothing was opened.
refusal-too-many-invited = A game has room for 3 invited players besides you. Nothing was opened.
refusal-invited-do-not-fit = { $invited ->
    [one] { $invited } invited person and
   *[other] { $invited } invited people and
  } { $bots ->
    [one] { $bots } bot do
   *[other] { $bots } bots do
  } not fit a { $seats }-seat table with you at it. Nothing was opened.
refusal-undo-not-yours = Only the person who made that move can take it back. Nothing changed.
refusal-undo-gone = That move was already taken back. Nothing changed.
refusal-undo-round-over = That move ended the round, and the next round is dealt: it stays. Nothing changed.
refusal-undo-too-late = Someone else has acted since that move, so it stays. Nothing changed.
