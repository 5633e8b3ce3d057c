## Stół na żywo (Aktywność Discorda): jego przyciski, co mówi o grze i o oglądającym, i dlaczego
## dotknięcie albo połączenie zostało odrzucone. Słowa planszy pochodzą z images.ftl, jak na obrazkach.

activity-open = Otwórz stół
activity-off = Stół na żywo nie jest dostępny w tym bocie: graj na czacie.

activity-undo = Cofnij
activity-undo-move = Cofnij mój ruch { $move }
activity-hint = Podpowiedź
activity-play-hint = Zagraj to
activity-take-back = Odbierz moje miejsce
activity-vote-end = Zakończ grę tutaj
activity-vote-keep = Graj dalej
activity-watching = Oglądasz
activity-your-turn = Twój ruch
activity-you-place = Twój ruch: połóż płytkę z rzędu { $line }
activity-you-play = Grasz jako { $name }
activity-close = Zamknij
activity-retry = Spróbuj ponownie
activity-connecting = Siadasz do stołu…
activity-reconnecting = Połączenie zostało przerwane. Łączę ponownie…
activity-summary-close = Wróć do stołu
activity-results = Wyniki końcowe
activity-review = Analiza
activity-clock = Zostało { $time }
activity-cancel-pick = Wybierz ponownie
activity-since = Od Twojego ostatniego ruchu
activity-latest = Ostatnie ruchy
activity-at-table = Przy stole: { $names }

activity-no-game = Nie ma tu jeszcze gry w Azul. Zacznij ją poleceniem /azul new i otwórz stół ponownie.
activity-lobby = Czekamy na graczy: siedzi { $seated } z { $seats }. Dołącz na czacie.
activity-cancelled = Ta gra została anulowana.
activity-broken = Zapisany stan tej gry jest uszkodzony i nie da się jej kontynuować.
activity-autopilot = Autopilot gra za Ciebie.
activity-left = Opuszczasz tę grę; autopilot gra za Ciebie.

activity-line = { $line ->
    [floor] Podłoga
   *[line] Rząd { $number }
  }: { $parts }
activity-part-tiles = { $count ->
    [one] 1 płytka
    [few] { $count } płytki
   *[other] { $count } płytek
  }
activity-part-fills = wypełnia go
activity-part-points = +{ $points } przy układaniu
activity-part-floor = { $count } na podłogę
activity-part-lid = { $count } do pudełka
activity-column = Kolumna { $column } (+{ $points })

activity-vote = W rundzie { $round } żadna płytka nie trafiła na ścianę. Zakończyć grę tutaj? Zgoda: { $agreed } z { $needed }.
activity-hint-draft = Podpowiedź: { $move } (oczekiwane { $points } pkt przy układaniu).
activity-hint-place = Podpowiedź: połóż ją w kolumnie { $column } ({ $points }).
activity-review-pending = Analiza tej gry jest w przygotowaniu…
activity-review-player = Celność { $accuracy }% · niedokładności: { $inaccuracies } · błędy: { $mistakes } · poważne błędy: { $blunders }
activity-bonuses = Rzędy +{ $rows } · Kolumny +{ $columns } · Kolory +{ $colors }

activity-bye-token-expired = Twoje logowanie do Discorda wygasło. Zamknij stół i otwórz go ponownie.
activity-bye-no-instance = Discord nie zna tej Aktywności. Zamknij ją i otwórz stół ponownie.
activity-bye-not-in-instance = Nie jesteś w tej Aktywności. Najpierw dołącz do niej w Discordzie.
activity-bye-wrong-channel = Ten stół otwarto dla innego kanału. Zamknij go i otwórz z kanału gry.
activity-bye-second-window = Masz już ten stół otwarty w innym oknie. Zamknij go tam, żeby grać tutaj.
activity-bye-discord-unavailable = Discord teraz nie odpowiada. Spróbuj ponownie za chwilę.
activity-bye-unavailable = Magazyn gier jest teraz niedostępny. Spróbuj ponownie za chwilę.
activity-bye-no-hello = Stół nie powiedział, kim jest. Zamknij go i otwórz ponownie.
activity-refused-forged = Stół nie wysyła takiej wiadomości. Nic się nie zmieniło.
activity-refused-replayed = To dotknięcie już dotarło. Nic się nie zmieniło.
activity-refused-turn-stale = Stół zmienił się, zanim dotarło Twoje dotknięcie (ten ruch już wykonano). Nic się nie zmieniło.
activity-refused-wrong-channel = Ten stół należy do innego kanału. Nic się nie zmieniło.
activity-refused-too-fast = Za dużo dotknięć naraz. Nic się nie zmieniło; spróbuj ponownie.
