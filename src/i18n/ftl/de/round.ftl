## Die Rundenwertung und die Abstimmung über das Ende eines festgefahrenen Spiels; das Endergebnis.

summary-title = **Runde { $round } gewertet**
summary-player = **{ $name }**: { $before } → { $after } ({ $delta }){ $parts }
summary-tile = { $line } { color } { $points }
summary-tile-both = { $line } { color } { $points } ({ $across } waagerecht + { $down } senkrecht)
summary-tile-across = { $line } { color } { $points } ({ $across } waagerecht)
summary-tile-down = { $line } { color } { $points } ({ $down } senkrecht)
summary-dumped = { $line } hatte keine freie Spalte: auf den Boden
summary-floor = Boden { $points }

vote-lead = In dieser Runde kam keine Fliese an eine Wand. Wenn das Spiel festgefahren ist, können die Leute am Tisch es hier beenden: gewertet wie es steht, mit den üblichen Boni und dem üblichen Gleichstandsentscheid (Bots und Plätze im Autopiloten stimmen zu).
vote-tally = 🗳️ Das Spiel hier beenden? { $agreed } von { $needed } stimmen zu.
vote-tally-names = 🗳️ Das Spiel hier beenden? { $agreed } von { $needed } stimmen zu: { $names }.
vote-ended = 🗳️ Alle haben zugestimmt ({ $names }): das Spiel endete hier.
vote-ended-nobody = 🗳️ Alle haben zugestimmt (keine Person musste abstimmen): das Spiel endete hier.
vote-end = Spiel hier beenden
vote-keep = Weiterspielen
vote-counted = Deine Stimme zählt. { $tally }
vote-counted-newest = Deine Stimme zählt. { $tally } Die Abstimmung geht unter der neuesten Rundenwertung weiter.
vote-game-ends = Alle haben zugestimmt: das Spiel endet hier.

final-over = **Spielende** nach { $rounds ->
    [one] { $rounds } Runde
   *[other] { $rounds } Runden
  }.
final-over-agreement = **Spielende**. Nach Runde { $rounds } einvernehmlich beendet: das Spiel war festgefahren (keine Fliese kam an eine Wand), und alle am Tisch wollten aufhören. Boni und Gleichstandsentscheid wie üblich.
final-shared = 🏆 Geteilter Sieg: { $names } mit { $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkten
      } (gleich bei Punkten und vollen Reihen).
final-rows = 🏆 { $name } gewinnt: Gleichstand bei { $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkten
      }, entschieden durch volle Reihen ({ $rows }).
final-score = 🏆 { $name } gewinnt mit { $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkten
      }.
final-standing = { $rank }. **{ $name }** — { $score ->
        [one] { $score } Punkt
       *[other] { $score } Punkte
      } ({ $wall } vor den Boni; { $rows ->
    [one] { $rows } Reihe
   *[other] { $rows } Reihen
  } +{ $rowPoints }, { $columns ->
    [one] { $columns } Spalte
   *[other] { $columns } Spalten
  } +{ $columnPoints }, { $colors ->
    [one] { $colors } Farbe
   *[other] { $colors } Farben
  } +{ $colorPoints })
final-thanks = { $count ->
   *[other] Danke fürs Spielen, { $people }!
  }
button-rematch = Revanche
