## Turnieje (/azul turniej), sezony (/azul ranking sezon, /azul ustawienia) i ich odmowy.

## Polecenia

cmd-tournament = turniej
    .description = Turnieje Azul na tym kanale: zapisy, rundy, tabela
cmd-tournament-new = nowy
    .description = Otwiera zapisy na turniej na tym kanale (Zarządzanie serwerem albo rola turniejowa)
cmd-tournament-name = nazwa
    .description = Nazwa turnieju
cmd-tournament-format = format
    .description = Szwajcarski (domyślnie), każdy z każdym albo pucharowy
tournament-format-choice = { $format ->
    [swiss] szwajcarski
    [round-robin] każdy z każdym
   *[elimination] pucharowy
  }
cmd-tournament-table-size = wielkość-stołu
    .description = Najwyżej tylu graczy w grze (2, 3 lub 4; domyślnie 2); mniej, gdy liczba się nie dzieli
cmd-tournament-rounds = rundy
    .description = Szwajcarski: ile rund ({ $min }–{ $max }, domyślnie 3)
cmd-tournament-turn-time = czas-ruchu
    .description = Ile może trwać ruch, zanim zagra go autopilot (domyślnie: 1 dzień)
cmd-tournament-variant = wariant
    .description = Na jakiej ścianie się gra (domyślnie: kolorowa)
cmd-tournament-bots = boty
    .description = Boty zajmują miejsca, które zostałyby puste, więc nikt nie pauzuje rundy (domyślnie: nie)
cmd-tournament-check-in = potwierdzenie
    .description = Przed startem trzeba potwierdzić udział; kojarzy się tylko tych, którzy to zrobili (domyślnie: nie)
cmd-tournament-when = początek
    .description = Kiedy się zaczyna: gdy go uruchomisz (domyślnie) albo po jakimś czasie
tournament-start-choice = { $start ->
    [min15] za 15 minut
    [min30] za 30 minut
    [hour1] za 1 godzinę
    [hour2] za 2 godziny
    [day1] za 1 dzień
   *[manual] gdy go uruchomię
  }
cmd-tournament-language = język
    .description = Język jego wiadomości, obrazów i gier (domyślnie: język tego serwera)
cmd-tournament-start = start
    .description = Zamyka zapisy i kojarzy pierwszą rundę (organizacja)
cmd-tournament-cancel = anuluj
    .description = Anuluje turniej tego kanału; trwające gry się kończą (organizacja)
cmd-tournament-drop = rezygnuj
    .description = Wycofaj się z reszty turnieju (organizacja może wycofać kogoś innego)
cmd-tournament-drop-user = kto
    .description = Kto się wycofuje (domyślnie: Ty)
cmd-tournament-standings = tabela
    .description = Tabela turnieju tego kanału, z jej dogrywkami punktowymi

## Wiadomość z zapisami

tournament-signup-title = 🏆 **{ $name }**: turniej Azul, prowadzi { $organizer }
tournament-line-format = { $format ->
    [swiss] Szwajcarski, { $rounds ->
        [one] { $rounds } runda
        [few] { $rounds } rundy
       *[other] { $rounds } rund
      }
    [round-robin] Każdy z każdym: wszyscy grają ze wszystkimi
   *[elimination] Pucharowy: zwycięzca każdej gry przechodzi dalej
  }
tournament-line-tables = Stoły do { $size } miejsc{ $bots ->
    [yes] {", "}boty zajmują puste miejsca
   *[no] {""}
  } · { $variant ->
    [gray] szara ściana
   *[standard] kolorowa ściana
  } · { $clock }
tournament-line-starts-at = Start { $when }.
tournament-line-starts-manual = Start, gdy { $organizer } go uruchomi.
tournament-line-check-in = Potwierdzenie: przed startem naciśnij **Potwierdzam**; kojarzy się tylko tych, którzy potwierdzili.
tournament-entrants = Zapisani ({ $count }): { $players }
tournament-entrants-none = Nikt się jeszcze nie zapisał.
tournament-join = Zapisz się
tournament-leave = Wypisz się
tournament-check-in-button = Potwierdzam
tournament-check-in-reminder = **{ $name }** startuje { $when }: { $players }, naciśnijcie **Potwierdzam** w wiadomości z zapisami, żeby zostać skojarzonymi.
tournament-signup-running = Ruszył z { $count ->
    [one] { $count } uczestnikiem
    [few] { $count } uczestnikami
   *[other] { $count } uczestnikami
  }: trwa runda { $round } z { $of }.
