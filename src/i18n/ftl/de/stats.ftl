## /azul rangliste, statistik und verlauf.

scope-title = { $scope ->
    [global] alle Server
   *[server] dieser Server
  }
rating-meaning = Wertung = μ − 3σ: eine Spielstärke, die die Person sehr wahrscheinlich mindestens hat. Alle beginnen bei 0; frühe Niederlagen können sie eine Weile unter 0 drücken
leaderboard-title = **Azul-Rangliste — { scope-title }** ({ rating-meaning })
leaderboard-empty = Noch keine gewerteten Spiele. Beende ein Spiel mit zwei oder mehr Personen, um in die Rangliste zu kommen.
leaderboard-row = { $rank }. **{ $name }** — { $rating }{ $mark } · { $games ->
    [one] { $games } Spiel
   *[other] { $games } Spiele
  } · { $wins ->
    [one] { $wins } Sieg
   *[other] { $wins } Siege
  }
# Der maskierte Stern: eine Zeile, die mit „* “ beginnt, wäre in Discords Markdown ein Aufzählungspunkt.
leaderboard-provisional = \* vorläufig: weniger als { $games ->
        [one] { $games } gewertetes Spiel
       *[other] { $games } gewertete Spiele
      }.
leaderboard-mine = Du: Platz { $rank } von { $players } — { $rating }{ $provisional ->
    [yes] {" "}(vorläufig)
   *[no] {""}
  }, { $games ->
    [one] { $games } Spiel
   *[other] { $games } Spiele
  }, { $wins ->
    [one] { $wins } Sieg
   *[other] { $wins } Siege
  }.
leaderboard-unrated = Du hast hier noch kein gewertetes Spiel ({ $players ->
    [one] { $players } gewertete Person
   *[other] { $players } gewertete Personen
  }).

stats-title = **Azul-Statistik von { $name }** ({ $where ->
    [server] auf diesem Server
   *[global] auf allen Servern
  })
stats-none = Noch keine beendeten Spiele.
stats-games = Spiele: { $games } · Siege: { $wins } ({ $percent })
stats-by-players = Nach Platzzahl: { $list }
stats-by-players-item = { $players }P { $wins }/{ $games } ({ $percent })
stats-score = Punkte: Schnitt { $mean } · Bestwert { $best }
stats-bonuses = Boni pro Spiel: { NUMBER($rows, minimumFractionDigits: 2, maximumFractionDigits: 2) ->
        [one] { NUMBER($rows, minimumFractionDigits: 2, maximumFractionDigits: 2) } Reihe
       *[other] { NUMBER($rows, minimumFractionDigits: 2, maximumFractionDigits: 2) } Reihen
      } · { NUMBER($columns, minimumFractionDigits: 2, maximumFractionDigits: 2) ->
        [one] { NUMBER($columns, minimumFractionDigits: 2, maximumFractionDigits: 2) } Spalte
       *[other] { NUMBER($columns, minimumFractionDigits: 2, maximumFractionDigits: 2) } Spalten
      } · { NUMBER($colors, minimumFractionDigits: 2, maximumFractionDigits: 2) ->
        [one] { NUMBER($colors, minimumFractionDigits: 2, maximumFractionDigits: 2) } Farbe
       *[other] { NUMBER($colors, minimumFractionDigits: 2, maximumFractionDigits: 2) } Farben
      } ({ NUMBER($points, minimumFractionDigits: 1, maximumFractionDigits: 1) ->
        [one] { NUMBER($points, minimumFractionDigits: 1, maximumFractionDigits: 1) } Punkt
       *[other] { NUMBER($points, minimumFractionDigits: 1, maximumFractionDigits: 1) } Punkte
      })
stats-rating = { $label ->
    [here] Wertung hier
   *[global] Globale Wertung
  }: { $rating }{ $provisional ->
    [yes] {" "}(vorläufig)
   *[no] {""}
  }, Platz { $rank } von { $players }
stats-unrated = { $label ->
    [here] Wertung hier
   *[global] Globale Wertung
  }: noch nicht gewertet
stats-first-game = Nach dem ersten gewerteten Spiel: { $start } → { $last } ({ $delta }); alle beginnen bei 0.
stats-trend = Trend über { $games ->
    [one] das letzte gewertete Spiel
   *[other] die letzten { $games } gewerteten Spiele
  }: { $spark } { $first } → { $last } ({ $delta })
stats-rivals = Direkter Vergleich (Siege–Niederlagen–Unentschieden):
stats-rival = • gegen **{ $name }**: { $wins }–{ $losses }–{ $ties } in { $games ->
    [one] { $games } Spiel
   *[other] { $games } Spielen
  }

history-title = **Letzte beendete Azul-Spiele von { $name }**
history-none = Noch keine beendeten Spiele.
history-row = { $index }. { $when } — { $scores } — { $won }{ $gray ->
    [yes] {" "}(graue Wand)
   *[no] {""}
  }
history-winner = Sieg: { $name }
history-tie = Gleichstand: { $names }
history-buttons = Ein Knopf zeigt dir das Endergebnis dieses Spiels und seine `azul-game.json` noch einmal, nur dir.
history-button = Spiel { $number }
result-files = Endergebnis von { $names }{ $when }, mit dem ganzen Spiel in `azul-game.json` (jeder Zug, zum Aufheben oder Nachspielen).
stats-unavailable = { $what ->
    [history] Der Spielverlauf ist bei diesem Bot nicht verfügbar.
    [ratings] Wertungen sind bei diesem Bot nicht verfügbar.
   *[stats] Statistiken sind bei diesem Bot nicht verfügbar.
  }
