## `/azul zasady`: zasady w skrócie (jedna wiadomość Discorda, najwyżej 2000 znaków).

rules =
    {"**Azul w skrócie**"}
    • W swoim ruchu weź **wszystkie płytki jednego koloru** z jednego { -display(case: "gen") } (reszta zsuwa się na { -center(case: "acc") }) albo ze { -center(case: "gen") }. Kto pierwszy bierze ze { -center(case: "gen") }, bierze też { -first-player-marker(case: "acc") } (liczy się jak płytka na podłodze).
    • Połóż je w **jednej { -pattern-line(case: "loc") }** (linia N mieści N płytek jednego koloru, i to nie koloru, który już jest w tym rzędzie ściany) albo na podłodze. Płytki, które się nie mieszczą, spadają na podłogę: −1, −1, −2, −2, −2, −3, −3.
    • Gdy wszystkie warsztaty i { -center } są puste, każda **pełna linia** przenosi jedną płytkę na ścianę: daje 1 punkt albo długość rzędu i kolumny, do których dołącza; pozostałe płytki tej linii idą do wieczka. **Niepełne linie zostają** na następną rundę. Płytki z podłogi i resztki idą do wieczka, a wynik **nigdy nie spada poniżej 0**.
    • Kto ma **{ -first-player-marker(case: "acc") }, zaczyna następną rundę** (kto zaczyna pierwszą rundę, jest losowane).
    • Gra kończy się po rundzie, w której ktoś ułoży pełny **poziomy rząd**. Premie: +{ $row } za pełny rząd, +{ $column } za pełną kolumnę, +{ $color } za kolor ułożony 5 razy. Przy remisie wygrywa więcej pełnych rzędów.
    • Gra może utknąć (płytki, które nigdy nie dopełnią linii). Po rundzie, w której żadna płytka nie trafiła na żadną ścianę, podsumowanie rundy proponuje **Zakończ grę tutaj**: gdy zgodzą się wszyscy grający swoje miejsca, gra kończy się w obecnym stanie, ze zwykłymi premiami i rozstrzyganiem remisów.
    • Wariant **szara ściana**: ściana nie ma nadrukowanych kolorów; kolumnę dla każdej płytki wybierasz Ty (żaden kolor dwa razy w rzędzie ani kolumnie).

    {"**Polecenia**"}: `/azul nowa [miejsca] [wariant] [boty] [poziom] [czas-ruchu]` otwiera poczekalnię (boty: przeciwnicy SI) · `/azul stół` stół, tylko dla Ciebie · `/azul ruchy` ruchy całej gry · `/azul moje-gry` Twoje gry wszędzie · `/azul powiadomienia włącz|wyłącz` prywatne wiadomości w Twoim ruchu · `/azul wyjdź` wyjście (autopilot przejmuje Twoje miejsce) · `/azul anuluj` (host albo Zarządzanie wiadomościami) · `/azul ranking`, `/azul statystyki`, `/azul historia` · `/azul zasady` ten tekst.