tournament-signup-finished = Ten turniej się zakończył: tabela końcowa jest niżej.
tournament-signup-cancelled = Ten turniej został anulowany.

## Rundy, stoły i tabele na kanale

tournament-round-title = **{ $name }** · Runda { $round } z { $of }
tournament-round-table = Stół { $table }: { $players }
tournament-round-bots = { $count ->
    [one] 1 bot
    [few] { $count } boty
   *[other] { $count } botów
  }
tournament-round-bye = Pauza w tej rundzie (½ pkt): { $players }
tournament-round-threads = Każda gra ma własny wątek, pod wiadomością swojego stołu niżej. Powodzenia!
tournament-table-card = **{ $name }** · Runda { $round } z { $of } · Stół { $table }: { $players }
tournament-table-welcome = Stół { $table }, runda { $round }: { $players }. Wasza gra toczy się tutaj; bot oznacza osobę, która ma ruch.
tournament-standings-title = { $name }: tabela
tournament-standings-after = Po rundzie { $after } z { $of }
tournament-standings-final = Tabela końcowa po { $after ->
    [one] { $after } rundzie
   *[other] { $after } rundach
  }
tournament-standings-none = Nie rozegrano jeszcze żadnej rundy.
tournament-col-rank = #
tournament-col-player = Gracz
tournament-col-points = Pkt
tournament-col-buchholz = Buchholz
tournament-col-score = Wynik
tournament-standing-line = { $rank }. **{ $name }** — { NUMBER($points, maximumFractionDigits: 2) } pkt · Buchholz { NUMBER($buchholz, maximumFractionDigits: 2) } · wynik { $score }{ $note ->
    [dropped] {" "}(wycofany)
    [out] {" "}(odpadł)
   *[none] {""}
  }
tournament-standings-more = …i jeszcze { $count } (na obrazku).
tournament-standings-scale = Punkty: przy 2 graczach 1 za wygraną, ½ za remis; przy 3 i 4 od 1 za pierwsze do 0 za ostatnie miejsce, w równych odstępach; pauza daje ½. Remisy rozstrzyga Buchholz (punkty rywali), potem suma wyników, potem ranking.
tournament-standings-alt = Tabela turnieju { $name }: { $leaders }
tournament-standings-alt-entry = { $rank }. { $name }, { NUMBER($points, maximumFractionDigits: 2) } pkt
tournament-winner = 🏆 **{ $name }** wygrywa **{ $tournament }**!
tournament-winners = 🏆 **{ $names }** dzielą pierwsze miejsce w **{ $tournament }**!
tournament-cancelled-notice = **{ $name }** został anulowany: nie będzie więcej rund. Tabela zostaje taka, jaka była.
tournament-too-few-notice = **{ $name }** nie wystartował: potrzeba co najmniej 2 uczestników (zapisanych: { $count }).

## Odpowiedzi dla organizacji i uczestników (widoczne tylko dla nich)

tournament-started-answer = **{ $name }** wystartował: runda 1 jest na tym kanale, każda gra we własnym wątku.
tournament-cancelled-answer = **{ $name }** jest anulowany.
tournament-dropped-answer = { $who } wycofuje się z **{ $name }** i nie będzie kojarzony w kolejnych rundach. Trwająca gra toczy się dalej: `/azul wyjdź` w jej wątku oddaje ją autopilotowi.
tournament-left-signup = { $who } wypisuje się z zapisów na **{ $name }**.

## Odmowy

