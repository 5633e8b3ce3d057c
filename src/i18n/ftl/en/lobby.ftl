## The lobby message, its buttons, and the lobby once it is over.

variant-name = { $variant ->
    [gray] gray wall (free placement)
   *[standard] colored wall
  }
variant-choice = { $variant ->
    [gray] gray wall (free placement)
   *[standard] colored wall (standard)
  }

# A turn clock: "1 day per turn", "no turn limit".
turn-time = { $unit ->
    [none] no turn limit
    [day] { $count ->
        [one] { $count } day per turn
       *[other] { $count } days per turn
      }
    [hour] { $count ->
        [one] { $count } hour per turn
       *[other] { $count } hours per turn
      }
    [minute] { $count ->
        [one] { $count } minute per turn
       *[other] { $count } minutes per turn
      }
   *[second] { $count ->
        [one] { $count } second per turn
       *[other] { $count } seconds per turn
      }
  }
# A turn clock offered by `/azul new` ({ $unit } and { $count } as in turn-time): "1 day (default)".
turn-time-choice = { $unit ->
    [none] no limit
    [day] { $count ->
        [one] { $count } day
       *[other] { $count } days
      }
    [hour] { $count ->
        [one] { $count } hour
       *[other] { $count } hours
      }
   *[minute] { $count ->
        [one] { $count } minute
       *[other] { $count } minutes
      }
  }{ $default ->
    [yes] {" "}(default)
   *[no] {""}
  }

level-description = { $level ->
    [easy] makes mistakes: good for learning
    [medium] plans the round ahead
   *[hard] looks past the round: the strongest
  }
# A bot's name (src/actor.ts): its level, and from the second bot of a level at a table its number ($nth).
bot-name = Bot · { $level }{ $nth ->
    [1] {""}
   *[other] {" "}{ $nth }
  }

lobby-title = **Azul** — new game, { variant-name }, up to { $seats ->
    [one] { $seats } player
   *[other] { $seats } players
  }, { $clock }
lobby-host = Host: { $host }
lobby-seated = Seated ({ $seated }/{ $seats }): { $players }
lobby-nobody = nobody
lobby-can-start = The host can start now.
lobby-waiting = Waiting for at least one more player to join (or the host adds a bot).
lobby-invited = Invited: { $players }. Only they (and bots) may take a seat.
lobby-join = Join
lobby-leave = Leave
lobby-start = Start
lobby-cancel = Cancel
lobby-add-bot = Host: add a bot…
lobby-remove-bot = Remove { $name }

lobby-closed = **Azul** — { variant-name }
    Players: { $players }
    { $note }
lobby-started = The game has started — good luck!
lobby-playing-here = Playing here: { $reason }.
lobby-closed-host-left = The host left: this lobby is closed.
lobby-closed-cancelled = Cancelled by { $who }.
lobby-closed-abandoned = { $who } left: the game is over.
lobby-closed-left-server = { $who } left the server: this lobby is closed.
rematch-invite = Rematch! { $players }: press Join to play again.

# Why a game plays in its channel (Discord gave it no thread).
thread-refusal = { $reason ->
    [no-permission] I may not create threads in this channel
    [no-threads] this channel cannot have threads
    [no-lobby] the lobby message is gone, so there is nothing to start a thread from
    [too-many] this channel has as many active threads as Discord allows
   *[refused] Discord refused the thread I asked for
  }
