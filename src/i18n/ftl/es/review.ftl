## El análisis de la partida: cada jugada de una partida terminada analizada por la IA,
## publicado en el hilo de la partida y mostrado por `/azul análisis`. Los puntos son "puntos
## esperados": lo que la IA espera que valga una jugada en la diferencia final con el mejor rival.

cmd-review = análisis
    .description = La IA analiza una partida de Azul terminada (en su hilo): precisión, errores, mejores jugadas

review-title = **Análisis de la partida** — { $moves ->
        [one] { $moves } jugada analizada
       *[other] { $moves } jugadas analizadas
      } por la IA
review-agreement = La partida terminó por acuerdo: se analizan sus jugadas hasta ese momento.
review-key = Precisión: la parte de las jugadas de alguien a menos de { $accurate ->
    [one] { $accurate } punto esperado
   *[other] { $accurate } puntos esperados
  } de la mejor jugada que encontró la IA. Puntos regalados: imprecisión desde { $inaccuracy }, error desde { $mistake }, error grave desde { $blunder }.
review-player = **{ $name }** — { $score ->
        [one] { $score } punto
       *[other] { $score } puntos
      } · precisión **{ $accuracy }%** · { $inaccuracies ->
    [one] { $inaccuracies } imprecisión
   *[other] { $inaccuracies } imprecisiones
  }, { $mistakes ->
    [one] { $mistakes } error
   *[other] { $mistakes } errores
  }, { $blunders ->
    [one] { $blunders } error grave
   *[other] { $blunders } errores graves
  }
review-player-clean = Ninguna jugada regaló puntos.
# "Ronda 3, jugada 41: 1 amarillo del Centro a la Línea 2 en vez de 1 azul del Centro a la Línea 5: −5.6 puntos esperados (error)"
review-costly = Ronda { $round }, jugada { $move }: { $played } en vez de { $better }: −{ NUMBER($loss, minimumFractionDigits: 1, maximumFractionDigits: 1) ->
        [one] { NUMBER($loss, minimumFractionDigits: 1, maximumFractionDigits: 1) } punto esperado
       *[other] { NUMBER($loss, minimumFractionDigits: 1, maximumFractionDigits: 1) } puntos esperados
      } ({ review-judgement })
review-judgement = { $judgement ->
    [inaccuracy] imprecisión
    [mistake] error
    [blunder] error grave
   *[good] una pérdida pequeña
  }
# Una jugada en el análisis: "2 azules del Expositor 5 a la Línea 2", "3 rojos del Centro al suelo".
review-move-draft = { $tiles } { $tiles ->
    [one] { color }
   *[other] { $color ->
        [blue] azules
        [yellow] amarillos
        [red] rojos
        [black] negros
       *[white] blancos
      }
  } del { $source } → { $target }
review-move-floor = suelo
review-move-spill = { $move } ({ $count } al suelo)
review-move-marker = { $move }, llevándose la { -first-player-marker }
# Muro gris: "el rojo de la Línea 3 a la Columna 4".
review-move-place = el { color } de la { $line } a la { $column }

review-your-costliest = Tu jugada más costosa:
review-costly-of = **{ $name }** · jugada costosa { $rank } de { $count }
review-page = { $page } / { $pages }
review-button-mine = Tu análisis
review-button-previous = Anterior
review-button-next = Siguiente

review-unavailable = Los análisis de partidas no están disponibles ahora mismo. Vuelve a intentarlo más tarde.

history-review-button = Análisis { $number }
history-review-buttons = Un botón Análisis muestra el análisis de esa partida por la IA, solo a ti.

stats-accuracy = Precisión: { $mean } % de media en { $games ->
    [one] { $games } partida analizada
   *[other] { $games } partidas analizadas
  } (jugadas a menos de 1 punto esperado de la mejor de la IA).

refusal-review-not-finished = Esta partida aún no ha terminado: su análisis llegará cuando termine.
refusal-no-game-to-review = Aquí no hay ninguna partida que analizar: usa `/azul análisis` en el hilo de una partida terminada, o los botones Análisis de `/azul historial`.
refusal-not-reviewable = Esa partida se canceló o se abandonó (o no se puede leer): no tiene análisis.
