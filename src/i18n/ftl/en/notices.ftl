## Notices besides the turns: seats changing hands, a cancel, a broken game, leaving, the thread,
## the game log, `/azul mygames`.

seat-back = { $who } took their seat back from the autopilot.
seat-left = { $who } left the game: the autopilot plays their seat to the end, and the game is scored as usual.
seat-left-server = { $who } left the server: the autopilot plays their seat to the end, and the game is scored as usual.
broken-notice = ⚠️ This game’s saved state is broken, so it cannot go on. The host or anyone with Manage Messages can cancel it to free the channel.
button-cancel-game = Cancel game
game-cancelled = The game is cancelled.
leave-question = **Leave this game?** If you leave, the autopilot plays your seat to the end: the game goes on and is scored, and the results mark your seat “left”. (If nobody else is left, the game ends here, unscored.)
button-leave-game = Leave the game
button-keep-playing = Keep playing
left-game = You left the game: the autopilot plays your seat to the end.
left-game-ended = You left the game. Nobody else was left, so it ended here, unscored.
stayed = You are still in the game. Nothing changed.
not-the-question = That button belongs to the private question of `/azul leave`. Nothing changed.
not-its-message = That button is not one of this message’s. Nothing changed.
seat-yours-again = Your seat is yours again: the autopilot stopped. Your turn messages will ping you as before.
left-lobby = You left the lobby.
lobby-handed = { $who } (host) left the lobby; { $host } is the host now and can start the game.
lobby-closed-by-host = { $who } (host) left: the lobby is closed.
you-cancelled = You cancelled the game.
hint-draft = 💡 The hard AI would play: take { $phrase }. It expects { $points ->
    [one] { $points } point
   *[other] { $points } points
  } from this move at this round's wall-tiling. (Only you see this; nothing changed.)
hint-draft-marker = 💡 The hard AI would play: take { $phrase } (and the { -first-player-marker }). It expects { $points ->
    [one] { $points } point
   *[other] { $points } points
  } from this move at this round's wall-tiling. (Only you see this; nothing changed.)
hint-place = 💡 The hard AI would play: put the tile in column { $column }. It expects { $points ->
    [one] { $points } point
   *[other] { $points } points
  } from this move at this round's wall-tiling. (Only you see this; nothing changed.)
choice-not-offered = That choice is not one I offered. Nothing changed.
unknown-button = This button is not one of mine (or it is from an old version of the bot). Nothing changed.
unknown-command = I do not know that command. Try `/azul rules`.
restarting = The bot is restarting; please try again in a few seconds. Nothing changed.
unexpected = Sorry, something went wrong on my side. If what you did does not show up in a moment, please try again.

thread-start-notice = 🎲 An Azul game has started: { $players }. Moves are played in the thread { $thread }; the final results will be posted here.
thread-results-pointer = 🏁 The game is over: the final results are in { $channel } — { $link }
thread-name = Azul · { $players }
in-threads = This channel’s Azul games are played in their threads: use the command in yours.
busy-thread = This thread is an Azul game’s: start a new game in { $channel }. Nothing was opened.
busy-lobby = This channel already has an open lobby{ $where } One lobby at a time: once its game starts (in its own thread), the next one can open.
busy-game = This channel already has a game in progress{ $where } This game is played in the channel itself (no thread here), so it is the only one until it ends.

log-title = **Game log** — { $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
  }
log-title-paged = **Game log** — { $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
  } · page { $page }/{ $pages } (`/azul log page:N`)
log-empty = **Game log** — no moves yet.
log-round = __Round { $round }__
log-not-started = The game has not started yet: no moves to show.
log-pages = { $pages ->
    [one] There is 1 page: choose page 1.
   *[other] There are { $pages } pages: choose a page from 1 to { $pages }.
  }

mygames-none = You are not seated in any Azul game right now. Start one with `/azul new`.
mygames-title = **Your Azul games** ({ $count })
mygames-a-server = a server
mygames-lobby = • { $where } — lobby ({ $seated }/{ $seats }): { $players }{ $link }
mygames-game = • { $where } — round { $round }, { $whose }{ $clock } — { $players }{ $link }
mygames-your-turn = **your turn**
mygames-waiting = waiting for { $who }
mygames-clock = , clock runs out { $when }

notify-choose = Choose `on` or `off` (`/azul notify dm:on`). Nothing changed.
notify-on = I will also send you a direct message when your turn has been waiting half its time. (If your DMs are closed to me, the channel ping stays.)
notify-off = No more direct messages: you will be pinged in the game’s channel only.

settings-in-a-server = Settings belong to a server: use this command in one.
settings-not-allowed = Only members with the Manage Server permission can change this server’s Azul settings. Nothing changed.
settings-choose = Choose a language. Nothing changed.
settings-language-set = From now on this server’s new Azul games speak { $language }. (A host can still choose another language for one game with `/azul new language:`.)
settings-language-server = From now on this server’s new Azul games speak the server’s Discord language (English when I do not speak it).

log-file-title = Azul — { $players } ({ variant-name })
log-file-scores = Scores: { $scores }
log-file-end = Game over: { $scores }. Winner: { $winners }.
log-file-end-agreement = Game over by agreement: { $scores }. Winner: { $winners }.
log-file-cancelled = The game was cancelled.
log-file-description = The whole game in words: every move, each round's scores, the result.
