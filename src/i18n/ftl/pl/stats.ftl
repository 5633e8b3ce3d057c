## /azul ranking, statystyki i historia.

scope-title = { $scope ->
    [global] wszystkie serwery
   *[server] ten serwer
  }
rating-meaning = ranking = μ − 3σ: poziom gry, który osoba ma niemal na pewno co najmniej. Każdy zaczyna od 0; pierwsze porażki mogą na jakiś czas zepchnąć go poniżej 0
leaderboard-title = **Ranking Azul — { scope-title }** ({ rating-meaning })
leaderboard-empty = Nie ma jeszcze gier rankingowych. Dokończ grę w co najmniej dwie osoby, żeby trafić do rankingu.
leaderboard-row = { $rank }. **{ $name }** — { $rating }{ $mark } · { $games ->
    [one] { $games } gra
    [few] { $games } gry
    [many] { $games } gier
   *[other] { $games } gry
  } · { $wins ->
    [one] { $wins } wygrana
    [few] { $wins } wygrane
    [many] { $wins } wygranych
   *[other] { $wins } wygranej
  }
# Gwiazdka ze znakiem ucieczki: wiersz zaczynający się od „* ” byłby punktem listy w markdownie Discorda.
leaderboard-provisional = \* wstępnie: mniej niż { $games ->
    [one] { $games } gra rankingowa
    [few] { $games } gry rankingowe
   *[many] { $games } gier rankingowych
  }.
leaderboard-mine = Ty: miejsce { $rank } z { $players } — { $rating }{ $provisional ->
    [yes] {" "}(wstępnie)
   *[no] {""}
  }, { $games ->
    [one] { $games } gra
    [few] { $games } gry
    [many] { $games } gier
   *[other] { $games } gry
  }, { $wins ->
    [one] { $wins } wygrana
    [few] { $wins } wygrane
    [many] { $wins } wygranych
   *[other] { $wins } wygranej
  }.
leaderboard-unrated = Nie masz tu jeszcze gry rankingowej ({ $players ->
    [one] { $players } osoba w rankingu
    [few] { $players } osoby w rankingu
    [many] { $players } osób w rankingu
   *[other] { $players } osoby w rankingu
  }).

stats-title = **Statystyki Azul: { $name }** ({ $where ->
    [server] na tym serwerze
   *[global] na wszystkich serwerach
  })
stats-none = Brak zakończonych gier.
stats-games = Gry: { $games } · wygrane: { $wins } ({ $percent })
stats-by-players = Według liczby miejsc: { $list }
stats-by-players-item = { $players }os. { $wins }/{ $games } ({ $percent })
stats-score = Wynik: średnio { $mean } · najlepszy { $best }
stats-bonuses = Premie na grę: rzędy { NUMBER($rows, minimumFractionDigits: 2, maximumFractionDigits: 2) } · kolumny { NUMBER($columns, minimumFractionDigits: 2, maximumFractionDigits: 2) } · kolory { NUMBER($colors, minimumFractionDigits: 2, maximumFractionDigits: 2) } ({ NUMBER($points, minimumFractionDigits: 1, maximumFractionDigits: 1) } pkt)
stats-rating = { $label ->
    [here] Ranking tutaj
   *[global] Ranking globalny
  }: { $rating }{ $provisional ->
    [yes] {" "}(wstępnie)
   *[no] {""}
  }, miejsce { $rank } z { $players }
stats-unrated = { $label ->
    [here] Ranking tutaj
   *[global] Ranking globalny
  }: jeszcze brak
stats-first-game = Po pierwszej grze rankingowej: { $start } → { $last } ({ $delta }); każdy zaczyna od 0.
stats-trend = Trend { $games ->
    [one] ostatniej gry rankingowej
    [few] ostatnich { $games } gier rankingowych
   *[many] ostatnich { $games } gier rankingowych
  }: { $spark } { $first } → { $last } ({ $delta })
stats-rivals = Bezpośrednie pojedynki (wygrane–przegrane–remisy):
stats-rival = • kontra **{ $name }**: { $wins }–{ $losses }–{ $ties } w { $games ->
    [one] { $games } grze
    [few] { $games } grach
   *[many] { $games } grach
  }

history-title = **Ostatnie zakończone gry w Azul: { $name }**
history-none = Brak zakończonych gier.
history-row = { $index }. { $when } — { $scores } — { $won }{ $gray ->
    [yes] {" "}(szara ściana)
   *[no] {""}
  }
history-winner = wygrana: { $name }
history-tie = remis: { $names }
history-buttons = Przycisk pokazuje ponownie wyniki końcowe tej gry i jej `azul-game.json`, tylko Tobie.
history-button = Gra { $number }
result-files = Wyniki końcowe: { $names }{ $when }, z całą grą w `azul-game.json` (każdy ruch, do zachowania lub analizy).
stats-unavailable = { $what ->
    [history] Historia gier nie jest dostępna w tym bocie.
    [ratings] Rankingi nie są dostępne w tym bocie.
   *[stats] Statystyki nie są dostępne w tym bocie.
  }
