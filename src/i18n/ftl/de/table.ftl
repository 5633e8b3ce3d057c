## Was auf dem Tisch liegt und was eine Wahl bewirkt: kurz, wegen Discords Grenzen (Knopftexte 80,
## Menüoptionen 100 Zeichen). Die Wörter der Spielregel, überall gleich (siehe docs/i18n/glossary-de.md).

-display = Manufaktur
-center = Tischmitte
-pattern-line = Musterreihe
-floor-line = Bodenreihe
-first-player-marker = Startspielermarker

color = { $color ->
    [blue] blau
    [yellow] gelb
    [red] rot
    [black] schwarz
   *[white] weiß
  }

# Eine Quelle mit Namen: „Manufaktur 3“ (ab 1 gezählt) oder „Mitte“.
source-name = { $source ->
    [center] Mitte
   *[display] Manufaktur { $number }
  }

# „Reihe 4“ (ab 1 gezählt) oder „Boden“.
line-name = { $line ->
    [floor] Boden
   *[line] Reihe { $number }
  }

column-name = Spalte { $number }
column-points = Spalte { $number } (+{ $points })

# Die Fliesen einer Quelle, die häufigste zuerst: „Manufaktur 3: 2🟥 rote, 1🟦 blaue“.
source-label = { $source }: { $tiles }
source-label-marker = { $source }: { $tiles } + { -first-player-marker }
tiles-of-color = { $count }{ $emoji } { $color ->
    [blue] blaue
    [yellow] gelbe
    [red] rote
    [black] schwarze
   *[white] weiße
  }

color-label = { $count } { $color ->
    [blue] blaue
    [yellow] gelbe
    [red] rote
    [black] schwarze
   *[white] weiße
  }

tiles = { $count ->
    [one] { $count } Fliese
   *[other] { $count } Fliesen
  }

# Die Musterreihe, in die eine Wahl geht, und was passiert: „Reihe 4 — 3 Fliesen, füllt sie, +4 beim Fliesenlegen, 1 auf den Boden“.
line-label = { line-name } — { $parts }
line-part-fills = füllt sie
line-part-fills-points = füllt sie, +{ $points } beim Fliesenlegen
line-part-to-floor = { $count } auf den Boden
line-part-to-lid = { $count } in den Deckel
floor-label = Boden — { tiles }
floor-label-lid = Boden — { tiles }, { $lid } in den Deckel
