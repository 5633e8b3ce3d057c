## `/azul help`: a few short private pages.

help-page = page { $page } of { $pages }
help-commands = `/azul new` opens a game here: others press **Join**, the host presses **Start** (add bots with the menu, or `/azul new bots:2 level:hard` to play alone; `invite:` asks given people only). The game moves into its own thread.
    `/azul board` shows you the table (and your controls on your turn); **My board** shows your own board up close, for a phone.
    `/azul log` every move so far · `/azul mygames` your games everywhere · `/azul leave` hand your seat to the autopilot · `/azul rules` the rules in short · `/azul leaderboard`, `/azul stats`, `/azul history` ratings and past games · `/azul review` (in a finished game’s thread) the AI’s review of the game.
    .title = Commands
help-turn = On your turn the bot pings you. Tap the tiles you take (a display or the center, and a color), then the { -pattern-line } or the floor they go to: usually two taps. **Back** goes back a step; **Hint** shows what the hard AI would play; **Undo** takes your move back until another person moves or the round ends.
    If you do not play before the clock runs out, the autopilot plays for you; **Take my seat back** on `/azul board` returns it to you.
    .title = Your turn
help-row = When a { -pattern-line } is full at the end of the round, one of its tiles moves to the wall. Alone it scores 1; next to other tiles it scores the length of the row it joins (here 3 tiles: +3), and of the column too.
    .title = Scoring a tile
help-column = A tile that joins both a row and a column scores both lengths (here 2 across and 3 down: +5). At the end: +2 per full row, +7 per full column, +10 per color placed five times.
    .title = Rows and columns
help-floor = Tiles that do not fit a line fall to the floor: −1, −1, −2, −2, −2, −3, −3 in order (the { -first-player-marker } counts too). A score never goes below 0.
    .title = The floor
