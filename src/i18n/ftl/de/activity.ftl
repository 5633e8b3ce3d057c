## Der Live-Tisch (die Discord-Aktivität): seine Knöpfe, was er über das Spiel und den Zuschauer sagt,
## und warum ein Tippen oder eine Verbindung abgelehnt wurde. Die Wörter des Spielbretts kommen aus images.ftl, wie auf den Bildern.

activity-open = Tisch öffnen
activity-off = Der Live-Tisch ist bei diesem Bot nicht verfügbar: spiel im Chat.

activity-undo = Rückgängig
activity-undo-move = Meinen Zug { $move } zurücknehmen
activity-hint = Tipp
activity-play-hint = So spielen
activity-take-back = Platz zurückholen
activity-vote-end = Spiel hier beenden
activity-vote-keep = Weiterspielen
activity-watching = Du schaust zu
activity-your-turn = Du bist am Zug
activity-you-place = Du bist am Zug: setze die Fliese aus Reihe { $line }
activity-you-play = Du spielst { $name }
activity-close = Schließen
activity-retry = Nochmal versuchen
activity-connecting = Du kommst an den Tisch…
activity-reconnecting = Die Verbindung ist abgebrochen. Neu verbinden…
activity-summary-close = Zurück zum Tisch
activity-results = Endergebnis
activity-review = Analyse
activity-clock = Noch { $time }
activity-cancel-pick = Neu wählen
activity-since = Seit deinem letzten Zug
activity-latest = Letzte Züge
activity-at-table = Am Tisch: { $names }

activity-no-game = Hier gibt es noch kein Azul-Spiel. Starte eines mit /azul new und öffne den Tisch dann erneut.
activity-lobby = Warten auf Spieler (besetzt: { $seated } von { $seats }). Tritt im Chat bei.
activity-cancelled = Dieses Spiel wurde abgebrochen.
activity-broken = Der gespeicherte Stand dieses Spiels ist beschädigt, es kann nicht weitergehen.
activity-autopilot = Der Autopilot spielt auf deinem Platz.
activity-left = Du hast dieses Spiel verlassen; der Autopilot spielt auf deinem Platz.

activity-line = { $line ->
    [floor] Boden
   *[line] Reihe { $number }
  }: { $parts }
activity-part-tiles = { $count ->
    [one] 1 Fliese
   *[other] { $count } Fliesen
  }
activity-part-fills = füllt sie
activity-part-points = +{ $points } beim Fliesenlegen
activity-part-floor = { $count } auf den Boden
activity-part-lid = { $count } in den Deckel
activity-column = Spalte { $column } (+{ $points })

activity-vote = In Runde { $round } hat keine Fliese eine Wand erreicht. Spiel hier beenden? { $agreed } von { $needed } sind dafür.
activity-hint-draft = Tipp: { $move } ({ $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
  } erwartet beim Fliesenlegen).
activity-hint-place = Tipp: setze sie in Spalte { $column } ({ $points }).
activity-review-pending = Die Analyse dieses Spiels wird vorbereitet…
activity-review-player = { $accuracy } % Genauigkeit · { $inaccuracies ->
    [one] { $inaccuracies } Ungenauigkeit
   *[other] { $inaccuracies } Ungenauigkeiten
  } · { $mistakes ->
    [one] { $mistakes } Fehler
   *[other] { $mistakes } Fehler
  } · { $blunders ->
    [one] { $blunders } Patzer
   *[other] { $blunders } Patzer
  }
activity-bonuses = Reihen +{ $rows } · Spalten +{ $columns } · Farben +{ $colors }

activity-bye-token-expired = Deine Discord-Anmeldung ist abgelaufen. Schließ den Tisch und öffne ihn erneut.
activity-bye-no-instance = Discord kennt diese Aktivität nicht. Schließ sie und öffne den Tisch erneut.
activity-bye-not-in-instance = Du bist nicht in dieser Aktivität. Tritt ihr zuerst in Discord bei.
activity-bye-wrong-channel = Dieser Tisch wurde für einen anderen Kanal geöffnet. Schließ ihn und öffne ihn im Kanal des Spiels.
activity-bye-second-window = Du hast diesen Tisch schon in einem anderen Fenster offen. Schließ ihn dort, um hier zu spielen.
activity-bye-discord-unavailable = Discord antwortet gerade nicht. Versuch es gleich nochmal.
activity-bye-unavailable = Der Spielspeicher ist gerade nicht erreichbar. Versuch es gleich nochmal.
activity-bye-no-hello = Der Tisch hat nicht gesagt, wer er ist. Schließ ihn und öffne ihn erneut.
activity-refused-forged = Diese Nachricht sendet der Tisch nicht. Nichts wurde geändert.
activity-refused-replayed = Dieses Tippen kam schon an. Nichts wurde geändert.
activity-refused-turn-stale = Der Tisch hat sich geändert, bevor dein Tippen ankam (der Zug wurde schon gemacht). Nichts wurde geändert.
activity-refused-wrong-channel = Dieser Tisch gehört zu einem anderen Kanal. Nichts wurde geändert.
activity-refused-too-fast = Zu viele Tipper auf einmal. Nichts wurde geändert; versuch es nochmal.
