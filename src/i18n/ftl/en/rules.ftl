## `/azul rules`: the rules in short (one Discord message, at most 2000 characters).

rules =
    {"**Azul in short**"}
    • On your turn take **all tiles of one color** from one { -display } (the rest slides to the { -center }) or from the { -center }. The first to take from the { -center } also takes the { -first-player-marker } (it counts as a floor tile).
    • Put them on **one { -pattern-line }** (line N holds N tiles, one color, and not a color already on that wall row) or on the floor. Tiles that do not fit fall to the floor: −1, −1, −2, −2, −2, −3, −3.
    • When all displays and the { -center } are empty, every **full line** moves one tile to the wall: it scores 1, or the length of the row and column runs it joins; the other tiles of that line go to the lid. **Unfinished lines stay** as they are for the next round. Floor tiles and leftovers go to the lid, and a score **never goes below 0**.
    • The holder of the **{ -first-player-marker } starts the next round** (the first round’s starter is drawn at random).
    • The game ends after the round in which someone completes a **horizontal row**. Bonuses: +{ $row } per full row, +{ $column } per full column, +{ $color } per color placed 5 times. Ties go to more full rows.
    • A game can get stuck (tiles that can never finish a line). After a round in which no tile reached any wall, the round summary offers **End the game here**: when every player who plays their own seat agrees, the game ends as it stands, with the usual bonuses and tie-break.
    • **Gray wall** variant: the wall has no printed colors; you choose the column for each tile (no color twice in a row or column).

    {"**Commands**"}: `/azul new [players] [variant] [bots] [level] [turn-time]` opens a lobby (bots: AI opponents) · `/azul board` the table, only to you · `/azul log` the whole game’s moves · `/azul mygames` your games everywhere · `/azul notify on|off` DMs on your turn · `/azul leave` leave (the autopilot takes your seat) · `/azul cancel` (host or Manage Messages) · `/azul leaderboard`, `/azul stats`, `/azul history` · `/azul rules` this text.
