## Zagadka dnia (/azul zagadka): zagadka, odpowiedź, udostępniana linia, statystyki, codzienny
## post, jego ustawienia (/azul ustawienia) i odmowy.

## Polecenia

cmd-puzzle = zagadka
    .description = Zagadka dnia: znajdź najlepszy ruch w prawdziwej pozycji
cmd-puzzle-today = dziś
    .description = Dzisiejsza zagadka tego serwera, tylko dla ciebie: znajdź najlepszy ruch
cmd-puzzle-stats = statystyki
    .description = Twój ranking zagadek, rozwiązane zagadki i twoja seria
cmd-settings-puzzle-channel = kanał-zagadek
    .description = Publikuj zagadkę dnia na tym kanale
cmd-settings-puzzle-hour = godzina-zagadki
    .description = Godzina (UTC, 0–23) publikacji zagadki dnia (domyślnie 9)
cmd-settings-puzzle-stop = bez-zagadki
    .description = Przestań publikować zagadkę dnia

## Zagadka

puzzle-you = Ty
puzzle-opponent = Rywal { $number }
puzzle-title = 🧩 **Zagadka z { $day }**: twój ruch. Znajdź najlepszy.
puzzle-themes = Temat: { $themes }
puzzle-theme = { $theme ->
    [floor-penalty] { -floor-line }
    [row-bonus] rząd
    [column-bonus] kolumna
    [color-bonus] kolor
    [first-player-marker] { -first-player-marker }
    [denial] odebranie koloru rywalowi
   *[round-end] koniec rundy
  }
puzzle-difficulty = Ranking zagadki: { $rating }
puzzle-two-moves = W tej rundzie zagrasz jeszcze raz; liczy się ten pierwszy ruch.
puzzle-unavailable = Ten bot nie ma zagadek.

## Odpowiedź

puzzle-right = ✅ **Dobrze!** To najlepszy ruch.
puzzle-wrong = ❌ **To nie najlepszy ruch.**
puzzle-move = { color } ({ $source }) → { $target }
puzzle-place-move = { color } ({ $line }) → kolumna { $column }
puzzle-best = **Najlepszy:** { $move } — { $why }
puzzle-yours = **Twój:** { $move } — { $why }
puzzle-other = **Drugi:** { $move } — { $why }
puzzle-then = **Potem**, w tej rundzie: { $move }
puzzle-why-wall = wypełnia { $line }: płytka na ścianę w kolumnie { $column }, { $gain }
puzzle-why-place = płytka daje { $gain } w kolumnie { $column }
puzzle-why-row = kończy rząd { $row }
puzzle-why-column = kończy kolumnę { $column }
puzzle-why-color = kończy kolor: { color }
puzzle-why-waits = { $line } czeka jeszcze na płytki
puzzle-why-marker = bierze { -first-player-marker }
puzzle-why-floor = { $count } na { -floor-line(case: "acc") }
puzzle-why-floor-points = { $gain } na { -floor-line(case: "loc") }
puzzle-why-nothing = nic nie zdobywa w tej rundzie
puzzle-gap = Głębokie wyszukiwanie SI stawia najlepszy ruch średnio { NUMBER($gap, maximumFractionDigits: 1) } wyżej.
puzzle-rating-change = Twój ranking zagadek: { $before } → { $after } ({ $change })
puzzle-streak = { $streak ->
    [0] 🔥 Seria: brak
   *[other] 🔥 Seria: { $streak }
  } · rekord: { $best }
button-puzzle-share = Udostępnij wynik
puzzle-share-line = Zagadka Azul { $day } { $correct ->
    [yes] ✅
   *[no] ❌
  }{ $fire } ({ $rating })
puzzle-shared = { $who }: { $line }

## Statystyki

puzzle-stats-title = 🧩 **Twoje zagadki**
puzzle-stats-rating = Ranking zagadek: { $rating }{ $provisional ->
    [yes] {" "}(tymczasowy)
   *[no] {""}
  }
puzzle-stats-solved = Rozwiązane: { $solved } z { $attempts }

## Codzienny post i jego ustawienia

puzzle-post = 🧩 **Zagadka dnia, { $day }**: znajdź najlepszy ruch. Stuknij Rozwiąż: tylko ty widzisz swoją odpowiedź.
button-puzzle-solve = Rozwiąż
settings-puzzle-set = 🧩 Zagadka dnia jest publikowana na { $channel } o { $hour }:00 UTC; następna { $next }.
settings-puzzle-off = 🧩 Zagadka dnia nie jest publikowana (jej godzina: { $hour }:00 UTC).

## Odmowy

refusal-puzzle-stale = To zagadka z innego dnia: /azul zagadka dziś daje dzisiejszą.
refusal-puzzle-answered = Ta zagadka ma już twoją odpowiedź: liczy się pierwsza.
refusal-puzzle-not-answered = Najpierw odpowiedz na zagadkę, potem udostępnij wynik.
refusal-no-puzzle = Nie ma tu jeszcze gotowej zagadki.
refusal-bad-hour = Godzina to liczba całkowita od 0 do 23 (UTC).
