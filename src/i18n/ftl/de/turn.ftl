## Die Zugnachricht (die einzigen aktiven Knöpfe), was seit dem letzten Zug einer Person geschah, die
## Erinnerung zur Halbzeit, und `/azul tisch`.

turn-header = { $who }, du bist dran — Runde { $round }.
turn-header-gray = { $who }, du bist dran — Runde { $round }, graue Wand.
turn-clock = ⏳ Die Zeit endet { $when }; dann spielt der Autopilot diesen Zug.
step-place = Fliesenlegen: lege die Fliese aus { $line } ({ color }) an die Wand — wähle eine Spalte.
step-source = Fliesen nehmen: wähle eine Manufaktur oder die Mitte.
step-color = { $source } — wähle eine Farbe.
step-line = { $count } { $color ->
    [blue] blaue
    [yellow] gelbe
    [red] rote
    [black] schwarze
   *[white] weiße
  } ({ $source }) — wähle eine { -pattern-line } oder den Boden.
source-placeholder = Fliesen nehmen aus…
button-back = Zurück
button-hint = Tipp
since-more = …und { $count } weitere Züge davor:

reminder = ⏰ { $who }, dein Azul-Zug wartet (Runde { $round }).
reminder-clock = ⏰ { $who }, dein Azul-Zug wartet (Runde { $round }). Die Zeit endet { $when }; dann spielt der Autopilot für dich.

button-take-back = Platz zurückholen
board-turn-yours = Runde { $round } — du bist dran.
board-turn-other = Runde { $round } — { $who } ist dran.
board-on-autopilot = Der Autopilot spielt deinen Platz. Hol ihn zurück, um deine Züge selbst zu spielen.
board-not-started = Das Spiel hat noch nicht begonnen: { $seated } am Tisch, es wird gewartet, bis der Host Starten drückt.
button-my-board = Mein Tableau
button-undo = Rückgängig
step-pick = Fliesen nehmen: wähle die Fliesen (eine Manufaktur oder die Mitte, und eine Farbe).
# Ein Knopf (Quelle, Farbe): „M3 · 2“ mit dem Farbquadrat.
pick-label = { $source } · { $count }
source-short = { $source ->
    [center] Mitte
   *[display] M{ $number }
  }
supply-line = Beutel { $bag } · Deckel { $lid } · im Spiel { $out }
undone = ↩️ { $who } hat den eigenen Zug zurückgenommen{ $replies ->
    [0] {""}
    [one] {" "}und die Antwort des Bots
   *[other] {" "}und die Antworten der Bots
  }.
undo-done = ↩️ Zurückgenommen. Du bist wieder dran.
hint-play = So spielen
