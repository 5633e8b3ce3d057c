## Die Lobby-Nachricht, ihre Knöpfe und die Lobby, wenn sie vorbei ist.

variant-name = { $variant ->
    [gray] graue Wand (freies Legen)
   *[standard] farbige Wand
  }
variant-choice = { $variant ->
    [gray] graue Wand (freies Legen)
   *[standard] farbige Wand (Standard)
  }

# Eine Zugzeit: „1 Tag pro Zug“, „ohne Zeitlimit“.
turn-time = { $unit ->
    [none] ohne Zeitlimit
    [day] { $count ->
        [one] { $count } Tag pro Zug
       *[other] { $count } Tage pro Zug
      }
    [hour] { $count ->
        [one] { $count } Stunde pro Zug
       *[other] { $count } Stunden pro Zug
      }
    [minute] { $count ->
        [one] { $count } Minute pro Zug
       *[other] { $count } Minuten pro Zug
      }
   *[second] { $count ->
        [one] { $count } Sekunde pro Zug
       *[other] { $count } Sekunden pro Zug
      }
  }
# Eine Zugzeit, die `/azul neu` anbietet ($unit und $count wie in turn-time): „1 Tag (Standard)“.
turn-time-choice = { $unit ->
    [none] ohne Limit
    [day] { $count ->
        [one] { $count } Tag
       *[other] { $count } Tage
      }
    [hour] { $count ->
        [one] { $count } Stunde
       *[other] { $count } Stunden
      }
   *[minute] { $count ->
        [one] { $count } Minute
       *[other] { $count } Minuten
      }
  }{ $default ->
    [yes] {" "}(Standard)
   *[no] {""}
  }

level-description = { $level ->
    [easy] macht Fehler: gut zum Lernen
    [medium] plant die Runde voraus
   *[hard] blickt über die Runde hinaus: die stärkste Stufe
  }
bot-name = Bot · { $level ->
    [easy] leicht
    [medium] mittel
   *[hard] schwer
  }{ $nth ->
    [1] {""}
   *[other] {" "}{ $nth }
  }

lobby-title = **Azul** — neues Spiel, { variant-name }, bis zu { $seats ->
        [one] { $seats } Platz
       *[other] { $seats } Plätze
      }, { $clock }
lobby-host = Spielleitung: { $host }
lobby-seated = Am Tisch ({ $seated }/{ $seats }): { $players }
lobby-nobody = niemand
lobby-can-start = Der Host kann jetzt starten.
lobby-waiting = Es fehlt noch mindestens eine Person (oder der Host fügt einen Bot hinzu).
lobby-invited = Eingeladen: { $players }. Nur sie (und Bots) dürfen Platz nehmen.
lobby-join = Beitreten
lobby-leave = Verlassen
lobby-start = Starten
lobby-cancel = Abbrechen
lobby-add-bot = Host: Bot hinzufügen…
lobby-remove-bot = { $name } entfernen

lobby-closed = **Azul** — { variant-name }
    Am Tisch: { $players }
    { $note }
lobby-started = Das Spiel hat begonnen — viel Glück!
lobby-playing-here = Gespielt wird hier: { $reason }.
lobby-closed-host-left = Der Host ist gegangen: diese Lobby ist geschlossen.
lobby-closed-cancelled = Abgebrochen von { $who }.
lobby-closed-abandoned = { $who } ist gegangen: das Spiel ist vorbei.
lobby-closed-left-server = { $who } hat den Server verlassen: diese Lobby ist geschlossen.
rematch-invite = Revanche! { $players }: drückt Beitreten, um noch einmal zu spielen.

# Warum ein Spiel in seinem Kanal läuft (Discord hat keinen Thread dafür gegeben).
thread-refusal = { $reason ->
    [no-permission] ich darf in diesem Kanal keine Threads erstellen
    [no-threads] dieser Kanal kann keine Threads haben
    [no-lobby] die Lobby-Nachricht ist weg, es gibt also nichts, woraus ein Thread starten könnte
    [too-many] dieser Kanal hat schon so viele aktive Threads, wie Discord erlaubt
   *[refused] Discord hat den angefragten Thread abgelehnt
  }
