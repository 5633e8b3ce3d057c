## Das Rätsel des Tages (/azul rätsel): das Rätsel, seine Antwort, die geteilte Zeile, die Statistik,
## der tägliche Beitrag, seine Einstellungen (/azul einstellungen) und Ablehnungen.

## Die Befehle

cmd-puzzle = rätsel
    .description = Das Rätsel des Tages: finde den besten Zug einer echten Stellung
cmd-puzzle-today = heute
    .description = Das heutige Rätsel dieses Servers, nur für dich: finde den besten Zug
cmd-puzzle-stats = statistik
    .description = Deine Rätselwertung, deine gelösten Rätsel und deine Serie
cmd-settings-puzzle-channel = rätsel-kanal
    .description = Das Rätsel des Tages in diesem Kanal posten
cmd-settings-puzzle-hour = rätsel-stunde
    .description = Die Stunde (UTC, 0–23), zu der das Rätsel des Tages gepostet wird (Standard 9)
cmd-settings-puzzle-stop = rätsel-stopp
    .description = Das Rätsel des Tages nicht mehr posten

## Das Rätsel

puzzle-you = Du
puzzle-opponent = Gegner { $number }
puzzle-title = 🧩 **Rätsel vom { $day }**: du bist am Zug. Finde den besten Zug.
puzzle-themes = Thema: { $themes }
puzzle-theme = { $theme ->
    [floor-penalty] die { -floor-line }
    [row-bonus] eine Reihe
    [column-bonus] eine Spalte
    [color-bonus] eine Farbe
    [first-player-marker] der { -first-player-marker }
    [denial] einem Gegner eine Farbe wegnehmen
   *[round-end] das Rundenende
  }
puzzle-difficulty = Rätselwertung: { $rating }
puzzle-two-moves = Du ziehst in dieser Runde noch einmal; dieser erste Zug ist der, der zählt.
puzzle-unavailable = Rätsel gibt es bei diesem Bot nicht.

## Die Antwort

puzzle-right = ✅ **Richtig!** Das ist der beste Zug.
puzzle-wrong = ❌ **Nicht der beste Zug.**
puzzle-move = { color } ({ $source }) → { $target }
puzzle-place-move = { color } ({ $line }) → Spalte { $column }
puzzle-best = **Am besten:** { $move } — { $why }
puzzle-yours = **Deiner:** { $move } — { $why }
puzzle-other = **Der andere:** { $move } — { $why }
puzzle-then = **Danach**, in dieser Runde: { $move }
puzzle-why-wall = füllt { $line }: eine Fliese an die Wand in Spalte { $column }, { $gain }
puzzle-why-place = die Fliese bringt { $gain } in Spalte { $column }
puzzle-why-row = vervollständigt die waagerechte Reihe { $row }
puzzle-why-column = vervollständigt Spalte { $column }
puzzle-why-color = vervollständigt die Farbe { color }
puzzle-why-waits = { $line } wartet noch auf weitere Fliesen
puzzle-why-marker = nimmt den { -first-player-marker }
puzzle-why-floor = { $count } auf die { -floor-line }
puzzle-why-floor-points = { $gain } auf der { -floor-line }
puzzle-why-nothing = bringt in dieser Runde nichts
puzzle-gap = Die tiefe Suche der KI sieht den besten Zug im Schnitt { NUMBER($gap, maximumFractionDigits: 1) } vorn.
puzzle-rating-change = Deine Rätselwertung: { $before } → { $after } ({ $change })
puzzle-streak = { $streak ->
    [0] 🔥 Serie: keine
   *[other] 🔥 Serie: { $streak }
  } · Bestwert: { $best }
button-puzzle-share = Ergebnis teilen
puzzle-share-line = Azul-Rätsel { $day } { $correct ->
    [yes] ✅
   *[no] ❌
  }{ $fire } ({ $rating })
puzzle-shared = { $who }: { $line }

## Die Statistik

puzzle-stats-title = 🧩 **Deine Rätsel**
puzzle-stats-rating = Rätselwertung: { $rating }{ $provisional ->
    [yes] {" "}(vorläufig)
   *[no] {""}
  }
puzzle-stats-solved = Gelöst: { $solved } von { $attempts }

## Der tägliche Beitrag und seine Einstellungen

puzzle-post = 🧩 **Rätsel des Tages, { $day }**: finde den besten Zug. Tippe auf Lösen: nur du siehst deine Antwort.
button-puzzle-solve = Lösen
settings-puzzle-set = 🧩 Das Rätsel des Tages wird in { $channel } um { $hour }:00 UTC gepostet; das nächste { $next }.
settings-puzzle-off = 🧩 Das Rätsel des Tages wird nicht gepostet (seine Stunde: { $hour }:00 UTC).

## Ablehnungen

refusal-puzzle-stale = Das ist das Rätsel eines anderen Tages: /azul rätsel heute gibt dir das heutige.
refusal-puzzle-answered = Du hast dieses Rätsel schon beantwortet: deine erste Antwort zählt.
refusal-puzzle-not-answered = Beantworte zuerst das Rätsel, dann teile dein Ergebnis.
refusal-no-puzzle = Hier ist noch kein Rätsel bereit.
refusal-bad-hour = Die Stunde ist eine ganze Zahl von 0 bis 23 (UTC).
