## Die Spielanalyse: jeder Zug eines beendeten Spiels von der KI analysiert, im Thread
## des Spiels gepostet und mit `/azul analyse` gezeigt. Punkte sind „erwartete Punkte“: was ein Zug
## nach Einschätzung der KI in der Endpunktdifferenz zum besten Gegenüber wert ist.

cmd-review = analyse
    .description = Die KI-Analyse eines beendeten Azul-Spiels (in seinem Thread): Genauigkeit, Fehler, bessere Züge

review-title = **Spielanalyse** — { $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Züge
      } von der KI analysiert
review-agreement = Das Spiel endete nach Einigung: analysiert werden die Züge bis dahin.
review-key = Genauigkeit: der Anteil der Züge einer Person, die weniger als { $accurate ->
    [one] { $accurate } erwarteten Punkt
   *[other] { $accurate } erwartete Punkte
  } hinter dem besten Zug der KI liegen. Verschenkte Punkte: Ungenauigkeit ab { $inaccuracy }, Fehler ab { $mistake }, Patzer ab { $blunder }.
review-player = **{ $name }** — { $score ->
        [one] { $score } Punkt
       *[other] { $score } Punkte
      } · Genauigkeit **{ $accuracy } %** · { $inaccuracies ->
    [one] { $inaccuracies } Ungenauigkeit
   *[other] { $inaccuracies } Ungenauigkeiten
  }, { $mistakes ->
    [one] { $mistakes } Fehler
   *[other] { $mistakes } Fehler
  }, { $blunders ->
    [one] { $blunders } Patzer
   *[other] { $blunders } Patzer
  }
review-player-clean = Kein Zug hat Punkte verschenkt.
# „Runde 3, Zug 41: 1 gelbe (Mitte) → Reihe 2 statt 1 blaue (Mitte) → Reihe 5: −5.6 erwartete Punkte (Fehler)“
review-costly = Runde { $round }, Zug { $move }: { $played } statt { $better }: −{ NUMBER($loss, minimumFractionDigits: 1, maximumFractionDigits: 1) ->
        [one] { NUMBER($loss, minimumFractionDigits: 1, maximumFractionDigits: 1) } erwarteter Punkt
       *[other] { NUMBER($loss, minimumFractionDigits: 1, maximumFractionDigits: 1) } erwartete Punkte
      } ({ review-judgement })
review-judgement = { $judgement ->
    [inaccuracy] Ungenauigkeit
    [mistake] Fehler
    [blunder] Patzer
   *[good] ein kleiner Verlust
  }
# Ein Zug in der Analyse: „2 blaue (Manufaktur 5) → Reihe 2“, „3 rote (Mitte) → Boden“.
review-move-draft = { $tiles } { $color ->
    [blue] blaue
    [yellow] gelbe
    [red] rote
    [black] schwarze
   *[white] weiße
  } ({ $source }) → { $target }
review-move-floor = Boden
review-move-spill = { $move } ({ $count } auf den Boden)
review-move-marker = { $move }, mit dem { -first-player-marker }
# Graue Wand: „die rote aus Reihe 3 in Spalte 4“.
review-move-place = die { $color ->
    [blue] blaue
    [yellow] gelbe
    [red] rote
    [black] schwarze
   *[white] weiße
  } aus { $line } in { $column }

review-your-costliest = Dein teuerster Zug:
review-costly-of = **{ $name }** · teurer Zug { $rank } von { $count }
review-page = { $page } / { $pages }
review-button-mine = Deine Analyse
review-button-previous = Zurück
review-button-next = Weiter

review-unavailable = Spielanalysen sind gerade nicht verfügbar. Versuch es später noch einmal.

history-review-button = Analyse { $number }
history-review-buttons = Ein Analyse-Knopf zeigt die KI-Analyse dieses Spiels, nur dir.

stats-accuracy = Genauigkeit: im Schnitt { $mean } % über { $games ->
    [one] { $games } analysiertes Spiel
   *[other] { $games } analysierte Spiele
  } (Züge weniger als 1 erwarteten Punkt hinter dem besten der KI).

refusal-review-not-finished = Dieses Spiel ist noch nicht vorbei: die Analyse kommt, sobald es beendet ist.
refusal-no-game-to-review = Hier gibt es kein Spiel zu analysieren: nutze `/azul analyse` im Thread eines beendeten Spiels oder die Analyse-Knöpfe von `/azul verlauf`.
refusal-not-reviewable = Dieses Spiel wurde abgebrochen oder aufgegeben (oder lässt sich nicht lesen): es gibt keine Analyse dazu.
