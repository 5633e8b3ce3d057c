## `/azul ayuda`: unas pocas páginas privadas cortas.

help-page = página { $page } de { $pages }
help-commands = `/azul nueva` abre una partida aquí: los demás pulsan **Unirse**, el host pulsa **Empezar** (añade bots con el menú, o `/azul nueva bots:2 nivel:difícil` para jugar sin nadie más; `invitar:` llama solo a quien indiques). La partida pasa a su propio hilo.
    `/azul mesa` te muestra la mesa (y tus controles en tu turno); **Mi tablero** muestra tu tablero de cerca, para el teléfono.
    `/azul jugadas` todas las jugadas hasta ahora · `/azul mis-partidas` tus partidas en todas partes · `/azul salir` deja tu plaza al piloto automático · `/azul reglas` las reglas en breve · `/azul clasificación`, `/azul estadísticas`, `/azul historial` puntuaciones y partidas pasadas · `/azul análisis` (en el hilo de una partida terminada) el análisis de la partida por la IA.
    .title = Comandos
help-turn = En tu turno el bot te menciona. Toca los azulejos que tomas (un expositor o el centro, y un color), y luego la { -pattern-line } o el suelo adonde van: normalmente dos toques. **Atrás** retrocede un paso; **Pista** muestra lo que jugaría la IA difícil; **Deshacer** retira tu jugada hasta que otra persona juegue o termine la ronda.
    Si no juegas antes de que se acabe el tiempo, el piloto automático juega por ti; **Recuperar mi plaza** en `/azul mesa` te la devuelve.
    .title = Tu turno
help-row = Cuando una { -pattern-line } está completa al final de la ronda, uno de sus azulejos pasa al muro. Solo, vale 1; junto a otros azulejos, vale la longitud de la fila que forma (aquí 3 azulejos: +3), y también la de la columna.
    .title = Puntuar un azulejo
help-column = Un azulejo que forma fila y columna puntúa ambas longitudes (aquí 2 en horizontal y 3 en vertical: +5). Al final: +2 por fila completa, +7 por columna completa, +10 por color colocado cinco veces.
    .title = Filas y columnas
help-floor = Los azulejos que no caben en una línea caen a la { -floor-line }: −1, −1, −2, −2, −2, −3, −3 por orden (la { -first-player-marker } también cuenta). La puntuación nunca baja de 0.
    .title = El suelo
