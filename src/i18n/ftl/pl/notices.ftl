## Komunikaty poza ruchami: miejsca zmieniające właściciela, anulowanie, zepsuta gra, wyjście, wątek,
## zapis gry, `/azul moje-gry`. Bez form rodzajowych o osobach.

seat-back = { $who } odbiera swoje miejsce autopilotowi.
seat-left = { $who } opuszcza grę: autopilot gra to miejsce do końca, a gra jest punktowana jak zwykle.
seat-left-server = { $who } opuszcza serwer: autopilot gra to miejsce do końca, a gra jest punktowana jak zwykle.
broken-notice = ⚠️ Zapisany stan tej gry jest uszkodzony, więc nie da się jej kontynuować. Host albo każdy z uprawnieniem Zarządzanie wiadomościami może ją anulować, żeby zwolnić kanał.
button-cancel-game = Anuluj grę
game-cancelled = Gra anulowana.
leave-question = **Opuścić tę grę?** Jeśli wyjdziesz, autopilot zagra Twoje miejsce do końca: gra toczy się dalej i jest punktowana, a w wynikach Twoje miejsce będzie oznaczone jako „wyjście”. (Jeśli nikt inny nie zostanie, gra kończy się tutaj, bez punktacji.)
button-leave-game = Opuść grę
button-keep-playing = Graj dalej
left-game = Gra opuszczona: autopilot zagra Twoje miejsce do końca.
left-game-ended = Gra opuszczona. Nikt inny nie został, więc zakończyła się tutaj, bez punktacji.
stayed = Nadal jesteś w grze. Nic się nie zmieniło.
not-the-question = Ten przycisk należy do prywatnego pytania z `/azul wyjdź`. Nic się nie zmieniło.
not-its-message = Ten przycisk nie należy do tej wiadomości. Nic się nie zmieniło.
seat-yours-again = Twoje miejsce znów jest Twoje: autopilot przestał grać. Wiadomości o ruchu będą Cię oznaczać jak wcześniej.
left-lobby = Poczekalnia opuszczona.
lobby-handed = { $who } (host) opuszcza poczekalnię; teraz hostem jest { $host } i może zacząć grę.
lobby-closed-by-host = { $who } (host) wychodzi: poczekalnia jest zamknięta.
you-cancelled = Gra anulowana.
hint-draft = 💡 Trudna SI zagrałaby: weź { $phrase }. Oczekuje z tego ruchu { $points } pkt przy układaniu na ścianie w tej rundzie. (Widzisz to tylko Ty; nic się nie zmieniło.)
hint-draft-marker = 💡 Trudna SI zagrałaby: weź { $phrase } (oraz { -first-player-marker(case: "acc") }). Oczekuje z tego ruchu { $points } pkt przy układaniu na ścianie w tej rundzie. (Widzisz to tylko Ty; nic się nie zmieniło.)
hint-place = 💡 Trudna SI zagrałaby: połóż płytkę w kolumnie { $column }. Oczekuje z tego ruchu { $points } pkt przy układaniu na ścianie w tej rundzie. (Widzisz to tylko Ty; nic się nie zmieniło.)
choice-not-offered = Tego wyboru nie proponowałem. Nic się nie zmieniło.
unknown-button = Ten przycisk nie jest mój (albo pochodzi ze starej wersji bota). Nic się nie zmieniło.
unknown-command = Nie znam tego polecenia. Spróbuj `/azul zasady`.
restarting = Bot się restartuje; spróbuj ponownie za kilka sekund. Nic się nie zmieniło.
unexpected = Przepraszam, coś poszło nie tak po mojej stronie. Jeśli to, co zrobiono, zaraz się nie pojawi, spróbuj ponownie.

thread-start-notice = 🎲 Zaczęła się gra w Azul: { $players }. Ruchy odbywają się w wątku { $thread }; wyniki końcowe pojawią się tutaj.
thread-results-pointer = 🏁 Gra skończona: wyniki końcowe są na { $channel } — { $link }
thread-name = Azul · { $players }
in-threads = Gry w Azul na tym kanale toczą się w swoich wątkach: użyj polecenia w swoim.
busy-thread = Ten wątek należy do gry w Azul: nową grę zacznij na { $channel }. Nic nie zostało otwarte.
busy-lobby = Ten kanał ma już otwartą poczekalnię{ $where } Jedna poczekalnia naraz: gdy jej gra się zacznie (we własnym wątku), można otworzyć następną.
busy-game = Na tym kanale trwa już gra{ $where } Ta gra toczy się na samym kanale (bez wątku), więc jest jedyna, dopóki się nie skończy.

log-title = **Zapis gry** — { $moves ->
    [one] { $moves } ruch
    [few] { $moves } ruchy
    [many] { $moves } ruchów
   *[other] { $moves } ruchu
  }
log-title-paged = **Zapis gry** — { $moves ->
    [one] { $moves } ruch
    [few] { $moves } ruchy
    [many] { $moves } ruchów
   *[other] { $moves } ruchu
  } · strona { $page }/{ $pages } (`/azul ruchy strona:N`)
log-empty = **Zapis gry** — na razie bez ruchów.
log-round = __Runda { $round }__
log-not-started = Gra jeszcze się nie zaczęła: brak ruchów do pokazania.
log-pages = { $pages ->
    [one] Jest 1 strona: wybierz stronę 1.
    [few] Są { $pages } strony: wybierz stronę od 1 do { $pages }.
   *[other] Jest { $pages } stron: wybierz stronę od 1 do { $pages }.
  }

mygames-none = Nie masz teraz miejsca w żadnej grze w Azul. Zacznij grę przez `/azul nowa`.
mygames-title = **Twoje gry w Azul** ({ $count })
mygames-a-server = serwer
mygames-lobby = • { $where } — poczekalnia ({ $seated }/{ $seats }): { $players }{ $link }
mygames-game = • { $where } — runda { $round }, { $whose }{ $clock } — { $players }{ $link }
mygames-your-turn = **Twój ruch**
mygames-waiting = ruch: { $who }
mygames-clock = , czas mija { $when }

notify-choose = Wybierz `włącz` albo `wyłącz` (`/azul powiadomienia pw:włącz`). Nic się nie zmieniło.
notify-on = Wyślę Ci też prywatną wiadomość, gdy Twój ruch będzie czekał przez połowę swojego czasu. (Jeśli Twoje prywatne wiadomości są dla mnie zamknięte, zostaje wzmianka na kanale.)
notify-off = Koniec prywatnych wiadomości: tylko wzmianka na kanale gry.

settings-in-a-server = Ustawienia należą do serwera: użyj tego polecenia na serwerze.
settings-not-allowed = Ustawienia Azul tego serwera mogą zmieniać tylko członkowie z uprawnieniem Zarządzanie serwerem. Nic się nie zmieniło.
settings-choose = Wybierz język. Nic się nie zmieniło.
settings-language-set = Od teraz nowe gry w Azul na tym serwerze mówią: { $language }. (Host nadal może wybrać inny język dla jednej gry przez `/azul nowa język:`.)
settings-language-server = Od teraz nowe gry w Azul na tym serwerze mówią językiem serwera w Discordzie (po angielsku, jeśli nie znam tego języka).

log-file-title = Azul — { $players } ({ variant-name })
log-file-scores = Wyniki: { $scores }
log-file-end = Koniec gry: { $scores }. Wygrana: { $winners }.
log-file-end-agreement = Koniec gry za zgodą: { $scores }. Wygrana: { $winners }.
log-file-cancelled = Gra została anulowana.
log-file-description = Cała gra w słowach: każdy ruch, wyniki każdej rundy, rezultat.
