## Lo que pasó, como lo dicen los jugadores: jugadas, el inicio, una cancelación.

player-fallback = Jugador { $number }

# "Ana tomó 3 rojos del Expositor 2: 2 a la Línea 2 (completa), 1 al suelo."
move-drafted = { $who } tomó { $phrase }.
move-drafted-marker = { $who } tomó { $phrase }. Y se llevó la { -first-player-marker }.
# "Rui colocó el azulejo de la Línea 3 (rojo) en la Columna 4."
move-placed = { $who } colocó el azulejo de la { $line } ({ color }) en la { $column }.
# "3 rojos del Expositor 2: 2 a la Línea 2 (completa), 1 al suelo"
draft-phrase = { $count } { $count ->
    [one] { color }
   *[other] { $color ->
        [blue] azules
        [yellow] amarillos
        [red] rojos
        [black] negros
       *[white] blancos
      }
  } del { $source }: { $where }
draft-to-line = { $count } a la { $line }
draft-to-line-full = { $count } a la { $line } (completa)
draft-to-floor = { $count } al suelo
draft-to-lid = { $count } a la tapa (suelo lleno)
draft-nothing = nada colocado
move-by-autopilot = { $move } (jugada del piloto automático por { $who })

game-started = La partida ha empezado. Empieza **{ $who }**.
game-started-random = La partida ha empezado. Empieza **{ $who }** (por sorteo).
cancel-abandoned = { $who } se ha ido y no queda ninguna persona en la mesa: la partida termina aquí, sin puntuar. Empieza otra con `/azul nueva`.
cancel-cancelled = { $stage ->
    [lobby] { $who } canceló la partida de Azul antes de que empezara.
   *[game] { $who } canceló esta partida de Azul.
  }
