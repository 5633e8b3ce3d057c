## Wszystkie słowa rysowane na obrazkach i ich teksty alternatywne (czytane przez czytniki ekranu).
## Rysowane słowa muszą się zmieścić w małych polach: tak krótkie jak angielskie.
## Bez form rodzajowych o osobach: czas teraźniejszy („Ana bierze”).

# Kolory płytek (rodzaj żeński, jak „płytka”), małą literą, jak w zdaniu.
image-color = { $color ->
    [blue] niebieska
    [yellow] żółta
    [red] czerwona
    [black] czarna
   *[white] biała
  }

## Pasek i nagłówki plansz.
image-round = Runda { $round }
image-to-play = Ruch: { $who }
image-places-line = { $who } układa linię { $line }
image-places-tiles = { $who } układa płytki
image-places-line-short = { $who }: linia { $line }
image-places-tiles-short = { $who }: ściana
image-game-over = Koniec gry
image-pill-to-play = RUCH
image-pill-placing = UKŁADA
image-your-turn = Twój ruch
image-you-place-line = Układasz linię { $line }
image-floor = Podłoga
image-center = { $tiles ->
    [0] Środek · pusty
    [one] Środek · { $tiles } płytka
    [few] Środek · { $tiles } płytki
    [many] Środek · { $tiles } płytek
   *[other] Środek · { $tiles } płytki
  }
image-center-short = Środek · { $tiles }
image-center-empty = Środek · pusty
image-variant = { $variant ->
    [gray] Szara ściana
   *[standard] Kolorowa ściana
  }
image-seat = Gracz { $number }

## Zapas (płytki na stole, w woreczku, w wieczku).
image-supply-table = Stół
image-supply-bag = Wór
image-supply-lid = Kosz
image-totals = Woreczek { $bag } · wieczko { $lid } · stół { $table }

## Ruchy od ostatniej tury, w nagłówku.
image-move-what = { $who } bierze { $count } { $count ->
    [one] { $color ->
        [blue] niebieską
        [yellow] żółtą
        [red] czerwoną
        [black] czarną
       *[white] białą
      }
    [few] { $color ->
        [blue] niebieskie
        [yellow] żółte
        [red] czerwone
        [black] czarne
       *[white] białe
      }
   *[other] { $color ->
        [blue] niebieskich
        [yellow] żółtych
        [red] czerwonych
        [black] czarnych
       *[white] białych
      }
  }
image-move-what-marker = { $who } bierze { $count } { $count ->
    [one] { $color ->
        [blue] niebieską
        [yellow] żółtą
        [red] czerwoną
        [black] czarną
       *[white] białą
      }
    [few] { $color ->
        [blue] niebieskie
        [yellow] żółte
        [red] czerwone
        [black] czarne
       *[white] białe
      }
   *[other] { $color ->
        [blue] niebieskich
        [yellow] żółtych
        [red] czerwonych
        [black] czarnych
       *[white] białych
      }
  } + znacznik
image-move-source = { $source ->
    [center] środek
   *[display] Warsztat { $number }
  }
image-move-to-line = linia { $line }
image-move-to-floor = podłoga
image-move-floor-count = { $count } podłoga
image-move-lid-count = { $count } wieczko
image-move-line = { $who }: { $count }, { $source } → { $target }
image-move-source-short = { $source ->
    [center] środek
   *[display] warsztat { $number }
  }
image-move-target = { $line ->
    [floor] podłoga
   *[line] linia { $number }
  }

## Podsumowanie rundy.
image-round-scored = Runda { $round } podliczona
image-starts-round = Rundę { $round } zaczyna { $who }
image-line = Linia { $line }
image-reason = { $kind ->
    [both] rząd { $across } + kolumna { $down }
    [row] rząd { $across }
    [column] kolumna { $down }
   *[none] bez sąsiadów
  }
image-reason-short = { $kind ->
    [both] { $across } poziomo, { $down } pionowo
    [row] { $across } poziomo
    [column] { $down } pionowo
   *[none] samotna
  }
image-no-free-column = brak wolnej kolumny
image-no-free-column-long = brak wolnej kolumny, na podłogę
image-no-full-line = Brak pełnej linii
image-was = było { $score }
image-this-round = { $change } w tej rundzie
image-floor-empty = Podłoga: pusta

## Wyniki końcowe.
image-not-finished = Gra niezakończona
image-wins = Wygrywa { $who }
image-shared-win = Wspólna wygrana: { $who }
image-names-and = { " & " }
image-with-points = { $score } pkt
image-complete-rows = { $rows ->
    [one] { $rows } pełny rząd
    [few] { $rows } pełne rzędy
    [many] { $rows } pełnych rzędów
   *[other] { $rows } pełnego rzędu
  }
