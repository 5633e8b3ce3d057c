## The puzzle of the day (/azul puzzle): the puzzle, its answer, the shared line, the stats, the
## daily post, its settings (/azul settings) and refusals.

## The commands

cmd-puzzle = puzzle
    .description = The puzzle of the day: find the best move of a real position
cmd-puzzle-today = today
    .description = Today’s puzzle of this server, privately: find the best move
cmd-puzzle-stats = stats
    .description = Your puzzle rating, the puzzles you solved, and your streak
cmd-settings-puzzle-channel = puzzle-channel
    .description = Post the puzzle of the day in this channel
cmd-settings-puzzle-hour = puzzle-hour
    .description = The hour (UTC, 0–23) the puzzle of the day is posted at (default 9)
cmd-settings-puzzle-stop = puzzle-stop
    .description = Stop posting the puzzle of the day

## The puzzle

# Names in the puzzle's picture: the solver, and the others numbered.
puzzle-you = You
puzzle-opponent = Opponent { $number }
puzzle-title = 🧩 **Puzzle of { $day }**: you are to play. Find the best move.
puzzle-themes = About: { $themes }
puzzle-theme = { $theme ->
    [floor-penalty] the floor line
    [row-bonus] a row
    [column-bonus] a column
    [color-bonus] a color
    [first-player-marker] the first player marker
    [denial] denying a color
   *[round-end] the round’s end
  }
puzzle-difficulty = Puzzle rating: { $rating }
puzzle-two-moves = You play again later in this round; this first move is the one that counts.
puzzle-unavailable = Puzzles are not available on this bot.

## The answer

puzzle-right = ✅ **Right!** That is the best move.
puzzle-wrong = ❌ **Not the best move.**
# A move: "red from Display 3 to Line 4".
puzzle-move = { color } from { $source } to { $target }
# A gray-wall placement: "red from Line 4 to column 2".
puzzle-place-move = { color } from { $line } to column { $column }
puzzle-best = **Best:** { $move } — { $why }
puzzle-yours = **Yours:** { $move } — { $why }
puzzle-other = **The other:** { $move } — { $why }
puzzle-then = **Then**, in this round: { $move }
puzzle-why-wall = fills { $line }: a tile to the wall in column { $column }, { $gain }
puzzle-why-place = the tile scores { $gain } in column { $column }
puzzle-why-row = completes row { $row }
puzzle-why-column = completes column { $column }
puzzle-why-color = completes the { color } tiles
puzzle-why-waits = { $line } still waits for more tiles
puzzle-why-marker = takes the first player marker
puzzle-why-floor = { $count } to the { -floor-line }
puzzle-why-floor-points = { $gain } on the { -floor-line }
puzzle-why-nothing = scores nothing this round
puzzle-gap = The AI’s deep search rates the best move { NUMBER($gap, maximumFractionDigits: 1) } ahead on average.
puzzle-rating-change = Your puzzle rating: { $before } → { $after } ({ $change })
puzzle-streak = { $streak ->
    [0] 🔥 Streak: none
   *[other] 🔥 Streak: { $streak }
  } · best: { $best }
button-puzzle-share = Share my result
# The spoiler-free line, as Wordle's: "Azul puzzle 2026-11-29 ✅ 🔥5 (1523)".
puzzle-share-line = Azul puzzle { $day } { $correct ->
    [yes] ✅
   *[no] ❌
  }{ $fire } ({ $rating })
puzzle-shared = { $who }: { $line }

## The stats

puzzle-stats-title = 🧩 **Your puzzles**
puzzle-stats-rating = Puzzle rating: { $rating }{ $provisional ->
    [yes] {" "}(provisional)
   *[no] {""}
  }
puzzle-stats-solved = Solved: { $solved } of { $attempts }

## The daily post and its settings

puzzle-post = 🧩 **Puzzle of the day, { $day }**: find the best move. Tap Solve: only you see your answer.
button-puzzle-solve = Solve
settings-puzzle-set = 🧩 The puzzle of the day is posted in { $channel } at { $hour }:00 UTC; the next one { $next }.
settings-puzzle-off = 🧩 The puzzle of the day is not posted (its hour: { $hour }:00 UTC).

## Refusals

refusal-puzzle-stale = That is another day’s puzzle: /azul puzzle today gives today’s.
refusal-puzzle-answered = You answered this puzzle already: your first answer counts.
refusal-puzzle-not-answered = Answer the puzzle first, then share your result.
refusal-no-puzzle = No puzzle is ready here yet.
refusal-bad-hour = The hour is a whole number from 0 to 23 (UTC).
