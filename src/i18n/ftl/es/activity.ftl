## La mesa en vivo (la Actividad de Discord): sus botones, lo que dice de la partida y de quien la mira,
## y por qué se rechazó un toque o una conexión. Las palabras del tablero vienen de images.ftl, como en las imágenes.

activity-open = Abrir la mesa
activity-off = La mesa en vivo no está disponible en este bot: juega desde el chat.

activity-undo = Deshacer
activity-undo-move = Deshacer mi jugada { $move }
activity-hint = Pista
activity-play-hint = Jugarla
activity-take-back = Recuperar mi plaza
activity-vote-end = Terminar la partida aquí
activity-vote-keep = Seguir jugando
activity-watching = Estás mirando
activity-your-turn = Tu turno
activity-you-place = Tu turno: coloca el azulejo de la línea { $line }
activity-you-play = Juegas como { $name }
activity-close = Cerrar
activity-retry = Reintentar
activity-connecting = Entrando en la mesa…
activity-reconnecting = Se cortó la conexión. Reconectando…
activity-summary-close = Volver a la mesa
activity-results = Resultados finales
activity-review = Análisis
activity-clock = Quedan { $time }
activity-cancel-pick = Elegir de nuevo
activity-since = Desde tu último turno
activity-latest = Últimas jugadas
activity-at-table = En la mesa: { $names }

activity-no-game = Aún no hay ninguna partida de Azul aquí. Empieza una con /azul new y vuelve a abrir la mesa.
activity-lobby = Esperando jugadores (plazas ocupadas: { $seated } de { $seats }). Únete desde el chat.
activity-cancelled = Esta partida se canceló.
activity-broken = El estado guardado de esta partida está dañado y no se puede seguir jugando.
activity-autopilot = El piloto automático juega en tu plaza.
activity-left = Dejaste esta partida; el piloto automático juega en tu plaza.

activity-line = { $line ->
    [floor] Suelo
   *[line] Línea { $number }
  }: { $parts }
activity-part-tiles = { $count ->
    [one] 1 azulejo
   *[other] { $count } azulejos
  }
activity-part-fills = la completa
activity-part-points = +{ $points } al alicatar
activity-part-floor = { $count } al suelo
activity-part-lid = { $count } a la tapa
activity-column = Columna { $column } (+{ $points })

activity-vote = Ningún azulejo llegó a un muro en la ronda { $round }. ¿Terminar la partida aquí? { $agreed } de { $needed } están de acuerdo.
activity-hint-draft = Pista: { $move } ({ $points ->
    [one] { $points } punto esperado
   *[other] { $points } puntos esperados
  } al alicatar).
activity-hint-place = Pista: ponlo en la columna { $column } ({ $points }).
activity-review-pending = Se está preparando el análisis de esta partida…
activity-review-player = { $accuracy } % de precisión · { $inaccuracies ->
    [one] { $inaccuracies } imprecisión
   *[other] { $inaccuracies } imprecisiones
  } · { $mistakes ->
    [one] { $mistakes } error
   *[other] { $mistakes } errores
  } · { $blunders ->
    [one] { $blunders } error grave
   *[other] { $blunders } errores graves
  }
activity-bonuses = Filas +{ $rows } · Columnas +{ $columns } · Colores +{ $colors }

activity-bye-token-expired = Tu sesión de Discord caducó. Cierra la mesa y vuelve a abrirla.
activity-bye-no-instance = Discord no conoce esta Actividad. Ciérrala y vuelve a abrir la mesa.
activity-bye-not-in-instance = No estás en esta Actividad. Únete a ella desde Discord primero.
activity-bye-wrong-channel = Esta mesa se abrió para otro canal. Ciérrala y ábrela desde el canal de la partida.
activity-bye-second-window = Ya tienes esta mesa abierta en otra ventana. Ciérrala allí para jugar aquí.
activity-bye-discord-unavailable = Discord no responde ahora mismo. Inténtalo de nuevo en un momento.
activity-bye-unavailable = El almacén de partidas no responde ahora mismo. Inténtalo de nuevo en un momento.
activity-bye-no-hello = La mesa no dijo quién es. Ciérrala y vuelve a abrirla.
activity-refused-forged = Ese mensaje no es uno que envíe la mesa. No cambió nada.
activity-refused-replayed = Ese toque ya se había recibido. No cambió nada.
activity-refused-turn-stale = La mesa cambió antes de que llegara tu toque (esa jugada ya se hizo). No cambió nada.
activity-refused-wrong-channel = Esta mesa pertenece a otro canal. No cambió nada.
activity-refused-too-fast = Demasiados toques a la vez. No cambió nada; inténtalo de nuevo.
