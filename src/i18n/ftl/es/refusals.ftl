## Una negativa en palabras de personas, una por código de error de la app (no cambia nada salvo que el texto diga otra cosa).

refusal-db-unavailable = El almacén de partidas no responde ahora mismo. No ha cambiado nada; vuelve a intentarlo en un momento.
refusal-conflict = Eso ya se jugó (o la partida cambió mientras tanto). No ha cambiado nada.
refusal-not-found = Esa partida ya no existe. No ha cambiado nada.
refusal-not-lobby = Esta partida ya ha empezado o terminado.
refusal-not-active = Esta partida ha terminado.
refusal-already-seated = Ya tienes plaza en esta partida.
refusal-not-seated = No tienes plaza en esta partida.
refusal-lobby-full = Esta partida está llena.
refusal-channel-busy = Este canal ya tiene una partida de Azul.
refusal-bad-input = Eso no es algo que yo pueda hacer. No ha cambiado nada.
refusal-bad-player-count = Una partida tiene de 2 a 4 jugadores.
refusal-bad-turn-time = Ese tiempo de turno no es una de las opciones (5 minutos, 1 hora, 12 horas, 1 día, 3 días, sin límite). No se ha abierto nada.
refusal-bad-level = Ese nivel no es uno de los que ofrecí. Elige fácil, medio o difícil. No ha cambiado nada.
refusal-thread-of-a-game = Este hilo pertenece a una partida de Azul.
refusal-lobby-started = Ese botón de la sala está desfasado: esta partida ya ha empezado o terminado. No ha cambiado nada.
refusal-lobby-changed = La sala cambió mientras tanto (alguien entró o salió); vuelve a mirarla. No ha cambiado nada.
refusal-game-started = Esta partida ya ha empezado. `/azul salir` te saca de ella (pregunta antes).
refusal-not-finished = Solo se puede volver a jugar una partida terminada.
refusal-not-a-player = Solo sus jugadores pueden empezar una revancha.
refusal-not-a-voter = Solo los jugadores de la mesa votan si terminar esta partida. No ha cambiado nada.
refusal-not-invited = Esta partida es para las personas que invitó su host. No ha cambiado nada.
refusal-already-over = Esta partida ya ha terminado.
refusal-wrong-channel = Ese botón es de una partida de otro canal. No ha cambiado nada.
refusal-not-running = Esta partida ya no está en curso. No ha cambiado nada.
refusal-not-in-game = No juegas en esta partida.
refusal-left-game = Saliste de esta partida; el piloto automático juega tu plaza.
refusal-already-left = Ya saliste de esta partida; el piloto automático juega tu plaza.
refusal-seat-already-yours = Tu plaza ya es tuya. No ha cambiado nada.
refusal-game-moved-on = La partida ha avanzado desde que lo pediste. No ha cambiado nada. `/azul salir` te saca de ella (pregunta antes).
refusal-turn-stale = Estos botones están desfasados (esa jugada ya se hizo). Usa el mensaje de turno más reciente.
refusal-choice-gone = Esa opción ya no está disponible. No ha cambiado nada.
refusal-illegal = Las reglas no permiten esa jugada. No ha cambiado nada.
refusal-stale = La partida ha avanzado. No ha cambiado nada.
refusal-not-bot-turn = Le toca jugar a una persona. No ha cambiado nada.
refusal-vote-over = Esta partida ha terminado: ya no hay nada que votar. No ha cambiado nada.
refusal-vote-on-autopilot = El piloto automático juega tu plaza y está de acuerdo en terminar la partida. Recupera tu plaza (en `/azul mesa`) para opinar. No ha cambiado nada.
refusal-vote-never-offered = Esa votación nunca se propuso. No ha cambiado nada.
refusal-vote-closed = Esa votación está desfasada: desde entonces han llegado azulejos a un muro, así que la partida sigue. No ha cambiado nada.
refusal-vote-already-agreed = Ya aceptaste terminar la partida aquí. No ha cambiado nada.
refusal-vote-nothing-to-withdraw = No habías aceptado terminar la partida, así que no hay nada que retirar. No ha cambiado nada.
refusal-busy = La partida siguió cambiando mientras se contaba tu clic; vuelve a hacer clic, por favor.
refusal-no-game = No hay ninguna partida de Azul en este canal. Empieza una con `/azul nueva`.
refusal-in-threads = Las partidas de este canal se juegan en sus hilos.
refusal-no-server = Fuera de un servidor no hay clasificación del servidor: usa el ámbito todos los servidores.
refusal-other-server = Esa partida se jugó en otro servidor. No ha cambiado nada.
-moderators = La moderación son los miembros con el permiso Gestionar mensajes.
refusal-broken = El estado guardado de esta partida está roto y no se puede seguir jugando. Su host (o la moderación) puede cancelarla. { -moderators }
refusal-bots-do-not-fit = { $bots ->
    [one] { $bots } bot no cabe
   *[other] { $bots } bots no caben
  } en una mesa de { $seats ->
    [one] { $seats } plaza
   *[other] { $seats } plazas
  } contigo en ella.
refusal-bad-variant = No existe la variante "{ $asked }". Elige `muro de colores` (estándar) o `muro gris`. No se ha abierto nada.
refusal-not-host = Solo el host puede { $action ->
    [start] empezar la partida
    [remove-bot] quitar bots
   *[add-bot] añadir bots
  }.
refusal-too-few-players = Una partida necesita de 2 a 4 jugadores; hay { $seated } en la mesa.
refusal-cancel-stale = Ese botón Cancelar está desfasado ({ $status ->
    [lobby] la sala cambió mientras tanto
    [active] la partida ha empezado desde entonces
   *[other] esta partida ya ha terminado
  }). No ha cambiado nada. `/azul cancelar` cancela la partida tal como está ahora.
refusal-not-allowed = Solo el host o la moderación pueden cancelar esta partida. { -moderators }
refusal-not-your-turn = No es tu turno.
refusal-not-your-turn-waiting = No es tu turno: esperando a { $who }.
refusal-bad-language = Todavía no hablo "{ $asked }". No ha cambiado nada.
refusal-outcome-unknown = El almacén de partidas no respondió a tiempo, así que no sé si eso se guardó. Vuelve a mirar en un momento: la mesa (`/azul mesa`) muestra lo guardado, y un clic guardado nunca se aplica dos veces.
refusal-invited-host = Eres host de esta partida, así que ya estás en ella: invita a los demás. No se ha abierto nada.
refusal-invited-twice = Has invitado dos veces a la misma persona. No se ha abierto nada.
refusal-too-many-invited = Una partida tiene sitio para 3 personas invitadas además de ti. No se ha abierto nada.
refusal-invited-do-not-fit = { $invited } { $invited ->
    [one] persona invitada y
   *[other] personas invitadas y
  } { $bots } { $bots ->
    [one] bot no caben
   *[other] bots no caben
  } en una mesa de { $seats ->
    [one] { $seats } plaza
   *[other] { $seats } plazas
  } contigo en ella. No se ha abierto nada.
refusal-undo-not-yours = Solo quien hizo esa jugada puede deshacerla. No ha cambiado nada.
refusal-undo-gone = Esa jugada ya se deshizo. No ha cambiado nada.
refusal-undo-round-over = Esa jugada cerró la ronda y la siguiente ya está repartida: se queda. No ha cambiado nada.
refusal-undo-too-late = Otra persona ha actuado después de esa jugada, así que se queda. No ha cambiado nada.
