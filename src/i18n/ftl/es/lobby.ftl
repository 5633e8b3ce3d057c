## El mensaje de la sala, sus botones, y la sala una vez cerrada.

variant-name = { $variant ->
    [gray] muro gris (colocación libre)
   *[standard] muro de colores
  }
variant-choice = { $variant ->
    [gray] muro gris (colocación libre)
   *[standard] muro de colores (estándar)
  }

# El reloj de turno: "1 día por turno", "sin límite de tiempo".
turn-time = { $unit ->
    [none] sin límite de tiempo
    [day] { $count ->
        [one] { $count } día por turno
       *[other] { $count } días por turno
      }
    [hour] { $count ->
        [one] { $count } hora por turno
       *[other] { $count } horas por turno
      }
    [minute] { $count ->
        [one] { $count } minuto por turno
       *[other] { $count } minutos por turno
      }
   *[second] { $count ->
        [one] { $count } segundo por turno
       *[other] { $count } segundos por turno
      }
  }
# Un tiempo de turno que ofrece `/azul nueva` ($unit y $count como en turn-time): "1 día (por defecto)".
turn-time-choice = { $unit ->
    [none] sin límite
    [day] { $count ->
        [one] { $count } día
       *[other] { $count } días
      }
    [hour] { $count ->
        [one] { $count } hora
       *[other] { $count } horas
      }
   *[minute] { $count ->
        [one] { $count } minuto
       *[other] { $count } minutos
      }
  }{ $default ->
    [yes] {" "}(por defecto)
   *[no] {""}
  }

level-description = { $level ->
    [easy] comete errores: bueno para aprender
    [medium] planea la ronda
   *[hard] mira más allá de la ronda: el más fuerte
  }
bot-name = Bot · { $level ->
    [easy] fácil
    [medium] medio
   *[hard] difícil
  }{ $nth ->
    [1] {""}
   *[other] {" "}{ $nth }
  }

lobby-title = **Azul** — partida nueva, { variant-name }, hasta { $seats ->
        [one] { $seats } jugador
       *[other] { $seats } jugadores
      }, { $clock }
lobby-host = Organiza: { $host }
lobby-seated = En la mesa ({ $seated }/{ $seats }): { $players }
lobby-nobody = nadie
lobby-can-start = El host ya puede empezar.
lobby-waiting = Falta al menos una persona más (o que el host añada un bot).
lobby-invited = Invitaciones: { $players }. Solo esas personas (y los bots) pueden sentarse.
lobby-join = Unirse
lobby-leave = Salir
lobby-start = Empezar
lobby-cancel = Cancelar
lobby-add-bot = Host: añadir un bot…
lobby-remove-bot = Quitar a { $name }

lobby-closed = **Azul** — { variant-name }
    Jugadores: { $players }
    { $note }
lobby-started = La partida ha empezado: ¡suerte!
lobby-playing-here = Se juega aquí: { $reason }.
lobby-closed-host-left = El host se ha ido: esta sala está cerrada.
lobby-closed-cancelled = Cancelada por { $who }.
lobby-closed-abandoned = { $who } se ha ido: la partida ha terminado.
lobby-closed-left-server = { $who } ha dejado el servidor: esta sala está cerrada.
rematch-invite = ¡Revancha! { $players }: pulsen Unirse para jugar otra vez.

# Por qué una partida se juega en su canal (Discord no le dio un hilo).
thread-refusal = { $reason ->
    [no-permission] no tengo permiso para crear hilos en este canal
    [no-threads] este canal no admite hilos
    [no-lobby] el mensaje de la sala ya no está, así que no hay desde dónde abrir un hilo
    [too-many] este canal ya tiene tantos hilos activos como permite Discord
   *[refused] Discord rechazó el hilo que pedí
  }