image-shared-reason = po { $score } pkt i { image-complete-rows }
image-tie-reason = Remis przy { $score }, rozstrzygnięty pełnymi rzędami: { $rows } do { $best }
image-wins-with = Wygrywa { $who }, { $score } pkt
image-wins-tie = { $who } wygrywa remis przy { $score }: { image-complete-rows } do { $best }
image-shared-win-sentence = Wspólna wygrana: { $who }, po { $score } pkt i { image-complete-rows }
image-points = pkt
image-before-bonuses = Przed premiami
image-rows-bonus = Rzędy  { $count } × 2
image-columns-bonus = Kolumny  { $count } × 7
image-colors-bonus = Kolory  { $count } × 10
image-final-score = Wynik końcowy
image-chart-title = Punkty po rundach
image-chart-start = R0
image-chart-round = R{ $round }
image-chart-final = Meta

## Przykłady punktacji z /azul pomoc.
image-scoring-title = { $kind ->
    [row] Punktowanie rzędu
    [column] Punktowanie kolumny
    [both] Rząd i kolumna
   *[floor] Podłoga
  }
image-scoring-explain = { $kind ->
    [row] { $across ->
        [one] { $across } płytka
        [few] { $across } płytki
       *[many] { $across } płytek
      } w rzędzie: { $points } pkt
    [column] { $down ->
        [one] { $down } płytka
        [few] { $down } płytki
       *[many] { $down } płytek
      } w kolumnie: { $points } pkt
   *[both] { $across } w rzędzie + { $down } w kolumnie: { $points } pkt
  }
image-new-tile = Nowa płytka
image-floor-explain = Znacznik i każda płytka tracą punkty nad nimi: { $penalties } = { $total }

## Obrazki analizy gry.
image-review-chart-title = Oczekiwana przewaga, ruch po ruchu
image-review-round-short = R{ $round }
image-review-played = Zagrano
image-review-better = Lepiej
image-review-loss = −{ NUMBER($points, minimumFractionDigits: 1, maximumFractionDigits: 1) } pkt
image-review-center = Środek
image-review-source = { $source ->
    [center] środek
   *[display] warsztat { $number }
  }
image-review-column = kolumna { $number }
image-review-draft = { $count } { $count ->
    [one] { image-color }
    [few] { $color ->
        [blue] niebieskie
        [yellow] żółte
        [red] czerwone
        [black] czarne
       *[white] białe
      }
   *[other] { $color ->
        [blue] niebieskich
        [yellow] żółtych
        [red] czerwonych
        [black] czarnych
       *[white] białych
      }
  }, { $source } → { $target }
image-review-spill = { $target } +{ $count } podłoga
image-review-place = { image-color } → { $column }

## Teksty alternatywne (nierysowane; czytane przez czytniki ekranu). Zdania, pełne słowa.
image-alt-table-intro = Stół Azul, runda { $round }, miejsca: { $players }, { $variant ->
    [gray] szara ściana
   *[standard] kolorowa ściana
  }.
image-alt-my-board-intro = Azul, plansza z bliska: { $viewer }, runda { $round }, miejsca: { $players }, { $variant ->
    [gray] szara ściana
   *[standard] kolorowa ściana
  }.
image-alt-moves-intro = { $count ->
    [one] Ruch od ostatniej tury:
   *[other] Ruchy od ostatniej tury ({ $count }):
  }
# Z przyimkiem: „ze środka”, „z warsztatu 3” (zdania mówią „bierze 3 czerwone { $from }”).
image-alt-source = { $source ->
    [center] ze środka
   *[display] z warsztatu { $number }
  }
image-alt-move = { $index }. { $who } bierze { $count } { $count ->
    [one] { $color ->
        [blue] niebieską
        [yellow] żółtą
        [red] czerwoną
        [black] czarną
       *[white] białą
      }
    [few] { $color ->
        [blue] niebieskie
        [yellow] żółte
        [red] czerwone
        [black] czarne
       *[white] białe
      }
   *[other] { $color ->
        [blue] niebieskich
        [yellow] żółtych
        [red] czerwonych
        [black] czarnych
       *[white] białych
      }
  }{ $marker ->
    [yes] {" "}i znacznik pierwszego gracza
   *[no] {""}
  } { $from }.
image-alt-move-parts = { $index }. { $who } bierze { $count } { $count ->
    [one] { $color ->
        [blue] niebieską
        [yellow] żółtą
        [red] czerwoną
        [black] czarną
       *[white] białą
      }
    [few] { $color ->
        [blue] niebieskie
        [yellow] żółte
        [red] czerwone
        [black] czarne
       *[white] białe
      }
   *[other] { $color ->
        [blue] niebieskich
        [yellow] żółtych
        [red] czerwonych
        [black] czarnych
       *[white] białych
      }
  }{ $marker ->
    [yes] {" "}i znacznik pierwszego gracza
   *[no] {""}
  } { $from }: { $parts }.
image-alt-to-line = { $count } do linii { $line }
image-alt-to-floor = { $count } na podłogę
image-alt-to-lid = { $count } do wieczka
image-alt-over = Gra jest skończona.
image-alt-to-place = { $who } układa na ścianie { $line ->
    [none] płytki
   *[line] linię { $number }
  }.
