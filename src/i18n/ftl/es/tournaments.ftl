## Torneos (/azul torneo), temporadas (/azul clasificación temporada, /azul ajustes) y sus rechazos.

## Los comandos

cmd-tournament = torneo
    .description = Torneos de Azul en este canal: inscripción, rondas, clasificación
cmd-tournament-new = nuevo
    .description = Abre la inscripción de un torneo en este canal (Gestionar servidor, o el rol de torneos)
cmd-tournament-name = nombre
    .description = El nombre del torneo
cmd-tournament-format = formato
    .description = Suizo (por defecto), todos contra todos o eliminación directa
tournament-format-choice = { $format ->
    [swiss] suizo
    [round-robin] todos contra todos
   *[elimination] eliminación directa
  }
cmd-tournament-table-size = tamaño-de-mesa
    .description = Jugadores por partida como máximo (2, 3 o 4; por defecto 2); menos donde no salen las cuentas
cmd-tournament-rounds = rondas
    .description = Suizo: cuántas rondas ({ $min }–{ $max }, por defecto 3)
cmd-tournament-turn-time = tiempo-por-turno
    .description = Cuánto puede durar cada turno antes de que lo juegue el piloto automático (por defecto: 1 día)
cmd-tournament-variant = variante
    .description = En qué muro se juega (por defecto: de colores)
cmd-tournament-bots = bots
    .description = Los bots ocupan las plazas que quedarían vacías, para que nadie descanse una ronda (por defecto: no)
cmd-tournament-check-in = confirmación
    .description = Hay que confirmar asistencia antes del inicio; solo se empareja a quien confirmó (por defecto: no)
cmd-tournament-when = inicio
    .description = Cuándo empieza: cuando lo inicies (por defecto) o tras un tiempo
tournament-start-choice = { $start ->
    [min15] en 15 minutos
    [min30] en 30 minutos
    [hour1] en 1 hora
    [hour2] en 2 horas
    [day1] en 1 día
   *[manual] cuando yo lo inicie
  }
cmd-tournament-language = idioma
    .description = El idioma de sus mensajes, imágenes y partidas (por defecto: el de este servidor)
cmd-tournament-start = empezar
    .description = Cierra la inscripción y empareja la primera ronda (quien organiza)
cmd-tournament-cancel = cancelar
    .description = Cancela el torneo de este canal; sus partidas en curso terminan (quien organiza)
cmd-tournament-drop = retirarse
    .description = Dejar el resto del torneo (quien organiza puede retirar a otra persona)
cmd-tournament-drop-user = quién
    .description = Quién se retira (por defecto: tú)
cmd-tournament-standings = clasificación
    .description = La clasificación del torneo de este canal, con sus desempates

## El mensaje de inscripción

tournament-signup-title = 🏆 **{ $name }**: un torneo de Azul, organizado por { $organizer }
tournament-line-format = { $format ->
    [swiss] Suizo, { $rounds ->
        [one] { $rounds } ronda
       *[other] { $rounds } rondas
      }
    [round-robin] Todos contra todos: cada persona se enfrenta a todas las demás
   *[elimination] Eliminación directa: quien gana cada partida pasa a la siguiente ronda
  }
tournament-line-tables = Mesas de hasta { $size } jugadores{ $bots ->
    [yes] {", "}los bots ocupan las plazas vacías
   *[no] {""}
  } · { $variant ->
    [gray] muro gris
   *[standard] muro de colores
  } · { $clock }
tournament-line-starts-at = Empieza { $when }.
tournament-line-starts-manual = Empieza cuando { $organizer } lo inicie.
tournament-line-check-in = Confirmación: pulsa **Confirmar** antes del inicio; solo se empareja a quien haya confirmado.
tournament-entrants = Inscritos ({ $count }): { $players }
tournament-entrants-none = Todavía no se ha inscrito nadie.
tournament-join = Inscribirse
tournament-leave = Salir
tournament-check-in-button = Confirmar
tournament-check-in-reminder = **{ $name }** empieza { $when }: { $players }, pulsad **Confirmar** en su mensaje de inscripción para que os emparejen.
tournament-signup-running = Empezó con { $count ->
    [one] { $count } participante
   *[other] { $count } participantes
  }: se está jugando la ronda { $round } de { $of }.
