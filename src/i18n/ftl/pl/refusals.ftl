## Odmowa ludzkimi słowami, jedna na kod błędu aplikacji (nic się nie zmienia, chyba że tekst mówi inaczej).

refusal-db-unavailable = Magazyn gier jest teraz nieosiągalny. Nic się nie zmieniło; spróbuj ponownie za chwilę.
refusal-conflict = To już zostało zagrane (albo gra w międzyczasie się zmieniła). Nic się nie zmieniło.
refusal-not-found = Ta gra już nie istnieje. Nic się nie zmieniło.
refusal-not-lobby = Ta gra już się zaczęła albo skończyła.
refusal-not-active = Ta gra jest skończona.
refusal-already-seated = Masz już miejsce w tej grze.
refusal-not-seated = Nie masz miejsca w tej grze.
refusal-lobby-full = Ta gra jest pełna.
refusal-channel-busy = Na tym kanale jest już gra w Azul.
refusal-bad-input = Tego nie umiem zrobić. Nic się nie zmieniło.
refusal-bad-player-count = Gra ma od 2 do 4 miejsc.
refusal-bad-turn-time = Tego czasu na ruch nie ma wśród opcji (5 minut, 1 godzina, 12 godzin, 1 dzień, 3 dni, bez limitu). Nic nie zostało otwarte.
refusal-bad-level = Tego poziomu nie proponowałem. Wybierz łatwy, średni albo trudny. Nic się nie zmieniło.
refusal-thread-of-a-game = Ten wątek należy do gry w Azul.
refusal-lobby-started = Ten przycisk poczekalni jest nieaktualny: ta gra już się zaczęła albo skończyła. Nic się nie zmieniło.
refusal-lobby-changed = Poczekalnia w międzyczasie się zmieniła (ktoś dołączył albo wyszedł); spójrz na nią jeszcze raz. Nic się nie zmieniło.
refusal-game-started = Ta gra już się zaczęła. `/azul wyjdź` pozwala z niej wyjść (najpierw pyta).
refusal-not-finished = Ponownie można zagrać tylko zakończoną grę.
refusal-not-a-player = Rewanż mogą zacząć tylko osoby grające w tej grze.
refusal-not-a-voter = O zakończeniu tej gry głosują tylko osoby przy stole. Nic się nie zmieniło.
refusal-not-invited = Ta gra jest dla osób zaproszonych przez hosta. Nic się nie zmieniło.
refusal-already-over = Ta gra już się skończyła.
refusal-wrong-channel = Ten przycisk należy do gry na innym kanale. Nic się nie zmieniło.
refusal-not-running = Ta gra już nie trwa. Nic się nie zmieniło.
refusal-not-in-game = Nie grasz w tej grze.
refusal-left-game = Nie grasz już w tej grze; Twoje miejsce gra autopilot.
refusal-already-left = Już wcześniej opuszczono tę grę; Twoje miejsce gra autopilot.
refusal-seat-already-yours = Twoje miejsce już jest Twoje. Nic się nie zmieniło.
refusal-game-moved-on = Gra poszła dalej od Twojej prośby. Nic się nie zmieniło. `/azul wyjdź` pozwala z niej wyjść (najpierw pyta).
refusal-turn-stale = Te przyciski są nieaktualne (ten ruch już wykonano). Użyj najnowszej wiadomości o ruchu.
refusal-choice-gone = Ten wybór nie jest teraz dostępny. Nic się nie zmieniło.
refusal-illegal = Zasady nie pozwalają na ten ruch. Nic się nie zmieniło.
refusal-stale = Gra poszła dalej. Nic się nie zmieniło.
refusal-not-bot-turn = Teraz gra osoba. Nic się nie zmieniło.
refusal-vote-over = Ta gra jest skończona: nie ma już nad czym głosować. Nic się nie zmieniło.
refusal-vote-on-autopilot = Twoje miejsce gra autopilot, a on zgadza się zakończyć grę. Odbierz swoje miejsce (w `/azul stół`), żeby mieć głos. Nic się nie zmieniło.
refusal-vote-never-offered = Takiego głosowania nigdy nie było. Nic się nie zmieniło.
refusal-vote-closed = To głosowanie jest nieaktualne: od tamtej pory płytki trafiły na ścianę, więc gra toczy się dalej. Nic się nie zmieniło.
refusal-vote-already-agreed = Twoja zgoda na zakończenie gry jest już zapisana. Nic się nie zmieniło.
refusal-vote-nothing-to-withdraw = Nie było Twojej zgody na zakończenie gry, więc nie ma czego wycofać. Nic się nie zmieniło.
refusal-busy = Gra zmieniała się, gdy liczyliśmy Twoje kliknięcie; kliknij jeszcze raz.
refusal-no-game = Na tym kanale nie ma gry w Azul. Zacznij ją przez `/azul nowa`.
refusal-in-threads = Gry na tym kanale toczą się w swoich wątkach.
refusal-no-server = Poza serwerem nie ma rankingu serwera: wybierz zakres wszystkie serwery.
refusal-other-server = Ta gra toczyła się na innym serwerze. Nic się nie zmieniło.
-moderators = Moderacja to członkowie z uprawnieniem Zarządzanie wiadomościami.
refusal-broken = Zapisany stan tej gry jest uszkodzony i nie da się w nią dalej grać. Host (albo moderacja) może ją anulować. { -moderators }
refusal-bots-do-not-fit = { $bots ->
    [one] { $bots } bot nie mieści
    [few] { $bots } boty nie mieszczą
   *[other] { $bots } botów nie mieści
  } się przy stole na { $seats ->
    [one] { $seats } miejsce
    [few] { $seats } miejsca
   *[many] { $seats } miejsc
  } razem z Tobą.
