## Lo que hay en la mesa y lo que hace una elección: corto, por los límites de Discord (etiquetas de
## botón 80, opciones de menú 100 caracteres). Las palabras del reglamento, siempre las mismas (ver docs/i18n/glossary-es.md).

-display = expositor
-center = centro de la mesa
-pattern-line = línea de patrón
-floor-line = línea de suelo
-first-player-marker = ficha de jugador inicial

color = { $color ->
    [blue] azul
    [yellow] amarillo
    [red] rojo
    [black] negro
   *[white] blanco
  }

# Un origen por su nombre: "Expositor 3" (contado desde 1) o "Centro".
source-name = { $source ->
    [center] Centro
   *[display] Expositor { $number }
  }

# "Línea 4" (contada desde 1) o "Suelo".
line-name = { $line ->
    [floor] Suelo
   *[line] Línea { $number }
  }

column-name = Columna { $number }
column-points = Columna { $number } (+{ $points })

# Los azulejos de un origen, los más numerosos primero: "Expositor 3: 2🟥 rojos, 1🟦 azul".
source-label = { $source }: { $tiles }
source-label-marker = { $source }: { $tiles } + { -first-player-marker }
tiles-of-color = { $count }{ $emoji } { $count ->
    [one] { color }
   *[other] { $color ->
        [blue] azules
        [yellow] amarillos
        [red] rojos
        [black] negros
       *[white] blancos
      }
  }

color-label = { $count } { $count ->
    [one] { color }
   *[other] { $color ->
        [blue] azules
        [yellow] amarillos
        [red] rojos
        [black] negros
       *[white] blancos
      }
  }

tiles = { $count ->
    [one] { $count } azulejo
   *[other] { $count } azulejos
  }

# La línea adonde va una elección, con lo que pasa: "Línea 4 — 3 azulejos, la completa, +4 en el muro, 1 al suelo".
line-label = { line-name } — { $parts }
line-part-fills = la completa
line-part-fills-points = la completa, +{ $points } en el muro
line-part-to-floor = { $count } al suelo
line-part-to-lid = { $count } a la tapa
floor-label = Suelo — { tiles }
floor-label-lid = Suelo — { tiles }, { $lid } a la tapa