tournament-signup-finished = Este torneo ha terminado: la clasificación final está abajo.
tournament-signup-cancelled = Este torneo fue cancelado.

## Rondas, mesas y clasificaciones publicadas en el canal

tournament-round-title = **{ $name }** · Ronda { $round } de { $of }
tournament-round-table = Mesa { $table }: { $players }
tournament-round-bots = { $count ->
    [one] 1 bot
   *[other] { $count } bots
  }
tournament-round-bye = Descansa esta ronda (½ punto): { $players }
tournament-round-threads = Cada partida tiene su propio hilo, bajo el mensaje de su mesa. ¡Suerte!
tournament-table-card = **{ $name }** · Ronda { $round } de { $of } · Mesa { $table }: { $players }
tournament-table-welcome = Mesa { $table } de la ronda { $round }: { $players }. Vuestra partida se juega aquí; el bot menciona a quien le toca.
tournament-standings-title = { $name }: clasificación
tournament-standings-after = Tras la ronda { $after } de { $of }
tournament-standings-final = Clasificación final, tras { $after ->
    [one] { $after } ronda
   *[other] { $after } rondas
  }
tournament-standings-none = Todavía no se ha jugado ninguna ronda.
tournament-col-rank = #
tournament-col-player = Jugador
tournament-col-points = Puntos
tournament-col-buchholz = Buchholz
tournament-col-score = Tanteo
tournament-standing-line = { $rank }. **{ $name }** — { NUMBER($points, maximumFractionDigits: 2) } { $points ->
    [one] punto
   *[other] puntos
  } · Buchholz { NUMBER($buchholz, maximumFractionDigits: 2) } · tanteo { $score }{ $note ->
    [dropped] {" "}(retirado)
    [out] {" "}(eliminado)
   *[none] {""}
  }
tournament-standings-more = …y { $count } más (en la imagen).
tournament-standings-scale = Puntos: a 2 jugadores, 1 por ganar y ½ por empatar; a 3 y 4, de 1 para el primero a 0 para el último, a intervalos iguales; un descanso vale ½. Desempates: Buchholz (los puntos de los rivales), luego el tanteo total, luego la puntuación.
tournament-standings-alt = Clasificación de { $name }: { $leaders }
tournament-standings-alt-entry = { $rank }. { $name }, { $points ->
    [one] { NUMBER($points, maximumFractionDigits: 2) } punto
   *[other] { NUMBER($points, maximumFractionDigits: 2) } puntos
  }
tournament-winner = 🏆 ¡**{ $name }** gana **{ $tournament }**!
tournament-winners = 🏆 ¡**{ $names }** comparten el primer puesto de **{ $tournament }**!
tournament-cancelled-notice = **{ $name }** fue cancelado: no habrá más rondas. La clasificación queda como estaba.
tournament-too-few-notice = **{ $name }** no empezó: hacen falta al menos 2 participantes (inscritos: { $count }).

## Respuestas a quien organiza y a los participantes (solo para ellos)

tournament-started-answer = **{ $name }** ha empezado: la ronda 1 está publicada en este canal, cada partida en su propio hilo.
tournament-cancelled-answer = **{ $name }** está cancelado.
tournament-dropped-answer = { $who } se retira de **{ $name }** y no será emparejado en las próximas rondas. Una partida en curso sigue: `/azul salir` en su hilo la deja al piloto automático.
tournament-left-signup = { $who } ha salido de la inscripción de **{ $name }**.

## Rechazos

