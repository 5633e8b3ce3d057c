## Alle Wörter, die in die Bilder gezeichnet werden, und ihre Alternativtexte (für Screenreader).
## Gezeichnete Wörter müssen in kleine Kästen passen: so kurz wie die englischen.

# Die Fliesenfarben, kleingeschrieben, wie im Satz.
image-color = { $color ->
    [blue] blau
    [yellow] gelb
    [red] rot
    [black] schwarz
   *[white] weiß
  }

## Das Banner und die Kopfzeilen der Tableaus.
image-round = Runde { $round }
image-to-play = { $who } ist dran
image-places-line = { $who } legt Reihe { $line }
image-places-tiles = { $who } legt Fliesen
image-places-line-short = { $who }: Reihe { $line }
image-places-tiles-short = { $who }: Wand
image-game-over = Spielende
image-pill-to-play = AM ZUG
image-pill-placing = LEGT
image-your-turn = Du bist dran
image-you-place-line = Du legst Reihe { $line }
image-floor = Boden
image-center = { $tiles ->
    [0] Mitte · leer
    [one] Mitte · { $tiles } Fliese
   *[other] Mitte · { $tiles } Fliesen
  }
image-center-short = Mitte · { $tiles }
image-center-empty = Mitte · leer
image-variant = { $variant ->
    [gray] Graue Wand
   *[standard] Farbige Wand
  }
image-seat = Platz { $number }

## Der Vorrat (Fliesen auf dem Tisch, im Beutel, im Deckel).
image-supply-table = Tisch
image-supply-bag = Sack
image-supply-lid = Box
image-totals = Beutel { $bag } · Deckel { $lid } · Tisch { $table }

## Die Züge seit dem letzten Zug, in der Kopfzeile.
image-move-what = { $who } nahm { $count } { $color ->
    [blue] blaue
    [yellow] gelbe
    [red] rote
    [black] schwarze
   *[white] weiße
  }
image-move-what-marker = { $who } nahm { $count } { $color ->
    [blue] blaue
    [yellow] gelbe
    [red] rote
    [black] schwarze
   *[white] weiße
  } + Marker
image-move-source = { $source ->
    [center] Mitte
   *[display] Manufaktur { $number }
  }
image-move-to-line = Reihe { $line }
image-move-to-floor = Boden
image-move-floor-count = { $count } Boden
image-move-lid-count = { $count } Deckel
image-move-line = { $who }: { $count }, { $source } → { $target }
image-move-source-short = { $source ->
    [center] Mitte
   *[display] Manuf. { $number }
  }
image-move-target = { $line ->
    [floor] Boden
   *[line] Reihe { $number }
  }

## Die Rundenwertung.
image-round-scored = Runde { $round } gewertet
image-starts-round = { $who } beginnt Runde { $round }
image-line = Reihe { $line }
image-reason = { $kind ->
    [both] Reihe von { $across } + Spalte von { $down }
    [row] Reihe von { $across }
    [column] Spalte von { $down }
   *[none] ohne Nachbarn
  }
image-reason-short = { $kind ->
    [both] { $across } waagr., { $down } senkr.
    [row] { $across } waagr.
    [column] { $down } senkr.
   *[none] allein
  }
image-no-free-column = keine freie Spalte
image-no-free-column-long = keine freie Spalte, auf den Boden
image-no-full-line = Keine volle Reihe
image-was = vorher { $score }
image-this-round = { $change } diese Runde
image-floor-empty = Boden: leer

## Das Endergebnis.
image-not-finished = Spiel nicht beendet
image-wins = { $who } gewinnt
image-shared-win = Geteilter Sieg: { $who }
image-names-and = { " & " }
image-with-points = mit { $score ->
        [one] { $score } Punkt
       *[other] { $score } Punkten
      }
image-complete-rows = { $rows ->
    [one] { $rows } volle Reihe
   *[other] { $rows } volle Reihen
  }
image-shared-reason = je { $score ->
        [one] { $score } Punkt
       *[other] { $score } Punkte
      } und { image-complete-rows }
image-tie-reason = Gleichstand bei { $score }, entschieden durch volle Reihen: { $rows } zu { $best }
image-wins-with = { $who } gewinnt mit { $score ->
        [one] { $score } Punkt
       *[other] { $score } Punkten
      }
image-wins-tie = { $who } gewinnt den Gleichstand bei { $score }: { image-complete-rows } zu { $best }
image-shared-win-sentence = Geteilter Sieg: { $who }, je { $score ->
        [one] { $score } Punkt
       *[other] { $score } Punkte
      } und { image-complete-rows }
