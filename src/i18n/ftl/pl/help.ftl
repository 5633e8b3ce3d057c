## `/azul pomoc`: kilka krótkich prywatnych stron.

help-page = strona { $page } z { $pages }
help-commands = `/azul nowa` otwiera tu grę: inni naciskają **Dołącz**, host naciska **Rozpocznij** (boty dodasz z menu albo przez `/azul nowa boty:2 poziom:trudny`, żeby grać bez innych osób; `zaproś:` zaprasza tylko wskazane osoby). Gra przenosi się do własnego wątku.
    `/azul stół` pokazuje Ci stół (a w Twoim ruchu także Twoje przyciski); **Moja plansza** pokazuje Twoją planszę z bliska, na telefon.
    `/azul ruchy` wszystkie dotychczasowe ruchy · `/azul moje-gry` Twoje gry wszędzie · `/azul wyjdź` oddaje Twoje miejsce autopilotowi · `/azul zasady` zasady w skrócie · `/azul ranking`, `/azul statystyki`, `/azul historia` rankingi i dawne gry · `/azul analiza` (w wątku zakończonej gry) analiza gry przez SI.
    .title = Polecenia
help-turn = W Twoim ruchu bot Cię oznacza. Dotknij płytek, które bierzesz (warsztat albo środek, i kolor), a potem { -pattern-line(case: "gen") } albo podłogi, na którą trafią: zwykle dwa dotknięcia. **Wstecz** cofa o krok; **Podpowiedź** pokazuje, co zagrałaby trudna SI; **Cofnij** wycofuje Twój ruch, dopóki nie zagra inna osoba albo nie skończy się runda.
    Jeśli nie zagrasz, zanim minie czas, zagra za Ciebie autopilot; **Odbierz moje miejsce** w `/azul stół` oddaje Ci je z powrotem.
    .title = Twój ruch
help-row = Gdy { -pattern-line } jest pełna na koniec rundy, jedna z jej płytek trafia na ścianę. Samotna daje 1 punkt; obok innych płytek daje tyle, ile płytek liczy rząd, do którego dołącza (tu 3 płytki: +3), i tak samo kolumna.
    .title = Punktowanie płytki
help-column = Płytka, która dołącza i do rzędu, i do kolumny, punktuje obie długości (tu 2 w poziomie i 3 w pionie: +5). Na koniec gry: +2 za każdy pełny rząd, +7 za każdą pełną kolumnę, +10 za każdy kolor ułożony pięć razy.
    .title = Rzędy i kolumny
help-floor = Płytki, które nie mieszczą się w linii, spadają na { -floor-line(case: "acc") }: −1, −1, −2, −2, −2, −3, −3 po kolei (liczy się też { -first-player-marker }). Wynik nigdy nie spada poniżej 0.
    .title = Podłoga
