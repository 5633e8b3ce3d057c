## Co się stało, tak jak mówią gracze: ruchy, start, anulowanie. Czas teraźniejszy: bez form
## rodzajowych o osobach („Ana bierze”, nie „Ana wzięła/wziął”).

player-fallback = Gracz { $number }

# „Ana bierze 3 czerwone (Warsztat 2): 2 → Linia 2 (pełna), 1 na podłogę.”
move-drafted = { $who } bierze { $phrase }.
move-drafted-marker = { $who } bierze { $phrase }. Do tego { -first-player-marker(case: "acc") }.
# „Rui kładzie płytkę (czerwona): Linia 3 → Kolumna 4.”
move-placed = { $who } kładzie płytkę ({ color }): { $line } → { $column }.
# „3 czerwone (Warsztat 2): 2 → Linia 2 (pełna), 1 na podłogę”
draft-phrase = { $count } { $count ->
    [one] { $color ->
        [blue] niebieską
        [yellow] żółtą
        [red] czerwoną
        [black] czarną
       *[white] białą
      }
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
  } ({ $source }): { $where }
draft-to-line = { $count } → { $line }
draft-to-line-full = { $count } → { $line } (pełna)
draft-to-floor = { $count } na podłogę
draft-to-lid = { $count } do wieczka (podłoga pełna)
draft-nothing = nic nie ułożono
move-by-autopilot = { $move } (zagrał autopilot za: { $who })

game-started = Gra się zaczęła. Zaczyna **{ $who }**.
game-started-random = Gra się zaczęła. Zaczyna **{ $who }** (losowo).
cancel-abandoned = { $who } opuszcza grę i przy stole nie ma już żadnej osoby: gra kończy się tutaj, bez punktacji. Nową zaczniesz przez `/azul nowa`.
cancel-cancelled = { $stage ->
    [lobby] { $who } anuluje grę w Azul przed jej rozpoczęciem.
   *[game] { $who } anuluje tę grę w Azul.
  }
