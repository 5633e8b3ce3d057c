## Turniere (/azul turnier), Saisons (/azul rangliste saison, /azul einstellungen) und ihre Ablehnungen.

## Die Befehle

cmd-tournament = turnier
    .description = Azul-Turniere in diesem Kanal: Anmeldung, Runden, Tabelle
cmd-tournament-new = neu
    .description = Öffnet die Anmeldung eines Turniers in diesem Kanal (Server verwalten oder die Turnierrolle)
cmd-tournament-name = name
    .description = Der Name des Turniers
cmd-tournament-format = format
    .description = Schweizer System (Standard), Jeder gegen jeden oder K.-o.-System
tournament-format-choice = { $format ->
    [swiss] Schweizer System
    [round-robin] Jeder gegen jeden
   *[elimination] K.-o.-System
  }
cmd-tournament-table-size = tischgröße
    .description = Höchstens so viele pro Spiel (2, 3 oder 4; Standard 2); weniger, wo es nicht aufgeht
cmd-tournament-rounds = runden
    .description = Schweizer System: wie viele Runden ({ $min }–{ $max }, Standard 3)
cmd-tournament-turn-time = zugzeit
    .description = Wie lange ein Zug dauern darf, bevor der Autopilot ihn spielt (Standard: 1 Tag)
cmd-tournament-variant = variante
    .description = Auf welcher Wand gespielt wird (Standard: farbig)
cmd-tournament-bots = bots
    .description = Bots füllen Plätze, die leer blieben, damit niemand eine Runde aussetzt (Standard: nein)
cmd-tournament-check-in = check-in
    .description = Vor dem Start muss man einchecken; nur wer eingecheckt hat, wird gepaart (Standard: nein)
cmd-tournament-when = beginn
    .description = Wann es beginnt: wenn du es startest (Standard) oder nach einer Wartezeit
tournament-start-choice = { $start ->
    [min15] in 15 Minuten
    [min30] in 30 Minuten
    [hour1] in 1 Stunde
    [hour2] in 2 Stunden
    [day1] in 1 Tag
   *[manual] wenn ich es starte
  }
cmd-tournament-language = sprache
    .description = Die Sprache seiner Nachrichten, Bilder und Spiele (Standard: die des Servers)
cmd-tournament-start = starten
    .description = Schließt die Anmeldung und paart die erste Runde (die Turnierleitung)
cmd-tournament-cancel = abbrechen
    .description = Bricht das Turnier dieses Kanals ab; laufende Spiele enden (die Turnierleitung)
cmd-tournament-drop = aussteigen
    .description = Den Rest des Turniers nicht mehr mitspielen (die Turnierleitung kann auch andere herausnehmen)
cmd-tournament-drop-user = wer
    .description = Wer aussteigt (Standard: du)
cmd-tournament-standings = tabelle
    .description = Die Tabelle des Turniers dieses Kanals, mit ihrer Feinwertung

## Die Anmeldenachricht

tournament-signup-title = 🏆 **{ $name }**: ein Azul-Turnier, Turnierleitung: { $organizer }
tournament-line-format = { $format ->
    [swiss] Schweizer System, { $rounds ->
        [one] { $rounds } Runde
       *[other] { $rounds } Runden
      }
    [round-robin] Jeder gegen jeden: alle treffen auf alle
   *[elimination] K.-o.-System: wer ein Spiel gewinnt, kommt weiter
  }
tournament-line-tables = Tische mit bis zu { $size } Plätzen{ $bots ->
    [yes] {", "}Bots füllen leere Plätze
   *[no] {""}
  } · { $variant ->
    [gray] graue Wand
   *[standard] farbige Wand
  } · { $clock }
tournament-line-starts-at = Beginnt { $when }.
tournament-line-starts-manual = Beginnt, wenn { $organizer } es startet.
tournament-line-check-in = Check-in: Drück vor dem Start auf **Einchecken**; nur wer eingecheckt hat, wird gepaart.
tournament-entrants = Angemeldet ({ $count }): { $players }
tournament-entrants-none = Noch niemand hat sich angemeldet.
tournament-join = Anmelden
tournament-leave = Abmelden
tournament-check-in-button = Einchecken
tournament-check-in-reminder = **{ $name }** beginnt { $when }: { $players }, drückt auf der Anmeldenachricht auf **Einchecken**, um gepaart zu werden.
tournament-signup-running = Gestartet, Teilnehmende: { $count }. Runde { $round } von { $of } läuft.
tournament-signup-finished = Dieses Turnier ist vorbei: die Abschlusstabelle steht unten.
tournament-signup-cancelled = Dieses Turnier wurde abgebrochen.

