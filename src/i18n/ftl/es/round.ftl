## El resumen de la ronda y la votación para terminar una partida atascada; el resultado final.

summary-title = **Ronda { $round } puntuada**
summary-player = **{ $name }**: { $before } → { $after } ({ $delta }){ $parts }
summary-tile = { $line } { color } { $points }
summary-tile-both = { $line } { color } { $points } ({ $across } en horizontal + { $down } en vertical)
summary-tile-across = { $line } { color } { $points } ({ $across } en horizontal)
summary-tile-down = { $line } { color } { $points } ({ $down } en vertical)
summary-dumped = { $line } no tenía columna libre: al suelo
summary-floor = suelo { $points }

vote-lead = Ningún azulejo llegó a un muro esta ronda. Si la partida está atascada, los jugadores de la mesa pueden terminarla aquí: puntuada tal como está, con las bonificaciones y el desempate de siempre (los bots y las plazas con piloto automático están de acuerdo).
vote-tally = 🗳️ ¿Terminar la partida aquí? { $agreed } de { $needed } de acuerdo.
vote-tally-names = 🗳️ ¿Terminar la partida aquí? { $agreed } de { $needed } de acuerdo: { $names }.
vote-ended = 🗳️ Todos estuvieron de acuerdo ({ $names }): la partida terminó aquí.
vote-ended-nobody = 🗳️ Todos estuvieron de acuerdo (ninguna persona tuvo que votar): la partida terminó aquí.
vote-end = Terminar la partida aquí
vote-keep = Seguir jugando
vote-counted = Tu voto cuenta. { $tally }
vote-counted-newest = Tu voto cuenta. { $tally } La votación sigue bajo el resumen de ronda más reciente.
vote-game-ends = Todos están de acuerdo: la partida termina aquí.

final-over = **Fin de la partida** tras { $rounds ->
    [one] { $rounds } ronda
   *[other] { $rounds } rondas
  }.
final-over-agreement = **Fin de la partida**. Terminada por acuerdo tras la ronda { $rounds }: la partida estaba atascada (ningún azulejo llegó a un muro) y los jugadores acordaron parar. Bonificaciones y desempate como siempre.
final-shared = 🏆 Victoria compartida: { $names } con { $points ->
        [one] { $points } punto
       *[other] { $points } puntos
      } (empate en puntos y en filas completas).
final-rows = 🏆 Gana { $name }: empate a { $points ->
        [one] { $points } punto
       *[other] { $points } puntos
      }, decidido por las filas completas ({ $rows }).
final-score = 🏆 Gana { $name } con { $points ->
        [one] { $points } punto
       *[other] { $points } puntos
      }.
final-standing = { $rank }. **{ $name }** — { $score ->
        [one] { $score } punto
       *[other] { $score } puntos
      } ({ $wall } antes de bonificaciones; { $rows ->
    [one] { $rows } fila
   *[other] { $rows } filas
  } +{ $rowPoints }, { $columns ->
    [one] { $columns } columna
   *[other] { $columns } columnas
  } +{ $columnPoints }, { $colors ->
    [one] { $colors } color
   *[other] { $colors } colores
  } +{ $colorPoints })
final-thanks = { $count ->
   *[other] ¡Gracias por jugar, { $people }!
  }
button-rematch = Revancha
