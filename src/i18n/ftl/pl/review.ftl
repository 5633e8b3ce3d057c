## Analiza gry: każdy ruch zakończonej gry przeanalizowany przez SI, publikowana w wątku
## gry i pokazywana przez `/azul analiza`. Punkty to „oczekiwane punkty”: ile według SI ruch jest
## wart w końcowej różnicy do najlepszego przeciwnika.

cmd-review = analiza
    .description = Analiza zakończonej gry w Azul przez SI (w jej wątku): dokładność, błędy, lepsze ruchy

review-title = **Analiza gry** — ruchy przeanalizowane przez SI: { $moves }
review-agreement = Gra zakończyła się za zgodą: analizowane są ruchy do tego momentu.
review-key = Dokładność: odsetek ruchów danej osoby, które tracą mniej niż { $accurate ->
    [one] { $accurate } oczekiwany punkt
    [few] { $accurate } oczekiwane punkty
   *[many] { $accurate } oczekiwanych punktów
  } do najlepszego ruchu znalezionego przez SI. Oddane punkty: niedokładność od { $inaccuracy }, błąd od { $mistake }, poważny błąd od { $blunder }.
review-player = **{ $name }** — { $score } pkt · dokładność **{ $accuracy }%** · { $inaccuracies ->
    [one] { $inaccuracies } niedokładność
    [few] { $inaccuracies } niedokładności
    [many] { $inaccuracies } niedokładności
   *[other] { $inaccuracies } niedokładności
  }, { $mistakes ->
    [one] { $mistakes } błąd
    [few] { $mistakes } błędy
    [many] { $mistakes } błędów
   *[other] { $mistakes } błędu
  }, { $blunders ->
    [one] { $blunders } poważny błąd
    [few] { $blunders } poważne błędy
    [many] { $blunders } poważnych błędów
   *[other] { $blunders } poważnego błędu
  }
review-player-clean = Żaden ruch nie oddał punktów.
# „Runda 3, ruch 41: 1 żółta (Środek) → Linia 2 zamiast 1 niebieska (Środek) → Linia 5: −5.6 oczekiwanego punktu (błąd)”
review-costly = Runda { $round }, ruch { $move }: { $played } zamiast: { $better }; −{ NUMBER($loss, minimumFractionDigits: 1, maximumFractionDigits: 1) } oczekiwanego punktu ({ review-judgement })
review-judgement = { $judgement ->
    [inaccuracy] niedokładność
    [mistake] błąd
    [blunder] poważny błąd
   *[good] mała strata
  }
# Ruch w analizie: „2 niebieskie (Warsztat 5) → Linia 2”, „3 czerwone (Środek) → podłoga”.
review-move-draft = { $tiles } { $tiles ->
    [one] { color }
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
  } ({ $source }) → { $target }
review-move-floor = podłoga
review-move-spill = { $move } ({ $count } na podłogę)
review-move-marker = { $move } oraz { -first-player-marker }
# Szara ściana: „czerwona: Linia 3 → Kolumna 4”.
review-move-place = { color }: { $line } → { $column }

review-your-costliest = Twój najdroższy ruch:
review-costly-of = **{ $name }** · kosztowny ruch { $rank } z { $count }
review-page = { $page } / { $pages }
review-button-mine = Twoja analiza
review-button-previous = Poprzednia
review-button-next = Następna

review-unavailable = Analizy gier nie są teraz dostępne. Spróbuj ponownie później.

history-review-button = Analiza { $number }
history-review-buttons = Przycisk Analiza pokazuje analizę tej gry przez SI, tylko Tobie.

stats-accuracy = Dokładność: średnio { $mean }% w { $games ->
    [one] { $games } przeanalizowanej grze
    [few] { $games } przeanalizowanych grach
   *[many] { $games } przeanalizowanych grach
  } (ruchy tracące mniej niż 1 oczekiwany punkt do najlepszego ruchu SI).

refusal-review-not-finished = Ta gra jeszcze się nie skończyła: analiza pojawi się po jej zakończeniu.
refusal-no-game-to-review = Tu nie ma gry do analizy: użyj `/azul analiza` w wątku zakończonej gry albo przycisków Analiza w `/azul historia`.
refusal-not-reviewable = Ta gra została anulowana lub porzucona (albo nie da się jej odczytać): nie ma jej analizy.
