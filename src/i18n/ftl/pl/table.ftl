## Co leży na stole i co robi wybór: krótko, ze względu na limity Discorda (etykiety przycisków 80,
## opcje menu 100 znaków). Słowa z instrukcji, wszędzie te same (zob. docs/i18n/glossary-pl.md).
## Terminy mają przypadki: { -display(case: "gen") } → „warsztatu”.

-display = { $case ->
    [gen] warsztatu
    [loc] warsztacie
   *[nom] warsztat
  }
-center = { $case ->
    [gen] środka stołu
    [loc] środku stołu
   *[nom] środek stołu
  }
-pattern-line = { $case ->
    [gen] linii wzoru
    [acc] linię wzoru
    [loc] linii wzoru
   *[nom] linia wzoru
  }
-floor-line = { $case ->
    [gen] linii podłogi
    [acc] linię podłogi
    [loc] linii podłogi
   *[nom] linia podłogi
  }
-first-player-marker = { $case ->
    [gen] znacznika pierwszego gracza
   *[nom] znacznik pierwszego gracza
  }

color = { $color ->
    [blue] niebieska
    [yellow] żółta
    [red] czerwona
    [black] czarna
   *[white] biała
  }

# Źródło z nazwy: „Warsztat 3” (liczone od 1) albo „Środek”.
source-name = { $source ->
    [center] Środek
   *[display] Warsztat { $number }
  }

# „Linia 4” (liczona od 1) albo „Podłoga”.
line-name = { $line ->
    [floor] Podłoga
   *[line] Linia { $number }
  }

column-name = Kolumna { $number }
column-points = Kolumna { $number } (+{ $points })

# Płytki źródła, najliczniejsze najpierw: „Warsztat 3: 2🟥 czerwone, 1🟦 niebieska”.
source-label = { $source }: { $tiles }
source-label-marker = { $source }: { $tiles } + { -first-player-marker }
tiles-of-color = { $count }{ $emoji } { $count ->
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
  }

color-label = { $count } { $count ->
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
  }

tiles = { $count ->
    [one] { $count } płytka
    [few] { $count } płytki
    [many] { $count } płytek
   *[other] { $count } płytki
  }

# Linia wzoru, do której idzie wybór, i co się stanie: „Linia 4 — 3 płytki, wypełnia ją, +4 przy układaniu, 1 na podłogę”.
line-label = { line-name } — { $parts }
line-part-fills = wypełnia ją
line-part-fills-points = wypełnia ją, +{ $points } przy układaniu
line-part-to-floor = { $count } na podłogę
line-part-to-lid = { $count } do wieczka
floor-label = Podłoga — { tiles }
floor-label-lid = Podłoga — { tiles }, { $lid } do wieczka
