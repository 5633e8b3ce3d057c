## Eine Ablehnung in Menschenworten, eine pro Fehlercode der App (nichts ändert sich, außer der Text sagt es).

refusal-db-unavailable = Der Spielspeicher ist gerade nicht erreichbar. Nichts hat sich geändert; bitte versuch es gleich noch einmal.
refusal-conflict = Das wurde schon gespielt (oder das Spiel hat sich inzwischen geändert). Nichts hat sich geändert.
refusal-not-found = Dieses Spiel gibt es nicht mehr. Nichts hat sich geändert.
refusal-not-lobby = Dieses Spiel hat schon begonnen oder ist vorbei.
refusal-not-active = Dieses Spiel ist vorbei.
refusal-already-seated = Du hast in diesem Spiel schon einen Platz.
refusal-not-seated = Du hast in diesem Spiel keinen Platz.
refusal-lobby-full = Dieses Spiel ist voll.
refusal-channel-busy = Dieser Kanal hat schon ein Azul-Spiel.
refusal-bad-input = Das kann ich nicht. Nichts hat sich geändert.
refusal-bad-player-count = Ein Spiel hat 2 bis 4 Plätze.
refusal-bad-turn-time = Diese Zugzeit steht nicht zur Auswahl (5 Minuten, 1 Stunde, 12 Stunden, 1 Tag, 3 Tage, ohne Limit). Nichts wurde eröffnet.
refusal-bad-level = Diese Stufe habe ich nicht angeboten. Wähle leicht, mittel oder schwer. Nichts hat sich geändert.
refusal-thread-of-a-game = Dieser Thread gehört zu einem Azul-Spiel.
refusal-lobby-started = Dieser Lobby-Knopf ist veraltet: das Spiel hat schon begonnen oder ist vorbei. Nichts hat sich geändert.
refusal-lobby-changed = Die Lobby hat sich inzwischen geändert (jemand ist beigetreten oder gegangen); schau sie dir noch einmal an. Nichts hat sich geändert.
refusal-game-started = Dieses Spiel hat schon begonnen. `/azul verlassen` verlässt es (fragt vorher).
refusal-not-finished = Nur ein beendetes Spiel kann noch einmal gespielt werden.
refusal-not-a-player = Nur wer mitgespielt hat, kann eine Revanche starten.
refusal-not-a-voter = Nur wer am Tisch sitzt, stimmt über das Ende dieses Spiels ab. Nichts hat sich geändert.
refusal-not-invited = Dieses Spiel ist für die Personen, die der Host eingeladen hat. Nichts hat sich geändert.
refusal-already-over = Dieses Spiel ist schon vorbei.
refusal-wrong-channel = Dieser Knopf gehört zu einem Spiel in einem anderen Kanal. Nichts hat sich geändert.
refusal-not-running = Dieses Spiel läuft nicht mehr. Nichts hat sich geändert.
refusal-not-in-game = Du spielst in diesem Spiel nicht mit.
refusal-left-game = Du hast dieses Spiel verlassen; der Autopilot spielt deinen Platz.
refusal-already-left = Du hast dieses Spiel schon verlassen; der Autopilot spielt deinen Platz.
refusal-seat-already-yours = Dein Platz gehört schon dir. Nichts hat sich geändert.
refusal-game-moved-on = Das Spiel ist weitergegangen, seit du gefragt hast. Nichts hat sich geändert. `/azul verlassen` verlässt es (fragt vorher).
refusal-turn-stale = Diese Knöpfe sind veraltet (der Zug wurde schon gemacht). Nimm die neueste Zugnachricht.
refusal-choice-gone = Diese Auswahl ist gerade nicht verfügbar. Nichts hat sich geändert.
refusal-illegal = Dieser Zug ist nach den Regeln nicht erlaubt. Nichts hat sich geändert.
refusal-stale = Das Spiel ist weitergegangen. Nichts hat sich geändert.
refusal-not-bot-turn = Eine Person ist am Zug. Nichts hat sich geändert.
refusal-vote-over = Dieses Spiel ist vorbei: es gibt nichts mehr abzustimmen. Nichts hat sich geändert.
refusal-vote-on-autopilot = Der Autopilot spielt deinen Platz und ist dafür, das Spiel zu beenden. Hol dir deinen Platz zurück (in `/azul tisch`), um mitzureden. Nichts hat sich geändert.
refusal-vote-never-offered = Diese Abstimmung wurde nie angeboten. Nichts hat sich geändert.
refusal-vote-closed = Diese Abstimmung ist veraltet: seitdem sind Fliesen an eine Wand gekommen, also geht das Spiel weiter. Nichts hat sich geändert.
refusal-vote-already-agreed = Du hast schon zugestimmt, das Spiel hier zu beenden. Nichts hat sich geändert.
refusal-vote-nothing-to-withdraw = Du hattest dem Spielende nicht zugestimmt, es gibt also nichts zurückzuziehen. Nichts hat sich geändert.
refusal-busy = Das Spiel hat sich geändert, während dein Klick gezählt wurde; bitte klick noch einmal.
refusal-no-game = In diesem Kanal gibt es kein Azul-Spiel. Starte eines mit `/azul neu`.
refusal-in-threads = Die Spiele dieses Kanals laufen in ihren Threads.
refusal-no-server = Außerhalb eines Servers gibt es keine Server-Rangliste: wähle den Bereich alle Server.
refusal-other-server = Dieses Spiel wurde auf einem anderen Server gespielt. Nichts hat sich geändert.
-moderators = Zur Moderation zählen Mitglieder mit der Berechtigung Nachrichten verwalten.
refusal-broken = Der gespeicherte Stand dieses Spiels ist kaputt, es kann nicht weitergespielt werden. Der Host (oder die Moderation) kann es abbrechen. { -moderators }
refusal-bots-do-not-fit = { $bots ->
    [one] { $bots } Bot passt
   *[other] { $bots } Bots passen
  } nicht an einen Tisch mit { $seats ->
    [one] { $seats } Platz
   *[other] { $seats } Plätzen
  }, an dem du auch sitzt.
