## Todas las palabras dibujadas en las imágenes y sus textos alternativos (los leen los lectores de pantalla).
## Las palabras dibujadas deben caber en cajas pequeñas: tan cortas como las inglesas.

# Los colores de los azulejos, en minúscula, como dentro de una frase.
image-color = { $color ->
    [blue] azul
    [yellow] amarillo
    [red] rojo
    [black] negro
   *[white] blanco
  }

## La cabecera y los encabezados de los tableros.
image-round = Ronda { $round }
image-to-play = Le toca a { $who }
image-places-line = { $who } coloca la línea { $line }
image-places-tiles = { $who } coloca azulejos
image-places-line-short = { $who }: línea { $line }
image-places-tiles-short = { $who }: muro
image-game-over = Fin de la partida
image-pill-to-play = JUEGA
image-pill-placing = COLOCA
image-your-turn = Tu turno
image-you-place-line = Colocas la línea { $line }
image-floor = Suelo
image-center = { $tiles ->
    [0] Centro · vacío
    [one] Centro · { $tiles } azulejo
   *[other] Centro · { $tiles } azulejos
  }
image-center-short = Centro · { $tiles }
image-center-empty = Centro · vacío
image-variant = { $variant ->
    [gray] Muro gris
   *[standard] Muro de colores
  }
image-seat = Jugador { $number }

## La reserva (azulejos en la mesa, en la bolsa, en la tapa).
image-supply-table = Mesa
image-supply-bag = Bolsa
image-supply-lid = Tapa
image-totals = Bolsa { $bag } · tapa { $lid } · mesa { $table }

## Las jugadas desde el último turno, en la cabecera.
image-move-what = { $who } tomó { $count } { $count ->
    [one] { image-color }
   *[other] { $color ->
        [blue] azules
        [yellow] amarillos
        [red] rojos
        [black] negros
       *[white] blancos
      }
  }
image-move-what-marker = { $who } tomó { $count } { $count ->
    [one] { image-color }
   *[other] { $color ->
        [blue] azules
        [yellow] amarillos
        [red] rojos
        [black] negros
       *[white] blancos
      }
  } + ficha
image-move-source = { $source ->
    [center] centro
   *[display] Expositor { $number }
  }
image-move-to-line = línea { $line }
image-move-to-floor = suelo
image-move-floor-count = { $count } suelo
image-move-lid-count = { $count } tapa
image-move-line = { $who }: { $count }, { $source } → { $target }
image-move-source-short = { $source ->
    [center] centro
   *[display] expositor { $number }
  }
image-move-target = { $line ->
    [floor] suelo
   *[line] línea { $number }
  }

## El resumen de la ronda.
image-round-scored = Ronda { $round } puntuada
image-starts-round = { $who } empieza la ronda { $round }
image-line = Línea { $line }
image-reason = { $kind ->
    [both] fila de { $across } + columna de { $down }
    [row] fila de { $across }
    [column] columna de { $down }
   *[none] sin vecinos
  }
image-reason-short = { $kind ->
    [both] { $across } horiz., { $down } vert.
    [row] { $across } horiz.
    [column] { $down } vert.
   *[none] solo
  }
image-no-free-column = sin columna libre
image-no-free-column-long = sin columna libre, al suelo
image-no-full-line = Ninguna línea completa
image-was = era { $score }
image-this-round = { $change } esta ronda
image-floor-empty = Suelo: vacío

## El resultado final.
image-not-finished = Partida sin terminar
image-wins = Gana { $who }
image-shared-win = Victoria compartida: { $who }
image-names-and = { " & " }
image-with-points = con { $score ->
        [one] { $score } punto
       *[other] { $score } puntos
      }
image-complete-rows = { $rows ->
    [one] { $rows } fila completa
   *[other] { $rows } filas completas
  }
image-shared-reason = { $score ->
        [one] { $score } punto
       *[other] { $score } puntos
      } y { image-complete-rows } cada cual
image-tie-reason = Empate a { $score }, ganado por filas completas: { $rows } a { $best }
image-wins-with = Gana { $who } con { $score ->
        [one] { $score } punto
       *[other] { $score } puntos
      }
image-wins-tie = { $who } gana el desempate a { $score }: { image-complete-rows } a { $best }
image-shared-win-sentence = Victoria compartida: { $who }, { $score ->
        [one] { $score } punto
       *[other] { $score } puntos
      } y { image-complete-rows } cada cual