refusal-bad-variant = Nie ma wariantu „{ $asked }”. Wybierz `kolorowa ściana` (standard) albo `szara ściana`. Nic nie zostało otwarte.
refusal-not-host = Tylko host może { $action ->
    [start] zacząć grę
    [remove-bot] usuwać boty
   *[add-bot] dodawać boty
  }.
refusal-too-few-players = Gra potrzebuje od 2 do 4 osób; przy stole: { $seated }.
refusal-cancel-stale = Ten przycisk Anuluj jest nieaktualny ({ $status ->
    [lobby] poczekalnia w międzyczasie się zmieniła
    [active] gra w międzyczasie się zaczęła
   *[other] ta gra już się skończyła
  }). Nic się nie zmieniło. `/azul anuluj` anuluje grę w obecnym stanie.
refusal-not-allowed = Tę grę może anulować tylko host albo moderacja. { -moderators }
refusal-not-your-turn = To nie jest Twój ruch.
refusal-not-your-turn-waiting = To nie jest Twój ruch: teraz gra { $who }.
refusal-bad-language = Nie znam jeszcze języka „{ $asked }”. Nic się nie zmieniło.
refusal-outcome-unknown = Magazyn gier nie odpowiedział na czas, więc nie wiem, czy to zostało zapisane. Spójrz za chwilę: stół (`/azul stół`) pokazuje, co zapisano, a zapisane kliknięcie nigdy nie jest liczone dwa razy.
refusal-invited-host = Ta gra jest Twoja (jako hosta), więc już w niej jesteś: zaproś innych. Nic nie zostało otwarte.
refusal-invited-twice = Ta sama osoba jest zaproszona dwa razy. Nic nie zostało otwarte.
refusal-too-many-invited = W grze jest miejsce na 3 zaproszone osoby oprócz Ciebie. Nic nie zostało otwarte.
refusal-invited-do-not-fit = { $invited } { $invited ->
    [one] zaproszona osoba i
    [few] zaproszone osoby i
   *[other] zaproszonych osób i
  } { $bots } { $bots ->
    [one] bot
    [few] boty
   *[other] botów
  } nie zmieszczą się przy stole na { $seats ->
    [one] { $seats } miejsce
    [few] { $seats } miejsca
   *[many] { $seats } miejsc
  } razem z Tobą. Nic nie zostało otwarte.
refusal-undo-not-yours = Ten ruch może cofnąć tylko osoba, która go wykonała. Nic się nie zmieniło.
refusal-undo-gone = Ten ruch został już cofnięty. Nic się nie zmieniło.
refusal-undo-round-over = Ten ruch zakończył rundę, a następna jest już rozdana: zostaje. Nic się nie zmieniło.
refusal-undo-too-late = Po tym ruchu działał już ktoś inny, więc ruch zostaje. Nic się nie zmieniło.
