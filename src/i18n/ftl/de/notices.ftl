## Mitteilungen neben den Zügen: Plätze, die den Besitz wechseln, ein Abbruch, ein kaputtes Spiel,
## Verlassen, der Thread, das Spielprotokoll, `/azul meine-spiele`.

seat-back = { $who } hat den eigenen Platz vom Autopiloten zurückgeholt.
seat-left = { $who } hat das Spiel verlassen: der Autopilot spielt diesen Platz zu Ende, und das Spiel wird normal gewertet.
seat-left-server = { $who } hat den Server verlassen: der Autopilot spielt diesen Platz zu Ende, und das Spiel wird normal gewertet.
broken-notice = ⚠️ Der gespeicherte Stand dieses Spiels ist kaputt, es kann nicht weitergehen. Der Host oder alle mit Nachrichten verwalten können es abbrechen, um den Kanal freizugeben.
button-cancel-game = Spiel abbrechen
game-cancelled = Das Spiel ist abgebrochen.
leave-question = **Dieses Spiel verlassen?** Wenn du gehst, spielt der Autopilot deinen Platz zu Ende: das Spiel geht weiter und wird gewertet, und im Ergebnis steht bei deinem Platz „verlassen“. (Ist sonst niemand mehr da, endet das Spiel hier, ohne Wertung.)
button-leave-game = Spiel verlassen
button-keep-playing = Weiterspielen
left-game = Du hast das Spiel verlassen: der Autopilot spielt deinen Platz zu Ende.
left-game-ended = Du hast das Spiel verlassen. Sonst war niemand mehr da, also endete es hier, ohne Wertung.
stayed = Du bist noch im Spiel. Nichts hat sich geändert.
not-the-question = Dieser Knopf gehört zur privaten Frage von `/azul verlassen`. Nichts hat sich geändert.
not-its-message = Dieser Knopf gehört nicht zu dieser Nachricht. Nichts hat sich geändert.
seat-yours-again = Dein Platz gehört wieder dir: der Autopilot hat aufgehört. Deine Zugnachrichten erwähnen dich wie zuvor.
left-lobby = Du hast die Lobby verlassen.
lobby-handed = { $who } (Host) hat die Lobby verlassen; { $host } ist jetzt Host und kann das Spiel starten.
lobby-closed-by-host = { $who } (Host) ist gegangen: die Lobby ist geschlossen.
you-cancelled = Du hast das Spiel abgebrochen.
hint-draft = 💡 Die starke KI nähme { $phrase }. Sie erwartet { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
  } aus diesem Zug beim Fliesenlegen dieser Runde. (Nur du siehst das; nichts hat sich geändert.)
hint-draft-marker = 💡 Die starke KI nähme { $phrase } (und den { -first-player-marker }). Sie erwartet { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
  } aus diesem Zug beim Fliesenlegen dieser Runde. (Nur du siehst das; nichts hat sich geändert.)
hint-place = 💡 Die starke KI würde die Fliese in Spalte { $column } legen. Sie erwartet { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
  } aus diesem Zug beim Fliesenlegen dieser Runde. (Nur du siehst das; nichts hat sich geändert.)
choice-not-offered = Diese Auswahl habe ich nicht angeboten. Nichts hat sich geändert.
unknown-button = Dieser Knopf ist nicht von mir (oder aus einer alten Version des Bots). Nichts hat sich geändert.
unknown-command = Diesen Befehl kenne ich nicht. Versuch es mit `/azul regeln`.
restarting = Der Bot startet neu; bitte versuch es in ein paar Sekunden noch einmal. Nichts hat sich geändert.
unexpected = Entschuldigung, bei mir ist etwas schiefgelaufen. Wenn das, was du getan hast, nicht gleich erscheint, versuch es bitte noch einmal.

