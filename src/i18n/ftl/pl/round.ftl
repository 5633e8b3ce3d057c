## Podsumowanie rundy i głosowanie o zakończeniu zablokowanej gry; wyniki końcowe.

summary-title = **Runda { $round } podliczona**
summary-player = **{ $name }**: { $before } → { $after } ({ $delta }){ $parts }
summary-tile = { $line } { color } { $points }
summary-tile-both = { $line } { color } { $points } ({ $across } w poziomie + { $down } w pionie)
summary-tile-across = { $line } { color } { $points } ({ $across } w poziomie)
summary-tile-down = { $line } { color } { $points } ({ $down } w pionie)
summary-dumped = { $line } nie miała wolnej kolumny: na podłogę
summary-floor = podłoga { $points }

vote-lead = W tej rundzie żadna płytka nie trafiła na ścianę. Jeśli gra utknęła, osoby przy stole mogą ją tu zakończyć: z punktacją jak teraz, ze zwykłymi premiami i rozstrzyganiem remisów (boty i miejsca na autopilocie się zgadzają).
vote-tally = 🗳️ Zakończyć grę tutaj? Zgoda: { $agreed } z { $needed }.
vote-tally-names = 🗳️ Zakończyć grę tutaj? Zgoda: { $agreed } z { $needed } ({ $names }).
vote-ended = 🗳️ Zgoda wszystkich ({ $names }): gra kończy się tutaj.
vote-ended-nobody = 🗳️ Zgoda wszystkich (bez głosów osób): gra kończy się tutaj.
vote-end = Zakończ grę tutaj
vote-keep = Graj dalej
vote-counted = Twój głos się liczy. { $tally }
vote-counted-newest = Twój głos się liczy. { $tally } Głosowanie trwa pod najnowszym podsumowaniem rundy.
vote-game-ends = Zgoda wszystkich: gra kończy się tutaj.

final-over = **Koniec gry** po { $rounds ->
    [one] { $rounds } rundzie
    [few] { $rounds } rundach
   *[many] { $rounds } rundach
  }.
final-over-agreement = **Koniec gry**. Zakończona za zgodą po rundzie { $rounds }: gra utknęła (żadna płytka nie trafiła na ścianę), a osoby przy stole zgodziły się przerwać. Premie i rozstrzyganie remisów jak zwykle.
final-shared = 🏆 Wspólna wygrana: { $names } z { $points } pkt (remis w punktach i pełnych rzędach).
final-rows = 🏆 Wygrywa { $name }: remis przy { $points } pkt, rozstrzygnięty pełnymi rzędami ({ $rows }).
final-score = 🏆 Wygrywa { $name } z { $points } pkt.
final-standing = { $rank }. **{ $name }** — { $score } pkt ({ $wall } przed premiami; { $rows ->
    [one] { $rows } rząd
    [few] { $rows } rzędy
    [many] { $rows } rzędów
   *[other] { $rows } rzędu
  } +{ $rowPoints }, { $columns ->
    [one] { $columns } kolumna
    [few] { $columns } kolumny
    [many] { $columns } kolumn
   *[other] { $columns } kolumny
  } +{ $columnPoints }, { $colors ->
    [one] { $colors } kolor
    [few] { $colors } kolory
    [many] { $colors } kolorów
   *[other] { $colors } koloru
  } +{ $colorPoints })
final-thanks = { $count ->
   *[other] Dzięki za grę, { $people }!
  }
button-rematch = Rewanż