## Runden, Tische und Tabellen im Kanal

tournament-round-title = **{ $name }** · Runde { $round } von { $of }
tournament-round-table = Tisch { $table }: { $players }
tournament-round-bots = { $count ->
    [one] 1 Bot
   *[other] { $count } Bots
  }
tournament-round-bye = Freilos in dieser Runde (½ Punkt): { $players }
tournament-round-threads = Jedes Spiel hat seinen eigenen Thread, unter der Nachricht seines Tisches weiter unten. Viel Glück!
tournament-table-card = **{ $name }** · Runde { $round } von { $of } · Tisch { $table }: { $players }
tournament-table-welcome = Tisch { $table } der Runde { $round }: { $players }. Euer Spiel läuft hier; der Bot pingt, wer dran ist.
tournament-standings-title = { $name }: Tabelle
tournament-standings-after = Nach Runde { $after } von { $of }
tournament-standings-final = Abschlusstabelle nach { $after ->
    [one] { $after } Runde
   *[other] { $after } Runden
  }
tournament-standings-none = Noch keine Runde gespielt.
tournament-col-rank = #
tournament-col-player = Person
tournament-col-points = Punkte
tournament-col-buchholz = Buchholz
tournament-col-score = Wertung
tournament-standing-line = { $rank }. **{ $name }** — { NUMBER($points, maximumFractionDigits: 2) } { $points ->
    [one] Punkt
   *[other] Punkte
  } · Buchholz { NUMBER($buchholz, maximumFractionDigits: 2) } · Azul-Punkte { $score }{ $note ->
    [dropped] {" "}(ausgestiegen)
    [out] {" "}(ausgeschieden)
   *[none] {""}
  }
tournament-standings-more = …und { $count } weitere (im Bild).
tournament-standings-scale = Punkte: bei 2 Plätzen 1 für einen Sieg, ½ für ein Unentschieden; bei 3 und 4 von 1 für den ersten bis 0 für den letzten Platz, gleichmäßig verteilt; ein Freilos zählt ½. Gleichstand: Buchholz (die Punkte der Gegner), dann die Azul-Punkte, dann die Wertung.
tournament-standings-alt = Tabelle von { $name }: { $leaders }
tournament-standings-alt-entry = { $rank }. { $name }, { $points ->
    [one] { NUMBER($points, maximumFractionDigits: 2) } Punkt
   *[other] { NUMBER($points, maximumFractionDigits: 2) } Punkte
  }
tournament-winner = 🏆 **{ $name }** gewinnt **{ $tournament }**!
tournament-winners = 🏆 **{ $names }** teilen sich den ersten Platz in **{ $tournament }**!
tournament-cancelled-notice = **{ $name }** wurde abgebrochen: keine weiteren Runden. Die Tabelle bleibt, wie sie war.
tournament-too-few-notice = **{ $name }** hat nicht begonnen: es braucht mindestens 2 Teilnehmende (angemeldet: { $count }).

## Antworten an die Turnierleitung und die Teilnehmenden (nur für sie)

tournament-started-answer = **{ $name }** hat begonnen: Runde 1 steht in diesem Kanal, jedes Spiel in seinem eigenen Thread.
tournament-cancelled-answer = **{ $name }** ist abgebrochen.
tournament-dropped-answer = { $who } steigt aus **{ $name }** aus und wird in den nächsten Runden nicht mehr gepaart. Ein laufendes Spiel geht weiter: `/azul verlassen` in seinem Thread übergibt es dem Autopiloten.
tournament-left-signup = { $who } hat sich von **{ $name }** abgemeldet.

## Ablehnungen