refusal-tournament-no-server = Los torneos se juegan en los canales de un servidor.
refusal-not-organizer = Solo quien organiza, quien tenga el permiso Gestionar servidor o el rol de torneos del servidor (`/azul ajustes rol-de-torneos`) puede hacerlo. No ha cambiado nada.
refusal-no-tournament = No hay ningún torneo en este canal. Quien organiza abre uno con `/azul torneo nuevo`.
refusal-tournament-here = Este canal ya tiene un torneo en inscripción o en juego. No se ha abierto nada.
refusal-bad-tournament-name = El nombre de un torneo tiene de 1 a 80 caracteres. No se ha abierto nada.
refusal-bad-format = Un torneo es suizo, todos contra todos o de eliminación directa. No se ha abierto nada.
refusal-bad-table-size = Una partida de torneo tiene 2, 3 o 4 jugadores. No se ha abierto nada.
refusal-bad-rounds = Un torneo suizo tiene de 1 a 15 rondas. No se ha abierto nada.
refusal-bad-start = Ese inicio no es una de las opciones. No se ha abierto nada.
refusal-tournament-started = La inscripción está cerrada: el torneo ha empezado. No ha cambiado nada.
refusal-tournament-not-started = Este torneo todavía no ha empezado. No ha cambiado nada.
refusal-tournament-over = Este torneo ha terminado. No ha cambiado nada.
refusal-tournament-full = Este torneo está completo. No ha cambiado nada.
refusal-already-entered = Ya te has inscrito. No ha cambiado nada.
refusal-not-entered = Esa persona no está inscrita en este torneo. No ha cambiado nada.
refusal-no-check-in = Este torneo no pide confirmación: basta con inscribirse. No ha cambiado nada.
refusal-already-checked-in = Ya has confirmado. No ha cambiado nada.
refusal-already-dropped = Esa persona ya se ha retirado de este torneo. No ha cambiado nada.
refusal-too-few-entrants = Un torneo necesita al menos 2 participantes para empezar; pueden jugar { $entrants }. No ha cambiado nada.
refusal-no-seasons = La clasificación de este servidor no tiene temporadas. La moderación puede activarlas con `/azul ajustes temporadas`.
refusal-no-previous-season = Todavía no ha terminado ninguna temporada de este servidor.
refusal-seasons-not-manual = Aquí las temporadas terminan según el calendario; solo las temporadas `manuales` se cierran a mano. No ha cambiado nada.

## Ajustes de torneos y temporadas (/azul ajustes) y las temporadas de la clasificación

cmd-settings-tournament-role = rol-de-torneos
    .description = Un rol cuyos miembros pueden organizar torneos aquí (además de Gestionar servidor)
cmd-settings-seasons = temporadas
    .description = La clasificación por temporadas: mensuales, trimestrales, a mano o desactivadas
season-mode-choice = { $mode ->
    [monthly] mensuales
    [quarterly] trimestrales (cada 3 meses)
    [manual] a mano (fin-de-temporada cierra una)
   *[off] desactivadas
  }
cmd-settings-end-season = fin-de-temporada
    .description = Temporadas a mano: cierra ya la temporada en curso y empieza la siguiente
cmd-leaderboard-season = temporada
    .description = La tabla de esta temporada o de la anterior, o la histórica (por defecto)
season-choice = { $season ->
    [current] esta temporada
    [previous] la temporada anterior
   *[all-time] histórica
  }
settings-nothing = Elige qué cambiar: idioma, rol-de-torneos, temporadas o fin-de-temporada. No ha cambiado nada.
settings-tournament-role-set = Los miembros con { $role } ya pueden organizar torneos aquí, además de quienes tienen el permiso Gestionar servidor.
settings-seasons-set = { $mode ->
    [monthly] La clasificación va ahora por temporadas mensuales (según el calendario, UTC).
    [quarterly] La clasificación va ahora por temporadas trimestrales (enero, abril, julio y octubre, UTC).
    [manual] La clasificación va ahora por temporadas que se cierran a mano (`/azul ajustes fin-de-temporada`).
   *[off] La clasificación vuelve a no tener temporadas.
  } Las puntuaciones se mantienen; la tabla de una temporada cuenta solo sus partidas, con todos empezando en 0. Las tablas de temporada se publican en este canal.
settings-season-opened = Ha empezado la temporada { $number }{ $ends ->
    [none] .
   *[some] {" "}y termina { $ends }.
  }
settings-season-ended = La temporada { $number } ha terminado: su tabla final está publicada en este canal.
season-dates = { $from } – { $to }
season-since = desde { $from }
leaderboard-season-title = **Clasificación de Azul — temporada { $number }** ({ $when }): solo las partidas de esta temporada, todos empezando en 0 (las puntuaciones históricas se mantienen)
season-final-title = 🏁 **La temporada { $number } ha terminado** ({ $when }). Su tabla final:
season-empty = En esta temporada no se jugó ninguna partida puntuable.