image-alt-to-play = Ruch: { $who }.
image-alt-scores = Wyniki: { $list }.
image-alt-score = { $who }: { $score }
image-alt-marker = { $who } ma znacznik pierwszego gracza.
image-alt-displays = Warsztaty: { $list }.
image-alt-display = { $number }: { $tiles }
image-alt-all-displays-empty = Wszystkie warsztaty są puste.
image-alt-center = Środek: { $tiles }.
image-alt-center-marker = Środek: { $tiles } oraz znacznik pierwszego gracza.
image-alt-center-only-marker = Środek: znacznik pierwszego gracza.
image-alt-center-empty = Środek jest pusty.
image-alt-supply = Na stole: { $table }. W woreczku: { $bag }. W wieczku: { $lid }.
image-alt-none = brak
image-alt-count = { $count } { $count ->
    [one] { image-color }
    [few] { $color ->
        [blue] niebieskie
        [yellow] żółte
        [red] czerwone
        [black] czarne
       *[white] białe
      }
   *[other] { $color ->
        [blue] niebieskich
        [yellow] żółtych
        [red] czerwonych
        [black] czarnych
       *[white] białych
      }
  }
image-alt-picked-source = Wybór: { $source }.
image-alt-picked = Wybór: { $color } { $source }.
image-alt-board = { $who }: { $score } pkt; { $lines }; podłoga: { $floor ->
    [0] pusta
    [one] { $floor } płytka
    [few] { $floor } płytki
    [many] { $floor } płytek
   *[other] { $floor } płytki
  }.
image-alt-line = linia { $line }: { $count } × { $color }
image-alt-line-empty = linia { $line } pusta
image-alt-summary-intro = Azul, runda { $round } podliczona.
image-alt-no-round = Podsumowanie rundy Azul: żadna runda nie jest jeszcze podliczona.
image-alt-placed = { $color } z linii { $line } +{ $points }
image-alt-dumped = linia { $line } nie miała wolnej kolumny
image-alt-floor = podłoga { $penalty }
image-alt-player = { $who }: z { $before } na { $after }.
image-alt-player-details = { $who }: z { $before } na { $after } ({ $details }).
image-alt-starts-next = Następną rundę zaczyna { $who }.
image-alt-not-over = Wyniki końcowe Azul: gra jeszcze się nie skończyła.
image-alt-final-intro = Wyniki końcowe Azul po { $rounds ->
    [one] { $rounds } rundzie
    [few] { $rounds } rundach
   *[many] { $rounds } rundach
  }.
image-alt-shared = Wspólna wygrana: { $who }, remis w punktach i pełnych rzędach.
image-alt-by-rows = { $who } wygrywa remis dzięki pełnym rzędom.
image-alt-wins = Wygrywa { $who }.
image-alt-final-player = { $who }: { $score } pkt (premie +{ $bonus }: { $rows ->
    [one] { $rows } rząd
    [few] { $rows } rzędy
    [many] { $rows } rzędów
   *[other] { $rows } rzędu
  }, { $columns ->
    [one] { $columns } kolumna
    [few] { $columns } kolumny
    [many] { $columns } kolumn
   *[other] { $columns } kolumny
  }, { $colors ->
    [one] { $colors } kolor
    [few] { $colors } kolory
    [many] { $colors } kolorów
   *[other] { $colors } koloru
  }; { $complete ->
    [one] { $complete } pełny rząd
    [few] { $complete } pełne rzędy
    [many] { $complete } pełnych rzędów
   *[other] { $complete } pełnego rzędu
  }).
image-alt-scoring = { $kind ->
    [row] Przykład punktacji: płytka położona obok dwóch płytek w swoim rzędzie daje punkt za każdą płytkę rzędu, do którego dołącza, razem 3 punkty.
    [column] Przykład punktacji: płytka położona pod trzema płytkami swojej kolumny daje punkt za każdą płytkę kolumny, razem 4 punkty.
    [both] Przykład punktacji: płytka, która dołącza do rzędu 3 płytek i kolumny 2 płytek, punktuje oba, razem 5 punktów.
   *[floor] Przykład punktacji: 4 płytki na linii podłogi tracą 1, 1, 2 i 2 punkty, razem 6 punktów.
  }
image-alt-record = Cała gra, ruch po ruchu, w pliku azul-record/1 ({ $file }).
image-alt-review-chart = Wykres oczekiwanej przewagi każdego miejsca nad najlepszym z pozostałych po każdym z { $moves ->
    [one] { $moves } ruchu
    [few] { $moves } ruchów
   *[many] { $moves } ruchów
  } gry. Na koniec: { $ends }.
image-alt-review-position = Runda { $round }, ruch: { $name }. Zagrano: { $played }. Lepiej: { $better }, wart o { NUMBER($points, minimumFractionDigits: 1, maximumFractionDigits: 1) } oczekiwanego punktu więcej.