refusal-tournament-no-server = Turniere laufen in den Kanälen eines Servers.
refusal-not-organizer = Das kann nur die Turnierleitung, wer „Server verwalten“ darf, oder die Turnierrolle des Servers (`/azul einstellungen turnierrolle`). Nichts hat sich geändert.
refusal-no-tournament = In diesem Kanal gibt es kein Turnier. Die Turnierleitung öffnet eines mit `/azul turnier neu`.
refusal-tournament-here = Dieser Kanal hat schon ein Turnier in der Anmeldung oder im Gang. Nichts wurde geöffnet.
refusal-bad-tournament-name = Der Name eines Turniers hat 1 bis 80 Zeichen. Nichts wurde geöffnet.
refusal-bad-format = Ein Turnier ist Schweizer System, Jeder gegen jeden oder K.-o.-System. Nichts wurde geöffnet.
refusal-bad-table-size = Ein Turnierspiel hat 2, 3 oder 4 Plätze. Nichts wurde geöffnet.
refusal-bad-rounds = Ein Turnier im Schweizer System hat 1 bis 15 Runden. Nichts wurde geöffnet.
refusal-bad-start = Dieser Beginn ist keine der Möglichkeiten. Nichts wurde geöffnet.
refusal-tournament-started = Die Anmeldung ist geschlossen: das Turnier hat begonnen. Nichts hat sich geändert.
refusal-tournament-not-started = Dieses Turnier hat noch nicht begonnen. Nichts hat sich geändert.
refusal-tournament-over = Dieses Turnier ist vorbei. Nichts hat sich geändert.
refusal-tournament-full = Dieses Turnier ist voll. Nichts hat sich geändert.
refusal-already-entered = Du bist schon angemeldet. Nichts hat sich geändert.
refusal-not-entered = Diese Person ist für dieses Turnier nicht angemeldet. Nichts hat sich geändert.
refusal-no-check-in = Dieses Turnier hat keinen Check-in: die Anmeldung genügt. Nichts hat sich geändert.
refusal-already-checked-in = Du hast schon eingecheckt. Nichts hat sich geändert.
refusal-already-dropped = Diese Person ist schon aus dem Turnier ausgestiegen. Nichts hat sich geändert.
refusal-too-few-entrants = Ein Turnier braucht zum Start mindestens 2 Teilnehmende; { $entrants } können spielen. Nichts hat sich geändert.
refusal-no-seasons = Die Rangliste dieses Servers hat keine Saisons. Die Moderation kann sie mit `/azul einstellungen saisons` einschalten.
refusal-no-previous-season = Auf diesem Server ist noch keine Saison zu Ende gegangen.
refusal-seasons-not-manual = Die Saisons hier enden nach dem Kalender; nur Saisons auf `von Hand` werden von Hand beendet. Nichts hat sich geändert.

## Einstellungen für Turniere und Saisons (/azul einstellungen) und die Saisons der Rangliste

cmd-settings-tournament-role = turnierrolle
    .description = Eine Rolle, deren Mitglieder hier Turniere leiten dürfen (neben „Server verwalten“)
cmd-settings-seasons = saisons
    .description = Die Rangliste in Saisons: monatlich, vierteljährlich, von Hand oder aus
season-mode-choice = { $mode ->
    [monthly] monatlich
    [quarterly] vierteljährlich (alle 3 Monate)
    [manual] von Hand (saisonende beendet eine)
   *[off] aus
  }
cmd-settings-end-season = saisonende
    .description = Saisons von Hand: beendet die laufende Saison jetzt und beginnt die nächste
cmd-leaderboard-season = saison
    .description = Die Tabelle dieser oder der vorigen Saison, oder aller Zeiten (Standard)
season-choice = { $season ->
    [current] diese Saison
    [previous] die vorige Saison
   *[all-time] aller Zeiten
  }
settings-nothing = Wähl, was du ändern willst: sprache, turnierrolle, saisons oder saisonende. Nichts hat sich geändert.
settings-tournament-role-set = Mitglieder mit { $role } dürfen hier jetzt Turniere leiten, neben denen mit der Berechtigung „Server verwalten“.
settings-seasons-set = { $mode ->
    [monthly] Die Rangliste läuft jetzt in monatlichen Saisons (nach dem Kalender, UTC).
    [quarterly] Die Rangliste läuft jetzt in vierteljährlichen Saisons (Januar, April, Juli und Oktober, UTC).
    [manual] Die Rangliste läuft jetzt in Saisons, die von Hand enden (`/azul einstellungen saisonende`).
   *[off] Die Rangliste läuft wieder ohne Saisons.
  } Die Wertungen bleiben; die Tabelle einer Saison zählt nur ihre eigenen Spiele, alle beginnen bei 0. Saisontabellen erscheinen in diesem Kanal.
settings-season-opened = Saison { $number } hat begonnen{ $ends ->
    [none] .
   *[some] {" "}und endet { $ends }.
  }
settings-season-ended = Saison { $number } ist vorbei: ihre Abschlusstabelle steht in diesem Kanal.
season-dates = { $from } – { $to }
season-since = seit { $from }
leaderboard-season-title = **Azul-Rangliste — Saison { $number }** ({ $when }): nur die Spiele dieser Saison, alle beginnen bei 0 (die Wertungen aller Zeiten bleiben)
season-final-title = 🏁 **Saison { $number } ist vorbei** ({ $when }). Ihre Abschlusstabelle:
season-empty = In dieser Saison wurde kein gewertetes Spiel gespielt.