refusal-bad-variant = Eine Variante „{ $asked }“ gibt es nicht. Wähle `farbige Wand` (Standard) oder `graue Wand`. Nichts wurde eröffnet.
refusal-not-host = Nur der Host kann { $action ->
    [start] das Spiel starten
    [remove-bot] Bots entfernen
   *[add-bot] Bots hinzufügen
  }.
refusal-too-few-players = Ein Spiel braucht 2 bis 4 Plätze besetzt; besetzt sind { $seated }.
refusal-cancel-stale = Dieser Abbrechen-Knopf ist veraltet ({ $status ->
    [lobby] die Lobby hat sich inzwischen geändert
    [active] das Spiel hat inzwischen begonnen
   *[other] dieses Spiel ist schon vorbei
  }). Nichts hat sich geändert. `/azul abbrechen` bricht das Spiel so ab, wie es jetzt steht.
refusal-not-allowed = Nur der Host oder die Moderation kann dieses Spiel abbrechen. { -moderators }
refusal-not-your-turn = Du bist nicht am Zug.
refusal-not-your-turn-waiting = Du bist nicht am Zug: es wird auf { $who } gewartet.
refusal-bad-language = „{ $asked }“ spreche ich noch nicht. Nichts hat sich geändert.
refusal-outcome-unknown = Der Spielspeicher hat nicht rechtzeitig geantwortet, daher weiß ich nicht, ob das gespeichert wurde. Schau gleich noch einmal: der Tisch (`/azul tisch`) zeigt, was gespeichert ist, und ein gespeicherter Klick wird nie zweimal angewendet.
refusal-invited-host = Du bist Host dieses Spiels, also schon dabei: lade die anderen ein. Nichts wurde eröffnet.
refusal-invited-twice = Du hast dieselbe Person zweimal eingeladen. Nichts wurde eröffnet.
refusal-too-many-invited = Ein Spiel hat neben dir Platz für 3 eingeladene Personen. Nichts wurde eröffnet.
refusal-invited-do-not-fit = { $invited } { $invited ->
    [one] eingeladene Person und
   *[other] eingeladene Personen und
  } { $bots } { $bots ->
    [one] Bot passen
   *[other] Bots passen
  } nicht an einen Tisch mit { $seats ->
    [one] { $seats } Platz
   *[other] { $seats } Plätzen
  }, an dem du auch sitzt. Nichts wurde eröffnet.
refusal-undo-not-yours = Nur wer diesen Zug gemacht hat, kann ihn zurücknehmen. Nichts hat sich geändert.
refusal-undo-gone = Dieser Zug wurde schon zurückgenommen. Nichts hat sich geändert.
refusal-undo-round-over = Dieser Zug hat die Runde beendet, und die nächste ist schon ausgeteilt: er bleibt. Nichts hat sich geändert.
refusal-undo-too-late = Seit diesem Zug hat schon jemand anderes gehandelt, also bleibt er. Nichts hat sich geändert.
