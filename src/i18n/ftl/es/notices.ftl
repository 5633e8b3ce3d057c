## Avisos aparte de los turnos: plazas que cambian de manos, una cancelación, una partida rota, salir,
## el hilo, el registro de la partida, `/azul mis-partidas`.

seat-back = { $who } recuperó su plaza del piloto automático.
seat-left = { $who } dejó la partida: el piloto automático juega su plaza hasta el final, y la partida se puntúa como siempre.
seat-left-server = { $who } dejó el servidor: el piloto automático juega su plaza hasta el final, y la partida se puntúa como siempre.
broken-notice = ⚠️ El estado guardado de esta partida está roto, así que no puede seguir. El host o cualquiera con Gestionar mensajes puede cancelarla para liberar el canal.
button-cancel-game = Cancelar partida
game-cancelled = La partida está cancelada.
leave-question = **¿Salir de esta partida?** Si sales, el piloto automático juega tu plaza hasta el final: la partida sigue y se puntúa, y el resultado marca tu plaza como “se fue”. (Si no queda nadie más, la partida termina aquí, sin puntuar.)
button-leave-game = Salir de la partida
button-keep-playing = Seguir jugando
left-game = Has salido de la partida: el piloto automático juega tu plaza hasta el final.
left-game-ended = Has salido de la partida. No quedaba nadie más, así que terminó aquí, sin puntuar.
stayed = Sigues en la partida. No ha cambiado nada.
not-the-question = Ese botón es de la pregunta privada de `/azul salir`. No ha cambiado nada.
not-its-message = Ese botón no es de este mensaje. No ha cambiado nada.
seat-yours-again = Vuelves a tener tu plaza: el piloto automático se ha detenido. Tus mensajes de turno te mencionarán como antes.
left-lobby = Has salido de la sala.
lobby-handed = { $who } (host) dejó la sala; ahora { $host } es host y puede empezar la partida.
lobby-closed-by-host = { $who } (host) se fue: la sala está cerrada.
you-cancelled = Has cancelado la partida.
hint-draft = 💡 La IA difícil jugaría: tomar { $phrase }. Espera { $points ->
        [one] { $points } punto
       *[other] { $points } puntos
      } de esta jugada al colocar en el muro esta ronda. (Solo lo ves tú; no ha cambiado nada.)
hint-draft-marker = 💡 La IA difícil jugaría: tomar { $phrase } (y la { -first-player-marker }). Espera { $points ->
        [one] { $points } punto
       *[other] { $points } puntos
      } de esta jugada al colocar en el muro esta ronda. (Solo lo ves tú; no ha cambiado nada.)
hint-place = 💡 La IA difícil jugaría: poner el azulejo en la columna { $column }. Espera { $points ->
        [one] { $points } punto
       *[other] { $points } puntos
      } de esta jugada al colocar en el muro esta ronda. (Solo lo ves tú; no ha cambiado nada.)
choice-not-offered = Esa opción no es una de las que ofrecí. No ha cambiado nada.
unknown-button = Este botón no es mío (o es de una versión antigua del bot). No ha cambiado nada.
unknown-command = No conozco ese comando. Prueba `/azul reglas`.
restarting = El bot se está reiniciando; vuelve a intentarlo en unos segundos. No ha cambiado nada.
unexpected = Lo siento, algo ha fallado por mi parte. Si lo que hiciste no aparece en un momento, vuelve a intentarlo.

thread-start-notice = 🎲 Ha empezado una partida de Azul: { $players }. Las jugadas se hacen en el hilo { $thread }; el resultado final se publicará aquí.
thread-results-pointer = 🏁 La partida ha terminado: el resultado final está en { $channel } — { $link }
thread-name = Azul · { $players }
in-threads = Las partidas de Azul de este canal se juegan en sus hilos: usa el comando en el tuyo.
busy-thread = Este hilo es de una partida de Azul: empieza una nueva en { $channel }. No se ha abierto nada.
busy-lobby = Este canal ya tiene una sala abierta{ $where } Una sala cada vez: cuando su partida empiece (en su propio hilo), podrá abrirse la siguiente.
busy-game = Este canal ya tiene una partida en curso{ $where } Esta partida se juega en el propio canal (sin hilo), así que es la única hasta que termine.

log-title = **Registro de la partida** — { $moves ->
    [one] { $moves } jugada
   *[other] { $moves } jugadas
  }
log-title-paged = **Registro de la partida** — { $moves ->
    [one] { $moves } jugada
   *[other] { $moves } jugadas
  } · página { $page }/{ $pages } (`/azul jugadas página:N`)
log-empty = **Registro de la partida** — aún no hay jugadas.
log-round = __Ronda { $round }__
log-not-started = La partida aún no ha empezado: no hay jugadas que mostrar.
log-pages = { $pages ->
    [one] Hay 1 página: elige la página 1.
   *[other] Hay { $pages } páginas: elige una página del 1 al { $pages }.
  }

mygames-none = Ahora mismo no tienes plaza en ninguna partida de Azul. Empieza una con `/azul nueva`.
mygames-title = **Tus partidas de Azul** ({ $count })
mygames-a-server = un servidor
mygames-lobby = • { $where } — sala ({ $seated }/{ $seats }): { $players }{ $link }
mygames-game = • { $where } — ronda { $round }, { $whose }{ $clock } — { $players }{ $link }
mygames-your-turn = **tu turno**
mygames-waiting = esperando a { $who }
mygames-clock = , el tiempo se acaba { $when }

notify-choose = Elige `activar` o `desactivar` (`/azul avisos md:activar`). No ha cambiado nada.
notify-on = También te enviaré un mensaje directo cuando tu turno lleve esperando la mitad de su tiempo. (Si tus MD están cerrados para mí, queda la mención en el canal.)
notify-off = Se acabaron los mensajes directos: solo recibirás la mención en el canal de la partida.

settings-in-a-server = Los ajustes son de un servidor: usa este comando en uno.
settings-not-allowed = Solo los miembros con el permiso Gestionar servidor pueden cambiar los ajustes de Azul de este servidor. No ha cambiado nada.
settings-choose = Elige un idioma. No ha cambiado nada.
settings-language-set = A partir de ahora, las partidas nuevas de Azul de este servidor hablan { $language }. (El host aún puede elegir otro idioma para una partida con `/azul nueva idioma:`.)
settings-language-server = A partir de ahora, las partidas nuevas de Azul de este servidor hablan el idioma del servidor en Discord (inglés si no hablo ese idioma).

log-file-title = Azul — { $players } ({ variant-name })
log-file-scores = Puntuaciones: { $scores }
log-file-end = Fin de la partida: { $scores }. Victoria: { $winners }.
log-file-end-agreement = Fin de la partida por acuerdo: { $scores }. Victoria: { $winners }.
log-file-cancelled = La partida se canceló.
log-file-description = La partida entera en palabras: cada jugada, las puntuaciones de cada ronda, el resultado.
