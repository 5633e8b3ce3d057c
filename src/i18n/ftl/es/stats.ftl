## /azul clasificación, estadísticas e historial.

scope-title = { $scope ->
    [global] todos los servidores
   *[server] este servidor
  }
rating-meaning = puntuación = μ − 3σ: un nivel que casi seguro se tiene como mínimo. Todo el mundo empieza en 0; las primeras derrotas pueden dejarla por debajo de 0 un tiempo
leaderboard-title = **Clasificación de Azul — { scope-title }** ({ rating-meaning })
leaderboard-empty = Aún no hay partidas puntuadas. Termina una partida de dos o más personas para entrar en la clasificación.
leaderboard-row = { $rank }. **{ $name }** — { $rating }{ $mark } · { $games ->
    [one] { $games } partida
   *[other] { $games } partidas
  } · { $wins ->
    [one] { $wins } victoria
   *[other] { $wins } victorias
  }
# La estrella escapada: una línea que empieza por "* " sería una viñeta en el markdown de Discord.
leaderboard-provisional = \* provisional: menos de { $games ->
        [one] { $games } partida puntuada
       *[other] { $games } partidas puntuadas
      }.
leaderboard-mine = Tú: n.º { $rank } de { $players } — { $rating }{ $provisional ->
    [yes] {" "}(provisional)
   *[no] {""}
  }, { $games ->
    [one] { $games } partida
   *[other] { $games } partidas
  }, { $wins ->
    [one] { $wins } victoria
   *[other] { $wins } victorias
  }.
leaderboard-unrated = Aún no tienes ninguna partida puntuada aquí ({ $players ->
    [one] { $players } persona con puntuación
   *[other] { $players } personas con puntuación
  }).

stats-title = **Estadísticas de Azul de { $name }** ({ $where ->
    [server] en este servidor
   *[global] en todos los servidores
  })
stats-none = Aún no hay partidas terminadas.
stats-games = Partidas: { $games } · victorias: { $wins } ({ $percent })
stats-by-players = Por número de jugadores: { $list }
stats-by-players-item = { $players }j { $wins }/{ $games } ({ $percent })
stats-score = Puntos: media { $mean } · mejor { $best }
stats-bonuses = Bonificaciones por partida: { NUMBER($rows, minimumFractionDigits: 2, maximumFractionDigits: 2) ->
        [one] { NUMBER($rows, minimumFractionDigits: 2, maximumFractionDigits: 2) } fila
       *[other] { NUMBER($rows, minimumFractionDigits: 2, maximumFractionDigits: 2) } filas
      } · { NUMBER($columns, minimumFractionDigits: 2, maximumFractionDigits: 2) ->
        [one] { NUMBER($columns, minimumFractionDigits: 2, maximumFractionDigits: 2) } columna
       *[other] { NUMBER($columns, minimumFractionDigits: 2, maximumFractionDigits: 2) } columnas
      } · { NUMBER($colors, minimumFractionDigits: 2, maximumFractionDigits: 2) ->
        [one] { NUMBER($colors, minimumFractionDigits: 2, maximumFractionDigits: 2) } color
       *[other] { NUMBER($colors, minimumFractionDigits: 2, maximumFractionDigits: 2) } colores
      } ({ NUMBER($points, minimumFractionDigits: 1, maximumFractionDigits: 1) ->
        [one] { NUMBER($points, minimumFractionDigits: 1, maximumFractionDigits: 1) } punto
       *[other] { NUMBER($points, minimumFractionDigits: 1, maximumFractionDigits: 1) } puntos
      })
stats-rating = { $label ->
    [here] Puntuación aquí
   *[global] Puntuación global
  }: { $rating }{ $provisional ->
    [yes] {" "}(provisional)
   *[no] {""}
  }, n.º { $rank } de { $players }
stats-unrated = { $label ->
    [here] Puntuación aquí
   *[global] Puntuación global
  }: aún sin puntuar
stats-first-game = Tras su primera partida puntuada: { $start } → { $last } ({ $delta }); todo el mundo empieza en 0.
stats-trend = Tendencia en { $games ->
    [one] la última partida puntuada
   *[other] las últimas { $games } partidas puntuadas
  }: { $spark } { $first } → { $last } ({ $delta })
stats-rivals = Cara a cara (victorias–derrotas–empates):
stats-rival = • contra **{ $name }**: { $wins }–{ $losses }–{ $ties } en { $games ->
    [one] { $games } partida
   *[other] { $games } partidas
  }

history-title = **Últimas partidas de Azul terminadas de { $name }**
history-none = Aún no hay partidas terminadas.
history-row = { $index }. { $when } — { $scores } — { $won }{ $gray ->
    [yes] {" "}(muro gris)
   *[no] {""}
  }
history-winner = victoria de { $name }
history-tie = empate: { $names }
history-buttons = Cada botón vuelve a mostrar el resultado final de esa partida y su `azul-game.json`, solo a ti.
history-button = Partida { $number }
result-files = Resultado final de { $names }{ $when }, con la partida entera en `azul-game.json` (todas las jugadas, para guardarla o estudiarla).
stats-unavailable = { $what ->
    [history] El historial de partidas no está disponible en este bot.
    [ratings] Las puntuaciones no están disponibles en este bot.
   *[stats] Las estadísticas no están disponibles en este bot.
  }