refusal-tournament-no-server = Turnieje toczą się na kanałach serwera.
refusal-not-organizer = Może to zrobić tylko organizacja turnieju, osoby z uprawnieniem Zarządzanie serwerem albo rola turniejowa serwera (`/azul ustawienia rola-turniejowa`). Nic się nie zmieniło.
refusal-no-tournament = Na tym kanale nie ma turnieju. Organizacja otwiera go przez `/azul turniej nowy`.
refusal-tournament-here = Ten kanał ma już turniej w trakcie zapisów albo rozgrywek. Nic nie zostało otwarte.
refusal-bad-tournament-name = Nazwa turnieju ma od 1 do 80 znaków. Nic nie zostało otwarte.
refusal-bad-format = Turniej jest szwajcarski, każdy z każdym albo pucharowy. Nic nie zostało otwarte.
refusal-bad-table-size = Gra turniejowa ma 2, 3 lub 4 miejsca. Nic nie zostało otwarte.
refusal-bad-rounds = Turniej szwajcarski ma od 1 do 15 rund. Nic nie zostało otwarte.
refusal-bad-start = Takiego początku nie ma wśród opcji. Nic nie zostało otwarte.
refusal-tournament-started = Zapisy są zamknięte: turniej już trwa. Nic się nie zmieniło.
refusal-tournament-not-started = Ten turniej jeszcze się nie zaczął. Nic się nie zmieniło.
refusal-tournament-over = Ten turniej się zakończył. Nic się nie zmieniło.
refusal-tournament-full = Ten turniej jest pełny. Nic się nie zmieniło.
refusal-already-entered = Już jesteś zapisany. Nic się nie zmieniło.
refusal-not-entered = Ta osoba nie jest zapisana na ten turniej. Nic się nie zmieniło.
refusal-no-check-in = Ten turniej nie wymaga potwierdzenia: wystarczy się zapisać. Nic się nie zmieniło.
refusal-already-checked-in = Już potwierdziłeś udział. Nic się nie zmieniło.
refusal-already-dropped = Ta osoba już wycofała się z turnieju. Nic się nie zmieniło.
refusal-too-few-entrants = Turniej potrzebuje do startu co najmniej 2 uczestników; grać może: { $entrants }. Nic się nie zmieniło.
refusal-no-seasons = Ranking tego serwera nie ma sezonów. Moderacja może je włączyć przez `/azul ustawienia sezony`.
refusal-no-previous-season = Żaden sezon tego serwera jeszcze się nie zakończył.
refusal-seasons-not-manual = Tutaj sezony kończą się według kalendarza; ręcznie kończy się tylko sezony `ręczne`. Nic się nie zmieniło.

## Ustawienia turniejów i sezonów (/azul ustawienia) oraz sezony rankingu

cmd-settings-tournament-role = rola-turniejowa
    .description = Rola, której członkowie mogą tu prowadzić turnieje (obok Zarządzania serwerem)
cmd-settings-seasons = sezony
    .description = Ranking w sezonach: miesięcznych, kwartalnych, ręcznych albo bez sezonów
season-mode-choice = { $mode ->
    [monthly] miesięczne
    [quarterly] kwartalne (co 3 miesiące)
    [manual] ręczne (koniec-sezonu kończy sezon)
   *[off] wyłączone
  }
cmd-settings-end-season = koniec-sezonu
    .description = Sezony ręczne: kończy teraz trwający sezon i zaczyna następny
cmd-leaderboard-season = sezon
    .description = Tabela tego lub poprzedniego sezonu albo wszech czasów (domyślnie)
season-choice = { $season ->
    [current] ten sezon
    [previous] poprzedni sezon
   *[all-time] wszech czasów
  }
settings-nothing = Wybierz, co zmienić: język, rola-turniejowa, sezony albo koniec-sezonu. Nic się nie zmieniło.
settings-tournament-role-set = Osoby z rolą { $role } mogą teraz prowadzić tu turnieje, obok osób z uprawnieniem Zarządzanie serwerem.
settings-seasons-set = { $mode ->
    [monthly] Ranking ma teraz sezony miesięczne (według kalendarza, UTC).
    [quarterly] Ranking ma teraz sezony kwartalne (styczeń, kwiecień, lipiec i październik, UTC).
    [manual] Ranking ma teraz sezony kończone ręcznie (`/azul ustawienia koniec-sezonu`).
   *[off] Ranking znów nie ma sezonów.
  } Rankingi trwają dalej; tabela sezonu liczy tylko jego gry, wszyscy zaczynają od 0. Tabele sezonów pojawiają się na tym kanale.
settings-season-opened = Sezon { $number } się zaczął{ $ends ->
    [none] .
   *[some] {" "}i kończy się { $ends }.
  }
settings-season-ended = Sezon { $number } się zakończył: jego tabela końcowa jest na tym kanale.
season-dates = { $from } – { $to }
season-since = od { $from }
leaderboard-season-title = **Ranking Azul — sezon { $number }** ({ $when }): tylko gry tego sezonu, wszyscy od 0 (ranking wszech czasów trwa dalej)
season-final-title = 🏁 **Sezon { $number } się zakończył** ({ $when }). Jego tabela końcowa:
season-empty = W tym sezonie nie rozegrano żadnej gry rankingowej.