image-points = puntos
image-before-bonuses = Antes de bonificaciones
image-rows-bonus = Filas  { $count } × 2
image-columns-bonus = Columnas  { $count } × 7
image-colors-bonus = Colores  { $count } × 10
image-final-score = Puntuación final
image-chart-title = Puntos por ronda
image-chart-start = R0
image-chart-round = R{ $round }
image-chart-final = Fin

## Los ejemplos de puntuación de /azul ayuda.
image-scoring-title = { $kind ->
    [row] Puntuar una fila
    [column] Puntuar una columna
    [both] Fila y columna
   *[floor] El suelo
  }
image-scoring-explain = { $kind ->
    [row] { $across ->
        [one] { $across } azulejo
       *[other] { $across } azulejos
      } en su fila: { $points ->
        [one] { $points } punto
       *[other] { $points } puntos
      }
    [column] { $down ->
        [one] { $down } azulejo
       *[other] { $down } azulejos
      } en su columna: { $points ->
        [one] { $points } punto
       *[other] { $points } puntos
      }
   *[both] { $across } en su fila + { $down } en su columna: { $points ->
        [one] { $points } punto
       *[other] { $points } puntos
      }
  }
image-new-tile = Azulejo nuevo
image-floor-explain = La ficha y cada azulejo pierden los puntos de encima: { $penalties } = { $total }

## Las imágenes del análisis de la partida.
image-review-chart-title = Margen esperado, jugada a jugada
image-review-round-short = R{ $round }
image-review-played = Jugada
image-review-better = Mejor
image-review-loss = −{ NUMBER($points, minimumFractionDigits: 1, maximumFractionDigits: 1) ->
    [one] { NUMBER($points, minimumFractionDigits: 1, maximumFractionDigits: 1) } pto.
   *[other] { NUMBER($points, minimumFractionDigits: 1, maximumFractionDigits: 1) } ptos.
  }
image-review-center = Centro
image-review-source = { $source ->
    [center] centro
   *[display] expositor { $number }
  }
image-review-column = columna { $number }
image-review-draft = { $count } { $count ->
    [one] { image-color }
   *[other] { $color ->
        [blue] azules
        [yellow] amarillos
        [red] rojos
        [black] negros
       *[white] blancos
      }
  }, { $source } → { $target }
image-review-spill = { $target } +{ $count } suelo
image-review-place = { image-color } → { $column }

## Textos alternativos (no se dibujan; los leen los lectores de pantalla). Frases, palabras completas.
image-alt-table-intro = Mesa de Azul, ronda { $round }, { $players ->
        [one] { $players } jugador
       *[other] { $players } jugadores
      }, { $variant ->
    [gray] muro gris
   *[standard] muro de colores
  }.
image-alt-my-board-intro = Azul, el tablero de { $viewer } de cerca, ronda { $round }, { $players ->
        [one] { $players } jugador
       *[other] { $players } jugadores
      }, { $variant ->
    [gray] muro gris
   *[standard] muro de colores
  }.
image-alt-moves-intro = { $count ->
    [one] La jugada desde el último turno:
   *[other] Las { $count } jugadas desde el último turno:
  }
# Sin artículo: las frases dicen "del { $from }" (centro y expositor son masculinos).
image-alt-source = { $source ->
    [center] centro
   *[display] expositor { $number }
  }
image-alt-move = { $index }. { $who } tomó { $count } { $count ->
    [one] { image-color }
   *[other] { $color ->
        [blue] azules
        [yellow] amarillos
        [red] rojos
        [black] negros
       *[white] blancos
      }
  }{ $marker ->
    [yes] {" "}y la ficha de jugador inicial
   *[no] {""}
  } del { $from }.
image-alt-move-parts = { $index }. { $who } tomó { $count } { $count ->
    [one] { image-color }
   *[other] { $color ->
        [blue] azules
        [yellow] amarillos
        [red] rojos
        [black] negros
       *[white] blancos
      }
  }{ $marker ->
    [yes] {" "}y la ficha de jugador inicial
   *[no] {""}
  } del { $from }: { $parts }.
image-alt-to-line = { $count } a la línea { $line }
image-alt-to-floor = { $count } al suelo
image-alt-to-lid = { $count } a la tapa
image-alt-over = La partida ha terminado.
image-alt-to-place = { $who } coloca { $line ->
    [none] azulejos
   *[line] la línea { $number }
  } en el muro.
