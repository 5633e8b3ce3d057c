## `/azul regeln`: die Regeln kurz (eine Discord-Nachricht, höchstens 2000 Zeichen).

rules =
    {"**Azul kurz erklärt**"}
    • In deinem Zug nimmst du **alle Fliesen einer Farbe** von einer { -display } (der Rest rutscht in die { -center }) oder aus der { -center }. Wer zuerst aus der { -center } nimmt, bekommt auch den { -first-player-marker } (er zählt als Fliese auf dem Boden).
    • Lege sie in **eine { -pattern-line }** (Reihe N fasst N Fliesen, nur eine Farbe, und keine Farbe, die in dieser Wandreihe schon liegt) oder auf den Boden. Was nicht passt, fällt auf den Boden: −1, −1, −2, −2, −2, −3, −3.
    • Sind alle Manufakturen und die { -center } leer, bringt jede **volle Musterreihe** eine Fliese an die Wand: sie zählt 1 oder die Länge der Reihe und Spalte, an die sie anschließt; die übrigen Fliesen dieser Musterreihe kommen in den Deckel. **Unvollständige Reihen bleiben** für die nächste Runde liegen. Bodenfliesen und Reste kommen in den Deckel, und eine Punktzahl fällt **nie unter 0**.
    • Wer den **{ -first-player-marker } hat, beginnt die nächste Runde** (wer die erste Runde beginnt, wird ausgelost).
    • Das Spiel endet nach der Runde, in der jemand eine **waagerechte Reihe** an der Wand vollendet. Boni: +{ $row } je volle Reihe, +{ $column } je volle Spalte, +{ $color } je Farbe, die 5-mal liegt. Bei Gleichstand entscheiden mehr volle Reihen.
    • Ein Spiel kann sich festfahren (Fliesen, die nie eine Reihe füllen können). Nach einer Runde, in der keine Fliese an eine Wand kam, bietet die Rundenwertung **Spiel hier beenden** an: stimmen alle zu, die ihren eigenen Platz spielen, endet das Spiel wie es steht, mit den üblichen Boni und dem Gleichstandsentscheid.
    • Variante **graue Wand**: die Wand hat keine aufgedruckten Farben; du wählst für jede Fliese die Spalte (keine Farbe doppelt in einer Reihe oder Spalte).

    {"**Befehle**"}: `/azul neu [plätze] [variante] [bots] [stufe] [zugzeit]` eröffnet eine Lobby (Bots: KI-Gegner) · `/azul tisch` der Tisch, nur für dich · `/azul züge` alle Züge des Spiels · `/azul meine-spiele` deine Spiele überall · `/azul benachrichtigen an|aus` DMs in deinem Zug · `/azul verlassen` gehen (der Autopilot übernimmt deinen Platz) · `/azul abbrechen` (Host oder Nachrichten verwalten) · `/azul rangliste`, `/azul statistik`, `/azul verlauf` · `/azul regeln` dieser Text.
