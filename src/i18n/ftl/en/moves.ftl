## What happened, as players say it: moves, the start, a cancel.

player-fallback = Player { $number }

# "Ana took 3 red from Display 2: 2 to Line 2 (full), 1 to the floor."
move-drafted = { $who } took { $phrase }.
move-drafted-marker = { $who } took { $phrase }. They took the { -first-player-marker }.
# "Rui placed the Line 3 tile (red) in Column 4."
move-placed = { $who } placed the { $line } tile ({ color }) in { $column }.
# "3 red from Display 2: 2 to Line 2 (full), 1 to the floor"
draft-phrase = { $count } { color } from { $source }: { $where }
draft-to-line = { $count } to { $line }
draft-to-line-full = { $count } to { $line } (full)
draft-to-floor = { $count } to the floor
draft-to-lid = { $count } to the lid (floor full)
draft-nothing = nothing placed
move-by-autopilot = { $move } (played by autopilot for { $who })

game-started = The game has started. **{ $who }** starts.
game-started-random = The game has started. **{ $who }** starts (chosen at random).
cancel-abandoned = { $who } left, and no person is left at the table: the game ends here, unscored. Start a new one with `/azul new`.
cancel-cancelled = { $stage ->
    [lobby] { $who } cancelled this Azul lobby before its game started.
   *[game] { $who } cancelled this Azul game.
  }
