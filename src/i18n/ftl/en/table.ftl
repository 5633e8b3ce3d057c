## What lies on the table and what a choice does: short, for Discord's limits (button labels 80,
## menu options 100 characters). The rulebook's words, kept the same everywhere (see GLOSSARY.md).

-display = display
-center = center
-pattern-line = pattern line
-floor-line = floor
-first-player-marker = first player marker

color = { $color ->
    [blue] blue
    [yellow] yellow
    [red] red
    [black] black
   *[white] white
  }

# A source by name: "Display 3" (counted from 1) or "Center".
source-name = { $source ->
    [center] Center
   *[display] Display { $number }
  }

# "Line 4" (counted from 1) or "Floor".
line-name = { $line ->
    [floor] Floor
   *[line] Line { $number }
  }

column-name = Column { $number }
column-points = Column { $number } (+{ $points })

# A source's tiles, most first: "Display 3: 2🟥 red, 1🟦 blue".
source-label = { $source }: { $tiles }
source-label-marker = { $source }: { $tiles } + { -first-player-marker }
tiles-of-color = { $count }{ $emoji } { color }

color-label = { $count } { color }

tiles = { $count ->
    [one] { $count } tile
   *[other] { $count } tiles
  }

# The pattern line a draft goes to, with what happens: "Line 4 — 3 tiles, fills it, +4 at tiling, 1 to floor".
line-label = { line-name } — { $parts }
line-part-fills = fills it
line-part-fills-points = fills it, +{ $points } at tiling
line-part-to-floor = { $count } to floor
line-part-to-lid = { $count } to the lid
floor-label = Floor — { tiles }
floor-label-lid = Floor — { tiles }, { $lid } to the lid