image-points = Punkte
image-before-bonuses = Vor den Boni
image-rows-bonus = Reihen  { $count } × 2
image-columns-bonus = Spalten  { $count } × 7
image-colors-bonus = Farben  { $count } × 10
image-final-score = Endstand
image-chart-title = Punkte pro Runde
image-chart-start = R0
image-chart-round = R{ $round }
image-chart-final = Ende

## Die Wertungsbeispiele von /azul hilfe.
image-scoring-title = { $kind ->
    [row] Eine Reihe werten
    [column] Eine Spalte werten
    [both] Reihe und Spalte
   *[floor] Die Bodenreihe
  }
image-scoring-explain = { $kind ->
    [row] { $across ->
        [one] { $across } Fliese
       *[other] { $across } Fliesen
      } in ihrer Reihe: { $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkte
      }
    [column] { $down ->
        [one] { $down } Fliese
       *[other] { $down } Fliesen
      } in ihrer Spalte: { $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkte
      }
   *[both] { $across } in der Reihe + { $down } in der Spalte: { $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkte
      }
  }
image-new-tile = Neue Fliese
image-floor-explain = Der Marker und jede Fliese verlieren die Punkte darüber: { $penalties } = { $total }

## Die Bilder der Spielanalyse.
image-review-chart-title = Erwarteter Vorsprung, Zug für Zug
image-review-round-short = R{ $round }
image-review-played = Gespielt
image-review-better = Besser
image-review-loss = −{ NUMBER($points, minimumFractionDigits: 1, maximumFractionDigits: 1) } Pkt.
image-review-center = Mitte
image-review-source = { $source ->
    [center] Mitte
   *[display] Manufaktur { $number }
  }
image-review-column = Spalte { $number }
image-review-draft = { $count } { $color ->
    [blue] blaue
    [yellow] gelbe
    [red] rote
    [black] schwarze
   *[white] weiße
  }, { $source } → { $target }
image-review-spill = { $target } +{ $count } Boden
image-review-place = { image-color } → { $column }

## Alternativtexte (nicht gezeichnet; von Screenreadern gelesen). Ganze Sätze, ganze Wörter.
image-alt-table-intro = Azul-Tisch, Runde { $round }, { $players ->
        [one] { $players } Platz
       *[other] { $players } Plätze
      }, { $variant ->
    [gray] graue Wand
   *[standard] farbige Wand
  }.
image-alt-my-board-intro = Azul, das Tableau von { $viewer } aus der Nähe, Runde { $round }, { $players ->
        [one] { $players } Platz
       *[other] { $players } Plätze
      }, { $variant ->
    [gray] graue Wand
   *[standard] farbige Wand
  }.
image-alt-moves-intro = { $count ->
    [one] Der Zug seit dem letzten eigenen Zug:
   *[other] Die { $count } Züge seit dem letzten eigenen Zug:
  }
# Mit Präposition: „aus der Mitte“, „aus Manufaktur 3“ (die Sätze sagen „nahm 3 rote { $from }“).
image-alt-source = { $source ->
    [center] aus der Mitte
   *[display] aus Manufaktur { $number }
  }
image-alt-move = { $index }. { $who } nahm { $count } { $color ->
    [blue] blaue
    [yellow] gelbe
    [red] rote
    [black] schwarze
   *[white] weiße
  }{ $marker ->
    [yes] {" "}und den Startspielermarker
   *[no] {""}
  } { $from }.
image-alt-move-parts = { $index }. { $who } nahm { $count } { $color ->
    [blue] blaue
    [yellow] gelbe
    [red] rote
    [black] schwarze
   *[white] weiße
  }{ $marker ->
    [yes] {" "}und den Startspielermarker
   *[no] {""}
  } { $from }: { $parts }.
image-alt-to-line = { $count } in Reihe { $line }
image-alt-to-floor = { $count } auf den Boden
image-alt-to-lid = { $count } in den Deckel
image-alt-over = Das Spiel ist vorbei.
image-alt-to-place = { $who } legt { $line ->
    [none] Fliesen
   *[line] Reihe { $number }
  } an die Wand.
