## Was passiert ist, wie Spielende es sagen: Züge, der Start, ein Abbruch.

player-fallback = Platz { $number }

# „Ana nahm 3 rote (Manufaktur 2): 2 in Reihe 2 (voll), 1 auf den Boden.“
move-drafted = { $who } nahm { $phrase }.
move-drafted-marker = { $who } nahm { $phrase }. Dazu den { -first-player-marker }.
# „Rui legte die Fliese aus Reihe 3 (rot) in Spalte 4.“
move-placed = { $who } legte die Fliese aus { $line } ({ color }) in { $column }.
# „3 rote (Manufaktur 2): 2 in Reihe 2 (voll), 1 auf den Boden“
draft-phrase = { $count } { $color ->
    [blue] blaue
    [yellow] gelbe
    [red] rote
    [black] schwarze
   *[white] weiße
  } ({ $source }): { $where }
draft-to-line = { $count } in { $line }
draft-to-line-full = { $count } in { $line } (voll)
draft-to-floor = { $count } auf den Boden
draft-to-lid = { $count } in den Deckel (Boden voll)
draft-nothing = nichts gelegt
move-by-autopilot = { $move } (vom Autopiloten gespielt für { $who })

game-started = Das Spiel hat begonnen. **{ $who }** fängt an.
game-started-random = Das Spiel hat begonnen. **{ $who }** fängt an (ausgelost).
cancel-abandoned = { $who } ist gegangen, und keine Person ist mehr am Tisch: das Spiel endet hier, ohne Wertung. Starte ein neues mit `/azul neu`.
cancel-cancelled = { $stage ->
    [lobby] { $who } hat das Azul-Spiel vor dem Start abgebrochen.
   *[game] { $who } hat dieses Azul-Spiel abgebrochen.
  }
