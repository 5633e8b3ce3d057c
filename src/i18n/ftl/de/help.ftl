## `/azul hilfe`: ein paar kurze private Seiten.

help-page = Seite { $page } von { $pages }
help-commands = `/azul neu` eröffnet hier ein Spiel: die anderen drücken **Beitreten**, der Host drückt **Starten** (Bots über das Menü hinzufügen, oder `/azul neu bots:2 stufe:schwer`, um allein zu spielen; `einladen:` fragt nur bestimmte Leute). Das Spiel zieht in einen eigenen Thread um.
    `/azul tisch` zeigt dir den Tisch (und in deinem Zug deine Steuerung); **Mein Tableau** zeigt dein eigenes Tableau groß, fürs Handy.
    `/azul züge` alle bisherigen Züge · `/azul meine-spiele` deine Spiele überall · `/azul verlassen` gibt deinen Platz an den Autopiloten · `/azul regeln` die Regeln kurz · `/azul rangliste`, `/azul statistik`, `/azul verlauf` Wertungen und frühere Spiele · `/azul analyse` (im Thread eines beendeten Spiels) die Analyse des Spiels durch die KI.
    .title = Befehle
help-turn = In deinem Zug erwähnt dich der Bot. Tippe die Fliesen an, die du nimmst (eine Manufaktur oder die Mitte, und eine Farbe), dann die { -pattern-line } oder den Boden, wohin sie kommen: meist zwei Tipper. **Zurück** geht einen Schritt zurück; **Tipp** zeigt, was die starke KI spielen würde; **Rückgängig** nimmt deinen Zug zurück, bis eine andere Person zieht oder die Runde endet.
    Spielst du nicht, bevor die Zeit abläuft, spielt der Autopilot für dich; **Platz zurückholen** in `/azul tisch` gibt ihn dir zurück.
    .title = Dein Zug
help-row = Ist eine { -pattern-line } am Rundenende voll, kommt eine ihrer Fliesen an die Wand. Allein zählt sie 1; neben anderen Fliesen zählt sie die Länge der Reihe, an die sie anschließt (hier 3 Fliesen: +3), und ebenso die der Spalte.
    .title = Eine Fliese werten
help-column = Eine Fliese, die an eine Reihe und eine Spalte anschließt, zählt beide Längen (hier 2 waagerecht und 3 senkrecht: +5). Am Ende: +2 je volle Reihe, +7 je volle Spalte, +10 je Farbe, die fünfmal liegt.
    .title = Reihen und Spalten
help-floor = Fliesen, die in keine Reihe passen, fallen auf die { -floor-line }: −1, −1, −2, −2, −2, −3, −3 der Reihe nach (der { -first-player-marker } zählt mit). Eine Punktzahl fällt nie unter 0.
    .title = Die Bodenreihe
