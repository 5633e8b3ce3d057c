## El problema del día (/azul problema): el problema, su respuesta, la línea compartida, las
## estadísticas, la publicación diaria, sus ajustes (/azul ajustes) y los rechazos.

## Los comandos

cmd-puzzle = problema
    .description = El problema del día: encuentra la mejor jugada de una posición real
cmd-puzzle-today = hoy
    .description = El problema de hoy de este servidor, en privado: encuentra la mejor jugada
cmd-puzzle-stats = estadísticas
    .description = Tu puntuación de problemas, los problemas resueltos y tu racha
cmd-settings-puzzle-channel = canal-de-problemas
    .description = Publicar el problema del día en este canal
cmd-settings-puzzle-hour = hora-del-problema
    .description = La hora (UTC, 0–23) a la que se publica el problema del día (por defecto 9)
cmd-settings-puzzle-stop = sin-problema
    .description = Dejar de publicar el problema del día

## El problema

puzzle-you = Tú
puzzle-opponent = Rival { $number }
puzzle-title = 🧩 **Problema del { $day }**: te toca jugar. Encuentra la mejor jugada.
puzzle-themes = Tema: { $themes }
puzzle-theme = { $theme ->
    [floor-penalty] la { -floor-line }
    [row-bonus] una fila
    [column-bonus] una columna
    [color-bonus] un color
    [first-player-marker] la { -first-player-marker }
    [denial] quitarle un color a un rival
   *[round-end] el final de la ronda
  }
puzzle-difficulty = Puntuación del problema: { $rating }
puzzle-two-moves = Vuelves a jugar más tarde en esta ronda; esta primera jugada es la que cuenta.
puzzle-unavailable = Este bot no tiene problemas.

## La respuesta

puzzle-right = ✅ **¡Correcto!** Es la mejor jugada.
puzzle-wrong = ❌ **No es la mejor jugada.**
puzzle-move = { color } ({ $source }) → { $target }
puzzle-place-move = { color } ({ $line }) → columna { $column }
puzzle-best = **La mejor:** { $move } — { $why }
puzzle-yours = **La tuya:** { $move } — { $why }
puzzle-other = **La otra:** { $move } — { $why }
puzzle-then = **Después**, en esta ronda: { $move }
puzzle-why-wall = llena { $line }: un azulejo al muro en la columna { $column }, { $gain }
puzzle-why-place = el azulejo puntúa { $gain } en la columna { $column }
puzzle-why-row = completa la fila { $row }
puzzle-why-column = completa la columna { $column }
puzzle-why-color = completa el color { color }
puzzle-why-waits = { $line } aún espera más azulejos
puzzle-why-marker = se lleva la { -first-player-marker }
puzzle-why-floor = { $count } a la { -floor-line }
puzzle-why-floor-points = { $gain } en la { -floor-line }
puzzle-why-nothing = no puntúa nada en esta ronda
puzzle-gap = La búsqueda profunda de la IA pone la mejor jugada { NUMBER($gap, maximumFractionDigits: 1) } por delante de media.
puzzle-rating-change = Tu puntuación de problemas: { $before } → { $after } ({ $change })
puzzle-streak = { $streak ->
    [0] 🔥 Racha: ninguna
   *[other] 🔥 Racha: { $streak }
  } · mejor: { $best }
button-puzzle-share = Compartir mi resultado
puzzle-share-line = Problema de Azul { $day } { $correct ->
    [yes] ✅
   *[no] ❌
  }{ $fire } ({ $rating })
puzzle-shared = { $who }: { $line }

## Las estadísticas

puzzle-stats-title = 🧩 **Tus problemas**
puzzle-stats-rating = Puntuación de problemas: { $rating }{ $provisional ->
    [yes] {" "}(provisional)
   *[no] {""}
  }
puzzle-stats-solved = Resueltos: { $solved } de { $attempts }

## La publicación diaria y sus ajustes

puzzle-post = 🧩 **Problema del día, { $day }**: encuentra la mejor jugada. Pulsa Resolver: solo tú ves tu respuesta.
button-puzzle-solve = Resolver
settings-puzzle-set = 🧩 El problema del día se publica en { $channel } a las { $hour }:00 UTC; el próximo { $next }.
settings-puzzle-off = 🧩 El problema del día no se publica (su hora: { $hour }:00 UTC).

## Rechazos

refusal-puzzle-stale = Ese es el problema de otro día: /azul problema hoy te da el de hoy.
refusal-puzzle-answered = Ya respondiste a este problema: cuenta tu primera respuesta.
refusal-puzzle-not-answered = Responde primero al problema y luego comparte tu resultado.
refusal-no-puzzle = Aquí aún no hay ningún problema listo.
refusal-bad-hour = La hora es un número entero de 0 a 23 (UTC).
