## Wiadomość o ruchu (jedyne aktywne przyciski), co się stało od ostatniego ruchu danej osoby,
## przypomnienie w połowie czasu i `/azul stół`.

turn-header = { $who }, Twój ruch — runda { $round }.
turn-header-gray = { $who }, Twój ruch — runda { $round }, szara ściana.
turn-clock = ⏳ Czas mija { $when }; potem ten ruch zagra autopilot.
step-place = Układanie na ścianie: { $line } ({ color }) — wybierz kolumnę na ścianie.
step-source = Weź płytki: wybierz warsztat albo środek.
step-color = { $source } — wybierz kolor.
step-line = { $count } { $count ->
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
  } ({ $source }) — wybierz { -pattern-line(case: "acc") } albo podłogę.
source-placeholder = Weź płytki z…
button-back = Wstecz
button-hint = Podpowiedź
since-more = …i jeszcze { $count } { $count ->
    [one] ruch
    [few] ruchy
    [many] ruchów
   *[other] ruchu
  } wcześniej:

reminder = ⏰ { $who }, Twój ruch w Azul czeka (runda { $round }).
reminder-clock = ⏰ { $who }, Twój ruch w Azul czeka (runda { $round }). Czas mija { $when }; potem za Ciebie zagra autopilot.

button-take-back = Odbierz moje miejsce
board-turn-yours = Runda { $round } — Twój ruch.
board-turn-other = Runda { $round } — teraz gra { $who }.
board-on-autopilot = Twoje miejsce gra autopilot. Odbierz je, żeby grać swoje ruchy samodzielnie.
board-not-started = Gra jeszcze się nie zaczęła: przy stole { $seated }, czekamy, aż host naciśnie Rozpocznij.
button-my-board = Moja plansza
button-undo = Cofnij
step-pick = Weź płytki: wybierz płytki (warsztat albo środek, i kolor).
# Przycisk (źródło, kolor): „W3 · 2” z kwadratem koloru.
pick-label = { $source } · { $count }
source-short = { $source ->
    [center] Środek
   *[display] W{ $number }
  }
supply-line = Woreczek { $bag } · wieczko { $lid } · na stole { $out }
undone = ↩️ { $who } cofa swój ruch{ $replies ->
    [0] {""}
    [one] {" "}i odpowiedź bota
   *[other] {" "}i odpowiedzi botów
  }.
undo-done = ↩️ Cofnięte. Znów Twój ruch.
hint-play = Zagraj to