thread-start-notice = 🎲 Ein Azul-Spiel hat begonnen: { $players }. Gezogen wird im Thread { $thread }; das Endergebnis erscheint hier.
thread-results-pointer = 🏁 Das Spiel ist vorbei: das Endergebnis steht in { $channel } — { $link }
thread-name = Azul · { $players }
in-threads = Die Azul-Spiele dieses Kanals laufen in ihren Threads: nutze den Befehl in deinem.
busy-thread = Dieser Thread gehört zu einem Azul-Spiel: starte ein neues Spiel in { $channel }. Nichts wurde eröffnet.
busy-lobby = Dieser Kanal hat schon eine offene Lobby{ $where } Eine Lobby nach der anderen: sobald ihr Spiel beginnt (in einem eigenen Thread), kann die nächste öffnen.
busy-game = Dieser Kanal hat schon ein laufendes Spiel{ $where } Dieses Spiel läuft im Kanal selbst (hier kein Thread), also ist es das einzige, bis es endet.

log-title = **Spielprotokoll** — { $moves ->
    [one] { $moves } Zug
   *[other] { $moves } Züge
  }
log-title-paged = **Spielprotokoll** — { $moves ->
    [one] { $moves } Zug
   *[other] { $moves } Züge
  } · Seite { $page }/{ $pages } (`/azul züge seite:N`)
log-empty = **Spielprotokoll** — noch keine Züge.
log-round = __Runde { $round }__
log-not-started = Das Spiel hat noch nicht begonnen: keine Züge zu zeigen.
log-pages = { $pages ->
    [one] Es gibt 1 Seite: wähle Seite 1.
   *[other] Es gibt { $pages } Seiten: wähle eine Seite von 1 bis { $pages }.
  }

mygames-none = Du hast gerade keinen Platz in einem Azul-Spiel. Starte eines mit `/azul neu`.
mygames-title = **Deine Azul-Spiele** ({ $count })
mygames-a-server = ein Server
mygames-lobby = • { $where } — Lobby ({ $seated }/{ $seats }): { $players }{ $link }
mygames-game = • { $where } — Runde { $round }, { $whose }{ $clock } — { $players }{ $link }
mygames-your-turn = **du bist dran**
mygames-waiting = wartet auf { $who }
mygames-clock = , Zeit endet { $when }

notify-choose = Wähle `an` oder `aus` (`/azul benachrichtigen dm:an`). Nichts hat sich geändert.
notify-on = Ich schicke dir zusätzlich eine Direktnachricht, wenn dein Zug die Hälfte seiner Zeit gewartet hat. (Sind deine DMs für mich geschlossen, bleibt die Erwähnung im Kanal.)
notify-off = Keine Direktnachrichten mehr: nur noch die Erwähnung im Kanal des Spiels.

settings-in-a-server = Einstellungen gehören zu einem Server: nutze diesen Befehl auf einem.
settings-not-allowed = Nur Mitglieder mit der Berechtigung Server verwalten können die Azul-Einstellungen dieses Servers ändern. Nichts hat sich geändert.
settings-choose = Wähle eine Sprache. Nichts hat sich geändert.
settings-language-set = Ab jetzt sprechen neue Azul-Spiele dieses Servers { $language }. (Ein Host kann für ein Spiel mit `/azul neu sprache:` trotzdem eine andere Sprache wählen.)
settings-language-server = Ab jetzt sprechen neue Azul-Spiele dieses Servers die Discord-Sprache des Servers (Englisch, wenn ich sie nicht spreche).

log-file-title = Azul — { $players } ({ variant-name })
log-file-scores = Punkte: { $scores }
log-file-end = Spielende: { $scores }. Sieg: { $winners }.
log-file-end-agreement = Spielende nach Einigung: { $scores }. Sieg: { $winners }.
log-file-cancelled = Das Spiel wurde abgebrochen.
log-file-description = Das ganze Spiel in Worten: jeder Zug, die Punkte jeder Runde, das Ergebnis.