image-alt-to-play = { $who } ist dran.
image-alt-scores = Punkte: { $list }.
image-alt-score = { $who }: { $score }
image-alt-marker = { $who } hat den Startspielermarker.
image-alt-displays = Manufakturen: { $list }.
image-alt-display = { $number }: { $tiles }
image-alt-all-displays-empty = Alle Manufakturen sind leer.
image-alt-center = Mitte: { $tiles }.
image-alt-center-marker = Mitte: { $tiles }, und der Startspielermarker.
image-alt-center-only-marker = Mitte: der Startspielermarker.
image-alt-center-empty = Die Mitte ist leer.
image-alt-supply = Auf dem Tisch: { $table }. Im Beutel: { $bag }. Im Deckel: { $lid }.
image-alt-none = keine
image-alt-count = { $count } { $color ->
    [blue] blaue
    [yellow] gelbe
    [red] rote
    [black] schwarze
   *[white] weiße
  }
image-alt-picked-source = Gewählt: { $source }.
image-alt-picked = Gewählt: { $color } { $source }.
image-alt-board = { $who }: { $score ->
        [one] { $score } Punkt
       *[other] { $score } Punkte
      }; { $lines }; Boden { $floor ->
    [0] leer
    [one] mit { $floor } Fliese
   *[other] mit { $floor } Fliesen
  }.
image-alt-line = Reihe { $line }: { $count } × { $color }
image-alt-line-empty = Reihe { $line } leer
image-alt-summary-intro = Azul, Runde { $round } gewertet.
image-alt-no-round = Azul-Rundenwertung: noch keine Runde gewertet.
image-alt-placed = { $color } an der Wand aus Reihe { $line } +{ $points }
image-alt-dumped = Reihe { $line } hatte keine freie Spalte
image-alt-floor = Boden { $penalty }
image-alt-player = { $who }: von { $before } auf { $after }.
image-alt-player-details = { $who }: von { $before } auf { $after } ({ $details }).
image-alt-starts-next = { $who } beginnt die nächste Runde.
image-alt-not-over = Azul-Endergebnis: das Spiel ist noch nicht vorbei.
image-alt-final-intro = Azul-Endergebnis nach { $rounds ->
    [one] { $rounds } Runde
   *[other] { $rounds } Runden
  }.
image-alt-shared = { $who } teilen sich den Sieg, gleich bei Punkten und vollen Reihen.
image-alt-by-rows = { $who } gewinnt den Gleichstand durch volle Reihen.
image-alt-wins = { $who } gewinnt.
image-alt-final-player = { $who }: { $score ->
    [one] { $score } Punkt
   *[other] { $score } Punkte
  } (Boni +{ $bonus }: { $rows ->
    [one] { $rows } Reihe
   *[other] { $rows } Reihen
  }, { $columns ->
    [one] { $columns } Spalte
   *[other] { $columns } Spalten
  }, { $colors ->
    [one] { $colors } Farbe
   *[other] { $colors } Farben
  }; { $complete ->
    [one] { $complete } volle Reihe
   *[other] { $complete } volle Reihen
  }).
image-alt-scoring = { $kind ->
    [row] Wertungsbeispiel: eine Fliese neben zwei Fliesen ihrer Reihe zählt einen Punkt je Fliese der Reihe, an die sie anschließt, 3 Punkte.
    [column] Wertungsbeispiel: eine Fliese unter drei Fliesen ihrer Spalte zählt einen Punkt je Fliese der Spalte, 4 Punkte.
    [both] Wertungsbeispiel: eine Fliese, die an eine Reihe aus 3 und eine Spalte aus 2 anschließt, zählt beide, 5 Punkte.
   *[floor] Wertungsbeispiel: 4 Fliesen auf der Bodenreihe verlieren 1, 1, 2 und 2 Punkte, insgesamt 6 Punkte.
  }
image-alt-record = Das ganze Spiel, Zug für Zug, als azul-record/1-Datei ({ $file }).
image-alt-review-chart = Diagramm des erwarteten Vorsprungs jedes Platzes vor dem besten anderen nach jedem der { $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Züge
      } des Spiels. Am Ende: { $ends }.
image-alt-review-position = Runde { $round }, { $name } ist am Zug. Gespielt: { $played }. Besser: { $better }, { NUMBER($points, minimumFractionDigits: 1, maximumFractionDigits: 1) ->
    [one] { NUMBER($points, minimumFractionDigits: 1, maximumFractionDigits: 1) } erwarteten Punkt
   *[other] { NUMBER($points, minimumFractionDigits: 1, maximumFractionDigits: 1) } erwartete Punkte
  } mehr wert.