image-alt-to-play = Le toca a { $who }.
image-alt-scores = Puntuaciones: { $list }.
image-alt-score = { $who }: { $score }
image-alt-marker = { $who } tiene la ficha de jugador inicial.
image-alt-displays = Expositores: { $list }.
image-alt-display = { $number }: { $tiles }
image-alt-all-displays-empty = Todos los expositores están vacíos.
image-alt-center = Centro: { $tiles }.
image-alt-center-marker = Centro: { $tiles }, y la ficha de jugador inicial.
image-alt-center-only-marker = Centro: la ficha de jugador inicial.
image-alt-center-empty = El centro está vacío.
image-alt-supply = En la mesa: { $table }. En la bolsa: { $bag }. En la tapa: { $lid }.
image-alt-none = ninguno
image-alt-count = { $count } { $count ->
    [one] { image-color }
   *[other] { $color ->
        [blue] azules
        [yellow] amarillos
        [red] rojos
        [black] negros
       *[white] blancos
      }
  }
image-alt-picked-source = Elegido: { $source }.
image-alt-picked = Elegido: { $color } del { $source }.
image-alt-board = { $who }: { $score ->
        [one] { $score } punto
       *[other] { $score } puntos
      }; { $lines }; suelo { $floor ->
    [0] vacío
    [one] con { $floor } azulejo
   *[other] con { $floor } azulejos
  }.
image-alt-line = línea { $line }: { $count } de { $color }
image-alt-line-empty = línea { $line } vacía
image-alt-summary-intro = Azul, ronda { $round } puntuada.
image-alt-no-round = Resumen de ronda de Azul: aún no se ha puntuado ninguna ronda.
image-alt-placed = { $color } en la línea { $line } +{ $points }
image-alt-dumped = la línea { $line } no tenía columna libre
image-alt-floor = suelo { $penalty }
image-alt-player = { $who }: de { $before } a { $after }.
image-alt-player-details = { $who }: de { $before } a { $after } ({ $details }).
image-alt-starts-next = { $who } empieza la ronda siguiente.
image-alt-not-over = Resultado final de Azul: la partida aún no ha terminado.
image-alt-final-intro = Resultado final de Azul tras { $rounds ->
    [one] { $rounds } ronda
   *[other] { $rounds } rondas
  }.
image-alt-shared = { $who } comparten la victoria, con empate en puntos y en filas completas.
image-alt-by-rows = { $who } gana el desempate por filas completas.
image-alt-wins = Gana { $who }.
image-alt-final-player = { $who }: { $score ->
    [one] { $score } punto
   *[other] { $score } puntos
  } (bonificaciones +{ $bonus }: { $rows ->
    [one] { $rows } fila
   *[other] { $rows } filas
  }, { $columns ->
    [one] { $columns } columna
   *[other] { $columns } columnas
  }, { $colors ->
    [one] { $colors } color
   *[other] { $colors } colores
  }; { $complete ->
    [one] { $complete } fila completa
   *[other] { $complete } filas completas
  }).
image-alt-scoring = { $kind ->
    [row] Ejemplo de puntuación: un azulejo colocado junto a dos azulejos de su fila suma un punto por cada azulejo de la fila a la que se une, 3 puntos.
    [column] Ejemplo de puntuación: un azulejo colocado debajo de tres azulejos de su columna suma un punto por cada azulejo de la columna, 4 puntos.
    [both] Ejemplo de puntuación: un azulejo que se une a una fila de 3 y a una columna de 2 puntúa ambas, 5 puntos.
   *[floor] Ejemplo de puntuación: 4 azulejos en la línea de suelo pierden 1, 1, 2 y 2 puntos, 6 puntos en total.
  }
image-alt-record = La partida entera, jugada a jugada, en un archivo azul-record/1 ({ $file }).
image-alt-review-chart = Gráfico del margen esperado de cada jugador sobre el mejor de los demás tras cada una de las { $moves ->
        [one] { $moves } jugada
       *[other] { $moves } jugadas
      } de la partida. Al final: { $ends }.
image-alt-review-position = Ronda { $round }, le toca a { $name }. Jugada: { $played }. Mejor: { $better }, que vale { NUMBER($points, minimumFractionDigits: 1, maximumFractionDigits: 1) ->
    [one] { NUMBER($points, minimumFractionDigits: 1, maximumFractionDigits: 1) } punto esperado
   *[other] { NUMBER($points, minimumFractionDigits: 1, maximumFractionDigits: 1) } puntos esperados
  } más.
